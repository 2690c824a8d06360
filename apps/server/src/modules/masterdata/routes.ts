import {
  COMPANY_MANAGERS,
  CompanyListSchema,
  CompanySchema,
  CompanyWriteSchema,
  CurrencyListSchema,
  CurrencySchema,
  ERROR_RESPONSES,
  IdParamsSchema,
  ListQuerySchema,
} from "@tempus/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../core/errors.ts";
import { currentUser } from "../../http/authentication.ts";
import { anyone, listInput, registerCollection } from "../../http/collection-routes.ts";
import { errorResponse, fileResponse } from "../../http/declared-responses.ts";
import { parseId } from "../../http/ids.ts";
import { absoluteUrl } from "../../http/urls.ts";
import { companyImageName, findCompanyImage, IMAGE_CONTENT_TYPES } from "./company-image.ts";
import { readCompanyWrite } from "./company-write-request.ts";
import type { MasterdataDeps } from "./deps.ts";
import { getCompanyInfo } from "./get-company-info.ts";
import { getCurrency } from "./get-currency.ts";
import { listCompanyInfo } from "./list-company-info.ts";
import { listCurrencies } from "./list-currencies.ts";
import { updateCompanyInfo } from "./update-company-info.ts";

const tags = ["masterdata"];

export const masterdataRoutes: FastifyPluginAsyncZod<{ deps: MasterdataDeps }> = async (
  app,
  { deps },
) => {
  const { db } = deps;
  registerCollection(app, deps, {
    url: "/api/masterdata/currency/",
    name: "currency",
    tag: "masterdata",
    summaries: { list: "ISO 4217 currencies", get: "One currency" },
    actor: anyone,
    publicReads: true,
    schemas: { query: ListQuerySchema, list: CurrencyListSchema, detail: CurrencySchema },
    operations: { list: listCurrencies, get: getCurrency },
  });

  app.get(
    "/api/masterdata/company-info/",
    {
      schema: {
        tags,
        summary: "The caller's company, as a collection of one",
        querystring: ListQuerySchema,
        response: { 200: CompanyListSchema },
      },
    },
    (request) => listCompanyInfo(deps, currentUser(request), listInput(request, request.query)),
  );
  app.get(
    "/api/masterdata/company-info/:id/",
    {
      schema: {
        tags,
        summary: "The caller's company",
        params: IdParamsSchema,
        response: { 200: CompanySchema },
      },
    },
    (request) =>
      getCompanyInfo(deps, currentUser(request), {
        id: parseId(request.params.id),
        url: absoluteUrl(request),
      }),
  );
  for (const method of ["PUT", "PATCH"] as const) {
    app.route({
      method,
      url: "/api/masterdata/company-info/:id/",
      config: { roles: COMPANY_MANAGERS },
      // Multipart bodies are read by the handler; JSON bodies are validated there the same way.
      attachValidation: true,
      schema: {
        tags,
        summary:
          method === "PUT"
            ? "Replace the company's details (JSON or multipart)"
            : "Change the company's details and logo (JSON or multipart with company_image)",
        params: IdParamsSchema,
        body: CompanyWriteSchema.extend({ company_image: z.null().optional() }),
        response: { 200: CompanySchema },
      },
      handler: async (request) => {
        const actor = currentUser(request);
        const target = { id: parseId(request.params.id), url: absoluteUrl(request) };
        await getCompanyInfo(deps, actor, target);
        const write = await readCompanyWrite(request, { requireName: method === "PUT" });
        return updateCompanyInfo(deps, actor, { ...target, ...write });
      },
    });
  }

  app.get(
    "/api/masterdata/company-image/",
    {
      schema: {
        tags,
        summary: "The company logo's bytes",
        response: {
          200: fileResponse("The logo.", IMAGE_CONTENT_TYPES),
          404: errorResponse(ERROR_RESPONSES.notFound),
        },
      },
    },
    async (request, reply) => {
      const image = await findCompanyImage(db, { companyId: currentUser(request).companyId });
      return reply
        .type(image.contentType)
        .header("cache-control", "private, no-cache")
        .header("content-disposition", `inline; filename="logo.${image.extension}"`)
        .send(image.data);
    },
  );
  app.get(
    "/media/company-image/:file",
    {
      config: { auth: "none" },
      schema: {
        tags,
        summary: "A logo by its public, unguessable name",
        params: z.object({ file: z.string() }),
        response: { 200: fileResponse("The logo.", IMAGE_CONTENT_TYPES) },
      },
    },
    async (request, reply) => {
      const name = companyImageName(request.params.file);
      if (!name) throw notFound();
      const image = await findCompanyImage(db, name);
      return reply
        .type(image.contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-disposition", `inline; filename="logo.${image.extension}"`)
        .send(image.data);
    },
  );
};
