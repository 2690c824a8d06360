import { COMPANY_MANAGERS } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { listInput } from "../../http/collection-routes.ts";
import { route } from "../../http/endpoint-routes.ts";
import { parseId } from "../../http/ids.ts";
import { cancelInvoice } from "./cancel-invoice.ts";
import { createDraft } from "./create-draft.ts";
import { deleteDraft } from "./delete-draft.ts";
import type { InvoicingDeps } from "./deps.ts";
import { documentRoutes } from "./document-routes.ts";
import { getInvoice } from "./get-invoice.ts";
import { invoiceOfRequest } from "./invoice-request.ts";
import { issueInvoice } from "./issue-invoice.ts";
import { listInvoices } from "./list-invoices.ts";
import { markSent } from "./mark-sent.ts";
import { paymentRoutes } from "./payment-routes.ts";
import { previewInvoice } from "./preview-invoice.ts";
import { previewInvoiceNumber } from "./preview-invoice-number.ts";
import { updateDraft } from "./update-draft.ts";

const { invoice } = endpoints;
/** Owner and admins only: members never see invoices (403 before anything else). */
const config = { roles: COMPANY_MANAGERS };
/** Routes with an id and a body: the invoice is looked up before the body's errors are told. */
const lookUpFirst = { attachValidation: true };

export const invoicingRoutes: FastifyPluginAsyncZod<{ deps: InvoicingDeps }> = async (
  app,
  { deps },
) => {
  route(app, invoice.list, {
    config,
    handler: (request) =>
      listInvoices(deps, currentUser(request), listInput(request, request.query)),
  });
  route(app, invoice.preview, {
    config,
    handler: (request) => previewInvoice(deps, currentUser(request), request.body),
  });
  route(app, invoice.create, {
    config,
    handler: (request) => createDraft(deps, currentUser(request), request.body),
  });
  route(app, invoice.get, {
    config,
    handler: (request) => getInvoice(deps, currentUser(request), parseId(request.params.id)),
  });
  route(app, invoice.update, {
    config,
    options: lookUpFirst,
    handler: async (request) => {
      const { actor, id } = await invoiceOfRequest(deps, request);
      return updateDraft(deps, actor, id, request.body);
    },
  });
  route(app, invoice.patch, {
    config,
    options: lookUpFirst,
    handler: async (request) => {
      const { actor, id } = await invoiceOfRequest(deps, request);
      return updateDraft(deps, actor, id, request.body);
    },
  });
  route(app, invoice.remove, {
    config,
    handler: async (request) => {
      await deleteDraft(deps, currentUser(request), parseId(request.params.id));
      return undefined;
    },
  });
  route(app, invoice.issue, {
    config,
    options: lookUpFirst,
    handler: async (request) => {
      const { actor, id } = await invoiceOfRequest(deps, request);
      return issueInvoice(deps, actor, id, request.body ?? {});
    },
  });
  route(app, invoice.nextNumber, {
    config,
    options: lookUpFirst,
    handler: async (request) => {
      const { actor, id } = await invoiceOfRequest(deps, request);
      return previewInvoiceNumber(deps, actor, id, request.query);
    },
  });
  route(app, invoice.markSent, {
    config,
    handler: (request) => markSent(deps, currentUser(request), parseId(request.params.id)),
  });
  await app.register(paymentRoutes, { deps });
  route(app, invoice.cancel, {
    config,
    options: lookUpFirst,
    handler: async (request) => {
      const { actor, id } = await invoiceOfRequest(deps, request);
      return cancelInvoice(deps, actor, id, request.body);
    },
  });
  await app.register(documentRoutes, { deps });
};
