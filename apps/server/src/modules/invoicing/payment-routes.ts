import {
  COMPANY_MANAGERS,
  IdParamsSchema,
  InvoiceDetailSchema,
  InvoicePaymentParamsSchema,
  InvoicePaymentPatchSchema,
  InvoicePaymentWriteSchema,
} from "@tempus/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deletePayment } from "./delete-payment.ts";
import type { InvoicingDeps } from "./deps.ts";
import { invoiceOfRequest, paymentOfRequest } from "./invoice-request.ts";
import { recordPayment } from "./record-payment.ts";
import { updatePayment } from "./update-payment.ts";

const BASE = "/api/invoicing/invoice";
const tags = ["invoices"];
/** Owner and admins only: members never see invoices (403 before anything else). */
const config = { roles: COMPANY_MANAGERS };

/** An invoice's payments: record, correct, delete. */
export const paymentRoutes: FastifyPluginAsyncZod<{ deps: InvoicingDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    `${BASE}/:id/payment/`,
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "Record a payment of an issued invoice",
        params: IdParamsSchema,
        body: InvoicePaymentWriteSchema,
        response: { 201: InvoiceDetailSchema },
      },
    },
    async (request, reply) => {
      const { actor, id } = await invoiceOfRequest(deps, request);
      return reply.code(201).send(await recordPayment(deps, actor, id, request.body));
    },
  );
  app.patch(
    `${BASE}/:id/payments/:payment_id/`,
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary:
          "Correct a payment of an issued invoice (date, amount, note); the payments together may not exceed the amount due",
        params: InvoicePaymentParamsSchema,
        body: InvoicePaymentPatchSchema,
        response: { 200: InvoiceDetailSchema },
      },
    },
    async (request) => {
      const { actor, id, paymentId } = await paymentOfRequest(deps, request);
      return updatePayment(deps, actor, { id, paymentId, body: request.body });
    },
  );
  app.delete(
    `${BASE}/:id/payments/:payment_id/`,
    {
      config,
      schema: {
        tags,
        summary: "Delete a payment of an issued invoice (recorded by mistake)",
        params: InvoicePaymentParamsSchema,
      },
    },
    async (request, reply) => {
      const { actor, id, paymentId } = await paymentOfRequest(deps, request);
      await deletePayment(deps, actor, { id, paymentId });
      return reply.code(204).send();
    },
  );
};
