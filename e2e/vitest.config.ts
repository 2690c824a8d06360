import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["./helpers/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // What a person waits for (a list refreshed, a timer shown) gets five seconds, not the default
    // one: a loaded CI machine or a cold first page can take longer than a second.
    expect: { poll: { timeout: 5_000 } },
    // One Chromium and one server per file is plenty for two cores.
    fileParallelism: false,
  },
});
