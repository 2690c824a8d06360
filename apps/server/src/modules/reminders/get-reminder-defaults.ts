import type { ReminderDefaults } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import type { RemindersDeps } from "./deps.ts";
import { readDefaults } from "./reminder-settings.ts";

/** The company's reminder defaults (every member reads them; owners and admins change them). */
export function getReminderDefaults(deps: RemindersDeps, actor: Actor): Promise<ReminderDefaults> {
  return readDefaults(deps.db, actor.companyId);
}
