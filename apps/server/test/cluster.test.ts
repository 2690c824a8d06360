import { execFileSync } from "node:child_process";
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerUnderTest, startServer } from "../fuzz/server-process.ts";
import { restartDelayMs } from "../src/cluster.ts";
import { PASSWORD, uniqueName } from "./helpers/accounts.ts";
import { openTestDatabase, type TestDatabase } from "./helpers/test-database.ts";

describe("restartDelayMs", () => {
  it("starts a crashed worker again at once, then backs off to at most 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(restartDelayMs)).toEqual([
      0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

/** The worker processes of a primary, by pid. */
function workersOf(pid: number): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .trim()
      .split("\n")
      .filter(Boolean)
      .map(Number)
      .sort((a, b) => a - b);
  } catch {
    return [];
  }
}

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exited = (server: ServerUnderTest) => server.exit;

/**
 * `npm start` on PostgreSQL with two worker processes sharing the port: requests of one user
 * land on both, a worker killed is replaced while the other serves, and SIGINT stops them all.
 */
describe.runIf(process.env.DATABASE_URL)("worker processes", () => {
  let database: TestDatabase;
  let server: ServerUnderTest;
  beforeAll(async () => {
    database = await openTestDatabase();
    const shared = { url: database.url as string, directUrl: database.directUrl };
    server = await startServer({ shared, workers: 2 });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  }, 60_000);

  it("serve one user on every worker, replace a killed worker, and stop together on SIGINT", {
    timeout: 120_000,
  }, async () => {
    const primary = server.pid as number;
    const workers = await until("two workers", () => {
      const pids = workersOf(primary);
      return pids.length === 2 ? pids : undefined;
    });
    // The server answers once its first worker listens; the primary says when all do.
    await until("every worker listening", () =>
      server.lastLogLines(200).some((line) => line.includes('"msg":"all workers ready"'))
        ? true
        : undefined,
    );

    const username = uniqueName("owner");
    const signUp = await fetch(`${server.baseUrl}/api/auth/users/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        re_password: PASSWORD,
      }),
    });
    expect(signUp.status).toBe(201);
    const tokens = (await (
      await fetch(`${server.baseUrl}/api/auth/jwt/create/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username, password: PASSWORD }),
      })
    ).json()) as { access: string };
    const me = () =>
      fetch(`${server.baseUrl}/api/auth/users/me/`, {
        headers: { authorization: `Bearer ${tokens.access}` },
      });
    // Round robin: twenty requests reach both workers, each of which knows the user.
    const answers = await Promise.all(Array.from({ length: 20 }, me));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    // Log lines reach the file within a second (src/lib/log.ts).
    await until("both workers' request lines", () =>
      new Set(server.lastLogLines(400).flatMap(requestPid)).size === 2 ? true : undefined,
    );
    expect(new Set(server.lastLogLines(400).flatMap(requestPid))).toEqual(new Set(workers));

    process.kill(workers[1], "SIGKILL");
    const replaced = await until("a new worker", () => {
      const pids = workersOf(primary);
      return pids.length === 2 && !pids.includes(workers[1]) ? pids : undefined;
    });
    expect(replaced).toContain(workers[0]);
    const after = await Promise.all(Array.from({ length: 10 }, me));
    expect(after.map((answer) => answer.status)).toEqual(Array(10).fill(200));

    process.kill(primary, "SIGINT");
    const exit = await until("the primary's exit", () => exited(server));
    expect(exit).toEqual({ code: 0, signal: null });
    expect(workersOf(primary)).toEqual([]);
    for (const pid of replaced) expect(isAlive(pid)).toBe(false);
  });
});

/** The pid of a request's log line, if it is one. */
function requestPid(line: string): number[] {
  try {
    const entry = JSON.parse(line) as { pid?: number; msg?: string };
    return entry.msg === "request completed" && entry.pid ? [entry.pid] : [];
  } catch {
    return [];
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.runIf(process.env.DATABASE_URL)("a worker that cannot start", () => {
  let database: TestDatabase;
  let blocker: Server;
  let port: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    port = (blocker.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => blocker.close(resolve));
    await database?.close();
  });

  it("stops the whole server with exit code 1 instead of starting it again and again", {
    timeout: 120_000,
  }, async () => {
    await expect(startServer({ workers: 2, env: { PORT: String(port) } })).rejects.toThrow(
      /the server exited with 1 while starting:[\s\S]*a worker failed while starting/,
    );
  });
});
