import {
  DashboardSchema,
  ERROR_RESPONSES,
  IdParamsSchema,
  TimeLogBulkResultSchema,
  TimeLogBulkSchema,
  TimeLogExportQuerySchema,
  TimeLogListSchema,
  TimeLogQuerySchema,
  TimeLogSchema,
  TimeLogTotalsSchema,
  TimeLogWriteSchema,
  TimerStartSchema,
} from "@tempus/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { registerCollection, signedIn } from "../../http/collection-routes.ts";
import { errorResponse, fileResponse } from "../../http/declared-responses.ts";
import { parseId } from "../../http/ids.ts";
import { bulkTimeLogs } from "./bulk-time-logs.ts";
import { createTimeLog } from "./create-time-log.ts";
import { deleteTimeLog } from "./delete-time-log.ts";
import type { TimeDeps } from "./deps.ts";
import { EXPORT_CONTENT_TYPES, exportTimeLogs } from "./export-time-logs.ts";
import { getDashboard } from "./get-dashboard.ts";
import { getTimeLog } from "./get-time-log.ts";
import { listTimeLogs } from "./list-time-logs.ts";
import { runningTimeLog } from "./running-time-log.ts";
import { startTimer } from "./start-timer.ts";
import { stopTimer } from "./stop-timer.ts";
import { timeLogTotals } from "./time-log-totals.ts";
import { updateTimeLog } from "./update-time-log.ts";

const BASE = "/api/projectmanagement";

/** Time logs, the timer, the export and the dashboard under /api/projectmanagement/. */
export const timeRoutes: FastifyPluginAsyncZod<{ deps: TimeDeps }> = async (app, { deps }) => {
  // The timer's routes come before the collection, so /running/ is not read as an id.
  app.post(
    `${BASE}/timelog/start/`,
    {
      schema: {
        tags: ["time logs"],
        summary: "Start the timer",
        body: TimerStartSchema,
        response: { 201: TimeLogSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await startTimer(deps, currentUser(request), request.body)),
  );
  app.post(
    `${BASE}/timelog/bulk/`,
    {
      schema: {
        tags: ["time logs"],
        summary: "Change or delete several logs at once (all or none)",
        description:
          "One transaction: `update` sets the `changes` (project, activity, billable) on every log and prices each again; `delete` removes them. An invoiced log answers 400, a log the caller may not see 404, and nothing is changed.",
        body: TimeLogBulkSchema,
        response: {
          200: TimeLogBulkResultSchema,
          400: errorResponse(ERROR_RESPONSES.badRequest),
          404: errorResponse(ERROR_RESPONSES.notFound),
        },
      },
    },
    (request) => bulkTimeLogs(deps, currentUser(request), request.body),
  );
  app.post(
    `${BASE}/timelog/:id/stop/`,
    {
      schema: {
        tags: ["time logs"],
        summary: "Stop a running log",
        params: IdParamsSchema,
        response: { 200: TimeLogSchema },
      },
    },
    (request) => stopTimer(deps, currentUser(request), parseId(request.params.id)),
  );
  app.get(
    `${BASE}/timelog/export/`,
    {
      schema: {
        tags: ["time logs"],
        summary: "The filtered time logs as CSV or XLSX (file_format=csv|xlsx)",
        querystring: TimeLogExportQuerySchema,
        response: {
          200: fileResponse("The time logs as CSV or XLSX.", Object.values(EXPORT_CONTENT_TYPES)),
        },
      },
    },
    async (request, reply) => {
      const file = await exportTimeLogs(deps, currentUser(request), request.query);
      return reply
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .type(file.contentType)
        .send(file.body);
    },
  );
  app.get(
    `${BASE}/timelog/totals/`,
    {
      schema: {
        tags: ["time logs"],
        summary: "Totals of the filtered time logs",
        querystring: TimeLogQuerySchema,
        response: { 200: TimeLogTotalsSchema },
      },
    },
    (request) => timeLogTotals(deps, currentUser(request), request.query),
  );
  app.get(
    `${BASE}/timelog/running/`,
    {
      schema: {
        tags: ["time logs"],
        summary: "The caller's running log",
        response: { 200: TimeLogSchema, 404: errorResponse(ERROR_RESPONSES.notFound) },
      },
    },
    (request) => runningTimeLog(deps, currentUser(request)),
  );
  registerCollection(app, deps, {
    url: `${BASE}/timelog/`,
    name: "timelog",
    tag: "time logs",
    actor: signedIn,
    schemas: {
      query: TimeLogQuerySchema,
      list: TimeLogListSchema,
      detail: TimeLogSchema,
      write: TimeLogWriteSchema,
    },
    operations: {
      list: listTimeLogs,
      get: getTimeLog,
      create: createTimeLog,
      update: updateTimeLog,
      remove: deleteTimeLog,
    },
  });
  app.get(
    `${BASE}/dashboard/`,
    {
      schema: {
        tags: ["time logs"],
        summary: "Today, this week, unbilled amount and budget warnings",
        response: { 200: DashboardSchema },
      },
    },
    (request) => getDashboard(deps, currentUser(request)),
  );
};
