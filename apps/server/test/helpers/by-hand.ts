import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../src/db/open-database.ts";
import { users } from "../../src/db/schema/index.ts";
import { USER_CHANGED_CHANNEL } from "../../src/db/user-changes.ts";
import { companyOfUser } from "../../src/db/users.ts";

/** Whether the run's database is a Citus cluster (scripts/citus.sh, CITUS_WORKER_PORTS). */
export const onCitus = Boolean(process.env.CITUS_WORKER_PORTS);

/**
 * Changes a user outside Tempus, as another program or a person at a SQL prompt would: by company
 * and id (so that Citus routes it). On PostgreSQL the database's trigger announces the change to
 * every instance's user cache; on Citus the row lives on a worker, whose notices the instances do
 * not hear, so the change is announced as docs/scaling.md tells an operator to.
 */
export async function changeUserByHand(
  db: Database,
  userId: number,
  values: Partial<typeof users.$inferInsert>,
) {
  const companyId = await companyOfUser(db, userId);
  if (companyId === undefined) throw new Error(`no user ${userId}`);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set(values)
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
    if (onCitus)
      await tx.execute(sql`select pg_notify(${USER_CHANGED_CHANNEL}, ${String(userId)})`);
  });
}
