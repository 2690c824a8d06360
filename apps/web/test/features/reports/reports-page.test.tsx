import type { Report, ReportRow, SavedReport, User } from "@tempus/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReportsPage } from "../../../app/features/reports/page/reports-page.tsx";
import { SharedReportPage } from "../../../app/features/reports/shared/shared-report-page.tsx";
import { setTokens } from "../../../app/lib/session.ts";
import { fakeServer, json } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { page, person, project } from "../timelogs/fixtures.ts";
import { token } from "../timelogs/list-server.ts";

const BASE = "/api/projectmanagement";
const owner = { id: 1, username: "ada", role: "owner" } as User;
const member = { id: 2, username: "mia", role: "member" } as User;
const NOVEMBER = "/?preset=custom&from=2026-11-01&to=2026-11-30&then_by=user";

const figures = (hours: number, billable = hours, money = true) => ({
  tracked_seconds: hours * 3600,
  billable_seconds: billable * 3600,
  billed_seconds: billable * 3600,
  ...(money
    ? { amounts: billable > 0 ? [{ currency: "EUR", amount: `${billable * 100}.00` }] : [] }
    : {}),
});
const inner = (key: string, label: string, hours: number, billable = hours, money = true) =>
  ({ key, label, ...figures(hours, billable, money) }) as Omit<ReportRow, "rows">;

/** November by project and person: Website 4 h (ada 3, mia 1), Backoffice 2 h (mia, 1 billable). */
const report = (money: boolean): Report => ({
  from: "2026-11-01",
  to: "2026-11-30",
  group_by: "project",
  then_by: "user",
  timezone: "Europe/Berlin",
  totals: figures(6, 5, money),
  rows: [
    {
      key: "1",
      label: "Website",
      ...figures(4, 4, money),
      rows: [inner("1", "ada", 3, 3, money), inner("2", "mia", 1, 1, money)],
    },
    {
      key: "2",
      label: "Backoffice",
      ...figures(2, 1, money),
      rows: [inner("2", "mia", 2, 1, money)],
    },
  ],
});

const tableRows = () =>
  within(screen.getByTestId("report-table"))
    .getAllByRole("row")
    .map((line) => line.textContent);

function reportsServer(money: boolean, saved: SavedReport[] = [], writes: unknown[] = []) {
  fakeServer({
    [`${BASE}/report/`]: () => json(report(money)),
    [`${BASE}/saved-report/`]: async (call, _count, request) => {
      if (call.method === "POST") {
        const body = await request.json();
        writes.push(body);
        const created = {
          ...body,
          id: 9,
          then_by: "user",
          user: null,
          project: null,
          debtor: null,
          activity: null,
          tag: null,
          billable: null,
          invoiced: null,
          created_at: "2026-11-20T10:00:00.000Z",
          updated_at: "2026-11-20T10:00:00.000Z",
        } as SavedReport;
        saved.push(created);
        return json(created, 201);
      }
      return json(saved);
    },
    [`${BASE}/project/`]: () => json(page([project(1, "Website"), project(2, "Backoffice")])),
    [`${BASE}/activity/`]: () => json(page([])),
    [`${BASE}/debtor/`]: () => json(page([])),
    [`${BASE}/tag/`]: () => json(page([])),
    "/api/usermanagement/member/": () =>
      json(page([person(1, "ada", { role: "owner" }), person(2, "mia")])),
  });
}

describe("the report builder", () => {
  beforeEach(() => setTokens({ access: token("access"), refresh: token("refresh") }));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows owners each group with its subtotal, the rows within it and the totals, with amounts", async () => {
    reportsServer(true);
    await renderWithApp(<ReportsPage user={owner} />, { path: NOVEMBER });
    await screen.findByTestId("report-table");
    expect(tableRows()).toEqual([
      "Project / PersonWorkedBillableBillable roundedAmount",
      "Website4:004:004:00€400.00",
      "ada3:003:003:00€300.00",
      "mia1:001:001:00€100.00",
      "Backoffice2:001:001:00€100.00",
      "mia2:001:001:00€100.00",
      "Total6:005:005:00€500.00",
    ]);
  });

  it("shows members no amounts and offers no grouping by person", async () => {
    reportsServer(false);
    await renderWithApp(<ReportsPage user={member} />, { path: NOVEMBER });
    await screen.findByTestId("report-table");
    // The fake answers by person whatever it is asked: the table shows what the server answers.
    expect(tableRows()[0]).toBe("Project / PersonWorkedBillableBillable rounded");
    await userEvent.click(screen.getByRole("combobox", { name: "Then by" }));
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["Nothing more", "Debtor", "Activity", "Tag", "Day", "Week", "Month"]);
  });

  it("saves the definition under a name and shows it as the chosen saved report", async () => {
    const writes: unknown[] = [];
    reportsServer(true, [], writes);
    await renderWithApp(<ReportsPage user={owner} />, { path: NOVEMBER });
    await screen.findByTestId("report-table");
    await userEvent.click(screen.getByRole("button", { name: "Save as new…" }));
    await userEvent.type(screen.getByLabelText("Name"), "November by person");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Saved reports" }).textContent).toBe(
        "November by person",
      ),
    );
    expect(writes).toEqual([
      {
        name: "November by person",
        from: "2026-11-01",
        to: "2026-11-30",
        group_by: "project",
        then_by: "user",
      },
    ]);
  });
});

describe("a shared report", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the company, the name, the period and the report without signing in", async () => {
    fakeServer({
      "/api/shared-report/1.abc/": () =>
        json({ name: "November", company_name: "Acme", report: report(true) }),
    });
    await renderWithApp(<SharedReportPage token="1.abc" />);
    expect((await screen.findByTestId("shared-report-name")).textContent).toBe("November");
    expect(screen.getByText("Acme")).toBeDefined();
    expect(tableRows().at(-1)).toBe("Total6:005:005:00€500.00");
  });

  it("says that a revoked or expired link shows nothing", async () => {
    fakeServer({ "/api/shared-report/1.gone/": () => json({ detail: "Not found." }, 404) });
    await renderWithApp(<SharedReportPage token="1.gone" />);
    expect((await screen.findByTestId("shared-report-missing")).textContent).toBe(
      "This link does not exist, was revoked or has expired.",
    );
  });
});
