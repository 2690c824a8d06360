import { afterAll, beforeAll } from "vitest";
import { type App, type AppDeps, buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";
import { checkResponsesAgainstDocument } from "./openapi-check.ts";
import { appAtWork, openTestDatabase, recordingSql, type TestDatabase } from "./test-database.ts";

export const TEST_SECRET_KEY = "test-secret-key-that-is-long-enough-0123456789";

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    SECRET_KEY: TEST_SECRET_KEY,
    LOG_LEVEL: "silent",
    THROTTLE_AUTH_RATE: "10000/minute",
    THROTTLE_ACCOUNT_RATE: "10000/minute",
    ...env,
  });
}

export interface TestContext {
  app: App;
  database: TestDatabase;
}

/**
 * Builds the real app on its own database once per test file. `beforeReady`
 * may add routes (e.g. one that throws) before the app is sealed. Every answer
 * of `app.inject` is checked against the app's OpenAPI document (openapi-check.ts).
 */
export function useTestApp(
  options: {
    beforeReady?: (app: App) => void;
    env?: Record<string, string>;
    deps?: Partial<Omit<AppDeps, "config" | "db">>;
  } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await openTestDatabase();
    context.app = await buildApp({
      config: testConfig(options.env),
      db: context.database.db,
      logger: false,
      ...options.deps,
    });
    checkResponsesAgainstDocument(context.app);
    if (recordingSql) recordRequests(context.app);
    options.beforeReady?.(context.app);
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/**
 * The statements the app sends while it answers a request are the app's
 * (TEMPUS_RECORD_SQL): the request's own async context carries the mark from its
 * first hook on, and the test's code around `app.inject` does not.
 */
function recordRequests(app: App) {
  app.addHook("onRequest", (_request, _reply, done) => {
    appAtWork.enterWith(true);
    done();
  });
}
