import type { Actor } from "../../core/actor.ts";
import type { ProjectsDeps } from "./deps.ts";
import { lockedWrite, resolveWrite, storeTimeLog, type TimeLogWrite } from "./time-log-write.ts";

export async function createTimeLog(deps: ProjectsDeps, actor: Actor, body: TimeLogWrite) {
  return lockedWrite(deps, actor, async (locked) =>
    storeTimeLog(locked, actor, await resolveWrite(locked.db, actor, body)),
  );
}
