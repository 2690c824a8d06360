import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import { contactMessage } from "../../db/schema/index.ts";
import type { Log } from "../../lib/log.ts";
import { DELIVERY_LEASE_MS, nextAttemptAfter } from "../../mail/retries.ts";
import { contactMail } from "../../mail/templates.ts";
import type { WebsiteDeps } from "./deps.ts";

export type StoredContactMessage = typeof contactMessage.$inferSelect;
type DeliveryDeps = Pick<WebsiteDeps, "db" | "config" | "clock" | "mailer">;

// The retry schedule is shared with the invoices' outbox; setting a message's
// `next_attempt_at` again sends it on the next run after retries gave up.
export { DELIVERY_LEASE_MS, MAX_DELIVERY_ATTEMPTS, nextAttemptAfter } from "../../mail/retries.ts";

/** Messages claimed at a time by the job. */
const BATCH_SIZE = 20;

/**
 * One delivery attempt of a message this caller has claimed (its lease set):
 * mails it to CONTACT_EMAIL, then records the outcome. Never throws: a failed
 * attempt is recorded on the row (attempts, last_error, next_attempt_at).
 * Returns whether it was delivered.
 */
export async function deliverContactMessage(
  deps: DeliveryDeps,
  message: StoredContactMessage,
  log: Log,
): Promise<boolean> {
  const to = deps.config.contactEmail;
  if (!to) return false;
  const attempts = message.attempts + 1;
  try {
    await deps.mailer.send(
      contactMail(
        to,
        {
          name: message.name,
          email: message.email,
          companyName: message.companyName,
          subject: message.subject,
          message: message.message,
        },
        message.language,
      ),
    );
  } catch (error) {
    const now = deps.clock();
    const nextAttemptAt = nextAttemptAfter(attempts, now);
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    log.warn(
      { contactMessage: message.id, attempts, error: lastError, nextAttemptAt },
      nextAttemptAt
        ? "contact message not delivered; it will be tried again"
        : "contact message not delivered; no more attempts (it stays stored)",
    );
    await record(deps, message.id, { attempts, lastError, nextAttemptAt }, log);
    return false;
  }
  await record(deps, message.id, { attempts, deliveredAt: deps.clock(), nextAttemptAt: null }, log);
  return true;
}

async function record(
  deps: DeliveryDeps,
  id: number,
  outcome: Partial<StoredContactMessage>,
  log: Log,
) {
  try {
    await deps.db
      .update(contactMessage)
      .set(outcome)
      .where(and(eq(contactMessage.id, id), isNull(contactMessage.deliveredAt)));
  } catch (error) {
    // The lease runs out and the message is tried again: at worst it arrives twice.
    log.error({ err: error, contactMessage: id }, "could not record a contact message's delivery");
  }
}

/**
 * The job: delivers every undelivered message whose next attempt is due. Safe
 * on many instances at once: a batch is claimed with FOR UPDATE SKIP LOCKED and
 * leased (next_attempt_at moved past the delivery's duration) in one statement,
 * so each message is sent by one instance. Without CONTACT_EMAIL it does
 * nothing. Returns the number of messages delivered.
 */
export async function deliverDueContactMessages(deps: DeliveryDeps, log: Log): Promise<number> {
  if (!deps.config.contactEmail) return 0;
  let delivered = 0;
  for (;;) {
    const now = deps.clock();
    const due = deps.db
      .select({ id: contactMessage.id })
      .from(contactMessage)
      .where(and(isNull(contactMessage.deliveredAt), lte(contactMessage.nextAttemptAt, now)))
      .orderBy(contactMessage.nextAttemptAt)
      .limit(BATCH_SIZE)
      .for("update", { skipLocked: true });
    const claimed = await deps.db
      .update(contactMessage)
      .set({ nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) })
      .where(inArray(contactMessage.id, due))
      .returning();
    for (const message of claimed) {
      if (await deliverContactMessage(deps, message, log)) delivered++;
    }
    if (claimed.length < BATCH_SIZE) return delivered;
  }
}
