import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Clock } from "../clock.ts";
import type { Database, Queryable } from "../db/open-database.ts";
import { type ACCOUNT_MAIL_KINDS, accountMail } from "../db/schema/index.ts";
import type { Log } from "../lib/log.ts";
import type { Mail, Mailer } from "./mailer.ts";
import { DELIVERY_LEASE_MS, nextAttemptAfter } from "./retries.ts";

/** What the account outbox needs from the app. */
export interface OutboxDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: Log;
}

type StoredMail = typeof accountMail.$inferSelect;

/** Mails claimed at a time by the job. */
const BATCH_SIZE = 20;

/**
 * Stores an account mail (a verification link, a password reset, an invitation) and starts its
 * first delivery attempt without waiting for it: the request answers as soon as the mail is
 * stored, whether the mail server is quick, slow or down (a slow one no longer tells who has an
 * account, nor fails a sign-up that succeeded). The row holds the first attempt's lease; the job
 * takes over when it ends without an outcome.
 */
export async function queueAccountMail(
  deps: OutboxDeps,
  kind: (typeof ACCOUNT_MAIL_KINDS)[number],
  message: Mail,
): Promise<void> {
  const now = deps.clock();
  const [stored] = await deps.db
    .insert(accountMail)
    .values({
      kind,
      message,
      createdAt: now,
      nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS),
    })
    .returning();
  void deliverAccountMail(deps, stored);
}

/**
 * One delivery attempt of a mail this caller holds the lease of; never throws. A delivered mail
 * loses its content (its links are single-use secrets); a failed attempt is recorded and retried
 * (attempts, last_error, next_attempt_at), and after the last one the content goes too.
 */
export async function deliverAccountMail(deps: OutboxDeps, stored: StoredMail): Promise<boolean> {
  const attempts = stored.attempts + 1;
  if (stored.message === null) return false;
  try {
    await deps.mailer.send(stored.message);
  } catch (error) {
    const nextAttemptAt = nextAttemptAfter(attempts, deps.clock());
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    deps.log.warn(
      { accountMail: stored.id, kind: stored.kind, attempts, error: lastError, nextAttemptAt },
      nextAttemptAt
        ? "account mail not delivered; it will be tried again"
        : "account mail not delivered; no more attempts",
    );
    await record(deps, stored.id, {
      attempts,
      lastError,
      nextAttemptAt,
      ...(nextAttemptAt ? {} : { message: null }),
    });
    return false;
  }
  await record(deps, stored.id, {
    attempts,
    deliveredAt: deps.clock(),
    nextAttemptAt: null,
    message: null,
  });
  return true;
}

async function record(deps: OutboxDeps, id: number, outcome: Partial<StoredMail>) {
  try {
    await deps.db
      .update(accountMail)
      .set(outcome)
      .where(and(eq(accountMail.id, id), isNull(accountMail.deliveredAt)));
  } catch (error) {
    // The lease runs out and the mail is tried again: at worst it arrives twice.
    deps.log.error({ err: error, accountMail: id }, "could not record an account mail's delivery");
  }
}

/**
 * The job: delivers every account mail whose next attempt is due. Safe on many instances at
 * once: a batch is claimed with FOR UPDATE SKIP LOCKED and leased in one statement. Returns the
 * number delivered.
 */
export async function deliverDueAccountMails(deps: OutboxDeps): Promise<number> {
  let delivered = 0;
  for (;;) {
    const now = deps.clock();
    const due = deps.db
      .select({ id: accountMail.id })
      .from(accountMail)
      .where(and(isNull(accountMail.deliveredAt), lte(accountMail.nextAttemptAt, now)))
      .orderBy(accountMail.nextAttemptAt)
      .limit(BATCH_SIZE)
      .for("update", { skipLocked: true });
    const claimed = await deps.db
      .update(accountMail)
      .set({ nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) })
      .where(inArray(accountMail.id, due))
      .returning();
    for (const stored of claimed) {
      if (await deliverAccountMail(deps, stored)) delivered++;
    }
    if (claimed.length < BATCH_SIZE) return delivered;
  }
}

/**
 * Stores an account mail inside the caller's transaction (a reminder, written with the record
 * that it was sent), holding its first attempt's lease: once the transaction has committed, the
 * caller delivers it with deliverAccountMail, and the job takes over if that never ends.
 */
export async function storeAccountMail(
  db: Queryable,
  now: Date,
  kind: (typeof ACCOUNT_MAIL_KINDS)[number],
  message: Mail,
): Promise<StoredMail> {
  const [stored] = await db
    .insert(accountMail)
    .values({
      kind,
      message,
      createdAt: now,
      nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS),
    })
    .returning();
  return stored;
}
