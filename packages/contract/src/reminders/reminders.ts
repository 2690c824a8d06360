import { z } from "zod";
import { integerField } from "../validation.ts";

/**
 * Reminders (decision 028): per user, the working days and a daily target (a mail and a notice
 * when yesterday fell short), a limit for a running timer (a mail and a notice when it runs past
 * it or over midnight, with a suggested end) and the minutes without activity after which the
 * browser asks about idle time. Each user setting that is null takes the company's default.
 */

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The bounds of each number: a target of 0 and idle minutes of 0 turn that reminder off. */
export const REMINDER_LIMITS = {
  dailyTargetMinutes: { min: 0, max: 1440 },
  timerLimitHours: { min: 1, max: 24 },
  idleMinutes: { min: 0, max: 480 },
} as const;

/** What a company that has set nothing uses: Monday to Friday, 8 hours, 10 hours, no idle prompt. */
export const BUILT_IN_REMINDER_DEFAULTS: Readonly<ReminderDefaults> = {
  working_days: [1, 2, 3, 4, 5],
  daily_target_minutes: 480,
  timer_limit_hours: 10,
  idle_minutes: 0,
  reminders_enabled: true,
};

export const ReminderDefaultsSchema = z
  .object({
    working_days: z.array(z.number().int()).describe("ISO weekdays, 1 (Monday) to 7 (Sunday)"),
    daily_target_minutes: z.number().int().describe("0: no reminder of a short day"),
    timer_limit_hours: z.number().int(),
    idle_minutes: z.number().int().describe("0: the browser does not ask about idle time"),
    reminders_enabled: z.boolean().describe("Whether reminders are mailed and shown"),
  })
  .meta({ id: "ReminderDefaults" });
export type ReminderDefaults = z.infer<typeof ReminderDefaultsSchema>;

/** Working days as a list of ISO weekdays: each once, ascending. */
const workingDays = z
  .array(integerField({ min: 1, max: 7 }))
  .max(7, { message: "Ensure this field has no more than 7 elements." })
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));
const dailyTarget = integerField(REMINDER_LIMITS.dailyTargetMinutes);
const timerLimit = integerField(REMINDER_LIMITS.timerLimitHours);
const idleMinutes = integerField(REMINDER_LIMITS.idleMinutes);

/** The company's defaults, set by owners and admins. */
export const ReminderDefaultsWriteSchema = z
  .object({
    working_days: workingDays,
    daily_target_minutes: dailyTarget,
    timer_limit_hours: timerLimit,
    idle_minutes: idleMinutes,
    reminders_enabled: z.boolean(),
  })
  .partial()
  .meta({ id: "ReminderDefaultsWrite" });
export type ReminderDefaultsWriteBody = z.input<typeof ReminderDefaultsWriteSchema>;

/** A user's own settings (null: the company's default), the defaults, and what applies. */
export const ReminderSettingsSchema = z
  .object({
    working_days: z.array(z.number().int()).nullable(),
    daily_target_minutes: z.number().int().nullable(),
    timer_limit_hours: z.number().int().nullable(),
    idle_minutes: z.number().int().nullable(),
    reminders_enabled: z.boolean().nullable(),
    company_defaults: ReminderDefaultsSchema,
    effective: ReminderDefaultsSchema,
  })
  .meta({ id: "ReminderSettings" });
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

export const ReminderSettingsWriteSchema = z
  .object({
    working_days: workingDays.nullable(),
    daily_target_minutes: dailyTarget.nullable(),
    timer_limit_hours: timerLimit.nullable(),
    idle_minutes: idleMinutes.nullable(),
    reminders_enabled: z.boolean().nullable(),
  })
  .partial()
  .meta({ id: "ReminderSettingsWrite" });
export type ReminderSettingsWriteBody = z.input<typeof ReminderSettingsWriteSchema>;

/** The caller's reminders now: what the app shows beside the timer and on the dashboard. */
export const RemindersSchema = z
  .object({
    running: z
      .object({
        id: z.number().int(),
        start: z.string(),
        limit_hours: z.number().int(),
        over_limit: z.boolean(),
        crossed_midnight: z.boolean(),
        suggested_end: z
          .string()
          .describe("Where the reminder proposes to stop it: the daily target after its start"),
      })
      .nullable()
      .describe("The running timer, when it ran past the limit or over midnight"),
    short_day: z
      .object({
        day: z.string(),
        tracked_seconds: z.number().int(),
        target_seconds: z.number().int(),
      })
      .nullable()
      .describe("Yesterday, when it was a working day with less than the target"),
    idle_minutes: z.number().int(),
  })
  .meta({ id: "Reminders" });
export type Reminders = z.infer<typeof RemindersSchema>;
