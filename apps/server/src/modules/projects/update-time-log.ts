import type { AuthenticatedUser } from "../../http/authentication.ts";
import type { ProjectsDeps } from "./deps.ts";
import {
  assertNotInvoiced,
  findTimeLog,
  resolveWrite,
  storeTimeLog,
  type TimeLogWrite,
} from "./time-log-write.ts";

export async function updateTimeLog(
  deps: ProjectsDeps,
  actor: AuthenticatedUser,
  { id, body }: { id: number; body: TimeLogWrite },
) {
  const { log } = await findTimeLog(deps.db, actor, id);
  assertNotInvoiced(log);
  return storeTimeLog(deps, actor, await resolveWrite(deps.db, actor, body, log), id);
}
