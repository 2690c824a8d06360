import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import TimeCalendar, {
  openingTime,
} from "../../../app/features/timelogs/calendar/time-calendar.tsx";
import { renderWithApp } from "../../render.tsx";
import { project, timeLog } from "./fixtures.ts";

describe("the calendar's clock", () => {
  afterEach(() => vi.useRealTimers());

  it("opens the day at 08:00, or an hour before now on the company's clock", () => {
    const now = new Date("2026-11-23T03:30:00Z");
    expect(openingTime("UTC", now)).toBe("08:00:00");
    // 12:30 in Tokyo.
    expect(openingTime("Asia/Tokyo", now)).toBe("11:00:00");
    // 22:30 the evening before in New York: no later than 20:00.
    expect(openingTime("America/New_York", now)).toBe("20:00:00");
  });

  it("draws a log on the company's clock, whatever the browser's zone", async () => {
    // The calendar opens on the week of "today".
    vi.useFakeTimers({ now: new Date("2026-11-24T12:00:00Z"), toFake: ["Date"] });
    await renderWithApp(
      <TimeCalendar
        logs={[timeLog({ start: "2026-11-23T08:00:00.000Z", end: "2026-11-23T09:30:00.000Z" })]}
        projects={[project(1, "Website")]}
        locale="en"
        timeZone="Asia/Tokyo"
        onRange={() => {}}
        onCreate={() => {}}
        onChange={() => {}}
        onOpen={() => {}}
      />,
    );
    // 08:00–09:30 UTC is 17:00–18:30 in Tokyo.
    expect(await screen.findByText("5:00 – 6:30pm")).toBeTruthy();
  });
});
