/**
 * The server under test: `src/main.ts` as a child process on a free port of
 * 127.0.0.1, with a temporary DATA_DIR (PGlite) or, when DATABASE_URL is set,
 * a fresh database on that PostgreSQL server that is dropped afterwards. Its
 * output goes to a log file; mails (logged, as SMTP_URL is unset) are read
 * from it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

export interface LoggedMail {
  to: string;
  subject: string;
  text: string;
}

export interface ServerUnderTest {
  /** The process `npm start` would be: the only one, or the primary of the worker processes. */
  pid: number | undefined;
  port: number;
  baseUrl: string;
  logFile: string;
  /** Set once the process has exited (a crash during the run). */
  exit: { code: number | null; signal: string | null } | undefined;
  mails: LoggedMail[];
  /** Resolves with the first logged mail to `to` that `match`es, waiting up to 20 s. */
  waitForMail(to: string, match?: (mail: LoggedMail) => boolean): Promise<LoggedMail>;
  lastLogLines(count: number): string[];
  /** The log's first `count` errors (pino level 50 and above): a 5xx's stack, wherever it fell. */
  errorLogLines(count: number): string[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no free port")),
      );
    });
  });
}

/** A fresh database beside the one DATABASE_URL names: its URL and how to drop it. */
async function freshDatabase(url: string) {
  const name = `tempus_fuzz_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return {
    url: fresh.toString(),
    directUrl: undefined as string | undefined,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface ServerOptions {
  /**
   * The database to serve (already there, kept afterwards), e.g. one that another instance serves
   * too; without it, a fresh one beside DATABASE_URL, or PGlite in a temporary DATA_DIR.
   */
  shared?: { url: string; directUrl?: string };
  /** The signing key, the same for instances that accept each other's tokens; random otherwise. */
  secretKey?: string;
  /** WEB_CONCURRENCY; unset, the server's default (one worker per core on PostgreSQL). */
  workers?: number;
  /** More environment for the server (it wins over the defaults above). */
  env?: Record<string, string>;
}

export async function startServer(options: ServerOptions = {}): Promise<ServerUnderTest> {
  const port = await freePort();
  const workDir = mkdtempSync(join(tmpdir(), "tempus-fuzz-"));
  const logFile = join(workDir, "server.log");
  const logLines = () => {
    try {
      return readFileSync(logFile, "utf8").trimEnd().split("\n");
    } catch {
      return [];
    }
  };
  const log = createWriteStream(logFile);
  const database = options.shared
    ? { url: options.shared.url, directUrl: options.shared.directUrl, drop: async () => {} }
    : process.env.DATABASE_URL
      ? await freshDatabase(process.env.DATABASE_URL)
      : undefined;
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--max-semi-space-size=32", join(serverRoot, "src/main.ts")],
    {
      cwd: serverRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: "info",
        SMTP_URL: "",
        ...(database
          ? { DATABASE_URL: database.url, DATABASE_DIRECT_URL: database.directUrl ?? "" }
          : { DATABASE_URL: "", DATA_DIR: join(workDir, "data") }),
        SECRET_KEY: options.secretKey ?? randomBytes(32).toString("hex"),
        ACCESS_TOKEN_LIFETIME: "86400",
        THROTTLE_AUTH_RATE: "1000000/minute",
        THROTTLE_ACCOUNT_RATE: "1000000/minute",
        WEB_CONCURRENCY: options.workers === undefined ? "" : String(options.workers),
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const mails: LoggedMail[] = [];
  const waiting: (() => void)[] = [];
  let pending = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    log.write(chunk);
    pending += chunk.toString("utf8");
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.includes('"mail"')) continue;
      try {
        const entry = JSON.parse(line) as { mail?: LoggedMail };
        if (entry.mail?.to) {
          mails.push(entry.mail);
          for (const wake of waiting.splice(0)) wake();
        }
      } catch {
        // not a JSON line
      }
    }
  });
  child.stderr?.on("data", (chunk: Buffer) => log.write(chunk));
  const server: ServerUnderTest = {
    pid: child.pid,
    port,
    baseUrl,
    logFile,
    exit: undefined,
    mails,
    async waitForMail(to, match = () => true) {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const found = mails.find((mail) => mail.to === to && match(mail));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} in the server's log`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 500);
        });
      }
    },
    lastLogLines(count) {
      return logLines().slice(-count);
    },
    errorLogLines(count) {
      return logLines()
        .filter((line) => /^\{"level":([5-9]\d)/.test(line))
        .slice(0, count);
    },
    async stop() {
      if (server.exit === undefined) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
      await new Promise((resolve) => log.end(resolve));
      await database?.drop();
      rmSync(join(workDir, "data"), { recursive: true, force: true });
    },
  };
  child.once("exit", (code, signal) => {
    server.exit = { code, signal };
  });

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exit) {
      await database?.drop();
      throw new Error(
        `the server exited with ${server.exit.code} while starting:\n${server.lastLogLines(30).join("\n")}`,
      );
    }
    try {
      if ((await fetch(`${baseUrl}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`the server did not answer /api/health/ within 120 s (log: ${logFile})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return server;
}
