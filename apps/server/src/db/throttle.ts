import { createHash } from "node:crypto";
import { ERROR_MESSAGES } from "@tempus/contract";
import { lt, sql } from "drizzle-orm";
import type { Clock } from "../clock.ts";
import type { Rate } from "../config.ts";
import { HttpError } from "../core/errors.ts";
import type { Database } from "./open-database.ts";
import { throttleWindow } from "./schema/index.ts";

/** Keys are stored with their window's end in a `varchar(300)`. */
const MAX_PLAIN_KEY = 200;

/**
 * A key as it is stored: short keys as they are (readable in the table), long
 * ones (a client can name any account) as their scope and a SHA-256, so that
 * every key fits the column and different keys stay apart.
 */
export function boundedThrottleKey(key: string): string {
  if (key.length <= MAX_PLAIN_KEY) return key;
  const scope = key.slice(0, key.indexOf(":") + 1).slice(0, 50);
  return `${scope}sha256:${createHash("sha256").update(key).digest("hex")}`;
}

/**
 * Fixed-window request counters in the database, so every server instance
 * counts the same requests. `hit` throws DRF's 429 with Retry-After once a key
 * has used up its rate in the current window.
 */
export function createThrottle(db: Database, clock: Clock) {
  async function hit(key: string, rate: Rate): Promise<void> {
    const now = clock().getTime();
    const periodMs = rate.periodSeconds * 1000;
    const windowEnd = (Math.floor(now / periodMs) + 1) * periodMs;
    const [row] = await db
      .insert(throttleWindow)
      .values({
        key: `${boundedThrottleKey(key)}@${windowEnd}`,
        windowEndsAt: new Date(windowEnd),
        hits: 1,
      })
      .onConflictDoUpdate({
        target: throttleWindow.key,
        set: { hits: sql`${throttleWindow.hits} + 1` },
      })
      .returning({ hits: throttleWindow.hits });
    if (row.hits > rate.requests) {
      const wait = Math.max(1, Math.ceil((windowEnd - now) / 1000));
      throw new HttpError(
        429,
        { detail: ERROR_MESSAGES.throttled(wait) },
        { "retry-after": String(wait) },
      );
    }
  }

  /** Counts against every key, so one exhausted key refuses the request. */
  async function hitAll(keys: [string, Rate][]): Promise<void> {
    for (const [key, rate] of keys) await hit(key, rate);
  }

  async function purgeExpired(): Promise<void> {
    await db.delete(throttleWindow).where(lt(throttleWindow.windowEndsAt, clock()));
  }

  return { hit, hitAll, purgeExpired };
}

export type Throttle = ReturnType<typeof createThrottle>;
