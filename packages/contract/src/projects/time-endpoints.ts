import { TimeLogHistorySchema } from "../audit/audit.ts";
import { collection } from "../collection-endpoints.ts";
import { IdParamsSchema } from "../common.ts";
import { endpoint, fileAnswer } from "../endpoint.ts";
import { ERROR_RESPONSES } from "../errors.ts";
import {
  DashboardSchema,
  TIME_LOG_EXPORT_CONTENT_TYPES,
  TimeLogBulkResultSchema,
  TimeLogBulkSchema,
  TimeLogExportQuerySchema,
  TimeLogListSchema,
  TimeLogQuerySchema,
  TimeLogSchema,
  TimeLogTotalsSchema,
  TimeLogWriteSchema,
  TimerStartSchema,
} from "./projects.ts";

const BASE = "/api/projectmanagement";
const tags = ["time logs"];

const timelogCollection = collection(
  {
    path: `${BASE}/timelog/`,
    name: "timelog",
    tag: "time logs",
    query: TimeLogQuerySchema,
    list: TimeLogListSchema,
    detail: TimeLogSchema,
    write: TimeLogWriteSchema,
  },
  ["list", "create", "get", "update", "patch", "remove"],
);

/** Time logs, the timer, the export and the dashboard. */
export const timeEndpoints = {
  timelog: {
    ...timelogCollection,
    // A log made offline is sent again until its answer arrives (decision 036).
    create: { ...timelogCollection.create, idempotent: true },
    start: endpoint({
      method: "POST",
      path: `${BASE}/timelog/start/`,
      idempotent: true,
      tags,
      summary: "Start the timer",
      body: TimerStartSchema,
      responses: { 201: TimeLogSchema },
    }),
    bulk: endpoint({
      method: "POST",
      path: `${BASE}/timelog/bulk/`,
      tags,
      summary: "Change or delete several logs at once (all or none)",
      description:
        "One transaction: `update` sets the `changes` (project, activity, billable) on every log and prices each again; `delete` removes them. An invoiced log answers 400, a log the caller may not see 404, and nothing is changed.",
      body: TimeLogBulkSchema,
      responses: {
        200: TimeLogBulkResultSchema,
        400: ERROR_RESPONSES.badRequest,
        404: ERROR_RESPONSES.notFound,
      },
    }),
    stop: endpoint({
      method: "POST",
      path: `${BASE}/timelog/:id/stop/`,
      tags,
      summary: "Stop a running log",
      params: IdParamsSchema,
      responses: { 200: TimeLogSchema },
    }),
    export: endpoint({
      method: "GET",
      path: `${BASE}/timelog/export/`,
      tags,
      summary: "The filtered time logs as CSV or XLSX (file_format=csv|xlsx)",
      query: TimeLogExportQuerySchema,
      responses: {
        200: fileAnswer(
          "The time logs as CSV or XLSX.",
          Object.values(TIME_LOG_EXPORT_CONTENT_TYPES),
        ),
      },
    }),
    totals: endpoint({
      method: "GET",
      path: `${BASE}/timelog/totals/`,
      tags,
      summary: "Totals of the filtered time logs",
      query: TimeLogQuerySchema,
      responses: { 200: TimeLogTotalsSchema },
    }),
    history: endpoint({
      method: "GET",
      path: `${BASE}/timelog/:id/history/`,
      tags,
      summary: "A log's history from the audit trail, oldest first (owners and admins)",
      params: IdParamsSchema,
      responses: { 200: TimeLogHistorySchema, 404: ERROR_RESPONSES.notFound },
    }),
    running: endpoint({
      method: "GET",
      path: `${BASE}/timelog/running/`,
      tags,
      summary: "The caller's running log",
      responses: { 200: TimeLogSchema, 404: ERROR_RESPONSES.notFound },
    }),
  },
  dashboard: {
    get: endpoint({
      method: "GET",
      path: `${BASE}/dashboard/`,
      tags,
      summary: "Today, this week, unbilled amount and budget warnings",
      responses: { 200: DashboardSchema },
    }),
  },
};
