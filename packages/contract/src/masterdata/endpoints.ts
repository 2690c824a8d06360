import { z } from "zod";
import { collection } from "../collection-endpoints.ts";
import { IdParamsSchema } from "../common.ts";
import { endpoint, fileAnswer } from "../endpoint.ts";
import { ERROR_RESPONSES } from "../errors.ts";
import { ListQuerySchema } from "../filters.ts";
import {
  COMPANY_IMAGE_TYPES,
  CompanyListSchema,
  CompanySchema,
  CompanyWriteSchema,
} from "./company.ts";
import { CurrencyListSchema, CurrencySchema } from "./currency.ts";

const BASE = "/api/masterdata";
const tags = ["masterdata"];

/** A change of the company as JSON; a multipart body carries the logo as `company_image`. */
const CompanyChangeSchema = CompanyWriteSchema.extend({ company_image: z.null().optional() });

/** The company's information, logo and currencies. */
export const masterdataEndpoints = {
  currency: collection(
    {
      path: `${BASE}/currency/`,
      name: "currency",
      tag: "masterdata",
      summaries: { list: "ISO 4217 currencies", get: "One currency" },
      query: ListQuerySchema,
      list: CurrencyListSchema,
      detail: CurrencySchema,
    },
    ["list", "get"],
  ),
  companyInfo: {
    ...collection(
      {
        path: `${BASE}/company-info/`,
        name: "company info",
        tag: "masterdata",
        summaries: {
          list: "The caller's company, as a collection of one",
          get: "The caller's company",
        },
        query: ListQuerySchema,
        list: CompanyListSchema,
        detail: CompanySchema,
      },
      ["list", "get"],
    ),
    update: endpoint({
      method: "PUT",
      path: `${BASE}/company-info/:id/`,
      tags,
      summary: "Replace the company's details (JSON or multipart)",
      params: IdParamsSchema,
      body: CompanyChangeSchema,
      responses: { 200: CompanySchema },
    }),
    patch: endpoint({
      method: "PATCH",
      path: `${BASE}/company-info/:id/`,
      tags,
      summary: "Change the company's details and logo (JSON or multipart with company_image)",
      params: IdParamsSchema,
      body: CompanyChangeSchema,
      responses: { 200: CompanySchema },
    }),
  },
  companyImage: {
    get: endpoint({
      method: "GET",
      path: `${BASE}/company-image/`,
      tags,
      summary: "The company logo's bytes",
      responses: {
        200: fileAnswer("The logo.", COMPANY_IMAGE_TYPES),
        404: ERROR_RESPONSES.notFound,
      },
    }),
    file: endpoint({
      method: "GET",
      path: "/media/company-image/:file",
      tags,
      summary: "A logo by its public, unguessable name",
      params: z.object({ file: z.string() }),
      responses: { 200: fileAnswer("The logo.", COMPANY_IMAGE_TYPES) },
    }),
  },
};
