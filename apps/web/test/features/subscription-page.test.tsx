import type { BillingPeriod, SubscriptionType } from "@tempus/contract";
import type { Endpoint, OutputOf } from "@tempus/contract/endpoint";
import { endpoints } from "@tempus/contract/endpoints";
import { SEEDED_PLANS } from "@tempus/contract/plans";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dayAfter, formatDay } from "../../app/features/billing/format.ts";
import { SubscriptionPage } from "../../app/features/billing/subscription-page.tsx";
import { answer, fakeServer, json } from "../fake-server.ts";
import { renderWithApp } from "../render.tsx";
import { user } from "./account-fixtures.ts";
import { fullPage } from "./timelogs/fixtures.ts";

const { subscriptionType, billingPeriod, subscription, userAmount, billingQuote } = endpoints;

const TEAM = 2;
const BUSINESS = 3;
const plans: SubscriptionType[] = SEEDED_PLANS.map((plan, index) => ({
  ...plan,
  features: [...plan.features],
  id: index + 1,
  is_active: true,
}));
const owner = user({ id: 1, username: "ann", role: "owner" });
const member = user({ id: 2, username: "bob", role: "member" });

/** Team at 1 user from 2026-03-10 to 2026-04-09, as the server answers it. */
const firstPeriod = (): BillingPeriod => ({
  id: 7,
  company: 1,
  subscription_type: TEAM,
  start_date: "2026-03-10",
  end_date: "2026-04-09",
  amount_of_users: 1,
  next_amount_of_users: 1,
  price_per_user: "6.00",
  currency: "EUR",
  total_amount: "6.00",
  next_subscription_type: TEAM,
  next_total_amount: "6.00",
  status: "active",
  cancel_at_period_end: false,
  cancelled_at: null,
  created_at: "2026-03-10T09:00:00.000Z",
  charges: [],
});
/** The same period once increased to 3 users on its first day. */
const increased = (): BillingPeriod => ({
  ...firstPeriod(),
  amount_of_users: 3,
  next_amount_of_users: 3,
  total_amount: "18.00",
  next_total_amount: "18.00",
  charges: [
    {
      id: 1,
      description: "2 users added from 2026-03-10 (31 of 31 days)",
      users: 2,
      amount: "12.00",
      created_at: "2026-03-10T09:00:00.000Z",
    },
  ],
});

/** Intl writes a no-break space between amount and "€" in German; compare it as a space. */
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, " ");

