import { and, eq, inArray } from "drizzle-orm";
import { project } from "../../db/schema/index.ts";
import type { ReminderJobDeps } from "./deps.ts";
import { activeRecipients, alreadySent, sendOnce } from "./reminder-claims.ts";
import { timerMail } from "./reminder-mails.ts";
import { forgottenTimer } from "./reminder-rules.ts";
import { effectiveSettings, readDefaults, readOwnSettings } from "./reminder-settings.ts";

export interface RunningLog {
  id: number;
  userId: number;
  projectId: number;
  start: Date;
}

/**
 * Mails the users of a company whose running timer ran past their limit or over midnight, once
 * per timer, with the end it proposes. The number of mails sent.
 */
export async function remindTimers(
  deps: ReminderJobDeps,
  companyId: number,
  timeZone: string,
  logs: RunningLog[],
  now: Date,
): Promise<number> {
  const { db } = deps;
  const sent = await alreadySent(
    db,
    companyId,
    "timer",
    logs.map((log) => String(log.id)),
  );
  const open = logs.filter((log) => !sent.has(`${log.userId}/${log.id}`));
  if (open.length === 0) return 0;
  const userIds = [...new Set(open.map((log) => log.userId))];
  const [people, defaults, own, projects] = await Promise.all([
    activeRecipients(db, companyId, userIds),
    readDefaults(db, companyId),
    readOwnSettings(db, companyId, userIds),
    db
      .select({ id: project.id, name: project.name })
      .from(project)
      .where(
        and(
          eq(project.companyId, companyId),
          inArray(project.id, [...new Set(open.map((log) => log.projectId))]),
        ),
      ),
  ]);
  const names = new Map(projects.map((row) => [row.id, row.name]));
  let mailed = 0;
  for (const log of open) {
    const person = people.find((candidate) => candidate.id === log.userId);
    if (!person) continue;
    const settings = effectiveSettings(defaults, own.get(person.id));
    const timer = forgottenTimer(settings, timeZone, log.start, now);
    if (!timer) continue;
    const claim = { companyId, userId: person.id, kind: "timer" as const, subject: String(log.id) };
    const mail = () =>
      timerMail(
        person,
        {
          logId: log.id,
          project: names.get(log.projectId) ?? "",
          start: log.start,
          overLimit: timer.overLimit,
          crossedMidnight: timer.crossedMidnight,
          limitHours: settings.timer_limit_hours,
          suggestedEnd: timer.suggestedEnd,
          timeZone,
        },
        deps.config.publicUrl,
      );
    if (await sendOnce(deps, claim, mail)) mailed++;
  }
  return mailed;
}
