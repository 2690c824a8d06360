/**
 * When stored mail is tried again (contact messages, invoices): the schedule
 * both outboxes share.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Waits after the 1st, 2nd and 3rd failed attempt; after that, hourly. */
const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE];

/**
 * Retries stop after this many failed attempts (1 + 5 + 30 minutes, then hourly:
 * about two days). The mail stays stored, undelivered, with its last error and
 * no next attempt.
 */
export const MAX_DELIVERY_ATTEMPTS = 50;

/**
 * How long one delivery may take before another instance (or the next run) may
 * try it again: longer than nodemailer's own timeouts, so a mail is sent twice
 * only when an instance died while sending it.
 */
export const DELIVERY_LEASE_MS = 15 * MINUTE;

/** When to try again after `attempts` failed attempts, or null to give up. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null;
  return new Date(now.getTime() + (RETRY_DELAYS_MS[attempts - 1] ?? HOUR));
}
