import type { TimerStartSchema } from "@tempus/contract";
import type { z } from "zod";
import type { Actor } from "../../core/actor.ts";
import type { TimeDeps } from "./deps.ts";
import { lockedWrite, resolveWrite, runningLogId, storeTimeLog } from "./time-log-write.ts";
import { stopLocked } from "./timer.ts";

/**
 * Starts the caller's timer now; with `stop_running` a running one is stopped
 * first, in the same transaction: parallel starts each stop the one before and
 * all succeed, leaving one running log.
 */
export async function startTimer(
  deps: TimeDeps,
  actor: Actor,
  body: z.output<typeof TimerStartSchema>,
) {
  return lockedWrite(deps, actor, async (locked) => {
    if (body.stop_running) {
      const running = await runningLogId(locked.db, actor.companyId, actor.id);
      if (running !== undefined) await stopLocked(locked, actor, running);
    }
    const values = await resolveWrite(locked.db, actor, {
      project: body.project,
      activity: body.activity ?? null,
      description: body.description ?? "",
      start: locked.clock().toISOString(),
      end: null,
      user: actor.id,
      tags: body.tags,
    });
    return storeTimeLog(locked, actor, values);
  });
}
