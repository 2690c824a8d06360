import { IdParamsSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { ERROR_RESPONSES } from "../errors.ts";
import { ImportJobSchema, ImportRunSchema } from "./imports.ts";

const BASE = "/api/projectmanagement/import";
const tags = ["imports"];

/** Importing other time trackers' export files (decision 037); owners and admins. */
export const importEndpoints = {
  timeImport: {
    upload: endpoint({
      method: "POST",
      path: `${BASE}/`,
      tags,
      summary: "Upload an export file: its format detected, a dry run of what importing it does",
      description:
        "A multipart form with the file as `file` (at most 20 MB). Answers the pending import: the first rows as they will be stored, what will be created, the people to map and every row that cannot be imported.",
      consumes: ["multipart/form-data"],
      responses: { 201: ImportJobSchema, 400: ERROR_RESPONSES.badRequest },
    }),
    get: endpoint({
      method: "GET",
      path: `${BASE}/:id/`,
      tags,
      summary: "An import: its dry run, and its progress once started",
      params: IdParamsSchema,
      responses: { 200: ImportJobSchema, 404: ERROR_RESPONSES.notFound },
    }),
    run: endpoint({
      method: "POST",
      path: `${BASE}/:id/run/`,
      tags,
      summary: "Start the import with the people mapped; poll the import for its progress",
      params: IdParamsSchema,
      body: ImportRunSchema,
      responses: {
        202: ImportJobSchema,
        400: ERROR_RESPONSES.badRequest,
        404: ERROR_RESPONSES.notFound,
      },
    }),
  },
};
