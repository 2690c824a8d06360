import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Migrates one database per run that every test file's database is copied from (decision 008).
    globalSetup: ["test/helpers/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
