import type { ReminderSettings } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import type { RemindersDeps } from "./deps.ts";
import { readSettings } from "./reminder-settings.ts";

/** The caller's own reminder settings, the company's defaults and what applies. */
export function getReminderSettings(deps: RemindersDeps, actor: Actor): Promise<ReminderSettings> {
  return readSettings(deps.db, actor.companyId, actor.id);
}
