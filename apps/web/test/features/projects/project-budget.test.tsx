import type { ProjectBudget, ProjectDetail, User } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BudgetBurnDownView } from "../../../app/features/projects/budget-burn-down.tsx";
import { ProjectDetailPage } from "../../../app/features/projects/pages/project-detail-page.tsx";
import { answer, fakeServer } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { project } from "../timelogs/fixtures.ts";

const owner = { id: 1, username: "ann", role: "owner" } as User;
const member = { id: 2, username: "bob", role: "member" } as User;
const PM = "/api/projectmanagement";
const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

const DETAIL: ProjectDetail = {
  ...project(4, "Retainer", { budget_hours: "20.00", budget_amount: "2000.00" }),
  tracked_seconds: 54_000,
  billable_seconds: 54_000,
  billable_amount: "1200.00",
  unbilled_amount: "1200.00",
  budget_hours_used_percent: 75,
  budget_amount_used_percent: 60,
};

const BUDGET: ProjectBudget = {
  period: "month",
  start: "2026-11-01",
  end: "2026-11-18",
  budget_hours: "20.00",
  budget_amount: "2000.00",
  thresholds: [80, 100],
  used_seconds: 59_400,
  used_amount: "1320.00",
  weeks: [
    {
      week: "2026-10-26",
      tracked_seconds: 7200,
      amount: "160.00",
      cumulative_seconds: 7200,
      cumulative_amount: "160.00",
    },
    {
      week: "2026-11-02",
      tracked_seconds: 52_200,
      amount: "1160.00",
      cumulative_seconds: 59_400,
      cumulative_amount: "1320.00",
    },
  ],
};

/** The project's page; each change sent is kept. */
async function renderProject(user: User, budget: ProjectBudget = BUDGET) {
  const sent: Record<string, unknown>[] = [];
  fakeServer({
    [`${PM}/debtor/`]: () => answer(endpoints.debtor.list, EMPTY_PAGE),
    [`${PM}/hourly-rate-rule/`]: () => answer(endpoints.rateRule.list, EMPTY_PAGE),
    [`${PM}/timelog/`]: () => answer(endpoints.timelog.list, EMPTY_PAGE),
    [`${PM}/project/4/budget/`]: () => answer(endpoints.projectBudget.get, budget),
    [`${PM}/project/4/`]: async (call, _count, request) => {
      if (call.method === "GET") return answer(endpoints.project.get, DETAIL);
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return answer(endpoints.project.patch, { ...DETAIL, ...(body as Partial<ProjectDetail>) });
    },
  });
  await renderWithApp(<ProjectDetailPage id="4" user={user} timeZone="Europe/Berlin" />);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe("the project's budget", () => {
  it("shows this month's use against each budget, its thresholds and a table by week", async () => {
    await renderProject(owner);
    expect(await screen.findByRole("heading", { name: "Budget this month" })).toBeTruthy();
    expect(screen.getByText("Nov 1, 2026 – Nov 18, 2026")).toBeTruthy();
    const hours = screen.getByTestId("budget-hours");
    expect(within(hours).getByText("16:30 h of 20:00 h used (82.5 %)")).toBeTruthy();
    expect(within(hours).getByText("Alerts at 80 %, 100 %. Reached: 80 %.")).toBeTruthy();
    expect(within(hours).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("82.5");
    const amount = screen.getByTestId("budget-amount");
    expect(within(amount).getByText("€1,320.00 of €2,000.00 used (66 %)")).toBeTruthy();
    expect(within(amount).getByText("Alerts at 80 %, 100 %. None reached yet.")).toBeTruthy();
    const rows = within(screen.getByRole("table", { name: "Budget use by week" }))
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Week", "Tracked", "Total so far", "Hours left", "Amount", "Amount left"],
      ["Week of Oct 26, 2026", "2:00", "2:00", "18:00", "€160.00", "€1,840.00"],
      ["Week of Nov 2, 2026", "14:30", "16:30", "3:30", "€1,160.00", "€680.00"],
    ]);
  });

  it("shows a member the hour budget only, and over budget as hours below zero", async () => {
    await renderProject(member, {
      ...BUDGET,
      period: "total",
      start: "2026-10-28",
      budget_amount: null,
      used_amount: null,
      budget_hours: "10.00",
      weeks: BUDGET.weeks.map((week) => ({ ...week, amount: null, cumulative_amount: null })),
    });
    expect(await screen.findByRole("heading", { name: "Budget" })).toBeTruthy();
    expect(screen.getByText("16:30 h of 10:00 h used (165 %)")).toBeTruthy();
    expect(screen.queryByTestId("budget-amount")).toBeNull();
    const last = within(screen.getByRole("table", { name: "Budget use by week" })).getAllByRole(
      "row",
    )[2];
    expect(
      within(last)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Week of Nov 2, 2026", "14:30", "16:30", "−6:30"]);
    // Members do not edit the project.
    expect(screen.queryByLabelText("Alert thresholds (%)")).toBeNull();
  });

  it("writes a project without a budget as nothing to burn down", async () => {
    const { container } = await renderWithApp(
      <BudgetBurnDownView
        data={{ ...BUDGET, budget_hours: null, budget_amount: null }}
        currency="EUR"
      />,
    );
    expect(container.textContent).toBe("");
  });

  it("shows the burn-down in German", async () => {
    await renderWithApp(<BudgetBurnDownView data={BUDGET} currency="EUR" />, { language: "de" });
    expect(screen.getByRole("heading", { name: "Budget in diesem Monat" })).toBeTruthy();
    expect(screen.getByText("16:30 h von 20:00 h verbraucht (82,5 %)")).toBeTruthy();
  });
});

describe("the project form's budget settings", () => {
  it("sends the thresholds as numbers, the monthly reset and whether members are mailed", async () => {
    const sent = await renderProject(owner);
    const thresholds = (await screen.findByLabelText("Alert thresholds (%)")) as HTMLInputElement;
    expect(thresholds.value).toBe("80, 100");
    await userEvent.clear(thresholds);
    await userEvent.type(thresholds, "100; 50 75");
    await userEvent.click(screen.getByLabelText("Budget resets every month (retainer)"));
    await userEvent.click(screen.getByLabelText("Also mail the project's members (hour budget)"));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // As typed: the server keeps each once, in ascending order.
    expect(sent[0]).toMatchObject({
      budget_hours: "20.00",
      budget_amount: "2000.00",
      budget_alert_thresholds: [100, 50, 75],
      budget_monthly: true,
      budget_alert_members: true,
    });
  });

  it("names a threshold that is not a whole percentage without sending the form", async () => {
    const sent = await renderProject(owner);
    const thresholds = await screen.findByLabelText("Alert thresholds (%)");
    await userEvent.clear(thresholds);
    await userEvent.type(thresholds, "80, 0");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Ensure this value is greater than or equal to 1."),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
