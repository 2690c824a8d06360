import { beforeAll, describe, expect, it } from "vitest";
import { rollOverBillingPeriods } from "../../../src/modules/billing/roll-over-billing-periods.ts";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { useTestApp } from "../../helpers/test-app.ts";

/**
 * The figures of a subscription to the cent through one company's life:
 * increases (charged pro rata, each user counted once), a smaller next
 * period, a plan switch, cancelling and taking the cancellation back. The
 * company's time zone is Europe/Berlin; the first period runs 2026-03-10 to
 * 2026-04-09 (31 days) on Team at €6.00 per user.
 */
const clock = { now: new Date("2026-03-10T09:00:00Z") };
const setDate = (iso: string) => {
  clock.now = new Date(iso);
};
const SOLO = 1;
const TEAM = 2;
const BUSINESS = 3;
const FORBIDDEN = { detail: "You do not have permission to perform this action." };
const ENDED = { non_field_errors: ["This billing period has already ended."] };
const NOT_CANCELLED = { non_field_errors: ["This billing period is not cancelled."] };

type Signed = Awaited<ReturnType<typeof signedInUser>>;
type Who = { headers: Record<string, string> };

describe("the amounts of a subscription", () => {
  const context = useTestApp({
    env: { ACCESS_TOKEN_LIFETIME: "315360000" },
    deps: { clock: () => clock.now, mailer: captureMailer() },
  });
  const call = async (method: "GET" | "POST" | "PUT", url: string, who?: Who, payload?: object) => {
    const response = await context.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const increaseQuote = (count: number | string) =>
    call("GET", `/api/billing/quote/increase-current-user-amount/?new_user_count=${count}`, owner);
  const switchQuote = (plan: number | string) =>
    call(
      "GET",
      `/api/billing/quote/change-company-subscription/?new_subscription_type_id=${plan}`,
      owner,
    );
  const active = async () =>
    (await call("GET", "/api/billing/billing-period/?status=active&page_size=1", owner)).body
      .results[0];

  let owner: Signed;
  let companyId: number;
  let firstId: number;
  let secondId: number;
  let firstCharge: object;
  let secondCharge: object;

  /** The first period (Team, 31 days) with the figures that change through its life. */
  const firstPeriod = (figures: object) => ({
    id: firstId,
    company: companyId,
    subscription_type: TEAM,
    start_date: "2026-03-10",
    end_date: "2026-04-09",
    price_per_user: "6.00",
    currency: "EUR",
    created_at: "2026-03-10T09:00:00.000Z",
    ...figures,
  });
  /** The second period (Business, 2 users: €19.00) with its state. */
  const secondPeriod = (state: object) => ({
    id: secondId,
    company: companyId,
    subscription_type: BUSINESS,
    start_date: "2026-04-10",
    end_date: "2026-05-09",
    amount_of_users: 2,
    next_amount_of_users: 2,
    price_per_user: "9.50",
    currency: "EUR",
    total_amount: "19.00",
    created_at: "2026-04-10T08:00:00.000Z",
    charges: [],
    ...state,
  });

  beforeAll(async () => {
    setDate("2026-03-10T09:00:00Z");
    owner = await signedInUser(context.app);
    companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    const started = await call("POST", "/api/billing/initialize-subscription/", owner, {
      subscription_type: TEAM,
    });
    firstId = started.body.id;
  });

  it("quotes an increase now before making it: the added users' charge, once", async () => {
    expect(await increaseQuote(3)).toEqual({
      status: 200,
      body: {
        charged_now: "12.00",
        total_amount: "18.00",
        next_total_amount: "18.00",
        currency: "EUR",
      },
    });
    expect(await increaseQuote(1)).toEqual({
      status: 400,
      body: { new_user_count: ["New user count must be greater than current user count"] },
    });
    expect(await increaseQuote("many")).toEqual({
      status: 400,
      body: { new_user_count: ["New user count must be a positive integer"] },
    });
    expect(await increaseQuote(26)).toEqual({
      status: 400,
      body: { new_user_count: ['The plan "Team" allows at most 25 users.'] },
    });
    expect(await call("GET", "/api/billing/quote/increase-current-user-amount/", owner)).toEqual({
      status: 400,
      body: { new_user_count: ["This field is required."] },
    });
    // A quote changes nothing.
    expect(await active()).toMatchObject({ amount_of_users: 1, total_amount: "6.00", charges: [] });
  });

  it("increases now from 1 to 3 users on Team: €6.00 for the period plus €12.00, €18.00", async () => {
    const { status, body } = await call(
      "PUT",
      "/api/billing/increase-current-user-amount/",
      owner,
      { new_user_count: 3 },
    );
    firstCharge = {
      id: expect.any(Number),
      description: "2 users added from 2026-03-10 (31 of 31 days)",
      users: 2,
      amount: "12.00",
      created_at: "2026-03-10T09:00:00.000Z",
    };
    expect(status).toBe(200);
    expect(body).toEqual(
      firstPeriod({
        amount_of_users: 3,
        next_amount_of_users: 3,
        total_amount: "18.00",
        next_subscription_type: TEAM,
        next_total_amount: "18.00",
        status: "active",
        cancel_at_period_end: false,
        cancelled_at: null,
        charges: [firstCharge],
      }),
    );
    expect(await call("GET", `/api/billing/billing-period/${firstId}/`, owner)).toEqual({
      status: 200,
      body,
    });
  });

  it("increases a second time in the period: only the days left of the new user", async () => {
    setDate("2026-03-25T12:00:00Z");
    // 16 of 31 days left: €6.00 × 16 / 31 = €3.0967… → €3.10.
    expect((await increaseQuote(4)).body).toEqual({
      charged_now: "3.10",
      total_amount: "21.10",
      next_total_amount: "24.00",
      currency: "EUR",
    });
    const { status, body } = await call(
      "PUT",
      "/api/billing/increase-current-user-amount/",
      owner,
      { new_user_count: "4" },
    );
    secondCharge = {
      id: expect.any(Number),
      description: "1 user added from 2026-03-25 (16 of 31 days)",
      users: 1,
      amount: "3.10",
      created_at: "2026-03-25T12:00:00.000Z",
    };
    expect(status).toBe(200);
    expect(body).toEqual(
      firstPeriod({
        amount_of_users: 4,
        next_amount_of_users: 4,
        total_amount: "21.10",
        next_subscription_type: TEAM,
        next_total_amount: "24.00",
        status: "active",
        cancel_at_period_end: false,
        cancelled_at: null,
        charges: [firstCharge, secondCharge],
      }),
    );
  });

  it("lowers the next period's users without touching this period's total", async () => {
    const { status, body } = await call("PUT", "/api/billing/change-next-user-amount/", owner, {
      new_user_count: 2,
    });
    expect(status).toBe(200);
    expect(body).toEqual(
      firstPeriod({
        amount_of_users: 4,
        next_amount_of_users: 2,
        total_amount: "21.10",
        next_subscription_type: TEAM,
        next_total_amount: "12.00",
        status: "active",
        cancel_at_period_end: false,
        cancelled_at: null,
        charges: [firstCharge, secondCharge],
      }),
    );
  });

  it("quotes and makes a plan switch: nothing now, the next period at the new price", async () => {
    expect(await switchQuote(BUSINESS)).toEqual({
      status: 200,
      body: {
        charged_now: "0.00",
        total_amount: "21.10",
        next_total_amount: "19.00",
        currency: "EUR",
      },
    });
    expect(await switchQuote(SOLO)).toEqual({
      status: 400,
      body: { new_subscription_type_id: ['The plan "Solo" allows at most 1 user.'] },
    });
    expect(await switchQuote(9)).toEqual({
      status: 400,
      body: { new_subscription_type_id: ['Invalid pk "9" - object does not exist.'] },
    });
    expect(
      (
        await call("PUT", "/api/billing/change-company-subscription/", owner, {
          new_subscription_type_id: BUSINESS,
        })
      ).status,
    ).toBe(200);
    expect(await active()).toEqual(
      firstPeriod({
        amount_of_users: 4,
        next_amount_of_users: 2,
        total_amount: "21.10",
        next_subscription_type: BUSINESS,
        next_total_amount: "19.00",
        status: "active",
        cancel_at_period_end: false,
        cancelled_at: null,
        charges: [firstCharge, secondCharge],
      }),
    );
  });

  it("opens the next period at the figures it announced", async () => {
    setDate("2026-04-10T08:00:00Z");
    expect(await rollOverBillingPeriods(context.database.db, () => clock.now)).toBe(1);
    const { body } = await call("GET", "/api/billing/billing-period/?ordering=start_date", owner);
    secondId = body.results[1].id;
    expect(body.results).toEqual([
      firstPeriod({
        amount_of_users: 4,
        next_amount_of_users: 2,
        total_amount: "21.10",
        next_subscription_type: null,
        next_total_amount: null,
        status: "ended",
        cancel_at_period_end: false,
        cancelled_at: null,
        charges: [firstCharge, secondCharge],
      }),
      secondPeriod({
        id: expect.any(Number),
        next_subscription_type: BUSINESS,
        next_total_amount: "19.00",
        status: "active",
        cancel_at_period_end: false,
        cancelled_at: null,
      }),
    ]);
  });

  it("cancels: this period keeps its total, no next period is announced", async () => {
    setDate("2026-04-20T10:00:00Z");
    expect(await call("PUT", `/api/billing/cancel-billing-period/${secondId}/`, owner)).toEqual({
      status: 200,
      body: secondPeriod({
        next_subscription_type: null,
        next_total_amount: null,
        status: "active",
        cancel_at_period_end: true,
        cancelled_at: "2026-04-20T10:00:00.000Z",
      }),
    });
    expect((await switchQuote(TEAM)).body).toEqual({
      charged_now: "0.00",
      total_amount: "19.00",
      next_total_amount: null,
      currency: "EUR",
    });
  });

  it("lets only the owner quote or undo a cancellation, and only for its own periods", async () => {
    for (const role of ["admin", "member"] as const) {
      const who = await addMember(context.app, context.database.db, companyId, role);
      for (const [method, url] of [
        ["PUT", `/api/billing/resume-billing-period/${secondId}/`],
        ["GET", "/api/billing/quote/increase-current-user-amount/?new_user_count=3"],
        ["GET", "/api/billing/quote/change-company-subscription/?new_subscription_type_id=2"],
      ] as const) {
        expect(await call(method, url, who)).toEqual({ status: 403, body: FORBIDDEN });
      }
    }
    const stranger = await signedInUser(context.app);
    expect(await call("PUT", `/api/billing/resume-billing-period/${secondId}/`, stranger)).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
  });

  it("undoes the cancellation while the period runs", async () => {
    setDate("2026-05-09T21:00:00Z"); // 23:00 in Berlin on the period's last day
    expect(await call("PUT", `/api/billing/resume-billing-period/${secondId}/`, owner)).toEqual({
      status: 200,
      body: secondPeriod({
        next_subscription_type: BUSINESS,
        next_total_amount: "19.00",
        status: "active",
        cancel_at_period_end: false,
        cancelled_at: null,
      }),
    });
    expect(await call("PUT", `/api/billing/resume-billing-period/${secondId}/`, owner)).toEqual({
      status: 400,
      body: NOT_CANCELLED,
    });
  });

  it("cannot undo a cancellation once the period's last day has passed", async () => {
    expect(
      (await call("PUT", `/api/billing/cancel-billing-period/${secondId}/`, owner)).status,
    ).toBe(200);
    setDate("2026-05-09T22:30:00Z"); // 00:30 on May 10 in Berlin, before the roll-over ran
    expect(await call("PUT", `/api/billing/resume-billing-period/${secondId}/`, owner)).toEqual({
      status: 400,
      body: ENDED,
    });
    expect(await rollOverBillingPeriods(context.database.db, () => clock.now)).toBe(1);
    expect(await call("PUT", `/api/billing/resume-billing-period/${secondId}/`, owner)).toEqual({
      status: 400,
      body: ENDED,
    });
    expect((await call("GET", `/api/billing/billing-period/${secondId}/`, owner)).body).toEqual(
      secondPeriod({
        next_subscription_type: null,
        next_total_amount: null,
        status: "cancelled",
        cancel_at_period_end: true,
        cancelled_at: "2026-05-09T21:00:00.000Z",
      }),
    );
  });
});
