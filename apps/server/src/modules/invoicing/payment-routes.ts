import { COMPANY_MANAGERS } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint-routes.ts";
import { deletePayment } from "./delete-payment.ts";
import type { InvoicingDeps } from "./deps.ts";
import { invoiceOfRequest, paymentOfRequest } from "./invoice-request.ts";
import { recordPayment } from "./record-payment.ts";
import { updatePayment } from "./update-payment.ts";

const { payment } = endpoints;
/** Owner and admins only: members never see invoices (403 before anything else). */
const config = { roles: COMPANY_MANAGERS };
/** The invoice (and payment) are looked up before the body's errors are told. */
const lookUpFirst = { attachValidation: true };

/** An invoice's payments: record, correct, delete. */
export const paymentRoutes: FastifyPluginAsyncZod<{ deps: InvoicingDeps }> = async (
  app,
  { deps },
) => {
  route(app, payment.create, {
    config,
    options: lookUpFirst,
    handler: async (request) => {
      const { actor, id } = await invoiceOfRequest(deps, request);
      return recordPayment(deps, actor, id, request.body);
    },
  });
  route(app, payment.patch, {
    config,
    options: lookUpFirst,
    handler: async (request) => {
      const { actor, id, paymentId } = await paymentOfRequest(deps, request);
      return updatePayment(deps, actor, { id, paymentId, body: request.body });
    },
  });
  route(app, payment.remove, {
    config,
    handler: async (request) => {
      const { actor, id, paymentId } = await paymentOfRequest(deps, request);
      await deletePayment(deps, actor, { id, paymentId });
      return undefined;
    },
  });
};
