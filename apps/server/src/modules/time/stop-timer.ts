import type { Actor } from "../../core/actor.ts";
import type { TimeDeps } from "./deps.ts";
import { lockedWrite } from "./time-log-write.ts";
import { stopLocked } from "./timer.ts";

/**
 * Ends a running log now (at most 24 hours after its start). Under the pricing
 * lock: of parallel stops of one log, the first ends it and the others find it
 * stopped (400), so exactly one answers 200, with the stored end.
 */
export async function stopTimer(deps: TimeDeps, actor: Actor, id: number) {
  return lockedWrite(deps, actor, (locked) => stopLocked(locked, actor, id));
}
