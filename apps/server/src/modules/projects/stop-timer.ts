import { MAX_TIME_LOG_SECONDS, NON_FIELD_ERRORS, PROJECT_MESSAGES } from "@tempus/contract";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { ValidationError } from "../../http/errors.ts";
import type { ProjectsDeps } from "./deps.ts";
import { findTimeLog, resolveWrite, storeTimeLog } from "./time-log-write.ts";

/** Ends a running log now (at most 24 hours after its start). */
export async function stopTimer(deps: ProjectsDeps, actor: AuthenticatedUser, id: number) {
  const { log } = await findTimeLog(deps.db, actor, id);
  if (log.end !== null)
    throw new ValidationError({ [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.notRunning] });
  const now = deps.clock().getTime();
  const end = new Date(Math.min(now, log.start.getTime() + MAX_TIME_LOG_SECONDS * 1000));
  const values = await resolveWrite(deps.db, actor, { end: end.toISOString() }, log);
  return storeTimeLog(deps, actor, values, id);
}
