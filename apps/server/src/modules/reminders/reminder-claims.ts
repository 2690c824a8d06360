import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/open-database.ts";
import { type REMINDER_KINDS, reminderSent, users } from "../../db/schema/index.ts";
import { deliverAccountMail, storeAccountMail } from "../../mail/account-outbox.ts";
import type { Mail } from "../../mail/mailer.ts";
import type { ReminderJobDeps } from "./deps.ts";
import type { Recipient } from "./reminder-mails.ts";

type Kind = (typeof REMINDER_KINDS)[number];

export interface Claim {
  companyId: number;
  userId: number;
  kind: Kind;
  /** The day (short day) or the log's id (timer). */
  subject: string;
}

/**
 * Sends a reminder once: records it as sent and stores its mail in one transaction, unless it
 * was recorded before (by an earlier run, or by another instance at the same moment: its insert
 * waits for the first one's commit and then finds the row). Delivers the mail after the commit
 * (the account mails' job retries it). Whether this call sent it.
 */
export async function sendOnce(
  deps: ReminderJobDeps,
  claim: Claim,
  mail: () => Mail,
): Promise<boolean> {
  const now = deps.clock();
  const stored = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(reminderSent)
      .values({ ...claim, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: reminderSent.userId });
    return claimed ? storeAccountMail(tx, now, "reminder", mail()) : null;
  });
  if (!stored) return false;
  await deliverAccountMail(deps, stored);
  return true;
}

/** The subjects already reminded of, of one kind, among `subjects`. */
export async function alreadySent(
  db: Queryable,
  companyId: number,
  kind: Kind,
  subjects: string[],
): Promise<Set<string>> {
  if (subjects.length === 0) return new Set();
  const rows = await db
    .select({ userId: reminderSent.userId, subject: reminderSent.subject })
    .from(reminderSent)
    .where(
      and(
        eq(reminderSent.companyId, companyId),
        eq(reminderSent.kind, kind),
        inArray(reminderSent.subject, subjects),
      ),
    );
  return new Set(rows.map((row) => `${row.userId}/${row.subject}`));
}

/** The company's active users among `ids` (all of them without `ids`), as mails address them. */
export async function activeRecipients(
  db: Queryable,
  companyId: number,
  ids?: number[],
): Promise<(Recipient & { id: number; dateJoined: Date })[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      languagePreference: users.languagePreference,
      formatLocale: users.formatLocale,
      dateJoined: users.dateJoined,
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.isActive, true),
        ...(ids ? [inArray(users.id, ids)] : []),
      ),
    )
    .orderBy(users.id);
}
