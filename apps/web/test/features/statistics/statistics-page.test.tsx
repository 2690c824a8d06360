import type { GroupBy, Statistics, User } from "@tempus/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StatisticsPage } from "../../../app/features/statistics/page/statistics-page.tsx";
import { setTokens } from "../../../app/lib/session.ts";
import { fakeServer, json } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { activity, page, person, project, tag } from "../timelogs/fixtures.ts";
import { token } from "../timelogs/list-server.ts";

const BASE = "/api/projectmanagement";
const owner = { id: 1, username: "ada", role: "owner" } as User;
const member = { id: 2, username: "mia", role: "member" } as User;
const NOVEMBER = "/?preset=custom&from=2026-11-01&to=2026-11-30";

type Row = Statistics["rows"][number];
const row = (key: string | null, label: string | null, hours: number, billable = hours): Row => ({
  key,
  label,
  tracked_seconds: hours * 3600,
  billable_seconds: billable * 3600,
  billed_seconds: billable * 3600,
  amounts: billable > 0 ? [{ currency: "EUR", amount: `${billable * 100}.00` }] : [],
});

/**
 * November's statistics as the server answers them: 6 h, 5 h billable; ada 4 h, mia 2 h; the
 * tags overlap (a log with both counts in each).
 */
const ROWS: Partial<Record<GroupBy, Row[]>> = {
  project: [row("1", "Website", 4), row("2", "Backoffice", 2, 1)],
  debtor: [row(null, null, 6, 5)],
  activity: [row(null, null, 6, 5)],
  tag: [row("1", "meeting", 3), row("7", "on site", 2), row(null, null, 2, 1)],
  user: [row("1", "ada", 4), row("2", "mia", 2, 1)],
};

/** The statistics, the lists the page names things from, and every query the page asks. */
function statisticsServer(queries: string[] = []) {
  fakeServer({
    [`${BASE}/statistics/`]: (_call, _count, request) => {
      const url = new URL(request.url);
      queries.push(url.search);
      const groupBy = (url.searchParams.get("group_by") ?? "day") as GroupBy;
      const from = url.searchParams.get("from") as string;
      const to = url.searchParams.get("to") as string;
      return json({
        from,
        to,
        group_by: groupBy,
        timezone: "Europe/Berlin",
        totals: {
          tracked_seconds: 21600,
          billable_seconds: 18000,
          billed_seconds: 18000,
          amounts: [{ currency: "EUR", amount: "500.00", unbilled_amount: "500.00" }],
        },
        rows: ROWS[groupBy] ?? [],
      } satisfies Statistics);
    },
    [`${BASE}/project/`]: () => json(page([project(1, "Website"), project(2, "Backoffice")])),
    [`${BASE}/activity/`]: () => json(page([activity(3, "Design")])),
    [`${BASE}/debtor/`]: () => json(page([])),
    [`${BASE}/tag/`]: () =>
      json(
        page([
          tag(1, "meeting", { color: "#ef6c00" }),
          tag(4, "travel", { is_archived: true }),
          tag(7, "on site"),
        ]),
      ),
    "/api/usermanagement/member/": () =>
      json(page([person(1, "ada", { role: "owner" }), person(2, "mia")])),
  });
  return queries;
}

/** The rows of a chart's table for screen readers, each as its cells' texts. */
const chartRows = (name: string) =>
  within(screen.getByRole("table", { name }))
    .getAllByRole("row")
    .map((line) => line.textContent);

