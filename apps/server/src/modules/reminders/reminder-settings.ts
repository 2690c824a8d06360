import {
  BUILT_IN_REMINDER_DEFAULTS,
  type ReminderDefaults,
  type ReminderSettings,
} from "@tempus/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/open-database.ts";
import { companyReminderDefaults, userReminderSettings } from "../../db/schema/index.ts";

// The settings' reads and their shapes: what the operations and the job share.

type DefaultsRow = typeof companyReminderDefaults.$inferSelect;
export type OwnSettingsRow = typeof userReminderSettings.$inferSelect;

/** A company's defaults as the API writes them; the built-in ones when it has set none. */
export const presentDefaults = (row: DefaultsRow | undefined): ReminderDefaults =>
  row
    ? {
        working_days: row.workingDays,
        daily_target_minutes: row.dailyTargetMinutes,
        timer_limit_hours: row.timerLimitHours,
        idle_minutes: row.idleMinutes,
        reminders_enabled: row.remindersEnabled,
      }
    : { ...BUILT_IN_REMINDER_DEFAULTS, working_days: [...BUILT_IN_REMINDER_DEFAULTS.working_days] };

/** The company's defaults. */
export async function readDefaults(db: Queryable, companyId: number): Promise<ReminderDefaults> {
  const [row] = await db
    .select()
    .from(companyReminderDefaults)
    .where(eq(companyReminderDefaults.companyId, companyId));
  return presentDefaults(row);
}

/** What applies to a user: each of their own settings, else the company's default. */
export function effectiveSettings(
  defaults: ReminderDefaults,
  own: OwnSettingsRow | undefined,
): ReminderDefaults {
  return {
    working_days: own?.workingDays ?? defaults.working_days,
    daily_target_minutes: own?.dailyTargetMinutes ?? defaults.daily_target_minutes,
    timer_limit_hours: own?.timerLimitHours ?? defaults.timer_limit_hours,
    idle_minutes: own?.idleMinutes ?? defaults.idle_minutes,
    reminders_enabled: own?.remindersEnabled ?? defaults.reminders_enabled,
  };
}

/** The users' own settings rows, by user. */
export async function readOwnSettings(
  db: Queryable,
  companyId: number,
  userIds: number[],
): Promise<Map<number, OwnSettingsRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(userReminderSettings)
    .where(
      and(
        eq(userReminderSettings.companyId, companyId),
        inArray(userReminderSettings.userId, userIds),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row]));
}

/** A user's settings as the API writes them: their own, the company's and what applies. */
export function presentSettings(
  defaults: ReminderDefaults,
  own: OwnSettingsRow | undefined,
): ReminderSettings {
  return {
    working_days: own?.workingDays ?? null,
    daily_target_minutes: own?.dailyTargetMinutes ?? null,
    timer_limit_hours: own?.timerLimitHours ?? null,
    idle_minutes: own?.idleMinutes ?? null,
    reminders_enabled: own?.remindersEnabled ?? null,
    company_defaults: defaults,
    effective: effectiveSettings(defaults, own),
  };
}

/** One user's settings as the API writes them. */
export async function readSettings(db: Queryable, companyId: number, userId: number) {
  const [defaults, own] = await Promise.all([
    readDefaults(db, companyId),
    readOwnSettings(db, companyId, [userId]),
  ]);
  return presentSettings(defaults, own.get(userId));
}
