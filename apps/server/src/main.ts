import cluster from "node:cluster";
import { pino } from "pino";
import { buildApp } from "./app.ts";
import { superviseWorkers, workerSlot } from "./cluster.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/open-database.ts";
import { seedReferenceData } from "./seed.ts";

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const openConfigured = (config: Config) =>
  openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, directUrl: config.databaseDirectUrl }
      : { dataDir: config.dataDir },
    { statementTimeoutMs: config.statementTimeoutMs },
  );

/** Where the server keeps its data, as the start-up line says it. */
function describeDatabase(config: Config) {
  if (!config.databaseUrl) return `embedded PostgreSQL in ${config.dataDir}`;
  return config.databaseDirectUrl !== config.databaseUrl
    ? "PostgreSQL through a transaction pooler (DATABASE_URL; DATABASE_DIRECT_URL for sessions)"
    : "PostgreSQL (DATABASE_URL)";
}

/** Migrates and seeds the database (idempotent; several instances may do it at once). */
async function prepareDatabase(config: Config) {
  const database = await openConfigured(config);
  await database.migrate();
  await seedReferenceData(database.db);
  return database;
}

/**
 * One process serving the port: alone (the embedded database, or WEB_CONCURRENCY=1), or as one
 * of the primary's workers, which has migrated already. Worker 0 runs the background jobs (any
 * instance may; one per server is enough). SIGINT and SIGTERM close it cleanly, and a worker
 * whose primary is gone stops too.
 */
async function serve(config: Config, started: number) {
  const slot = workerSlot();
  const clustered = slot !== undefined;
  const database = clustered ? await openConfigured(config) : await prepareDatabase(config);
  const app = await buildApp({ config, db: database.db, runJobs: !clustered || slot === 0 });
  app.addHook("onClose", () => database.close());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  if (clustered) process.on("disconnect", () => void shutdown("primary gone"));

  await app.listen({ port: config.port, host: config.host });
  const where = describeDatabase(config);
  app.log.info(
    { startupMs: Math.round(performance.now() - started), database: where, worker: slot },
    "ready",
  );
  if (!clustered) console.log(`Tempus is running at http://localhost:${config.port} (${where})`);
}

/** The primary of several workers: migrates once, then forks and watches them. */
async function supervise(config: Config, started: number) {
  const log = pino({ level: config.logLevel });
  const database = await prepareDatabase(config);
  await database.close();
  const where = describeDatabase(config);
  const code = await superviseWorkers({
    workers: config.workers,
    log,
    onReady: () => {
      log.info(
        { startupMs: Math.round(performance.now() - started), database: where },
        "all workers ready",
      );
      console.log(
        `Tempus is running at http://localhost:${config.port} (${where}, ${config.workers} worker processes)`,
      );
    },
  });
  process.exit(code);
}

const started = performance.now();
const config = readConfig();
if (cluster.isPrimary && config.workers > 1) await supervise(config, started);
else await serve(config, started);
