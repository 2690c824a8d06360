import { afterEach, describe, expect, it, vi } from "vitest";
import { checkUserCount, initializeSubscription } from "../../app/features/billing/api.ts";

describe("billing rules", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(["0", "-1", "2.5", "many", ""])("calls %j no positive integer", (value) => {
    expect(checkUserCount(value)).toBe("New user count must be a positive integer");
  });

  it("needs an increase to exceed the current amount", () => {
    expect(checkUserCount("3", 3)).toBe("New user count must be greater than current user count");
    expect(checkUserCount("4", 3)).toBeUndefined();
    expect(checkUserCount("2")).toBeUndefined();
  });

  it("sends nothing and answers false without a plan", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect(await initializeSubscription(undefined)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
