import { sql } from "drizzle-orm";
import { listen } from "../db/notifications.ts";
import type { Database } from "../db/open-database.ts";
import { perDatabase } from "../db/per-database.ts";
import type { users } from "../db/schema/index.ts";

type UserRow = typeof users.$inferSelect;

/** The channel migration 0015 announces every changed or deleted app_user id on. */
export const USER_CHANGED_CHANNEL = "user_changed";

/** Users kept at most; past that the one remembered longest ago goes first. */
export const USER_CACHE_LIMIT = 10_000;

/**
 * The users an app instance has authenticated, so a request does not read its
 * user again (one query of two on most reads). It only answers while it hears
 * every change: a row is forgotten when the database announces that it changed
 * (any instance, any statement) and at once when this process changed it, and
 * everything is forgotten when the announcements may have stopped.
 *
 * A read that was under way while a change was heard is not remembered: it may
 * have seen the row from before the change.
 */
export class UserCache {
  private readonly rows = new Map<number, Readonly<UserRow>>();
  private generation = 0;
  private listening = false;

  private readonly limit: number;

  constructor(limit = USER_CACHE_LIMIT) {
    this.limit = limit;
  }

  /** Whether changes are heard, so that remembered rows are answered. */
  get answering() {
    return this.listening;
  }

  get(id: number): Readonly<UserRow> | undefined {
    return this.listening ? this.rows.get(id) : undefined;
  }

  /** Reads the user through `read` and keeps the row unless a change was heard meanwhile. */
  async read(id: number, read: () => Promise<UserRow | undefined>) {
    const generation = this.generation;
    const row = await read();
    if (!row || !this.listening || generation !== this.generation) return row;
    if (this.rows.size >= this.limit) this.rows.delete(this.rows.keys().next().value as number);
    const kept = Object.freeze(row);
    this.rows.set(id, kept);
    return kept;
  }

  forget(id: number) {
    this.generation++;
    this.rows.delete(id);
  }

  /** Announcements are heard from now on. */
  start() {
    this.generation++;
    this.listening = true;
  }

  /** Announcements may be missed from now on: nothing is answered until `start`. */
  stop() {
    this.generation++;
    this.listening = false;
    this.rows.clear();
  }
}

const cachesOf = perDatabase((_db: Database) => new Set<UserCache>());

/** The caches of the apps running on `db`, so a change this process makes is seen at once. */
function attachUserCache(db: Database, cache: UserCache) {
  cachesOf(db).add(cache);
  return () => cachesOf(db).delete(cache);
}

/**
 * Call after a change to an app_user row has committed: this process's next
 * request reads the user again (other instances hear the database's notice).
 */
export function forgetUser(db: Database, id: number) {
  for (const cache of cachesOf(db)) cache.forget(id);
}

/**
 * After a change to a user: forgets the row here at once and announces the change to every
 * instance. On PostgreSQL a trigger announces it too (also for changes made by hand); on Citus the
 * trigger is gone (a worker's NOTIFY is heard only there) and this announcement, sent on the
 * coordinator, is the one (docs/scaling.md).
 */
export async function announceUserChange(db: Database, id: number) {
  forgetUser(db, id);
  await db.execute(sql`select pg_notify(${USER_CHANGED_CHANNEL}, ${String(id)})`);
}

/** A cache for one app on `db`, kept true by the database's notices until `close`. */
export async function openUserCache(db: Database) {
  const cache = new UserCache();
  const detach = attachUserCache(db, cache);
  const subscription = await listen(db, USER_CHANGED_CHANNEL, {
    message: (payload) => cache.forget(Number(payload)),
    listening: () => cache.start(),
    lost: () => cache.stop(),
  });
  return {
    cache,
    async close() {
      detach();
      await subscription.close();
    },
  };
}
