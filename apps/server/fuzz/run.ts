/**
 * `npm run fuzz`: starts the server as a child process, prepares a company
 * with an owner, an admin and a member, then for `--duration` seconds sends
 * malformed variants of every operation of /api/schema/ (bounded concurrency,
 * seeded, only to 127.0.0.1) while a second loop checks /api/health/ every
 * 250 ms. Fails on any 5xx, a request without an answer, a health check slower
 * than 1 s, or a server that exits.
 *
 *   npm run fuzz -w apps/server -- [--duration 60] [--seed N] [--concurrency 4]
 *                                  [--skip deep-json,encoding] [--only 1234]
 */
import { request as httpRequest } from "node:http";
import { parseArgs } from "node:util";
import { type Failure, printReport, type Tally } from "./report.ts";
import { type ServerUnderTest, startServer } from "./server-process.ts";
import { prepare } from "./setup.ts";
import {
  CATEGORIES,
  type Category,
  type FuzzRequest,
  generateRequest,
  type OpenApiDocument,
  operationsOf,
} from "./variants.ts";

const HEALTH_INTERVAL_MS = 250;
const HEALTH_LIMIT_MS = 1000;
const REQUEST_TIMEOUT_MS = 30_000;

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "60" },
    seed: { type: "string" },
    concurrency: { type: "string", default: "4" },
    skip: { type: "string", default: "" },
    only: { type: "string" },
  },
});

const durationSeconds = Number(values.duration);
const concurrency = Number(values.concurrency);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const skipped = values.skip.split(",").filter(Boolean);
for (const name of skipped) {
  if (!CATEGORIES.includes(name as Category)) {
    console.error(`Unknown category "${name}". Categories: ${CATEGORIES.join(", ")}`);
    process.exit(2);
  }
}
const categories = CATEGORIES.filter((category) => !skipped.includes(category));
if (
  !Number.isFinite(durationSeconds) ||
  durationSeconds <= 0 ||
  !(concurrency >= 1) ||
  !Number.isInteger(seed)
) {
  console.error("--duration and --concurrency must be positive numbers, --seed an integer");
  process.exit(2);
}

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** Sends a request as it is (path bytes, headers) to the server on 127.0.0.1. */
function send(
  server: ServerUnderTest,
  request: FuzzRequest,
  headers: Record<string, string>,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port: server.port,
        method: request.method,
        path: request.path,
        // A connection per request: a server may rightly close one after refusing a request.
        headers: {
          connection: "close",
          ...(request.body === undefined
            ? {}
            : { "content-length": String(Buffer.byteLength(request.body)) }),
          ...headers,
          ...request.headers,
        },
        agent: false,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          if (size < 4096) chunks.push(chunk);
          size += chunk.length;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8").slice(0, 2000),
            ms: performance.now() - started,
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () =>
      outgoing.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)),
    );
    outgoing.on("error", reject);
    if (request.body !== undefined) outgoing.end(request.body);
    else outgoing.end();
  });
}

