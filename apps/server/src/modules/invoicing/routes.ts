import {
  COMPANY_MANAGERS,
  IdParamsSchema,
  InvoiceCancelSchema,
  InvoiceDetailSchema,
  InvoiceIssueSchema,
  InvoiceListSchema,
  InvoiceNumberPreviewQuerySchema,
  InvoiceNumberPreviewSchema,
  InvoicePatchSchema,
  InvoicePreviewSchema,
  InvoiceQuerySchema,
  InvoiceWriteSchema,
  ValidationErrorSchema,
} from "@tempus/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { listInput } from "../../http/collection-routes.ts";
import { errorResponse } from "../../http/declared-responses.ts";
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

const BASE = "/api/invoicing/invoice";
const tags = ["invoices"];
/** Owner and admins only: members never see invoices (403 before anything else). */
const config = { roles: COMPANY_MANAGERS };

export const invoicingRoutes: FastifyPluginAsyncZod<{ deps: InvoicingDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    `${BASE}/`,
    {
      config,
      schema: {
        tags,
        summary:
          "List invoices and credit notes (filters status, debtor, issued_after, issued_before; search by number)",
        querystring: InvoiceQuerySchema,
        response: { 200: InvoiceListSchema },
      },
    },
    (request) => listInvoices(deps, currentUser(request), listInput(request, request.query)),
  );
  app.post(
    `${BASE}/preview/`,
    {
      config,
      schema: {
        tags,
        summary: "Lines and totals of a draft with this body, saving nothing",
        body: InvoiceWriteSchema,
        response: { 200: InvoicePreviewSchema },
      },
    },
    (request) => previewInvoice(deps, currentUser(request), request.body),
  );
  app.post(
    `${BASE}/`,
    {
      config,
      schema: {
        tags,
        summary: "Create a draft from unbilled time and manual lines",
        body: InvoiceWriteSchema,
        response: { 201: InvoiceDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDraft(deps, currentUser(request), request.body)),
  );
  app.get(
    `${BASE}/:id/`,
    {
      config,
      schema: {
        tags,
        summary: "One invoice with its lines and payments",
        params: IdParamsSchema,
        response: { 200: InvoiceDetailSchema },
      },
    },
    (request) => getInvoice(deps, currentUser(request), parseId(request.params.id)),
  );
  app.put(
    `${BASE}/:id/`,
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "Build a draft again with these parameters",
        params: IdParamsSchema,
        body: InvoiceWriteSchema,
        response: { 200: InvoiceDetailSchema },
      },
    },
    async (request) => {
      const { actor, id } = await invoiceOfRequest(deps, request);
      return updateDraft(deps, actor, id, request.body);
    },
  );
  app.patch(
    `${BASE}/:id/`,
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "Change some of a draft's parameters and build it again",
        params: IdParamsSchema,
        body: InvoicePatchSchema,
        response: { 200: InvoiceDetailSchema },
      },
    },
    async (request) => {
      const { actor, id } = await invoiceOfRequest(deps, request);
      return updateDraft(deps, actor, id, request.body);
    },
  );
  app.delete(
    `${BASE}/:id/`,
    {
      config,
      schema: {
        tags,
        summary: "Delete a draft (its logs become free)",
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteDraft(deps, currentUser(request), parseId(request.params.id));
      return reply.code(204).send();
    },
  );
  app.post(
    `${BASE}/:id/issue/`,
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "Issue a draft: number, frozen parties and totals, logs linked",
        params: IdParamsSchema,
        body: InvoiceIssueSchema.optional(),
        response: { 200: InvoiceDetailSchema },
      },
    },
    async (request) => {
      const { actor, id } = await invoiceOfRequest(deps, request);
      return issueInvoice(deps, actor, id, request.body ?? {});
    },
  );
  app.get(
    `${BASE}/:id/next-number/`,
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "The number issuing this draft would give it on issue_date (not drawn)",
        params: IdParamsSchema,
        querystring: InvoiceNumberPreviewQuerySchema,
        response: {
          200: InvoiceNumberPreviewSchema,
          400: errorResponse({
            description: "Not a draft, or an impossible date.",
            schema: ValidationErrorSchema,
          }),
        },
      },
    },
    async (request) => {
      const { actor, id } = await invoiceOfRequest(deps, request);
      return previewInvoiceNumber(deps, actor, id, request.query);
    },
  );
  app.post(
    `${BASE}/:id/mark-sent/`,
    {
      config,
      schema: {
        tags,
        summary: "Mark an issued invoice as sent",
        params: IdParamsSchema,
        response: { 200: InvoiceDetailSchema },
      },
    },
    (request) => markSent(deps, currentUser(request), parseId(request.params.id)),
  );
  await app.register(paymentRoutes, { deps });
  app.post(
    `${BASE}/:id/cancel/`,
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "Cancel an issued invoice by a credit note (381); answers the credit note",
        params: IdParamsSchema,
        body: InvoiceCancelSchema,
        response: { 201: InvoiceDetailSchema },
      },
    },
    async (request, reply) => {
      const { actor, id } = await invoiceOfRequest(deps, request);
      return reply.code(201).send(await cancelInvoice(deps, actor, id, request.body));
    },
  );
  await app.register(documentRoutes, { deps });
};
