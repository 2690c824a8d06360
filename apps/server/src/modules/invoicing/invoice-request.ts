import type { FastifyRequest } from "fastify";
import { currentUser } from "../../http/authentication.ts";
import { parseId } from "../../http/ids.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice } from "./find-invoice.ts";
import { findPayment } from "./payment-write.ts";

/**
 * DRF looks the object up before it reads the body: another company's id is
 * 404 whatever the body holds. (Routes with an id and a body attach their
 * validation error, thrown here after the look-up.)
 */
export async function invoiceOfRequest(
  deps: InvoicingDeps,
  request: FastifyRequest<{ Params: { id: string } }>,
) {
  const actor = currentUser(request);
  const id = parseId(request.params.id);
  await findInvoice(deps.db, actor.companyId, id);
  if (request.validationError) throw request.validationError;
  return { actor, id };
}

/** The same for one payment of an invoice: a payment of another invoice is 404 too. */
export async function paymentOfRequest(
  deps: InvoicingDeps,
  request: FastifyRequest<{ Params: { id: string; payment_id: string } }>,
) {
  const actor = currentUser(request);
  const id = parseId(request.params.id);
  const paymentId = parseId(request.params.payment_id);
  await findInvoice(deps.db, actor.companyId, id);
  await findPayment(deps.db, actor.companyId, id, paymentId);
  if (request.validationError) throw request.validationError;
  return { actor, id, paymentId };
}
