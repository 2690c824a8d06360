import { DetailSchema } from "@tempus/contract";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.ts";
import {
  type DatabaseHandle,
  forPreparedReads,
  openDatabase,
  rowsOf,
} from "../../src/db/open-database.ts";
import { isStatementTimeout } from "../../src/http/limits.ts";
import { checkResponsesAgainstDocument } from "../helpers/openapi-check.ts";
import { testConfig, useTestApp } from "../helpers/test-app.ts";
import { openTestDatabase, testServer } from "../helpers/test-database.ts";

const UNAVAILABLE = {
  status: 503,
  body: { detail: "Service temporarily unavailable, try again later." },
};

const setting = async (db: DatabaseHandle["db"], name: string) =>
  rowsOf<{ value: string }>(await db.execute(sql`select current_setting(${name}) as value`))[0]
    .value;

describe("a statement that runs past the time limit", () => {
  const context = useTestApp({
    beforeReady(app) {
      // What the pg driver (through Drizzle) throws when PostgreSQL cancels a statement.
      const schema = { response: { 200: DetailSchema } };
      app.get("/api/test-cancelled/", { config: { auth: "none" }, schema }, () => {
        const cancelled = Object.assign(new Error("canceling statement due to statement timeout"), {
          code: "57014",
        });
        throw new Error("Failed query: select …", { cause: cancelled });
      });
    },
  });

  it("is answered 503 in DRF's shape", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/test-cancelled/" });
    expect({ status: response.statusCode, body: response.json() }).toEqual(UNAVAILABLE);
    expect(isStatementTimeout(new Error("other"))).toBe(false);
  });

  it("is the default of 10 seconds, configurable, 0 for none", () => {
    expect(testConfig().statementTimeoutMs).toBe(10_000);
    expect(testConfig({ STATEMENT_TIMEOUT: "2500" }).statementTimeoutMs).toBe(2500);
    expect(testConfig({ STATEMENT_TIMEOUT: "0" }).statementTimeoutMs).toBe(0);
    expect(() => testConfig({ STATEMENT_TIMEOUT: "-1" })).toThrow(/STATEMENT_TIMEOUT/);
  });
});

describe.runIf(testServer())("statement_timeout on PostgreSQL", () => {
  const opened: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const handle of opened.reverse()) await handle.close();
  });

  it("applies to both pools, cancels a long statement, and the API answers 503 at once", async () => {
    const database = await openTestDatabase();
    opened.push(database);
    // Set per connection on PostgreSQL itself (behind a transaction pooler it is the role's).
    const direct = (database.directUrl ?? database.url) as string;
    const handle = await openDatabase({ url: direct }, { statementTimeoutMs: 300 });
    opened.push(handle);
    expect(await setting(handle.db, "statement_timeout")).toBe("300ms");
    expect(await setting(forPreparedReads(handle.db), "statement_timeout")).toBe("300ms");

    const started = performance.now();
    const error = await handle.db.execute(sql`select pg_sleep(5)`).catch((caught) => caught);
    expect(isStatementTimeout(error)).toBe(true);
    expect(performance.now() - started).toBeLessThan(3000);

    const app: App = await buildApp({ config: testConfig(), db: handle.db, logger: false });
    checkResponsesAgainstDocument(app);
    opened.push(app);
    const schema = { response: { 200: DetailSchema } };
    app.get("/api/test-sleep/", { config: { auth: "none" }, schema }, async () => {
      await handle.db.execute(sql`select pg_sleep(5)`);
      return { detail: "slept" };
    });
    await app.ready();
    const response = await app.inject({ method: "GET", url: "/api/test-sleep/" });
    expect({ status: response.statusCode, body: response.json() }).toEqual(UNAVAILABLE);
    // The connection is usable again afterwards.
    expect((await app.inject({ method: "GET", url: "/api/health/" })).statusCode).toBe(200);
  });
});
