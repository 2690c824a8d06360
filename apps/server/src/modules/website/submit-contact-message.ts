import type { ContactMessage, ContactMessageBody } from "@tempus/contract";
import { contactMessage } from "../../db/schema/index.ts";
import type { Log } from "../../lib/log.ts";
import { DELIVERY_LEASE_MS, deliverContactMessage } from "./deliver-contact-messages.ts";
import type { WebsiteDeps } from "./deps.ts";

/**
 * How long the request waits for the first delivery attempt. A mail server that
 * does not answer must not keep the visitor waiting: past this the attempt goes
 * on in the background and records its outcome as usual.
 */
const INLINE_DELIVERY_WAIT_MS = 10_000;

/** Limited per client address at the rate of the other anonymous endpoints. */
export function throttleContactForm(deps: WebsiteDeps, clientIp: string): Promise<void> {
  return deps.throttle.hit(`contact:ip:${clientIp}`, deps.config.throttleAuthRate);
}

/**
 * Stores the message first (committed on its own), then makes the first
 * delivery attempt to CONTACT_EMAIL. A failed attempt never fails the request:
 * it is recorded on the row and retried by the job (deliver-contact-messages.ts).
 */
export async function submitContactMessage(
  deps: WebsiteDeps,
  body: ContactMessageBody,
  log: Log,
): Promise<ContactMessage> {
  const now = deps.clock();
  const [stored] = await deps.db
    .insert(contactMessage)
    .values({
      name: body.name,
      email: body.email,
      companyName: body.company_name ?? "",
      subject: body.subject,
      message: body.message,
      language: body.language ?? "en",
      createdAt: now,
      // With a recipient, this request holds the first attempt's lease; should it never get to
      // record the outcome (the process died), the job takes the message over when it ends.
      // Without CONTACT_EMAIL nothing is scheduled: the message is kept (and logged) but not
      // retried over and over for a recipient that does not exist. Once CONTACT_EMAIL is set,
      // such messages can be sent by setting their next_attempt_at.
      nextAttemptAt: deps.config.contactEmail ? new Date(now.getTime() + DELIVERY_LEASE_MS) : null,
    })
    .returning();
  const result: ContactMessage = {
    name: stored.name,
    email: stored.email,
    company_name: stored.companyName,
    subject: stored.subject,
    message: stored.message,
  };

  if (!deps.config.contactEmail) {
    log.info(
      { contactMessage: { id: stored.id, ...result } },
      "contact message stored (CONTACT_EMAIL is not set, so it is logged instead of mailed)",
    );
    return result;
  }
  const attempt = deliverContactMessage(deps, stored, log);
  let timer: NodeJS.Timeout | undefined;
  const patience = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, INLINE_DELIVERY_WAIT_MS);
    timer.unref();
  });
  await Promise.race([attempt, patience]);
  clearTimeout(timer);
  return result;
}
