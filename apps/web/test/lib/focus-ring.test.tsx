import { Button, Link } from "@mui/material";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../render.tsx";

describe("the focus ring", () => {
  it("outlines a control reached by the keyboard", async () => {
    await renderWithApp(
      <>
        <Button>Save</Button>
        <Link href="/app">Dashboard</Link>
      </>,
    );
    await userEvent.tab();
    const button = screen.getByRole("button", { name: "Save" });
    expect(document.activeElement).toBe(button);
    expect(button.className).toContain("Mui-focusVisible");
    const ring = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.outlineOffset];
    };
    expect(ring(button)).toEqual(["solid", "2px", "#8a3c00", "2px"]);
    await userEvent.tab();
    const link = screen.getByRole("link", { name: "Dashboard" });
    expect(document.activeElement).toBe(link);
    expect(ring(link)).toEqual(["solid", "2px", "#8a3c00", "2px"]);
  });
});
