import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["./helpers/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // What a person waits for (a list refreshed, a timer shown) gets ten seconds, not the default
    // one: on a loaded two-core machine the first load of an app page (its chunks compiled, its
    // data read) has taken more than five.
    expect: { poll: { timeout: 10_000 } },
    // One Chromium and one server per file is plenty for two cores.
    fileParallelism: false,
  },
});