describe("the statistics by tag and by person", () => {
  beforeEach(() => setTokens({ access: token("access"), refresh: token("refresh") }));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows owners the shares by tag, saying how tags add up, and by person", async () => {
    statisticsServer();
    await renderWithApp(<StatisticsPage user={owner} />, { path: NOVEMBER });
    await waitFor(() => expect(screen.getByTestId("doughnut-tag")).toBeDefined());
    // A log with several tags counts in each, and the page says so.
    const byTag = screen.getByRole("heading", { name: "By tag" }).parentElement as HTMLElement;
    expect(
      within(byTag).getByText(
        "A log with several tags counts in each of them, so the tags can add up to more than the total.",
      ),
    ).toBeDefined();
    expect(chartRows("By tag")).toEqual([
      "TagTrackedShare",
      "meeting3:00 h42.9%",
      "on site2:00 h28.6%",
      "No tag2:00 h28.6%",
    ]);
    await waitFor(() => expect(screen.getByTestId("doughnut-person")).toBeDefined());
    expect(chartRows("By person")).toEqual([
      "PersonTrackedShare",
      "ada4:00 h66.7%",
      "mia2:00 h33.3%",
    ]);
  });

  it("breaks the totals table down by person or by tag, kept in the address", async () => {
    statisticsServer();
    await renderWithApp(<StatisticsPage user={owner} />, { path: NOVEMBER });
    const table = await screen.findByTestId("statistics-table");
    const lines = () =>
      within(screen.getByTestId("statistics-table"))
        .getAllByRole("row")
        .map((line) => line.textContent);
    await waitFor(() =>
      expect(lines()).toEqual([
        "ProjectTrackedBillableAmount",
        "Website4:004:00€400.00",
        "Backoffice2:001:00€100.00",
      ]),
    );
    const choices = screen.getByRole("group", { name: "Totals by" });
    expect(
      within(choices)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Project", "Debtor", "Activity", "Tag", "Person"]);
    await userEvent.click(within(choices).getByRole("button", { name: "Person" }));
    await waitFor(() =>
      expect(lines()).toEqual([
        "PersonTrackedBillableAmount",
        "ada4:004:00€400.00",
        "mia2:001:00€100.00",
      ]),
    );
    expect(
      within(choices).getByRole("button", { name: "Person" }).getAttribute("aria-pressed"),
    ).toBe("true");
    await userEvent.click(within(choices).getByRole("button", { name: "Tag" }));
    await waitFor(() =>
      expect(lines()).toEqual([
        "TagTrackedBillableAmount",
        "meeting3:003:00€300.00",
        "on site2:002:00€200.00",
        "No tag2:001:00€100.00",
      ]),
    );
    // Under the choice, what to know to read it.
    expect(
      within(table.parentElement?.parentElement as HTMLElement).getAllByText(
        "A log with several tags counts in each of them, so the tags can add up to more than the total.",
      ),
    ).toHaveLength(2);
  });

  it("opens on the breakdown in the address", async () => {
    statisticsServer();
    await renderWithApp(<StatisticsPage user={owner} />, { path: `${NOVEMBER}&by=user` });
    await waitFor(() =>
      expect(
        within(screen.getByTestId("statistics-table"))
          .getAllByRole("row")
          .map((line) => line.textContent),
      ).toEqual(["PersonTrackedBillableAmount", "ada4:004:00€400.00", "mia2:001:00€100.00"]),
    );
  });

  it("filters every figure by tag and by person", async () => {
    const queries = statisticsServer();
    await renderWithApp(<StatisticsPage user={owner} />, { path: NOVEMBER });
    await screen.findByTestId("statistics-table");
    await userEvent.click(screen.getByRole("combobox", { name: "Tag" }));
    // Every tag, archived ones too (past work is filtered by them).
    expect(
      within(screen.getByRole("listbox"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "meeting", "travel", "on site"]);
    await userEvent.click(
      within(screen.getByRole("listbox")).getByRole("option", { name: "on site" }),
    );
    await userEvent.click(screen.getByRole("combobox", { name: "Person" }));
    expect(
      within(screen.getByRole("listbox"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "ada", "mia"]);
    await userEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: "mia" }));
    const filtered = (groupBy: GroupBy) =>
      `?from=2026-11-01&to=2026-11-30&user=2&tag=7&group_by=${groupBy}`;
    await waitFor(() =>
      expect(queries).toEqual(
        expect.arrayContaining(
          (["project", "debtor", "activity", "tag", "user"] as const).map(filtered),
        ),
      ),
    );
  });

  it("shows a member their time by tag, but no person anywhere", async () => {
    const queries = statisticsServer();
    await renderWithApp(<StatisticsPage user={member} />, { path: NOVEMBER });
    await waitFor(() => expect(screen.getByTestId("doughnut-tag")).toBeDefined());
    expect(screen.queryByTestId("doughnut-person")).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Person" })).toBeNull();
    expect(
      within(screen.getByRole("group", { name: "Totals by" }))
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Project", "Debtor", "Activity", "Tag"]);
    expect(queries.some((query) => query.includes("group_by=user"))).toBe(false);
    const asked = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), "http://localhost").pathname);
    expect(asked).not.toContain("/api/usermanagement/member/");
  });
});
