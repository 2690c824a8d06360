import { defineConfig } from "vitest/config";

/** Component tests in happy-dom; the React Router build plugin is not loaded here. */
export default defineConfig({
  test: {
    environment: "happy-dom",
    include: ["test/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
  },
});
