import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAlerts } from "../../app/components/alerts/alert-stack.tsx";
import { carryAlert } from "../../app/lib/carried-alert.ts";
import { AppProviders } from "../../app/providers.tsx";
import { renderWithApp } from "../render.tsx";

let addAlert: ReturnType<typeof useAlerts>["addAlert"];
function Probe() {
  addAlert = useAlerts().addAlert;
  return null;
}

const shown = () => screen.queryAllByTestId("alert").map((alert) => alert.textContent);

describe("alert stack", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("removes each banner 5000 ms after it was added, oldest first", async () => {
    await renderWithApp(<Probe />);
    vi.useFakeTimers();
    act(() => addAlert({ color: "success", title: "Saved", text: "The project was saved." }));
    act(() => vi.advanceTimersByTime(2000));
    act(() => addAlert({ color: "error", title: "Failed", text: "The log could not be deleted." }));
    expect(shown()).toEqual(["SavedThe project was saved.", "FailedThe log could not be deleted."]);

    act(() => vi.advanceTimersByTime(2999));
    expect(shown()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual(["FailedThe log could not be deleted."]);

    act(() => vi.advanceTimersByTime(1999));
    expect(shown()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  it("shows colour and icon per severity", async () => {
    await renderWithApp(<Probe />);
    act(() => addAlert({ color: "warning", title: "Careful", text: "Budget almost used." }));
    const alert = screen.getByTestId("alert");
    expect(alert.className).toContain("MuiAlert-colorWarning");
    expect(alert.querySelector(".MuiAlert-icon svg")).not.toBeNull();
  });

  it("leaves the carried alert to the page when it is the loading view's stack", async () => {
    carryAlert({ color: "success", title: "Welcome back", text: "You are signed in." });
    render(
      <AppProviders showsCarriedAlert={false}>
        <Probe />
      </AppProviders>,
    );
    expect(shown()).toEqual([]);
    await renderWithApp(<Probe />);
    expect(shown()).toEqual(["Welcome backYou are signed in."]);
  });
});
