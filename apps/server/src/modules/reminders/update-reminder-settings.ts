import type { ReminderSettings, ReminderSettingsWriteSchema } from "@tempus/contract";
import type { z } from "zod";
import type { Actor } from "../../core/actor.ts";
import { userReminderSettings } from "../../db/schema/index.ts";
import type { RemindersDeps } from "./deps.ts";
import { readSettings } from "./reminder-settings.ts";

/**
 * Changes the caller's own settings: each field the body names is set, null giving it back to
 * the company's default; the others stay.
 */
export async function updateReminderSettings(
  deps: RemindersDeps,
  actor: Actor,
  body: z.output<typeof ReminderSettingsWriteSchema>,
): Promise<ReminderSettings> {
  const changes = {
    ...(body.working_days !== undefined && { workingDays: body.working_days }),
    ...(body.daily_target_minutes !== undefined && {
      dailyTargetMinutes: body.daily_target_minutes,
    }),
    ...(body.timer_limit_hours !== undefined && { timerLimitHours: body.timer_limit_hours }),
    ...(body.idle_minutes !== undefined && { idleMinutes: body.idle_minutes }),
    ...(body.reminders_enabled !== undefined && { remindersEnabled: body.reminders_enabled }),
    updatedAt: deps.clock(),
  };
  await deps.db
    .insert(userReminderSettings)
    .values({ companyId: actor.companyId, userId: actor.id, ...changes })
    .onConflictDoUpdate({
      target: [userReminderSettings.companyId, userReminderSettings.userId],
      set: changes,
    });
  return readSettings(deps.db, actor.companyId, actor.id);
}
