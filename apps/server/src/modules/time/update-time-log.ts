import type { Actor } from "../../core/actor.ts";
import type { TimeDeps } from "./deps.ts";
import {
  assertNotInvoiced,
  findTimeLog,
  lockedWrite,
  resolveWrite,
  storeTimeLog,
  type TimeLogWrite,
} from "./time-log-write.ts";

export async function updateTimeLog(
  deps: TimeDeps,
  actor: Actor,
  { id, body }: { id: number; body: TimeLogWrite },
) {
  return lockedWrite(deps, actor, async (locked) => {
    const { log } = await findTimeLog(locked.db, actor, id);
    assertNotInvoiced(log);
    return storeTimeLog(locked, actor, await resolveWrite(locked.db, actor, body, log), id);
  });
}
