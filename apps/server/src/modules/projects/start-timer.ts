import type { TimerStartSchema } from "@tempus/contract";
import type { z } from "zod";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import type { ProjectsDeps } from "./deps.ts";
import { stopTimer } from "./stop-timer.ts";
import { resolveWrite, runningLogId, storeTimeLog } from "./time-log-write.ts";

/** Starts the caller's timer now; with `stop_running` a running one is stopped first. */
export async function startTimer(
  deps: ProjectsDeps,
  actor: AuthenticatedUser,
  body: z.output<typeof TimerStartSchema>,
) {
  if (body.stop_running) {
    const running = await runningLogId(deps.db, actor.id);
    if (running !== undefined) await stopTimer(deps, actor, running);
  }
  const values = await resolveWrite(deps.db, actor, {
    project: body.project,
    activity: body.activity ?? null,
    description: body.description ?? "",
    start: deps.clock().toISOString(),
    end: null,
    user: actor.id,
  });
  return storeTimeLog(deps, actor, values);
}
