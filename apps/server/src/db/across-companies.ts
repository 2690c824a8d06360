import { sql } from "drizzle-orm";
import type { Database, Transaction } from "./open-database.ts";

/**
 * A read that looks at every company's rows on purpose: a job finding what is due anywhere, an
 * operator's export or purge listing the companies. On Citus such a statement goes to every shard;
 * everywhere else a statement on company rows names its company, and the test pass on the cluster
 * refuses any other multi-shard statement (`citus.multi_task_query_log_level = 'error'`, set for
 * the role there). `read` runs in a transaction that allows them; what it finds is then handled
 * company by company. Elsewhere the setting is an unused placeholder and the read runs as written.
 */
export function acrossCompanies<T>(
  db: Database,
  read: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local citus.multi_task_query_log_level = 'off'`);
    return read(tx);
  });
}
