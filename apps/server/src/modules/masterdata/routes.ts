import {
  CurrencyListSchema,
  CurrencySchema,
  DetailSchema,
  IdParamsSchema,
  ListQuerySchema,
} from "@tempus/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/open-database.ts";
import { parseId } from "../../http/ids.ts";
import { getCurrency, listCurrencies } from "./currencies.ts";

export const masterdataRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/masterdata/currency/",
    {
      config: { auth: "optional" },
      schema: {
        tags: ["masterdata"],
        summary: "ISO 4217 currencies",
        querystring: ListQuerySchema,
        response: { 200: CurrencyListSchema, 404: DetailSchema },
      },
    },
    (request) => listCurrencies(db, request),
  );
  app.get(
    "/api/masterdata/currency/:id/",
    {
      config: { auth: "optional" },
      schema: {
        tags: ["masterdata"],
        summary: "One currency",
        params: IdParamsSchema,
        response: { 200: CurrencySchema, 404: DetailSchema },
      },
    },
    (request) => getCurrency(db, parseId(request.params.id)),
  );
};
