import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/open-database.ts";
import { seedReferenceData } from "./seed.ts";

/** Reads the configuration, opens and migrates the database, serves, and closes it all cleanly. */
async function main() {
  const started = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, directUrl: config.databaseDirectUrl }
      : { dataDir: config.dataDir },
    { statementTimeoutMs: config.statementTimeoutMs },
  );
  await database.migrate();
  await seedReferenceData(database.db);

  const app = await buildApp({ config, db: database.db, runJobs: true });
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

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? config.databaseDirectUrl !== config.databaseUrl
      ? "PostgreSQL through a transaction pooler (DATABASE_URL; DATABASE_DIRECT_URL for sessions)"
      : "PostgreSQL (DATABASE_URL)"
    : `embedded PostgreSQL in ${config.dataDir}`;
  app.log.info({ startupMs: Math.round(performance.now() - started), database: where }, "ready");
  console.log(`Tempus is running at http://localhost:${config.port} (${where})`);
}

await main();
