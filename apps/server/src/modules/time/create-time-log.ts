import type { Actor } from "../../core/actor.ts";
import type { TimeDeps } from "./deps.ts";
import { lockedWrite, resolveWrite, storeTimeLog, type TimeLogWrite } from "./time-log-write.ts";

export async function createTimeLog(deps: TimeDeps, actor: Actor, body: TimeLogWrite) {
  return lockedWrite(deps, actor, async (locked) =>
    storeTimeLog(locked, actor, await resolveWrite(locked.db, actor, body)),
  );
}
