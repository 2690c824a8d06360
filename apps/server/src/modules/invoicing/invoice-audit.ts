import type { AuditAction } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { appendAuditEvent } from "../audit/index.ts";

type InvoiceAction = Extract<AuditAction, `invoice.${string}`>;

/**
 * Records what happened to an invoice in the company's audit trail (decision 038), in the
 * transaction that does it: its issue (number, date, total), its cancellation (the credit note)
 * and each payment recorded, corrected or deleted.
 */
export function recordInvoiceEvent(
  db: Parameters<typeof appendAuditEvent>[0],
  actor: Actor,
  event: { action: InvoiceAction; invoiceId: number; at: Date; details: Record<string, unknown> },
) {
  return appendAuditEvent(db, {
    companyId: actor.companyId,
    occurredAt: event.at,
    user: { id: actor.id, username: actor.username },
    action: event.action,
    subject: { type: "invoice", id: event.invoiceId },
    details: event.details,
  });
}
