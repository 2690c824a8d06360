import type { Dashboard } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DashboardSummary } from "../../../app/features/timelogs/dashboard-summary.tsx";
import { RecentLogs } from "../../../app/features/timelogs/recent-logs.tsx";
import { clearTokens, setTokens } from "../../../app/lib/session.ts";
import { answer, fakeServer, json } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { company } from "../invoicing/fixtures.tsx";
import { dashboard, page, timeLog } from "./fixtures.ts";

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
    const totals = (seconds: number) => ({ tracked_seconds: seconds, billable_seconds: seconds });
    fakeServer({
      [`${BASE}/dashboard/`]: () =>
        answer(endpoints.dashboard.get, {
          timezone: "Europe/Berlin",
          today: "2026-11-23",
          today_totals: totals(1800 + 3600),
          week_totals: totals(1800 + 7200),
          unbilled_amounts: [],
          ready_to_bill: [],
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

describe("the dashboard's ready to bill", () => {
  afterEach(() => vi.unstubAllGlobals());

  const serve = (readyToBill: Dashboard["ready_to_bill"]) => {
    const none = { tracked_seconds: 0, billable_seconds: 0 };
    fakeServer({
      [`${BASE}/dashboard/`]: () =>
        answer(endpoints.dashboard.get, {
          timezone: "Europe/Berlin",
          today: "2026-11-23",
          today_totals: none,
          week_totals: none,
          unbilled_amounts: [
            { currency: "EUR", amount: "461.46" },
            { currency: "USD", amount: "80.00" },
          ],
          ready_to_bill: readyToBill,
          week_days: [],
          budget_warnings: [],
        }),
      [`${BASE}/timelog/running/`]: () => json({ detail: "Not found." }, 404),
      [`${BASE}/timelog/`]: () => json(page([])),
      [`${BASE}/project/`]: () => json(page([])),
    });
  };
  const globex = {
    debtor: 3,
    name: "Globex AG",
    unbilled_seconds: 12600,
    amounts: [
      { currency: "EUR", amount: "250.00" },
      { currency: "USD", amount: "80.00" },
    ],
  };
  const initech = {
    debtor: 7,
    name: "Initech",
    unbilled_seconds: 8700,
    amounts: [{ currency: "EUR", amount: "211.46" }],
  };

  it("lists each debtor's unbilled time with a new invoice for them one click away", async () => {
    serve([globex, initech]);
    await renderWithApp(<DashboardSummary defaultCurrency="EUR" canBill />);
    const rows = await screen.findAllByTestId("ready-to-bill");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Globex AG3:30 h · €250.00 · $80.00Create invoice",
      "Initech2:25 h · €211.46Create invoice",
    ]);
    expect(
      screen.getByRole("link", { name: "Create invoice for Initech" }).getAttribute("href"),
    ).toBe("/app/invoices/new?debtor=7");
    // Two debtors: the figure's link lets one choose.
    expect(
      within(screen.getByTestId("unbilled").parentElement as HTMLElement)
        .getByRole("link", { name: "Create invoice" })
        .getAttribute("href"),
    ).toBe("/app/invoices/new");
  });

  it("gives a screen reader the week's chart as a table", async () => {
    fakeServer({
      [`${BASE}/dashboard/`]: () =>
        answer(
          endpoints.dashboard.get,
          dashboard({
            week_days: [
              { date: "2026-11-23", tracked_seconds: 5400, billable_seconds: 3600 },
              { date: "2026-11-24", tracked_seconds: 0, billable_seconds: 0 },
            ],
            budget_warnings: [
              {
                project: 4,
                name: "Website",
                budget_hours: "100.00",
                budget_amount: null,
                used_percent: 85,
              },
            ],
          }),
        ),
      [`${BASE}/timelog/running/`]: () => json({ detail: "Not found." }, 404),
      [`${BASE}/timelog/`]: () => json(page([])),
      [`${BASE}/project/`]: () => json(page([])),
    });
    await renderWithApp(<DashboardSummary defaultCurrency="EUR" canBill />);
    const table = await screen.findByRole("table", { name: "This week per day (hours)" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "DateBillableNot billable",
      "Monday, November 231:00 h0:30 h",
      "Tuesday, November 240:00 h0:00 h",
    ]);
    // The budget's bar is named as the text above it.
    expect(screen.getByRole("progressbar", { name: /Website/ }).getAttribute("aria-valuenow")).toBe(
      "85",
    );
  });

  it("leads straight to the only debtor's invoice, and shows nothing to bill to members", async () => {
    serve([initech]);
    const { unmount } = await renderWithApp(<DashboardSummary defaultCurrency="EUR" canBill />);
    expect(
      within((await screen.findByTestId("unbilled")).parentElement as HTMLElement)
        .getByRole("link", { name: "Create invoice" })
        .getAttribute("href"),
    ).toBe("/app/invoices/new?debtor=7");
    unmount();
    await renderWithApp(<DashboardSummary defaultCurrency="EUR" />);
    await screen.findByTestId("unbilled");
    expect(screen.queryByTestId("ready-to-bill")).toBeNull();
    expect(screen.queryByRole("link", { name: "Create invoice" })).toBeNull();
  });
});

describe("the dashboard's latest logs", () => {
  const token = (id: string) =>
    `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 86_400, jti: id })).replace(/=+$/, "")}.s`;
  beforeEach(() => setTokens({ access: token("access"), refresh: token("refresh") }));
  afterEach(() => {
    clearTokens();
    vi.unstubAllGlobals();
  });

  it("show when a log started on the company's clock, whatever the browser's zone", async () => {
    fakeServer({
      "/api/masterdata/company-info/": () =>
        json(page([company({ timezone: "Asia/Tokyo", default_currency: "EUR" })])),
      [`${BASE}/timelog/`]: () =>
        json(
          page([timeLog({ start: "2026-11-23T08:00:00.000Z", end: "2026-11-23T09:30:00.000Z" })]),
        ),
      [`${BASE}/project/`]: () => json(page([])),
    });
    await renderWithApp(<RecentLogs />);
    // 08:00 UTC is 17:00 in Tokyo.
    await waitFor(() =>
      expect(screen.getByTestId("recent-log").textContent).toContain("Nov 23, 05:00 PM"),
    );
  });
});
