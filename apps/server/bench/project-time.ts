/**
 * The project-time measurements that `npm run bench` and `npm run bench:citus` share: the app as
 * the bench runs it, the big company's sign-in, its list and detail loads, the statistics and the
 * timer's start + stop.
 */
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import type { Database } from "../src/db/open-database.ts";
import type { Scenario } from "./harness.ts";
import { type LoadResult, load, percentiles } from "./load.ts";
import { BENCH_PASSWORD } from "./seed-project-time.ts";

/** The app on `db`, listening on a free port of 127.0.0.1, without logs or throttling. */
export async function startBenchApp(
  db: Database,
): Promise<{ app: FastifyInstance; address: string }> {
  const config = loadConfig({
    SECRET_KEY: "bench-secret-key-that-is-long-enough-012345",
    LOG_LEVEL: "silent",
    ACCESS_TOKEN_LIFETIME: "3600",
    THROTTLE_AUTH_RATE: "100000/minute",
    THROTTLE_ACCOUNT_RATE: "100000/minute",
  });
  const app = await buildApp({ config, db, logger: false });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, address };
}

/** What the project-time requests send and where they go. */
export interface ProjectTimeClient {
  headers: Record<string, string>;
  /** `<address>/api/projectmanagement` */
  base: string;
}

/**
 * Signs in as the big company's owner (or another seeded owner). On PGlite the seed holds this process's event loop for a
 * while, so the server may close an idle keep-alive connection just as the next request goes out
 * on it: that request is sent again once.
 */
export async function logInBenchOwner(
  address: string,
  username = "bench1",
): Promise<ProjectTimeClient> {
  const logIn = () =>
    fetch(`${address}/api/auth/jwt/create/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password: BENCH_PASSWORD }),
    });
  const response = await logIn().catch(logIn);
  if (!response.ok) throw new Error(`sign-in: ${response.status}`);
  const tokens = (await response.json()) as { access: string };
  return {
    headers: { authorization: `Bearer ${tokens.access}`, "content-type": "application/json" },
    base: `${address}/api/projectmanagement`,
  };
}

export const LOAD_CONNECTIONS = 10;
export const LOAD_SECONDS = 5;
export const LOAD_WARM_UP_SECONDS = 2;

/** The time-log list (page 1, then filtered and searched) and a project with its totals. */
export async function loadListsAndDetail({
  headers,
  base,
}: ProjectTimeClient): Promise<LoadResult[]> {
  const options = {
    headers,
    connections: LOAD_CONNECTIONS,
    seconds: LOAD_SECONDS,
    warmUpSeconds: LOAD_WARM_UP_SECONDS,
  };
  return [
    await load("time-log list, page 1 of 10, default ordering", {
      ...options,
      url: `${base}/timelog/`,
    }),
    await load("time-log list, filtered and searched", {
      ...options,
      url: `${base}/timelog/?project=2&billable=true&search=item%2012&start_after=2025-06-01`,
    }),
    await load("project detail with totals", { ...options, url: `${base}/project/1/` }),
  ];
}

/** The running timer under load, while one runs (started and stopped around it). */
export async function loadRunningTimer({ headers, base }: ProjectTimeClient): Promise<LoadResult> {
  const started = await fetch(`${base}/timelog/start/`, {
    method: "POST",
    headers,
    body: JSON.stringify({ project: 1 }),
  });
  if (started.status !== 201) throw new Error(`start: ${started.status}`);
  const result = await load("running timer", {
    headers,
    connections: LOAD_CONNECTIONS,
    seconds: LOAD_SECONDS,
    warmUpSeconds: LOAD_WARM_UP_SECONDS,
    url: `${base}/timelog/running/`,
  });
  const running = (await started.json()) as { id: number };
  await fetch(`${base}/timelog/${running.id}/stop/`, { method: "POST", headers, body: "{}" });
  return result;
}

/** start + stop are writes of one user: measured as sequential pairs. */
export async function measureStartStop(
  { headers, base }: ProjectTimeClient,
  count = 200,
): Promise<LoadResult> {
  const pairs: number[] = [];
  for (let index = 0; index < count; index++) {
    const began = performance.now();
    const start = await fetch(`${base}/timelog/start/`, {
      method: "POST",
      headers,
      body: JSON.stringify({ project: 2 }),
    });
    const log = (await start.json()) as { id: number };
    await (
      await fetch(`${base}/timelog/${log.id}/stop/`, { method: "POST", headers, body: "{}" })
    ).arrayBuffer();
    pairs.push(performance.now() - began);
  }
  pairs.sort((a, b) => a - b);
  return {
    scenario: "start + stop (sequential pairs)",
    requestsPerSecond: Math.round(
      1000 / (pairs.reduce((sum, value) => sum + value, 0) / pairs.length),
    ),
    ...percentiles(pairs),
    non2xx: 0,
  };
}

/** The big company's busiest year, by week and by project (40 iterations, p95 under 50 ms). */
export function statisticsScenarios({ headers, base }: ProjectTimeClient): Scenario[] {
  return ["week", "project"].map((groupBy) => ({
    name: `statistics, one year by ${groupBy}`,
    targetP95Ms: 50,
    iterations: 40,
    run: async () => {
      const response = await fetch(
        `${base}/statistics/?from=2025-01-01&to=2025-12-31&group_by=${groupBy}`,
        { headers },
      );
      if (!response.ok) throw new Error(`statistics: ${response.status}`);
      await response.arrayBuffer();
    },
  }));
}

/**
 * The report builder (decision 032) over a year of the 100,000-log companies, grouped twice:
 * the big company by project and month, company 101 (one project) by day and person
 * (40 iterations each, p95 under 100 ms on PostgreSQL).
 */
export function reportScenarios(big: ProjectTimeClient, oneProject: ProjectTimeClient): Scenario[] {
  return [
    {
      client: big,
      name: "the big company by project and month",
      query: "group_by=project&then_by=month",
    },
    {
      client: oneProject,
      name: "company 101 by day and person",
      query: "group_by=day&then_by=user",
    },
  ].map(({ client, name, query }) => ({
    name: `report, one year, ${name}`,
    targetP95Ms: 100,
    iterations: 40,
    run: async () => {
      const response = await fetch(
        `${client.base}/report/?from=2025-01-01&to=2025-12-31&${query}`,
        { headers: client.headers },
      );
      if (!response.ok) throw new Error(`report: ${response.status}`);
      await response.arrayBuffer();
    },
  }));
}
