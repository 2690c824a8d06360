import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../src/db/open-database.ts";
import { rollOverBillingPeriods } from "../../../src/modules/billing/roll-over-billing-periods.ts";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const clock = { now: new Date("2026-03-10T09:00:00Z") };
const setDate = (iso: string) => {
  clock.now = new Date(iso);
};
const SOLO = 1;
const TEAM = 2;
const BUSINESS = 3;
const POSITIVE = { new_user_count: ["New user count must be a positive integer"] };
const NO_PERIOD = { non_field_errors: ["The company has no active billing period."] };
const FORBIDDEN = { detail: "You do not have permission to perform this action." };

type Signed = Awaited<ReturnType<typeof signedInUser>>;

describe("billing", () => {
  const context = useTestApp({
    env: { ACCESS_TOKEN_LIFETIME: "315360000" },
    deps: { clock: () => clock.now, mailer: captureMailer() },
  });
  const call = async (
    method: "GET" | "POST" | "PUT" | "PATCH",
    url: string,
    who?: Signed | { headers: Record<string, string> },
    payload?: object,
  ) => {
    const response = await context.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const companyOf = async (who: Signed) =>
    (await call("GET", "/api/auth/users/me/", who)).body.company as number;

  it("lists the plans without login", async () => {
    const { status, body } = await call("GET", "/api/billing/subscription-type/?page_size=1000");
    expect(status).toBe(200);
    expect(body.count).toBe(3);
    expect(body.results[1]).toEqual({
      id: TEAM,
      name: "Team",
      description: "For small teams that share projects and customers.",
      price_per_user: "6.00",
      currency: "EUR",
      max_users: 25,
      features: [
        "Everything in Solo",
        "Members with roles (owner, admin, member)",
        "Team statistics per user",
        "Invitations by e-mail",
      ],
      is_active: true,
      sort_order: 2,
    });
    expect((await call("GET", `/api/billing/subscription-type/${SOLO}/`)).body.name).toBe("Solo");
    expect((await call("GET", "/api/billing/subscription-type/99/")).status).toBe(404);
  });

  describe("a company's subscription", () => {
    let owner: Signed;
    let companyId: number;
    let periodId: number;

    beforeAll(async () => {
      setDate("2026-03-10T09:00:00Z");
      owner = await signedInUser(context.app);
      companyId = await companyOf(owner);
    });

    it("has no period before it is initialized", async () => {
      expect(
        await call("PUT", "/api/billing/increase-current-user-amount/", owner, {
          new_user_count: 2,
        }),
      ).toEqual({
        status: 400,
        body: NO_PERIOD,
      });
      expect(
        await call("GET", "/api/billing/billing-period/?status=active&page_size=1", owner),
      ).toEqual({
        status: 200,
        body: { count: 0, next: null, previous: null, results: [] },
      });
    });

    it("needs a plan to initialize", async () => {
      expect(await call("POST", "/api/billing/initialize-subscription/", owner, {})).toEqual({
        status: 400,
        body: { subscription_type: ["This field is required."] },
      });
      expect(
        await call("POST", "/api/billing/initialize-subscription/", owner, {
          subscription_type: 99,
        }),
      ).toEqual({
        status: 400,
        body: { subscription_type: ['Invalid pk "99" - object does not exist.'] },
      });
    });

    it("starts the first period today, for one month, for the members there are", async () => {
      const { status, body } = await call("POST", "/api/billing/initialize-subscription/", owner, {
        subscription_type: TEAM,
      });
      expect(status).toBe(201);
      periodId = body.id;
      expect(body).toEqual({
        id: expect.any(Number),
        company: companyId,
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
      expect(
        await call("POST", "/api/billing/initialize-subscription/", owner, {
          subscription_type: TEAM,
        }),
      ).toEqual({
        status: 400,
        body: { non_field_errors: ["The company already has a subscription."] },
      });
    });

    it("lets only the owner write", async () => {
      const admin = await addMember(context.app, context.database.db, companyId, "admin");
      const member = await addMember(context.app, context.database.db, companyId, "member");
      for (const who of [admin, member]) {
        for (const [method, url, payload] of [
          ["POST", "/api/billing/initialize-subscription/", { subscription_type: TEAM }],
          ["PUT", `/api/billing/cancel-billing-period/${periodId}/`, {}],
          [
            "PUT",
            "/api/billing/change-company-subscription/",
            { new_subscription_type_id: BUSINESS },
          ],
          ["PUT", "/api/billing/increase-current-user-amount/", { new_user_count: 9 }],
          ["PUT", "/api/billing/change-next-user-amount/", { new_user_count: 9 }],
        ] as const) {
          expect(await call(method, url, who, payload)).toEqual({ status: 403, body: FORBIDDEN });
        }
        expect((await call("GET", `/api/billing/billing-period/${periodId}/`, who)).status).toBe(
          200,
        );
      }
    });

    it.each([
      ["a string", "many", POSITIVE],
      ["zero", 0, POSITIVE],
      ["a negative number", -2, POSITIVE],
      ["a decimal", 2.5, POSITIVE],
      ["nothing", undefined, { new_user_count: ["This field is required."] }],
    ])("refuses %s as a user count", async (_label, value, expected) => {
      for (const url of [
        "/api/billing/increase-current-user-amount/",
        "/api/billing/change-next-user-amount/",
      ]) {
        expect(await call("PUT", url, owner, { new_user_count: value })).toEqual({
          status: 400,
          body: expected,
        });
      }
    });

    it("refuses an increase that is none", async () => {
      // Two members were added above: the period still has 1 user.
      expect(
        await call("PUT", "/api/billing/increase-current-user-amount/", owner, {
          new_user_count: 1,
        }),
      ).toEqual({
        status: 400,
        body: { new_user_count: ["New user count must be greater than current user count"] },
      });
    });

    it("adds users at once and charges the rest of the period pro rata", async () => {
      const first = await call("PUT", "/api/billing/increase-current-user-amount/", owner, {
        new_user_count: "3",
      });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        amount_of_users: 3,
        next_amount_of_users: 3,
        // One user for the period plus the two added ones' charge, each user counted once.
        total_amount: "18.00",
      });
      expect(first.body.charges).toEqual([
        {
          id: expect.any(Number),
          description: "2 users added from 2026-03-10 (31 of 31 days)",
          users: 2,
          amount: "12.00",
          created_at: "2026-03-10T09:00:00.000Z",
        },
      ]);
      setDate("2026-03-25T12:00:00Z");
      const second = await call("PUT", "/api/billing/increase-current-user-amount/", owner, {
        new_user_count: 4,
      });
      expect(second.body.charges[1]).toMatchObject({
        description: "1 user added from 2026-03-25 (16 of 31 days)",
        users: 1,
        amount: "3.10",
      });
      expect(second.body).toMatchObject({ amount_of_users: 4, total_amount: "21.10" });
    });

    it("keeps the next period at least at the active members", async () => {
      expect(
        await call("PUT", "/api/billing/change-next-user-amount/", owner, { new_user_count: 2 }),
      ).toEqual({
        status: 400,
        body: {
          new_user_count: [
            "New user count must not be lower than the number of active members (3).",
          ],
        },
      });
      const { status, body } = await call("PUT", "/api/billing/change-next-user-amount/", owner, {
        new_user_count: 5,
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ amount_of_users: 4, next_amount_of_users: 5 });
      expect(
        await call("PUT", "/api/billing/change-next-user-amount/", owner, { new_user_count: 26 }),
      ).toEqual({
        status: 400,
        body: { new_user_count: ['The plan "Team" allows at most 25 users.'] },
      });
    });

    it("changes the plan from the next period on", async () => {
      expect(
        await call("PUT", "/api/billing/change-company-subscription/", owner, {
          new_subscription_type_id: 9,
        }),
      ).toEqual({
        status: 400,
        body: { new_subscription_type_id: ['Invalid pk "9" - object does not exist.'] },
      });
      expect(
        await call("PUT", "/api/billing/change-company-subscription/", owner, {
          new_subscription_type_id: SOLO,
        }),
      ).toEqual({
        status: 400,
        body: { new_subscription_type_id: ['The plan "Solo" allows at most 1 user.'] },
      });
      expect(
        await call("PUT", "/api/billing/change-company-subscription/", owner, {
          new_subscription_type_id: BUSINESS,
        }),
      ).toEqual({
        status: 200,
        body: {
          company: companyId,
          subscription_type: TEAM,
          next_subscription_type: BUSINESS,
          started_at: "2026-03-10T09:00:00.000Z",
          cancelled_at: null,
        },
      });
    });

    it("rolls over into the next period with the next users and plan, exactly once", async () => {
      setDate("2026-04-09T21:00:00Z"); // 23:00 in Berlin: still the period's last day
      expect(await rollOverBillingPeriods(context.database.db, () => clock.now)).toBe(0);
      setDate("2026-04-09T22:30:00Z"); // 00:30 on April 10 in Berlin
      const results = await Promise.all([
        rollOverBillingPeriods(context.database.db, () => clock.now),
        rollOverBillingPeriods(context.database.db, () => clock.now),
      ]);
      expect(results.sort()).toEqual([0, 1]);
      const { body } = await call("GET", "/api/billing/billing-period/?ordering=start_date", owner);
      expect(body.results.map((period: { status: string }) => period.status)).toEqual([
        "ended",
        "active",
      ]);
      expect(body.results[1]).toMatchObject({
        subscription_type: BUSINESS,
        start_date: "2026-04-10",
        end_date: "2026-05-09",
        amount_of_users: 5,
        next_amount_of_users: 5,
        price_per_user: "9.50",
        total_amount: "47.50",
        charges: [],
      });
      expect(
        (await call("GET", "/api/billing/billing-period/?status=ended", owner)).body.count,
      ).toBe(1);
      expect(await call("GET", "/api/billing/billing-period/?status=paused", owner)).toEqual({
        status: 400,
        body: { status: ["Select a valid choice. paused is not one of the available choices."] },
      });
    });

    it("cancels at the end of the period, after which none follows", async () => {
      const active = (
        await call("GET", "/api/billing/billing-period/?status=active&page_size=1", owner)
      ).body.results[0];
      setDate("2026-04-20T10:00:00Z");
      const { status, body } = await call(
        "PUT",
        `/api/billing/cancel-billing-period/${active.id}/`,
        owner,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: active.id,
        status: "active",
        cancel_at_period_end: true,
        cancelled_at: "2026-04-20T10:00:00.000Z",
      });
      expect(await call("PUT", `/api/billing/cancel-billing-period/${active.id}/`, owner)).toEqual({
        status: 400,
        body: { non_field_errors: ["This billing period is already cancelled."] },
      });
      setDate("2026-05-10T08:00:00Z");
      expect(await rollOverBillingPeriods(context.database.db, () => clock.now)).toBe(1);
      const { body: periods } = await call(
        "GET",
        "/api/billing/billing-period/?ordering=start_date",
        owner,
      );
      expect(periods.results.map((period: { status: string }) => period.status)).toEqual([
        "ended",
        "cancelled",
      ]);
      expect(
        await call("PUT", "/api/billing/increase-current-user-amount/", owner, {
          new_user_count: 9,
        }),
      ).toEqual({
        status: 400,
        body: NO_PERIOD,
      });
      // Read-only until a new subscription starts: company data can be read, not written.
      const readOnly = {
        status: 403,
        body: {
          detail:
            "Your subscription has ended. Choose a plan to continue; until then your data is read-only.",
        },
      };
      expect((await call("GET", `/api/masterdata/company-info/${companyId}/`, owner)).status).toBe(
        200,
      );
      expect(
        await call("PUT", `/api/masterdata/company-info/${companyId}/`, owner, {
          name: "Still here",
        }),
      ).toEqual(readOnly);
      expect(
        await call("POST", "/api/usermanagement/invitation/", owner, { email: "new@example.com" }),
      ).toEqual(readOnly);
      expect(
        (await call("PATCH", "/api/auth/users/me/", owner, { language_preference: "de" })).status,
      ).toBe(200);
      const again = await call("POST", "/api/billing/initialize-subscription/", owner, {
        subscription_type: BUSINESS,
      });
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({
        start_date: "2026-05-10",
        amount_of_users: 3,
        status: "active",
      });
    });

    it("answers another company's period with 404", async () => {
      const stranger = await signedInUser(context.app);
      expect(await call("GET", `/api/billing/billing-period/${periodId}/`, stranger)).toEqual({
        status: 404,
        body: { detail: "Not found." },
      });
      expect(
        await call("PUT", `/api/billing/cancel-billing-period/${periodId}/`, stranger),
      ).toEqual({
        status: 404,
        body: { detail: "Not found." },
      });
    });
  });

  it("catches up on several periods after downtime", async () => {
    setDate("2026-01-15T10:00:00Z");
    const owner = await signedInUser(context.app);
    await call("POST", "/api/billing/initialize-subscription/", owner, {
      subscription_type: BUSINESS,
    });
    setDate("2026-04-20T10:00:00Z");
    expect(await rollOverBillingPeriods(context.database.db, () => clock.now)).toBe(3);
    const { body } = await call("GET", "/api/billing/billing-period/?ordering=start_date", owner);
    expect(
      body.results.map((period: { start_date: string; status: string }) => [
        period.start_date,
        period.status,
      ]),
    ).toEqual([
      ["2026-01-15", "ended"],
      ["2026-02-15", "ended"],
      ["2026-03-15", "ended"],
      ["2026-04-15", "active"],
    ]);
  });

  it("keeps every parallel increase", async () => {
    setDate("2026-06-01T10:00:00Z");
    const owner = await signedInUser(context.app);
    await call("POST", "/api/billing/initialize-subscription/", owner, {
      subscription_type: BUSINESS,
    });
    const results = await Promise.all(
      [2, 3, 4, 5, 6].map((count) =>
        call("PUT", "/api/billing/increase-current-user-amount/", owner, { new_user_count: count }),
      ),
    );
    const succeeded = results.filter((result) => result.status === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    const { body } = await call("GET", "/api/billing/billing-period/?status=active", owner);
    const period = body.results[0];
    expect(period.amount_of_users).toBe(6);
    const added = period.charges.reduce(
      (sum: number, charge: { users: number }) => sum + charge.users,
      0,
    );
    expect(added).toBe(5);
  });
});

describe("roll-over with two server instances on one database", () => {
  const context = useTestApp({
    env: { ACCESS_TOKEN_LIFETIME: "315360000" },
    deps: { clock: () => clock.now, mailer: captureMailer() },
  });
  let second: Awaited<ReturnType<typeof openDatabase>> | undefined;

  beforeAll(async () => {
    const { url, directUrl } = context.database;
    if (url) second = await openDatabase({ url, directUrl });
  });
  afterAll(async () => {
    await second?.close();
  });

  it("creates exactly one successor", async () => {
    setDate("2026-07-01T10:00:00Z");
    const owner = await signedInUser(context.app);
    await context.app.inject({
      method: "POST",
      url: "/api/billing/initialize-subscription/",
      headers: owner.headers,
      payload: { subscription_type: BUSINESS },
    });
    setDate("2026-08-05T10:00:00Z");
    const otherInstance = second?.db ?? context.database.db;
    const closed = await Promise.all([
      rollOverBillingPeriods(context.database.db, () => clock.now),
      rollOverBillingPeriods(otherInstance, () => clock.now),
    ]);
    expect(closed.reduce((sum, count) => sum + count, 0)).toBe(1);
    const response = await context.app.inject({
      method: "GET",
      url: "/api/billing/billing-period/?status=active",
      headers: owner.headers,
    });
    expect(response.json().count).toBe(1);
    expect(response.json().results[0].start_date).toBe("2026-08-01");
  });
});
