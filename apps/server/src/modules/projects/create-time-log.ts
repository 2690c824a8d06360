import type { AuthenticatedUser } from "../../http/authentication.ts";
import type { ProjectsDeps } from "./deps.ts";
import { lockedWrite, resolveWrite, storeTimeLog, type TimeLogWrite } from "./time-log-write.ts";

export async function createTimeLog(
  deps: ProjectsDeps,
  actor: AuthenticatedUser,
  body: TimeLogWrite,
) {
  return lockedWrite(deps, actor, async (locked) =>
    storeTimeLog(locked, actor, await resolveWrite(locked.db, actor, body)),
  );
}
