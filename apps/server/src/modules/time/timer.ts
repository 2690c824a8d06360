import { MAX_TIME_LOG_SECONDS, NON_FIELD_ERRORS, PROJECT_MESSAGES } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import type { TimeDeps } from "./deps.ts";
import { findTimeLog, resolveWrite, storeTimeLog } from "./time-log-write.ts";

// Stopping a running log inside the pricing lock: what stopping and starting the timer share.

/** The stop itself, inside a write that already holds the lock. */
export async function stopLocked(locked: TimeDeps, actor: Actor, id: number) {
  const { log } = await findTimeLog(locked.db, actor, id);
  if (log.end !== null)
    throw new ValidationError({ [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.notRunning] });
  const now = locked.clock().getTime();
  const end = new Date(Math.min(now, log.start.getTime() + MAX_TIME_LOG_SECONDS * 1000));
  const values = await resolveWrite(locked.db, actor, { end: end.toISOString() }, log);
  return storeTimeLog(locked, actor, values, id);
}
