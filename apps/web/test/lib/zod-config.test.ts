import { afterEach, describe, expect, it, vi } from "vitest";
import { configureZod } from "../../app/lib/zod-config.ts";

describe("configureZod", () => {
  afterEach(() => {
    vi.resetModules();
  });

  it("makes zod jitless when zod loads afterwards", async () => {
    configureZod();
    vi.resetModules();
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    // A schema parses without compiling a parser (which would need eval).
    expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
  });

  it("makes an already loaded zod jitless", async () => {
    const { z } = await import("zod");
    z.config({ jitless: false });
    configureZod();
    expect(z.config().jitless).toBe(true);
  });
});
