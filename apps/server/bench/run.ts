/**
 * `npm run bench`: request latencies over real HTTP against the real app, on
 * PGlite in memory or, with DATABASE_URL set, on that PostgreSQL server.
 * Exits non-zero when a scenario misses its target.
 */
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openTestDatabase } from "../test/helpers/test-database.ts";
import { report, runScenarios, type Scenario } from "./harness.ts";

const database = await openTestDatabase();
const config = loadConfig({
  SECRET_KEY: "bench-secret-key-that-is-long-enough-012345",
  LOG_LEVEL: "silent",
});
const app = await buildApp({ config, db: database.db, logger: false });
const address = await app.listen({ port: 0, host: "127.0.0.1" });

const get = (path: string) => async () => {
  const response = await fetch(`${address}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  await response.arrayBuffer();
};

const scenarios: Scenario[] = [
  { name: "health", targetP95Ms: 10, iterations: 500, run: get("/api/health/") },
  {
    name: "currency list, page 1",
    targetP95Ms: 20,
    iterations: 500,
    run: get("/api/masterdata/currency/"),
  },
  {
    name: "currency list, search + ordering, 1000 per page",
    targetP95Ms: 30,
    iterations: 300,
    run: get("/api/masterdata/currency/?search=a&ordering=-name&page_size=1000"),
  },
];

try {
  const ok = report(await runScenarios(scenarios));
  process.exitCode = ok ? 0 : 1;
} finally {
  await app.close();
  await database.close();
}
