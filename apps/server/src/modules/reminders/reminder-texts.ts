import type { Language } from "@tempus/contract";
import { lookup } from "../../i18n/index.ts";

/**
 * The reminder mails' texts in English, with `{name}` for the values they carry; their
 * translations are the i18n catalogue's (catalogue/reminders.ts).
 */
export const REMINDER_TEXTS = {
  greeting: "Hello {name},",
  shortDaySubject: "Your time for {day} is incomplete",
  shortDayBody:
    "on {day} you tracked {tracked}, {missing} less than your daily target of {target}.",
  shortDayHint: "Add the missing time while you still remember it.",
  shortDayAction: "Add time",
  timerSubject: "Your timer is still running",
  timerBody: "your timer for {project} has been running since {start}.",
  timerMidnight: "It ran over midnight.",
  timerLimit: "It has run longer than your limit of {hours} h.",
  timerHint:
    "If you forgot to stop it, stop it at {time} with one click, or open Tempus and choose another time.",
  timerAction: "Stop at {time}",
  footer:
    "You receive these reminders for your working days and your timer. You can change them or turn them off in your Tempus profile.",
} as const;

export type ReminderText = keyof typeof REMINDER_TEXTS;

/** A text in `language` with its values put in (values are not translated). */
export function reminderText(
  language: Language,
  text: ReminderText,
  values: Record<string, string> = {},
): string {
  const english = REMINDER_TEXTS[text];
  const template = lookup(language, english) ?? english;
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}
