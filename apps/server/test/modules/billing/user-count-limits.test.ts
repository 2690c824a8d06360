import { describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const TOO_MANY = ["Ensure this value is less than or equal to 1000000."];

describe("user counts beyond what a subscription can hold", () => {
  const context = useTestApp();
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);

  it("answer 400 instead of overflowing the period's columns, on the plan without a user limit", async () => {
    const owner = await signedInUser(context.app);
    const plans = await call("GET", "/api/billing/subscription-type/?page_size=100", owner);
    const unlimited = plans.body.results.find(
      (plan: { max_users: number | null }) => plan.max_users === null,
    );
    for (const amount_of_users of [2147483648, 1e20, "1000001"]) {
      expect(
        await call("POST", "/api/billing/initialize-subscription/", owner, {
          subscription_type: unlimited.id,
          amount_of_users,
        }),
      ).toEqual({ status: 400, body: { amount_of_users: TOO_MANY } });
    }
    expect(
      (
        await call("POST", "/api/billing/initialize-subscription/", owner, {
          subscription_type: unlimited.id,
          amount_of_users: 2,
        })
      ).status,
    ).toBe(201);
    for (const url of [
      "/api/billing/increase-current-user-amount/",
      "/api/billing/change-next-user-amount/",
    ]) {
      expect(await call("PUT", url, owner, { new_user_count: 2147483648 })).toEqual({
        status: 400,
        body: { new_user_count: TOO_MANY },
      });
    }
    expect(
      await call("PUT", "/api/billing/increase-current-user-amount/", owner, {
        new_user_count: 1000000,
      }),
    ).toMatchObject({ status: 200, body: { amount_of_users: 1000000 } });
  });
});
