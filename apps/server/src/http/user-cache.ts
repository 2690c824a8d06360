import { listen } from "../db/notifications.ts";
import type { Database } from "../db/open-database.ts";
import type { users } from "../db/schema/index.ts";
import { onUserChange, USER_CHANGED_CHANNEL } from "../db/user-changes.ts";

type UserRow = typeof users.$inferSelect;

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

/** A cache for one app on `db`, kept true by the database's notices until `close`. */
export async function openUserCache(db: Database) {
  const cache = new UserCache();
  const detach = onUserChange(db, (id) => cache.forget(id));
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