describe("the subscription page", () => {
  let period: BillingPeriod;
  let writes: { method: string; url: string; body: unknown }[];
  let calls: ReturnType<typeof fakeServer>;

  beforeEach(() => {
    period = firstPeriod();
    writes = [];
    /** A write: recorded with its body (null when it sends none), answered as `endpoint` does. */
    const write =
      <E extends Endpoint>(endpoint: E, produce: () => OutputOf<E>) =>
      async (_call: unknown, _count: number, request: Request) => {
        writes.push({
          method: request.method,
          url: new URL(request.url).pathname,
          body: request.body === null ? null : await request.json(),
        });
        return answer(endpoint, produce());
      };
    calls = fakeServer({
      "/api/billing/subscription-type/": () => answer(subscriptionType.list, fullPage(plans)),
      "/api/billing/billing-period/": () => answer(billingPeriod.list, fullPage([period])),
      "/api/billing/quote/increase-current-user-amount/": (_call, _count, request) => {
        const count = new URL(request.url).searchParams.get("new_user_count");
        return count === "3"
          ? answer(billingQuote.userIncrease, {
              charged_now: "12.00",
              total_amount: "18.00",
              next_total_amount: "18.00",
              currency: "EUR",
            })
          : json({ new_user_count: ['The plan "Team" allows at most 25 users.'] }, 400);
      },
      "/api/billing/increase-current-user-amount/": write(userAmount.increaseCurrent, () => {
        period = increased();
        return period;
      }),
      "/api/billing/quote/change-company-subscription/": () =>
        answer(billingQuote.subscriptionChange, {
          charged_now: "0.00",
          total_amount: "18.00",
          next_total_amount: "28.50",
          currency: "EUR",
        }),
      "/api/billing/change-company-subscription/": write(subscription.change, () => {
        period = { ...period, next_subscription_type: BUSINESS, next_total_amount: "28.50" };
        return {
          company: 1,
          subscription_type: TEAM,
          next_subscription_type: BUSINESS,
          started_at: "2026-03-10T09:00:00.000Z",
          cancelled_at: null,
        };
      }),
      "/api/billing/resume-billing-period/7/": write(billingPeriod.resume, () => {
        period = { ...period, cancel_at_period_end: false, cancelled_at: null };
        return period;
      }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the period's figures as the server counts them, dates in the user's language", async () => {
    period = increased();
    await renderWithApp(<SubscriptionPage user={owner} />);
    await waitFor(() => expect(screen.getByTestId("current-period")).toBeTruthy());
    expect(text(screen.getByTestId("current-period"))).toBe(
      "Mar 10, 2026 – Apr 9, 2026 · 3 users now, 3 users from the next period",
    );
    expect(
      within(screen.getByTestId("period-figures"))
        .getAllByRole("listitem")
        .map((item) => text(item)),
    ).toEqual([
      "1 user for the whole period at €6.00",
      "2 users added on Mar 10, 2026, for the rest of the period: €12.00",
    ]);
    expect(text(screen.getByTestId("period-total"))).toBe("Total this period: €18.00");
    expect(text(screen.getByTestId("next-period"))).toBe(
      "Next period from Apr 10, 2026: Team, 3 users, €18.00",
    );
    expect(
      screen.getAllByTestId("period-row").map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => text(cell)),
      ),
    ).toEqual([["Mar 10, 2026 – Apr 9, 2026", "3", "€18.00", "active"]]);
  });

  it("says 1 user, not 1 users", async () => {
    await renderWithApp(<SubscriptionPage user={owner} />);
    await waitFor(() => expect(screen.getByTestId("current-period")).toBeTruthy());
    expect(text(screen.getByTestId("current-period"))).toBe(
      "Mar 10, 2026 – Apr 9, 2026 · 1 user now, 1 user from the next period",
    );
    expect(text(screen.getByTestId("next-period"))).toBe(
      "Next period from Apr 10, 2026: Team, 1 user, €6.00",
    );
  });

  it("states the price of an increase before making it, and makes it only when confirmed", async () => {
    await renderWithApp(<SubscriptionPage user={owner} />);
    const input = await screen.findByTestId("increase-input");
    await userEvent.clear(input);
    await userEvent.type(input, "3");
    await userEvent.click(screen.getByRole("button", { name: "Increase now" }));
    const dialog = await screen.findByRole("dialog", { name: "Add users now?" });
    expect(text(within(dialog).getByTestId("increase-quote"))).toBe(
      "2 more users from today: €12.00 is charged now for the rest of this period. This period's total becomes €18.00; from the next period you pay €18.00 per period.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Increase now" }));
    await userEvent.click(await screen.findByRole("button", { name: "Add users for €12.00" }));
    await waitFor(() =>
      expect(text(screen.getByTestId("period-total"))).toBe("Total this period: €18.00"),
    );
    expect(writes).toEqual([
      {
        method: "PUT",
        url: "/api/billing/increase-current-user-amount/",
        body: { new_user_count: 3 },
      },
    ]);
    expect(await screen.findByText("Saved: 3 users.")).toBeTruthy();
  });

  it("shows the server's refusal of an increase in the field, without a dialog", async () => {
    await renderWithApp(<SubscriptionPage user={owner} />);
    const input = await screen.findByTestId("increase-input");
    await userEvent.clear(input);
    await userEvent.type(input, "30");
    await userEvent.click(screen.getByRole("button", { name: "Increase now" }));
    expect(await screen.findByText('The plan "Team" allows at most 25 users.')).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(writes).toEqual([]);
  });

  it("refuses a count that is no whole number or no increase at the field, asking nothing", async () => {
    await renderWithApp(<SubscriptionPage user={owner} />);
    const input = await screen.findByTestId("increase-input");
    await userEvent.clear(input);
    await userEvent.type(input, "2.5");
    await userEvent.click(screen.getByRole("button", { name: "Increase now" }));
    expect(await screen.findByText("New user count must be a positive integer")).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, "1");
    await userEvent.click(screen.getByRole("button", { name: "Increase now" }));
    expect(
      await screen.findByText("New user count must be greater than current user count"),
    ).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((call) => call.url.includes("/quote/"))).toEqual([]);
    expect(writes).toEqual([]);
  });

  it("states what a plan switch costs now and next before switching", async () => {
    period = increased();
    await renderWithApp(<SubscriptionPage user={owner} />);
    const business = await screen.findByTestId("plan-Business");
    await userEvent.click(within(business).getByRole("button", { name: "Switch to this plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Switch to Business?" });
    expect(text(within(dialog).getByTestId("switch-quote"))).toBe(
      "€0.00 is charged now: Business applies from the next period, which starts on Apr 10, 2026. The next period then costs €28.50: 3 users at €9.50 each.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Switch to Business" }));
    await waitFor(() =>
      expect(text(screen.getByTestId("next-period"))).toBe(
        "Next period from Apr 10, 2026: Business, 3 users, €28.50",
      ),
    );
    expect(writes).toEqual([
      {
        method: "PUT",
        url: "/api/billing/change-company-subscription/",
        body: { new_subscription_type_id: BUSINESS },
      },
    ]);
    expect(within(business).getByText("from the next period")).toBeTruthy();
  });

  it("undoes a cancellation, and offers no plan switch while cancelled", async () => {
    period = {
      ...firstPeriod(),
      cancel_at_period_end: true,
      cancelled_at: "2026-03-20T10:00:00.000Z",
      next_subscription_type: null,
      next_total_amount: null,
    };
    await renderWithApp(<SubscriptionPage user={owner} />);
    const notice = await screen.findByTestId("cancelled-notice");
    expect(text(notice)).toContain(
      "Cancelled: this period ends on Apr 9, 2026 and no new one follows.",
    );
    expect(screen.queryByTestId("next-period")).toBeNull();
    expect(screen.getByText("Undo the cancellation to switch plans.")).toBeTruthy();
    for (const button of screen.getAllByRole("button", { name: "Switch to this plan" })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    await userEvent.click(within(notice).getByRole("button", { name: "Undo cancellation" }));
    await waitFor(() => expect(screen.queryByTestId("cancelled-notice")).toBeNull());
    expect(writes).toEqual([
      { method: "PUT", url: "/api/billing/resume-billing-period/7/", body: null },
    ]);
    expect(await screen.findByText("Your subscription continues after Apr 9, 2026.")).toBeTruthy();
  });

  it("shows a member the figures without the owner's controls", async () => {
    await renderWithApp(<SubscriptionPage user={member} />);
    await waitFor(() => expect(screen.getByTestId("current-period")).toBeTruthy());
    expect(screen.queryByTestId("increase-input")).toBeNull();
    expect(screen.queryByRole("button", { name: "Switch to this plan" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).toBeNull();
  });

  it("speaks German: plans, dates and amounts", async () => {
    period = increased();
    await renderWithApp(<SubscriptionPage user={owner} />, { language: "de" });
    await waitFor(() => expect(screen.getByTestId("current-period")).toBeTruthy());
    expect(text(screen.getByTestId("current-period"))).toBe(
      "10.03.2026 – 09.04.2026 · jetzt 3 Nutzer, ab dem nächsten Zeitraum 3 Nutzer",
    );
    expect(text(screen.getByTestId("period-total"))).toBe("Gesamt in diesem Zeitraum: 18,00 €");
    const team = screen.getByTestId("plan-Team");
    expect(
      within(team).getByText("Für kleine Teams, die sich Projekte und Kunden teilen."),
    ).toBeTruthy();
    expect(
      within(team)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Alles aus Solo",
      "Mitglieder mit Rollen (Inhaber, Admin, Mitglied)",
      "Team-Statistiken pro Person",
      "Einladungen per E-Mail",
    ]);
    expect(
      calls.some((call) => call.url === "/api/billing/quote/increase-current-user-amount/"),
    ).toBe(false);
  });
});

describe("billing dates", () => {
  it("writes a day as the language does, whatever the browser's time zone", () => {
    expect(formatDay("en", "2026-03-10")).toBe("Mar 10, 2026");
    expect(formatDay("de", "2026-03-10")).toBe("10.03.2026");
  });

  it("finds the next period's first day across month and year ends", () => {
    expect(dayAfter("2026-04-09")).toBe("2026-04-10");
    expect(dayAfter("2026-02-28")).toBe("2026-03-01");
    expect(dayAfter("2026-12-31")).toBe("2027-01-01");
  });
});
