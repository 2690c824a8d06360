import { afterEach, describe, expect, it, vi } from "vitest";
import { initializeSubscription } from "../../app/features/billing/api.ts";

describe("billing rules", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends nothing and answers false without a plan", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect(await initializeSubscription(undefined)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
