import {
  COMPANY_MANAGERS,
  DetailSchema,
  IdParamsSchema,
  InvoiceCancelSchema,
  InvoiceDetailSchema,
  InvoiceIssueSchema,
  InvoiceListSchema,
  InvoiceNumberPreviewQuerySchema,
  InvoiceNumberPreviewSchema,
  InvoicePatchSchema,
  InvoicePaymentParamsSchema,
  InvoicePaymentPatchSchema,
  InvoicePaymentWriteSchema,
  InvoicePreviewSchema,
  InvoiceQuerySchema,
  InvoiceSendDefaultsSchema,
  InvoiceSendSchema,
  InvoiceWriteSchema,
  ValidationErrorSchema,
} from "@tempus/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { listInput } from "../../http/collection-routes.ts";
import { errorResponse, fileResponse } from "../../http/declared-responses.ts";
import { parseId } from "../../http/ids.ts";
import { cancelInvoice } from "./cancel-invoice.ts";
import { createDraft } from "./create-draft.ts";
import { deleteDraft } from "./delete-draft.ts";
import { deletePayment } from "./delete-payment.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice } from "./find-invoice.ts";
import { getInvoice } from "./get-invoice.ts";
import { getSendDefaults } from "./get-send-defaults.ts";
import { invoiceFile } from "./invoice-pdf.ts";
import { issueInvoice } from "./issue-invoice.ts";
import { listInvoices } from "./list-invoices.ts";
import { markSent } from "./mark-sent.ts";
import { findPayment } from "./payment-write.ts";
import { previewInvoice } from "./preview-invoice.ts";
import { previewInvoiceNumber } from "./preview-invoice-number.ts";
import { recordPayment } from "./record-payment.ts";
import { sendInvoice } from "./send-invoice.ts";
import { updateDraft } from "./update-draft.ts";
import { updatePayment } from "./update-payment.ts";

const BASE = "/api/invoicing/invoice";
const tags = ["invoices"];
/** Owner and admins only: members never see invoices (403 before anything else). */
const config = { roles: COMPANY_MANAGERS };

export const invoicingRoutes: FastifyPluginAsyncZod<{ deps: InvoicingDeps }> = async (
  app,
  { deps },
) => {
  /**
   * DRF looks the object up before it reads the body: another company's id is
   * 404 whatever the body holds. (Routes with an id and a body attach their
   * validation error, thrown here after the look-up.)
   */
  const lookedUp = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const actor = currentUser(request);
    const id = parseId(request.params.id);
    await findInvoice(deps.db, actor.companyId, id);
    if (request.validationError) throw request.validationError;
    return { actor, id };
  };
  /** The same for one payment of an invoice: a payment of another invoice is 404 too. */
  const paymentLookedUp = async (
    request: FastifyRequest<{ Params: { id: string; payment_id: string } }>,
  ) => {
    const actor = currentUser(request);
    const id = parseId(request.params.id);
    const paymentId = parseId(request.params.payment_id);
    await findInvoice(deps.db, actor.companyId, id);
    await findPayment(deps.db, actor.companyId, id, paymentId);
    if (request.validationError) throw request.validationError;
    return { actor, id, paymentId };
  };
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
      const { actor, id } = await lookedUp(request);
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
      const { actor, id } = await lookedUp(request);
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
      const { actor, id } = await lookedUp(request);
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
      const { actor, id } = await lookedUp(request);
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
      const { actor, id } = await lookedUp(request);
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
      const { actor, id, paymentId } = await paymentLookedUp(request);
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
      const { actor, id, paymentId } = await paymentLookedUp(request);
      await deletePayment(deps, actor, { id, paymentId });
      return reply.code(204).send();
    },
  );
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
      const { actor, id } = await lookedUp(request);
      return reply.code(201).send(await cancelInvoice(deps, actor, id, request.body));
    },
  );
  app.get(
    `${BASE}/:id/send/`,
    {
      config,
      schema: {
        tags,
        summary:
          "What sending starts from: the debtor's invoice address, the subject and the mail's text in the invoice's language, the signed-in user's address for a copy",
        params: IdParamsSchema,
        response: {
          200: InvoiceSendDefaultsSchema,
          400: errorResponse({
            description: "The invoice is a draft or cancelled.",
            schema: ValidationErrorSchema,
          }),
        },
      },
    },
    (request) => getSendDefaults(deps, currentUser(request), parseId(request.params.id)),
  );
  app.post(
    `${BASE}/:id/send/`,
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary:
          "E-mail an issued invoice with its stored PDF (and the XML the debtor prefers), then mark it sent: to the debtor's invoice address with the product's text, or to the addresses and with the text of the body",
        params: IdParamsSchema,
        body: InvoiceSendSchema.optional(),
        response: {
          200: InvoiceDetailSchema,
          400: errorResponse({
            description:
              "The invoice is a draft or cancelled, the debtor has no e-mail address (and the body names none), or an address or the text is invalid.",
            schema: ValidationErrorSchema,
          }),
          502: errorResponse({
            description:
              "The mail server did not take the mail: the delivery is kept and tried again automatically.",
            schema: DetailSchema,
          }),
        },
      },
    },
    async (request) => {
      const { actor, id } = await lookedUp(request);
      return sendInvoice(deps, actor, id, request.body ?? {}, request.log);
    },
  );
  // `pdf` and `facturx` answer the same file: the readable invoice that carries its CII XML.
  for (const name of ["pdf", "facturx"] as const) {
    app.get(
      `${BASE}/:id/${name}/`,
      {
        config,
        schema: {
          tags,
          summary:
            "The issued invoice as PDF/A-3b with its CII XML embedded as factur-x.xml (Factur-X / ZUGFeRD, profile EN 16931)",
          params: IdParamsSchema,
          response: {
            200: fileResponse("Factur-X PDF/A-3b.", ["application/pdf"]),
            400: errorResponse({
              description: "The invoice is a draft: only an issued one has documents.",
              schema: ValidationErrorSchema,
            }),
          },
        },
      },
      async (request, reply) => {
        const file = await invoiceFile(
          deps,
          currentUser(request),
          parseId(request.params.id),
          "pdf",
        );
        return reply
          .type("application/pdf")
          .header("content-disposition", `attachment; filename="${file.fileName}"`)
          .header("x-content-sha256", file.sha256)
          .send(file.content);
      },
    );
  }
  for (const syntax of ["cii", "ubl"] as const) {
    app.get(
      `${BASE}/:id/${syntax}/`,
      {
        config,
        schema: {
          tags,
          summary:
            syntax === "cii"
              ? "The issued invoice as UN/CEFACT CII XML (EN 16931)"
              : "The issued invoice as UBL 2.1 XML (EN 16931, XRechnung with the buyer reference)",
          params: IdParamsSchema,
          response: {
            200: fileResponse(
              syntax === "cii" ? "CII XML (EN 16931)." : "UBL 2.1 XML (EN 16931, XRechnung).",
              ["application/xml"],
            ),
            400: errorResponse({
              description: "The invoice is a draft: only an issued one has an e-invoice.",
              schema: ValidationErrorSchema,
            }),
          },
        },
      },
      async (request, reply) => {
        const file = await invoiceFile(
          deps,
          currentUser(request),
          parseId(request.params.id),
          syntax,
        );
        return reply
          .type("application/xml; charset=utf-8")
          .header("content-disposition", `attachment; filename="${file.fileName}"`)
          .header("x-content-sha256", file.sha256)
          .send(file.content);
      },
    );
  }
};
