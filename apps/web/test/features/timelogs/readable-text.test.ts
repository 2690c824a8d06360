import { describe, expect, it } from "vitest";
import { readableTextOn } from "../../../app/features/timelogs/calendar/readable-text.ts";

describe("the text colour on a project's colour", () => {
  it.each([
    ["#ef6c00", "#000000"], // light orange: black reads at 6.8:1, white only at 3.1:1
    ["#b85000", "#ffffff"],
    ["#1565c0", "#ffffff"],
    ["#ffeb3b", "#000000"],
    ["#fff", "#000000"],
    ["#000", "#ffffff"],
    ["not a colour", "#000000"],
  ])("on %s is %s", (background, text) => {
    expect(readableTextOn(background)).toBe(text);
  });
});
