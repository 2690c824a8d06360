import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DashboardSummary } from "../../../app/features/timelogs/index.ts";
import { fakeServer, json } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { page, timeLog } from "./fixtures.ts";

const BASE = "/api/projectmanagement";

describe("the dashboard's hours", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("count the running timer's time as it runs, past what the server counted", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(new Date("2026-11-23T10:00:00Z"));
    // The server counted the running log's first 30 minutes when it answered.
    const running = timeLog({
      start: "2026-11-23T09:30:00Z",
      end: null,
      is_running: true,
      duration_seconds: 1800,
    });
    const totals = (seconds: number) => ({
      tracked_seconds: seconds,
      billable_seconds: seconds,
      amounts: [],
    });
    fakeServer({
      [`${BASE}/dashboard/`]: () =>
        json({
          today_totals: totals(1800 + 3600),
          week_totals: totals(1800 + 7200),
          unbilled_amounts: [],
          week_days: [],
          budget_warnings: [],
        }),
      [`${BASE}/timelog/running/`]: () => json(running),
      [`${BASE}/timelog/`]: () => json(page([])),
      [`${BASE}/project/`]: () => json(page([])),
    });
    await renderWithApp(<DashboardSummary defaultCurrency="EUR" />);
    await waitFor(() => expect(screen.getByTestId("today-hours").textContent).toBe("1:30"));
    expect(screen.getByTestId("week-hours").textContent).toBe("2:30");
    // 45 minutes later, without reading again.
    await act(async () => {
      vi.setSystemTime(new Date("2026-11-23T10:45:00Z"));
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId("today-hours").textContent).toBe("2:15");
    expect(screen.getByTestId("week-hours").textContent).toBe("3:15");
  });
});
