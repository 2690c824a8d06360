import type { Actor } from "../../core/actor.ts";
import type { TimeDeps } from "./deps.ts";
import { presentTimeLog } from "./time-log-presenter.ts";
import { findTimeLog } from "./time-log-write.ts";

export async function getTimeLog(deps: TimeDeps, actor: Actor, id: number) {
  const found = await findTimeLog(deps.db, actor, id);
  return presentTimeLog(deps.db, actor.companyId, found, deps.clock());
}
