/**
 * Part three of `npm run bench`: the hot paths as a share of a bare Fastify route's throughput,
 * measured in the same run with the same load (10 connections). On PostgreSQL the app runs as
 * `npm start` runs it, once with one worker process and once with the default (one per core); on
 * PGlite, which one process serves, the bench's own app is loaded. The targets apply on
 * PostgreSQL with the default worker count.
 */
import { availableParallelism } from "node:os";
import {
  benchSecretKey,
  hasWrk,
  loadWith,
  type Running,
  startBareRoute,
  startServerProcesses,
} from "./baseline.ts";
import type { LoadResult } from "./load.ts";
import { logInBenchOwner } from "./project-time.ts";
import { ONE_PROJECT_COMPANY, ONE_PROJECT_ID } from "./seed-project-time.ts";

interface ShareScenario {
  name: string;
  /** The least share of the bare route's throughput, in per cent. */
  targetShare?: number;
  path: string;
  /** Whose token the request carries: the big company's owner or the one-project company's. */
  as?: "big" | "oneProject";
}

const P99_TARGET_MS = 10;

export const SHARE_SCENARIOS: ShareScenario[] = [
  { name: "health (one database round trip)", path: "/api/health/" },
  {
    name: "time-log list, page 1 (100,000 counted)",
    targetShare: 10,
    path: "/api/projectmanagement/timelog/",
    as: "big",
  },
  {
    name: "time-log list, one project (100,000 counted)",
    targetShare: 5,
    path: `/api/projectmanagement/timelog/?project=${ONE_PROJECT_ID}`,
    as: "oneProject",
  },
  {
    name: "project detail with totals",
    targetShare: 15,
    path: "/api/projectmanagement/project/1/",
    as: "big",
  },
];

interface ShareRow {
  scenario: string;
  workers: string;
  "req/s": number;
  "share %": number;
  "p50 ms": number;
  "p99 ms": number;
  non2xx: number;
  target: string;
  verdict: string;
}

async function loadScenarios(
  useWrk: boolean,
  address: string,
  workers: string,
  bareRate: number,
  judged: boolean,
): Promise<ShareRow[]> {
  const tokens = {
    big: (await logInBenchOwner(address)).headers.authorization,
    oneProject: (await logInBenchOwner(address, `bench${ONE_PROJECT_COMPANY}`)).headers
      .authorization,
  };
  const rows: ShareRow[] = [];
  for (const scenario of SHARE_SCENARIOS) {
    const headers = scenario.as ? { authorization: tokens[scenario.as] } : undefined;
    const result: LoadResult = await loadWith(
      useWrk,
      scenario.name,
      `${address}${scenario.path}`,
      headers,
    );
    const share = Math.round((result.requestsPerSecond / bareRate) * 1000) / 10;
    const target = scenario.targetShare;
    const misses =
      result.non2xx > 0 ||
      (target !== undefined && (share < target || result.p99 >= P99_TARGET_MS));
    rows.push({
      scenario: scenario.name,
      workers,
      "req/s": result.requestsPerSecond,
      "share %": share,
      "p50 ms": result.p50,
      "p99 ms": result.p99,
      non2xx: result.non2xx,
      target: target === undefined ? "" : `≥ ${target} %, p99 < ${P99_TARGET_MS} ms`,
      verdict: !judged ? (misses ? "(for comparison)" : "ok") : misses ? "TOO SLOW" : "ok",
    });
  }
  return rows;
}

export async function measureShares(options: {
  driver: "postgresql" | "pglite";
  databaseUrl: string | undefined;
  inProcessAddress: string;
}): Promise<{ ok: boolean; summary: unknown }> {
  const useWrk = hasWrk();
  const generator = useWrk ? "wrk, 1 thread" : "autocannon (install wrk for the reference load)";
  const bare = await startBareRoute();
  let bareResult: LoadResult;
  try {
    bareResult = await loadWith(useWrk, "bare Fastify JSON route", `${bare.address}/`);
  } finally {
    await bare.stop();
  }
  const rows: ShareRow[] = [];
  const databaseUrl = options.databaseUrl;
  if (options.driver === "pglite" || !databaseUrl) {
    rows.push(
      ...(await loadScenarios(
        useWrk,
        options.inProcessAddress,
        "1 (in the bench)",
        bareResult.requestsPerSecond,
        false,
      )),
    );
  } else {
    const cores = availableParallelism();
    const counts = [...new Set([1, cores])];
    const secretKey = benchSecretKey();
    for (const workers of counts) {
      let server: Running | undefined;
      try {
        server = await startServerProcesses({ databaseUrl, workers, secretKey });
        rows.push(
          ...(await loadScenarios(
            useWrk,
            server.address,
            workers === cores ? `${workers} (default)` : String(workers),
            bareResult.requestsPerSecond,
            workers === cores,
          )),
        );
      } finally {
        await server?.stop();
      }
    }
  }
  console.log(
    `\nShare of a bare Fastify JSON route (${bareResult.requestsPerSecond} req/s, p99 ${bareResult.p99} ms), ${generator}, 10 connections (${options.driver})`,
  );
  console.table(rows);
  return {
    ok: !rows.some((row) => row.verdict === "TOO SLOW"),
    summary: { generator, bare: bareResult, rows },
  };
}
