/**
 * The hot paths as a share of a bare route: a bare Fastify JSON route (bench/bare-route.ts) and
 * the app as `npm start` runs it, each in processes of their own, loaded the same way in one run.
 * A share is steadier across machines and noisy neighbours than a raw rate. The load comes from
 * wrk (1 thread, 10 connections) when it is installed (`apt-get install wrk`), else autocannon.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type LoadResult, load, round } from "./load.ts";
import { LOAD_CONNECTIONS, LOAD_SECONDS, LOAD_WARM_UP_SECONDS } from "./project-time.ts";

const serverRoot = fileURLToPath(new URL("..", import.meta.url));

/** Whether wrk is on the PATH. */
export function hasWrk(): boolean {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return true;
  } catch (error) {
    // wrk --version prints its version and exits 1.
    return (error as { status?: number }).status === 1;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A child process, stopped with SIGTERM (SIGKILL after 20 s). */
function stopper(child: ChildProcess) {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(timer);
  };
}

export interface Running {
  address: string;
  pid?: number;
  /** The inspector's WebSocket address, when started with `inspect`. */
  inspector?: string;
  stop(): Promise<void>;
}

/** The bare route, listening. */
export async function startBareRoute(): Promise<Running> {
  const child = spawn(process.execPath, [...process.execArgv, "bench/bare-route.ts"], {
    cwd: serverRoot,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the bare route exited with ${code}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(match[1]);
    });
  });
  return { address: `http://127.0.0.1:${port}`, stop: stopper(child) };
}

/**
 * `src/main.ts` on the bench's database with `workers` processes (WEB_CONCURRENCY), logging as
 * deployed (info; to /dev/null, a sink that never makes pino wait), answering once /api/health/
 * does. With `inspect`, one process with its inspector open on a free port.
 */
export async function startServerProcesses(options: {
  databaseUrl: string;
  workers: number;
  secretKey: string;
  inspect?: boolean;
  /** More environment for the server (it wins over the bench's). */
  env?: Record<string, string>;
}): Promise<Running> {
  const port = await freePort();
  const node = [...process.execArgv, ...(options.inspect ? ["--inspect=127.0.0.1:0"] : [])];
  const child = spawn(process.execPath, [...node, "src/main.ts"], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      DATABASE_DIRECT_URL: "",
      WEB_CONCURRENCY: String(options.workers),
      SECRET_KEY: options.secretKey,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      SMTP_URL: "",
      ACCESS_TOKEN_LIFETIME: "3600",
      THROTTLE_AUTH_RATE: "100000/minute",
      THROTTLE_ACCOUNT_RATE: "100000/minute",
      ...options.env,
    },
    stdio: ["ignore", "ignore", options.inspect ? "pipe" : "inherit"],
  });
  const inspector = options.inspect
    ? new Promise<string>((resolve) => {
        child.stderr?.on("data", (chunk: Buffer) => {
          const match = /Debugger listening on (ws:\/\/\S+)/.exec(chunk.toString());
          if (match) resolve(match[1]);
        });
      })
    : undefined;
  const address = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${address}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not answer within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Every worker listens before the primary reports ready; one more second lets the last settle.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return { address, pid: child.pid, inspector: await inspector, stop: stopper(child) };
}

/** A random signing key for the servers of one run. */
export const benchSecretKey = () => randomBytes(32).toString("hex");

interface WrkReport {
  requests: number;
  microseconds: number;
  status: number;
  socket: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
}

async function runWrk(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<WrkReport> {
  const { stdout } = await promisify(execFile)(
    "wrk",
    [
      "-t1",
      `-c${LOAD_CONNECTIONS}`,
      `-d${seconds}s`,
      "-s",
      fileURLToPath(new URL("./wrk-report.lua", import.meta.url)),
      ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
      url,
    ],
    { encoding: "utf8" },
  );
  const line = stdout.trim().split("\n").at(-1) ?? "";
  return JSON.parse(line) as WrkReport;
}

/** One scenario's load (after its warm-up), with wrk or else autocannon. */
export async function loadWith(
  useWrk: boolean,
  scenario: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  if (!useWrk) {
    return load(scenario, {
      url,
      headers,
      connections: LOAD_CONNECTIONS,
      seconds: LOAD_SECONDS,
      warmUpSeconds: LOAD_WARM_UP_SECONDS,
    });
  }
  await runWrk(url, headers, LOAD_WARM_UP_SECONDS);
  const report = await runWrk(url, headers, LOAD_SECONDS);
  const ms = (microseconds: number) => round(microseconds / 1000);
  return {
    scenario,
    requestsPerSecond: Math.round(report.requests / (report.microseconds / 1e6)),
    p50: ms(report.p50),
    p90: ms(report.p90),
    p95: ms(report.p95),
    p99: ms(report.p99),
    non2xx: report.status + report.socket,
  };
}
