import type { FormatLocale, Language } from "@tempus/contract";
import type { Mail } from "../../mail/mailer.ts";
import { type ReminderText, reminderText } from "./reminder-texts.ts";

// The reminder mails: plain text and HTML in the recipient's language, days and times on the
// company's clock, numbers in the user's regional format.

export interface Recipient {
  email: string;
  username: string;
  languagePreference: Language;
  formatLocale: FormatLocale | null;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Seconds as h:mm. */
export const hoursAndMinutes = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
};

const localeOf = (user: Recipient) => user.formatLocale ?? user.languagePreference;

/** A calendar day as "Monday, 2 March" in the user's language. */
const dayLabel = (user: Recipient, day: string) =>
  new Intl.DateTimeFormat(localeOf(user), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));

interface Paragraphs {
  subject: string;
  greeting: string;
  lines: string[];
  action: { label: string; link: string };
  footer: string;
}

function render(to: string, parts: Paragraphs): Mail {
  const text = [
    parts.greeting,
    "",
    ...parts.lines,
    "",
    `${parts.action.label}: ${parts.action.link}`,
    "",
    parts.footer,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#3e2723">
<p>${escapeHtml(parts.greeting)}</p>
${parts.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(parts.action.link)}" style="background:#ef6c00;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p>
<p style="font-size:12px;color:#6d4c41">${escapeHtml(parts.footer)}</p>
</body></html>`;
  return { to, subject: parts.subject, text, html };
}

const say = (user: Recipient, text: ReminderText, values?: Record<string, string>) =>
  reminderText(user.languagePreference, text, values);

/** Yesterday fell short: what was tracked, what is missing, a link to add it. */
export function shortDayMail(
  user: Recipient,
  day: { day: string; trackedSeconds: number; targetSeconds: number },
  publicUrl: string,
): Mail {
  const label = dayLabel(user, day.day);
  return render(user.email, {
    subject: say(user, "shortDaySubject", { day: label }),
    greeting: say(user, "greeting", { name: user.username }),
    lines: [
      say(user, "shortDayBody", {
        day: label,
        tracked: hoursAndMinutes(day.trackedSeconds),
        missing: hoursAndMinutes(day.targetSeconds - day.trackedSeconds),
        target: hoursAndMinutes(day.targetSeconds),
      }),
      say(user, "shortDayHint"),
    ],
    action: {
      label: say(user, "shortDayAction"),
      link: new URL("/app/project-time/timelog", publicUrl).toString(),
    },
    footer: say(user, "footer"),
  });
}

export interface TimerMailFacts {
  logId: number;
  project: string;
  start: Date;
  overLimit: boolean;
  crossedMidnight: boolean;
  limitHours: number;
  suggestedEnd: Date;
  timeZone: string;
}

/**
 * A timer left running: since when, why this mail, and a link into the app that asks to stop it
 * at the proposed end (the app asks for the sign-in first; the link itself grants nothing).
 */
export function timerMail(user: Recipient, timer: TimerMailFacts, publicUrl: string): Mail {
  const locale = localeOf(user);
  // 09:00 on a 24-hour clock, 9:00 AM on a 12-hour one.
  const twelveHours = new Intl.DateTimeFormat(locale, { hour: "numeric" }).resolvedOptions().hour12;
  const hour = twelveHours ? "numeric" : "2-digit";
  const start = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour,
    minute: "2-digit",
    timeZone: timer.timeZone,
  }).format(timer.start);
  const time = new Intl.DateTimeFormat(locale, {
    hour,
    minute: "2-digit",
    timeZone: timer.timeZone,
  }).format(timer.suggestedEnd);
  const link = new URL("/app", publicUrl);
  link.searchParams.set("stop", String(timer.logId));
  link.searchParams.set("at", timer.suggestedEnd.toISOString());
  return render(user.email, {
    subject: say(user, "timerSubject"),
    greeting: say(user, "greeting", { name: user.username }),
    lines: [
      [
        say(user, "timerBody", { project: timer.project, start }),
        ...(timer.crossedMidnight ? [say(user, "timerMidnight")] : []),
        ...(timer.overLimit ? [say(user, "timerLimit", { hours: String(timer.limitHours) })] : []),
      ].join(" "),
      say(user, "timerHint", { time }),
    ],
    action: { label: say(user, "timerAction", { time }), link: link.toString() },
    footer: say(user, "footer"),
  });
}
