import { lt } from "drizzle-orm";
import type { Clock } from "../clock.ts";
import { acrossCompanies } from "../db/across-companies.ts";
import type { Database } from "../db/open-database.ts";
import { IDEMPOTENCY_KEPT_MS, idempotencyKey } from "../db/schema/index.ts";

/** Answers kept for their Idempotency-Key are forgotten a day after (decision 036). */
export async function purgeIdempotencyKeys(db: Database, clock: Clock): Promise<number> {
  const before = new Date(clock().getTime() - IDEMPOTENCY_KEPT_MS);
  const deleted = await acrossCompanies(db, (tx) =>
    tx
      .delete(idempotencyKey)
      .where(lt(idempotencyKey.createdAt, before))
      .returning({ key: idempotencyKey.key }),
  );
  return deleted.length;
}
