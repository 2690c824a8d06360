import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["./helpers/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One Chromium and one server per file is plenty for two cores.
    fileParallelism: false,
  },
});
