import { collection } from "../collection-endpoints.ts";
import { DetailSchema, IdParamsSchema, ValidationErrorSchema } from "../common.ts";
import { endpoint, fileAnswer } from "../endpoint.ts";
import { NoContentSchema } from "../errors.ts";
import {
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
} from "./invoicing.ts";

const BASE = "/api/invoicing/invoice";
const tags = ["invoices"];

/** The PDF's summary: `pdf` and `facturx` answer the same file. */
const PDF_SUMMARY =
  "The issued invoice as PDF/A-3b with its CII XML embedded as factur-x.xml (Factur-X / ZUGFeRD, profile EN 16931)";

/** An issued invoice's readable PDF, which carries its CII XML. */
const pdfDocument = <const P extends string>(path: P) =>
  endpoint({
    method: "GET",
    path,
    tags,
    summary: PDF_SUMMARY,
    params: IdParamsSchema,
    responses: {
      200: fileAnswer("Factur-X PDF/A-3b.", ["application/pdf"]),
      400: {
        description: "The invoice is a draft: only an issued one has documents.",
        schema: ValidationErrorSchema,
      },
    },
  });

/** An issued invoice's e-invoice XML in one syntax. */
const xmlDocument = <const P extends string>(path: P, summary: string, description: string) =>
  endpoint({
    method: "GET",
    path,
    tags,
    summary,
    params: IdParamsSchema,
    responses: {
      200: fileAnswer(description, ["application/xml"]),
      400: {
        description: "The invoice is a draft: only an issued one has an e-invoice.",
        schema: ValidationErrorSchema,
      },
    },
  });

/** Invoices, payments and their documents. */
export const invoicingEndpoints = {
  invoice: {
    ...collection(
      {
        path: `${BASE}/`,
        name: "invoice",
        tag: "invoices",
        summaries: {
          list: "List invoices and credit notes (filters status, debtor, issued_after, issued_before; search by number)",
          create: "Create a draft from unbilled time and manual lines",
          get: "One invoice with its lines and payments",
          remove: "Delete a draft (its logs become free)",
        },
        query: InvoiceQuerySchema,
        list: InvoiceListSchema,
        detail: InvoiceDetailSchema,
        write: InvoiceWriteSchema,
      },
      ["list", "create", "get", "remove"],
    ),
    preview: endpoint({
      method: "POST",
      path: `${BASE}/preview/`,
      tags,
      summary: "Lines and totals of a draft with this body, saving nothing",
      body: InvoiceWriteSchema,
      responses: { 200: InvoicePreviewSchema },
    }),
    update: endpoint({
      method: "PUT",
      path: `${BASE}/:id/`,
      tags,
      summary: "Build a draft again with these parameters",
      params: IdParamsSchema,
      body: InvoiceWriteSchema,
      responses: { 200: InvoiceDetailSchema },
    }),
    patch: endpoint({
      method: "PATCH",
      path: `${BASE}/:id/`,
      tags,
      summary: "Change some of a draft's parameters and build it again",
      params: IdParamsSchema,
      body: InvoicePatchSchema,
      responses: { 200: InvoiceDetailSchema },
    }),
    issue: endpoint({
      method: "POST",
      path: `${BASE}/:id/issue/`,
      tags,
      summary: "Issue a draft: number, frozen parties and totals, logs linked",
      params: IdParamsSchema,
      body: InvoiceIssueSchema.optional(),
      responses: { 200: InvoiceDetailSchema },
    }),
    nextNumber: endpoint({
      method: "GET",
      path: `${BASE}/:id/next-number/`,
      tags,
      summary: "The number issuing this draft would give it on issue_date (not drawn)",
      params: IdParamsSchema,
      query: InvoiceNumberPreviewQuerySchema,
      responses: {
        200: InvoiceNumberPreviewSchema,
        400: {
          description: "Not a draft, or an impossible date.",
          schema: ValidationErrorSchema,
        },
      },
    }),
    markSent: endpoint({
      method: "POST",
      path: `${BASE}/:id/mark-sent/`,
      tags,
      summary: "Mark an issued invoice as sent",
      params: IdParamsSchema,
      responses: { 200: InvoiceDetailSchema },
    }),
    cancel: endpoint({
      method: "POST",
      path: `${BASE}/:id/cancel/`,
      tags,
      summary: "Cancel an issued invoice by a credit note (381); answers the credit note",
      params: IdParamsSchema,
      body: InvoiceCancelSchema,
      responses: { 201: InvoiceDetailSchema },
    }),
    sendDefaults: endpoint({
      method: "GET",
      path: `${BASE}/:id/send/`,
      tags,
      summary:
        "What sending starts from: the debtor's invoice address, the subject and the mail's text in the invoice's language, the signed-in user's address for a copy",
      params: IdParamsSchema,
      responses: {
        200: InvoiceSendDefaultsSchema,
        400: {
          description: "The invoice is a draft or cancelled.",
          schema: ValidationErrorSchema,
        },
      },
    }),
    send: endpoint({
      method: "POST",
      path: `${BASE}/:id/send/`,
      tags,
      summary:
        "E-mail an issued invoice with its stored PDF (and the XML the debtor prefers), then mark it sent: to the debtor's invoice address with the product's text, or to the addresses and with the text of the body",
      params: IdParamsSchema,
      body: InvoiceSendSchema.optional(),
      responses: {
        200: InvoiceDetailSchema,
        400: {
          description:
            "The invoice is a draft or cancelled, the debtor has no e-mail address (and the body names none), or an address or the text is invalid.",
          schema: ValidationErrorSchema,
        },
        502: {
          description:
            "The mail server did not take the mail: the delivery is kept and tried again automatically.",
          schema: DetailSchema,
        },
      },
    }),
    pdf: pdfDocument(`${BASE}/:id/pdf/`),
    facturx: pdfDocument(`${BASE}/:id/facturx/`),
    cii: xmlDocument(
      `${BASE}/:id/cii/`,
      "The issued invoice as UN/CEFACT CII XML (EN 16931)",
      "CII XML (EN 16931).",
    ),
    ubl: xmlDocument(
      `${BASE}/:id/ubl/`,
      "The issued invoice as UBL 2.1 XML (EN 16931, XRechnung with the buyer reference)",
      "UBL 2.1 XML (EN 16931, XRechnung).",
    ),
  },
  payment: {
    create: endpoint({
      method: "POST",
      path: `${BASE}/:id/payment/`,
      tags,
      summary: "Record a payment of an issued invoice",
      params: IdParamsSchema,
      body: InvoicePaymentWriteSchema,
      responses: { 201: InvoiceDetailSchema },
    }),
    patch: endpoint({
      method: "PATCH",
      path: `${BASE}/:id/payments/:payment_id/`,
      tags,
      summary:
        "Correct a payment of an issued invoice (date, amount, note); the payments together may not exceed the amount due",
      params: InvoicePaymentParamsSchema,
      body: InvoicePaymentPatchSchema,
      responses: { 200: InvoiceDetailSchema },
    }),
    remove: endpoint({
      method: "DELETE",
      path: `${BASE}/:id/payments/:payment_id/`,
      tags,
      summary: "Delete a payment of an issued invoice (recorded by mistake)",
      params: InvoicePaymentParamsSchema,
      responses: { 204: NoContentSchema },
    }),
  },
};
