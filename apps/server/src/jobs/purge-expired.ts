import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.ts";
import type { Database } from "../db/open-database.ts";
import type { Throttle } from "../http/throttle.ts";
import { purgeRevokedTokens } from "../modules/accounts/purge-revoked-tokens.ts";

const EVERY_MS = 60 * 60 * 1000;

/**
 * Hourly clean-up of rows that have outlived their purpose: revoked tokens past
 * their expiry and finished throttle windows. Idempotent, so several instances
 * may run it at once.
 */
export function schedulePurge(deps: {
  db: Database;
  clock: Clock;
  throttle: Throttle;
  log: FastifyBaseLogger;
}): () => void {
  const run = async () => {
    try {
      const tokens = await purgeRevokedTokens(deps.db, deps.clock);
      await deps.throttle.purgeExpired();
      deps.log.debug({ tokens }, "purged expired rows");
    } catch (error) {
      deps.log.error({ err: error }, "purge failed");
    }
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
