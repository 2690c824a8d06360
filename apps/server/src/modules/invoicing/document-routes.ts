import {
  COMPANY_MANAGERS,
  DetailSchema,
  IdParamsSchema,
  InvoiceDetailSchema,
  InvoiceSendDefaultsSchema,
  InvoiceSendSchema,
  ValidationErrorSchema,
} from "@tempus/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { errorResponse, fileResponse } from "../../http/declared-responses.ts";
import { parseId } from "../../http/ids.ts";
import type { InvoicingDeps } from "./deps.ts";
import { getSendDefaults } from "./get-send-defaults.ts";
import { invoiceFile } from "./invoice-pdf.ts";
import { invoiceOfRequest } from "./invoice-request.ts";
import { sendInvoice } from "./send-invoice.ts";

const BASE = "/api/invoicing/invoice";
const tags = ["invoices"];
/** Owner and admins only: members never see invoices (403 before anything else). */
const config = { roles: COMPANY_MANAGERS };

/** An issued invoice's documents (PDF, CII, UBL) and sending them. */
export const documentRoutes: FastifyPluginAsyncZod<{ deps: InvoicingDeps }> = async (
  app,
  { deps },
) => {
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
      const { actor, id } = await invoiceOfRequest(deps, request);
      return sendInvoice(deps, actor, id, request.body ?? {}, request.log);
    },
  );
  /** An issued invoice's stored document, as it was frozen at issue, with its hash. */
  const sendDocument = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    kind: "pdf" | "cii" | "ubl",
    contentType: string,
  ) => {
    const file = await invoiceFile(deps, currentUser(request), parseId(request.params.id), kind);
    return reply
      .type(contentType)
      .header("content-disposition", `attachment; filename="${file.fileName}"`)
      .header("x-content-sha256", file.sha256)
      .send(file.content);
  };
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
      (request, reply) => sendDocument(request, reply, "pdf", "application/pdf"),
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
      (request, reply) => sendDocument(request, reply, syntax, "application/xml; charset=utf-8"),
    );
  }
};