const excerpt = (body: string | Buffer | undefined) => {
  if (body === undefined) return "";
  const text = typeof body === "string" ? body : body.toString("utf8");
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} characters)` : text;
};

/** Client-side refusals that say nothing about the server (e.g. a header value Node will not send). */
const isClientRefusal = (error: unknown) =>
  error instanceof TypeError ||
  (error as { code?: string }).code === "ERR_INVALID_CHAR" ||
  (error as { code?: string }).code === "ERR_INVALID_HTTP_TOKEN" ||
  (error as { code?: string }).code === "ERR_UNESCAPED_CHARACTERS";

const OVERSIZED = { path: 8 * 1024, header: 8 * 1024 };

/**
 * A server may answer before it has read a large body (401 for a stranger, 413, 404) and close the
 * connection; the client then fails writing the rest (EPIPE/ECONNRESET). HTTP allows it, and the
 * health checks and the crash check still watch the server.
 */
const EARLY_ANSWER_BODY = 64 * 1024;

const isOversized = (request: FuzzRequest) =>
  (request.body?.length ?? 0) > EARLY_ANSWER_BODY ||
  request.path.length > OVERSIZED.path ||
  Object.values(request.headers).some((value) => value.length > OVERSIZED.header);

const isConnectionClosed = (error: unknown) =>
  ["ECONNRESET", "EPIPE"].includes((error as { code?: string }).code ?? "") ||
  (error instanceof Error && error.message === "socket hang up");

async function main() {
  const what =
    values.only === undefined
      ? `Fuzzing for ${durationSeconds} s, seed ${seed}, concurrency ${concurrency}`
      : `Sending request #${values.only} of seed ${seed}`;
  console.log(
    `${what}, database ${
      process.env.DATABASE_URL ? "PostgreSQL (a fresh database)" : "PGlite (a temporary DATA_DIR)"
    }${skipped.length > 0 ? `, skipping ${skipped.join(",")}` : ""}`,
  );
  const server = await startServer();
  console.log(`Server on ${server.baseUrl}, log ${server.logFile}`);
  const failures: Failure[] = [];
  const tally: Tally = new Map();
  let healthChecks = 0;
  let slowestHealthMs = 0;
  let sent = 0;
  try {
    const { actors, context } = await prepare(server);
    const document = (await (
      await fetch(`${server.baseUrl}/api/schema/`)
    ).json()) as OpenApiDocument;
    const operations = operationsOf(document);
    console.log(
      `${operations.length} operations in /api/schema/; categories: ${categories.join(", ")}`,
    );

    const record = (request: FuzzRequest, status: string) => {
      const row = tally.get(request.operation) ?? new Map<string, number>();
      row.set(status, (row.get(status) ?? 0) + 1);
      tally.set(request.operation, row);
      const byCategory = tally.get(`category ${request.category}`) ?? new Map<string, number>();
      byCategory.set(status, (byCategory.get(status) ?? 0) + 1);
      tally.set(`category ${request.category}`, byCategory);
    };
    const fire = async (index: number) => {
      const request = generateRequest({ seed, index, operations, context, categories });
      try {
        const answer = await send(server, request, actors.headers[request.actor]);
        record(request, String(answer.status));
        if (answer.status >= 500) {
          failures.push({ kind: "5xx", request, status: answer.status, response: answer.body });
        }
      } catch (error) {
        if (isClientRefusal(error)) {
          record(request, "not sent");
          return;
        }
        if (isOversized(request) && isConnectionClosed(error)) {
          // Node's own limits (body, URL, headers), or an answer before a large body was read, may
          // close the connection before all is sent.
          record(request, "closed");
          return;
        }
        record(request, "no answer");
        failures.push({
          kind: "no answer",
          request,
          status: 0,
          response: error instanceof Error ? error.message : String(error),
        });
      }
    };

    if (values.only !== undefined) {
      await fire(Number(values.only));
      sent = 1;
    } else {
      const deadline = Date.now() + durationSeconds * 1000;
      let next = 0;
      let running = true;
      const health = (async () => {
        while (running) {
          const started = performance.now();
          let status = 0;
          try {
            const response = await fetch(`${server.baseUrl}/api/health/`, {
              signal: AbortSignal.timeout(10_000),
            });
            await response.arrayBuffer();
            status = response.status;
          } catch {
            status = 0;
          }
          const ms = performance.now() - started;
          healthChecks += 1;
          slowestHealthMs = Math.max(slowestHealthMs, ms);
          if (status !== 200 || ms > HEALTH_LIMIT_MS) {
            failures.push({
              kind: "health",
              status,
              response: `GET /api/health/ answered ${status} in ${Math.round(ms)} ms`,
            });
          }
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, HEALTH_INTERVAL_MS - ms)));
        }
      })();
      const worker = async () => {
        while (Date.now() < deadline && server.exit === undefined) {
          const index = next++;
          await fire(index);
          sent += 1;
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      running = false;
      await health;
    }
    if (server.exit !== undefined) {
      failures.push({
        kind: "crash",
        status: 0,
        response: `the server exited (code ${server.exit.code}, signal ${server.exit.signal})`,
      });
    }
  } catch (error) {
    failures.push({
      kind: "setup",
      status: 0,
      response: error instanceof Error ? error.message : String(error),
    });
  }

  printReport({ seed, sent, tally, failures, healthChecks, slowestHealthMs, excerpt });
  if (failures.length > 0) {
    const errors = server.errorLogLines(10);
    if (errors.length > 0) {
      console.log(`\nErrors in the server's log (first ${errors.length}):`);
      for (const line of errors) console.log(`  ${line.slice(0, 4000)}`);
    }
    console.log(`\nLast lines of the server's log (${server.logFile}):`);
    for (const line of server.lastLogLines(40)) console.log(`  ${line.slice(0, 400)}`);
    console.log(
      `\nReplay one request: npm run fuzz -w apps/server -- --seed ${seed} --only <#>  (skip: ${
        skipped.join(",") || "none"
      })`,
    );
  }
  await server.stop();
  process.exit(failures.length > 0 ? 1 : 0);
}

await main();
