import {
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
import type { Database } from "../../db/open-database.ts";
import { currentUser } from "../../http/authentication.ts";
import { errorResponse, fileResponse } from "../../http/declared-responses.ts";
import { parseId } from "../../http/ids.ts";
import { ADMINS } from "../../http/permissions.ts";
import {
  findCompanyImage,
  IMAGE_CONTENT_TYPES,
  removeCompanyImage,
  storeCompanyImage,
} from "./company-image.ts";
import { getCompanyInfo, listCompanyInfo, updateCompanyInfo } from "./company-info.ts";
import { getCurrency, listCurrencies } from "./currencies.ts";
import { readCompanyWrite } from "./read-company-write.ts";

const tags = ["masterdata"];

export const masterdataRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/masterdata/currency/",
    {
      config: { auth: "optional" },
      schema: {
        tags,
        summary: "ISO 4217 currencies",
        querystring: ListQuerySchema,
        response: { 200: CurrencyListSchema },
      },
    },
    (request) => listCurrencies(db, request),
  );
  app.get(
    "/api/masterdata/currency/:id/",
    {
      config: { auth: "optional" },
      schema: {
        tags,
        summary: "One currency",
        params: IdParamsSchema,
        response: { 200: CurrencySchema },
      },
    },
    (request) => getCurrency(db, parseId(request.params.id)),
  );

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
    (request) => listCompanyInfo(db, request, currentUser(request).companyId),
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
      getCompanyInfo(db, request, currentUser(request).companyId, parseId(request.params.id)),
  );
  for (const method of ["PUT", "PATCH"] as const) {
    app.route({
      method,
      url: "/api/masterdata/company-info/:id/",
      config: { roles: ADMINS },
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
        const companyId = currentUser(request).companyId;
        const id = parseId(request.params.id);
        await getCompanyInfo(db, request, companyId, id);
        const { changes, image } = await readCompanyWrite(request, {
          requireName: method === "PUT",
        });
        if (image) await storeCompanyImage(db, companyId, image);
        if (image === null) await removeCompanyImage(db, companyId);
        return updateCompanyInfo(db, request, companyId, id, changes);
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
      const token = request.params.file.replace(/\.(png|jpg|webp)$/, "");
      const image = await findCompanyImage(db, { token });
      return reply
        .type(image.contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(image.data);
    },
  );
};
