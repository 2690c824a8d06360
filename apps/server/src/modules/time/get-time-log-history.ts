import type { Actor } from "../../core/actor.ts";
import { subjectHistory } from "../audit/index.ts";
import type { TimeDeps } from "./deps.ts";
import { findTimeLog } from "./time-log-write.ts";

/** A log's history from the audit trail (decision 038): who changed what, when, from where. */
export async function getTimeLogHistory(deps: TimeDeps, actor: Actor, id: number) {
  await findTimeLog(deps.db, actor, id);
  return subjectHistory(deps.db, actor.companyId, { type: "time_log", id });
}
