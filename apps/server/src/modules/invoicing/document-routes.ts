import { COMPANY_MANAGERS } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { route } from "../../http/endpoint-routes.ts";
import { parseId } from "../../http/ids.ts";
import type { InvoicingDeps } from "./deps.ts";
import { getSendDefaults } from "./get-send-defaults.ts";
import { invoiceFile } from "./invoice-pdf.ts";
import { invoiceOfRequest } from "./invoice-request.ts";
import { sendInvoice } from "./send-invoice.ts";

const { invoice } = endpoints;
/** Owner and admins only: members never see invoices (403 before anything else). */
const config = { roles: COMPANY_MANAGERS };

/** An issued invoice's documents (PDF, CII, UBL) and sending them. */
export const documentRoutes: FastifyPluginAsyncZod<{ deps: InvoicingDeps }> = async (
  app,
  { deps },
) => {
  route(app, invoice.sendDefaults, {
    config,
    handler: (request) => getSendDefaults(deps, currentUser(request), parseId(request.params.id)),
  });
  route(app, invoice.send, {
    config,
    options: { attachValidation: true },
    handler: async (request) => {
      const { actor, id } = await invoiceOfRequest(deps, request);
      return sendInvoice(deps, actor, id, request.body ?? {}, request.log);
    },
  });
  /** An issued invoice's stored document, as it was frozen at issue, with its hash. */
  const sendDocument =
    (kind: "pdf" | "cii" | "ubl", contentType: string) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const file = await invoiceFile(deps, currentUser(request), parseId(request.params.id), kind);
      return reply
        .type(contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("x-content-sha256", file.sha256)
        .send(file.content);
    };
  // `pdf` and `facturx` answer the same file: the readable invoice that carries its CII XML.
  route(app, invoice.pdf, { config, handler: sendDocument("pdf", "application/pdf") });
  route(app, invoice.facturx, { config, handler: sendDocument("pdf", "application/pdf") });
  const xml = "application/xml; charset=utf-8";
  route(app, invoice.cii, { config, handler: sendDocument("cii", xml) });
  route(app, invoice.ubl, { config, handler: sendDocument("ubl", xml) });
};
