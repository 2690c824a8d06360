import { sql } from "drizzle-orm";
import type { Database } from "./open-database.ts";
import { perDatabase } from "./per-database.ts";

/** The channel every changed user's id is announced on (by the app, and on PostgreSQL by migration 0015's trigger). */
export const USER_CHANGED_CHANNEL = "user_changed";

/** What this process forgets when a user changes (the apps' user caches), per database. */
const forgettersOf = perDatabase((_db: Database) => new Set<(id: number) => void>());

/** Registers `forget` to run for every user this process changes on `db`; answers how to stop. */
export function onUserChange(db: Database, forget: (id: number) => void): () => void {
  forgettersOf(db).add(forget);
  return () => forgettersOf(db).delete(forget);
}

/**
 * After a change to a user: forgets the row in this process at once and announces the change to
 * every instance. On PostgreSQL a trigger announces it too (also for changes made by hand); on
 * Citus the trigger is gone (a worker's NOTIFY is heard only there) and this announcement, sent
 * on the coordinator, is the one (docs/scaling.md).
 */
export async function announceUserChange(db: Database, id: number) {
  for (const forget of forgettersOf(db)) forget(id);
  await db.execute(sql`select pg_notify(${USER_CHANGED_CHANNEL}, ${String(id)})`);
}
