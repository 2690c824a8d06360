import type { ReminderJobDeps } from "./deps.ts";
import { activeRecipients, alreadySent, sendOnce } from "./reminder-claims.ts";
import { shortDayMail } from "./reminder-mails.ts";
import { trackedPerUser } from "./reminder-reads.ts";
import { isoWeekday, shortDay, yesterdayIn } from "./reminder-rules.ts";
import { effectiveSettings, readDefaults, readOwnSettings } from "./reminder-settings.ts";

/**
 * Mails each of a company's users whose yesterday (in the company's zone) was a working day
 * with less than their target, once per user and day. The number of mails sent.
 */
export async function remindShortDays(
  deps: ReminderJobDeps,
  companyId: number,
  timeZone: string,
  now: Date,
): Promise<number> {
  const { db } = deps;
  const yesterday = yesterdayIn(timeZone, now);
  const people = await activeRecipients(db, companyId);
  const ids = people.map((person) => person.id);
  const [defaults, own, sent] = await Promise.all([
    readDefaults(db, companyId),
    readOwnSettings(db, companyId, ids),
    alreadySent(db, companyId, "short_day", [yesterday.day]),
  ]);
  const weekday = isoWeekday(yesterday.day);
  // Only those whose settings could make the day short are counted.
  const candidates = people
    .map((person) => ({ person, settings: effectiveSettings(defaults, own.get(person.id)) }))
    .filter(
      ({ person, settings }) =>
        settings.reminders_enabled &&
        settings.daily_target_minutes > 0 &&
        settings.working_days.includes(weekday) &&
        !sent.has(`${person.id}/${yesterday.day}`),
    );
  const tracked = await trackedPerUser(
    db,
    companyId,
    candidates.map(({ person }) => person.id),
    yesterday,
    now,
  );
  let mailed = 0;
  for (const { person, settings } of candidates) {
    const short = shortDay(settings, yesterday, {
      dateJoined: person.dateJoined,
      trackedSeconds: tracked.get(person.id) ?? 0,
    });
    if (!short) continue;
    const claim = { companyId, userId: person.id, kind: "short_day" as const, subject: short.day };
    if (await sendOnce(deps, claim, () => shortDayMail(person, short, deps.config.publicUrl)))
      mailed++;
  }
  return mailed;
}
