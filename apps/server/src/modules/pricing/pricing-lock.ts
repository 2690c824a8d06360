import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/open-database.ts";

/** The first key of the pricing lock's two-part advisory key ("pric" in ASCII). */
const PRICING_LOCK_SPACE = 0x70726963;

/**
 * Takes the company's pricing lock for the rest of the transaction. Every write
 * that prices a log or changes what prices it (time-log writes, the timer, rules,
 * the company's and members' default rates, issuing an invoice) takes it first,
 * so these writes of one company run one after the other: each reads the rules
 * and logs as the previous one left them, and a re-pricing never races a log
 * write. Other companies are not held up (the key is the company), and reads never
 * wait. A transaction-level advisory lock is released at commit or rollback, also
 * behind a transaction pooler.
 */
export async function lockPricing(tx: Transaction, companyId: number): Promise<void> {
  // The second key is an int4: ids beyond it share a key with another company,
  // which only makes the two wait for each other.
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PRICING_LOCK_SPACE}, (${companyId}::bigint % 2147483647)::int)`,
  );
}

/** Runs `work` in one transaction that holds the company's pricing lock. */
export function withPricingLock<T>(
  db: Database,
  companyId: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockPricing(tx, companyId);
    return work(tx);
  });
}
