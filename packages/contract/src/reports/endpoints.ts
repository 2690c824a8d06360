import { IdParamsSchema } from "../common.ts";
import { endpoint, fileAnswer } from "../endpoint.ts";
import { ERROR_RESPONSES, NoContentSchema } from "../errors.ts";
import {
  REPORT_EXPORT_CONTENT_TYPES,
  ReportExportQuerySchema,
  ReportFileQuerySchema,
  ReportQuerySchema,
  ReportSchema,
  ReportShareCreatedSchema,
  ReportShareListSchema,
  ReportShareParamsSchema,
  ReportShareWriteSchema,
  SavedReportListSchema,
  SavedReportSchema,
  SavedReportWriteSchema,
  SharedReportParamsSchema,
  SharedReportSchema,
} from "./reports.ts";

const BASE = "/api/projectmanagement";
const SAVED = `${BASE}/saved-report`;
const SHARED = "/api/shared-report";
const tags = ["reports"];
const file = fileAnswer(
  "The report as CSV, XLSX or a PDF timesheet.",
  Object.values(REPORT_EXPORT_CONTENT_TYPES),
);

/** Reports: run a definition, the caller's saved reports, their links and what a link shows. */
export const reportEndpoints = {
  report: {
    run: endpoint({
      method: "GET",
      path: `${BASE}/report/`,
      tags,
      summary: "Worked and billable time and amounts grouped by one or two groupings",
      query: ReportQuerySchema,
      responses: { 200: ReportSchema },
    }),
    export: endpoint({
      method: "GET",
      path: `${BASE}/report/export/`,
      tags,
      summary: "A report as CSV, XLSX or a PDF timesheet (file_format=csv|xlsx|pdf)",
      query: ReportExportQuerySchema,
      responses: { 200: file },
    }),
  },
  savedReport: {
    list: endpoint({
      method: "GET",
      path: `${SAVED}/`,
      tags,
      summary: "The caller's saved reports, by name",
      responses: { 200: SavedReportListSchema },
    }),
    create: endpoint({
      method: "POST",
      path: `${SAVED}/`,
      tags,
      summary: "Save a report (name and definition)",
      body: SavedReportWriteSchema,
      responses: { 201: SavedReportSchema },
    }),
    get: endpoint({
      method: "GET",
      path: `${SAVED}/:id/`,
      tags,
      summary: "One of the caller's saved reports",
      params: IdParamsSchema,
      responses: { 200: SavedReportSchema, 404: ERROR_RESPONSES.notFound },
    }),
    update: endpoint({
      method: "PUT",
      path: `${SAVED}/:id/`,
      tags,
      summary: "Rename a saved report or change its definition",
      params: IdParamsSchema,
      body: SavedReportWriteSchema,
      responses: { 200: SavedReportSchema, 404: ERROR_RESPONSES.notFound },
    }),
    remove: endpoint({
      method: "DELETE",
      path: `${SAVED}/:id/`,
      tags,
      summary: "Delete a saved report and its links",
      params: IdParamsSchema,
      responses: { 204: NoContentSchema, 404: ERROR_RESPONSES.notFound },
    }),
    run: endpoint({
      method: "GET",
      path: `${SAVED}/:id/run/`,
      tags,
      summary: "A saved report over the logs as they are now",
      params: IdParamsSchema,
      responses: { 200: ReportSchema, 404: ERROR_RESPONSES.notFound },
    }),
    export: endpoint({
      method: "GET",
      path: `${SAVED}/:id/export/`,
      tags,
      summary: "A saved report as CSV, XLSX or a PDF timesheet (file_format=csv|xlsx|pdf)",
      params: IdParamsSchema,
      query: ReportFileQuerySchema,
      responses: { 200: file, 404: ERROR_RESPONSES.notFound },
    }),
  },
  reportShare: {
    list: endpoint({
      method: "GET",
      path: `${SAVED}/:id/share/`,
      tags,
      summary: "A saved report's read-only links (their tokens are not kept)",
      params: IdParamsSchema,
      responses: { 200: ReportShareListSchema, 404: ERROR_RESPONSES.notFound },
    }),
    create: endpoint({
      method: "POST",
      path: `${SAVED}/:id/share/`,
      tags,
      summary: "A new read-only link to a saved report, with an optional last day",
      params: IdParamsSchema,
      body: ReportShareWriteSchema,
      responses: { 201: ReportShareCreatedSchema, 404: ERROR_RESPONSES.notFound },
    }),
    remove: endpoint({
      method: "DELETE",
      path: `${SAVED}/:id/share/:share_id/`,
      tags,
      summary: "Revoke a read-only link",
      params: ReportShareParamsSchema,
      responses: { 204: NoContentSchema, 404: ERROR_RESPONSES.notFound },
    }),
  },
  sharedReport: {
    get: endpoint({
      method: "GET",
      path: `${SHARED}/:token/`,
      tags,
      summary:
        "What a read-only link shows, without signing in: the report as its owner may see it now",
      params: SharedReportParamsSchema,
      responses: { 200: SharedReportSchema, 404: ERROR_RESPONSES.notFound },
    }),
    export: endpoint({
      method: "GET",
      path: `${SHARED}/:token/export/`,
      tags,
      summary: "A shared report as CSV, XLSX or a PDF timesheet, without signing in",
      params: SharedReportParamsSchema,
      query: ReportFileQuerySchema,
      responses: { 200: file, 404: ERROR_RESPONSES.notFound },
    }),
  },
};
