import type { ReminderDefaults, ReminderDefaultsWriteSchema } from "@tempus/contract";
import type { z } from "zod";
import type { Actor } from "../../core/actor.ts";
import { companyReminderDefaults } from "../../db/schema/index.ts";
import type { RemindersDeps } from "./deps.ts";
import { presentDefaults, readDefaults } from "./reminder-settings.ts";

type DefaultsWrite = z.output<typeof ReminderDefaultsWriteSchema>;

const columns = (values: DefaultsWrite) => ({
  ...(values.working_days !== undefined && { workingDays: values.working_days }),
  ...(values.daily_target_minutes !== undefined && {
    dailyTargetMinutes: values.daily_target_minutes,
  }),
  ...(values.timer_limit_hours !== undefined && { timerLimitHours: values.timer_limit_hours }),
  ...(values.idle_minutes !== undefined && { idleMinutes: values.idle_minutes }),
  ...(values.reminders_enabled !== undefined && { remindersEnabled: values.reminders_enabled }),
});

/**
 * Changes the company's defaults (owners and admins: the route's roles): the fields the body
 * names, the others as they were (a company's first change starts from the built-in defaults).
 * Every user whose own setting is null follows at once.
 */
export async function updateReminderDefaults(
  deps: RemindersDeps,
  actor: Actor,
  body: DefaultsWrite,
): Promise<ReminderDefaults> {
  const first = { ...(await readDefaults(deps.db, actor.companyId)), ...body };
  const updatedAt = deps.clock();
  const [row] = await deps.db
    .insert(companyReminderDefaults)
    .values({
      companyId: actor.companyId,
      workingDays: first.working_days,
      dailyTargetMinutes: first.daily_target_minutes,
      timerLimitHours: first.timer_limit_hours,
      idleMinutes: first.idle_minutes,
      remindersEnabled: first.reminders_enabled,
      updatedAt,
    })
    // Only what the body names: a parallel change of another field is kept.
    .onConflictDoUpdate({
      target: companyReminderDefaults.companyId,
      set: { ...columns(body), updatedAt },
    })
    .returning();
  return presentDefaults(row);
}
