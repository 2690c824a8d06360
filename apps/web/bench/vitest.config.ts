import { defineConfig } from "vitest/config";

/**
 * `npm run bench`: component timings in happy-dom, as the component tests
 * run; each file measures, prints its figures and fails when a target is
 * missed.
 */
export default defineConfig({
  test: {
    root: `${import.meta.dirname}/..`,
    environment: "happy-dom",
    include: ["bench/**/*.bench.{ts,tsx}"],
    // One file at a time, nothing else running beside it.
    fileParallelism: false,
    testTimeout: 120_000,
  },
});
