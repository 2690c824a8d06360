import type { AuthenticatedUser } from "../../http/authentication.ts";
import type { ProjectsDeps } from "./deps.ts";
import { resolveWrite, storeTimeLog, type TimeLogWrite } from "./time-log-write.ts";

export async function createTimeLog(
  deps: ProjectsDeps,
  actor: AuthenticatedUser,
  body: TimeLogWrite,
) {
  return storeTimeLog(deps, actor, await resolveWrite(deps.db, actor, body));
}
