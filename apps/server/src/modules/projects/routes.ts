import {
  ActivityListSchema,
  ActivityQuerySchema,
  ActivitySchema,
  ActivityWriteSchema,
  COMPANY_MANAGERS,
  DashboardSchema,
  DebtorDetailSchema,
  DebtorListSchema,
  DebtorQuerySchema,
  DebtorWriteSchema,
  ERROR_RESPONSES,
  HourlyRateRuleListSchema,
  HourlyRateRuleQuerySchema,
  HourlyRateRuleSchema,
  HourlyRateRuleWriteSchema,
  IdParamsSchema,
  ProjectDetailSchema,
  ProjectListSchema,
  ProjectQuerySchema,
  ProjectWriteSchema,
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
import { createActivity } from "./create-activity.ts";
import { createDebtor } from "./create-debtor.ts";
import { createProject } from "./create-project.ts";
import { createRateRule } from "./create-rate-rule.ts";
import { createTimeLog } from "./create-time-log.ts";
import { deleteActivity } from "./delete-activity.ts";
import { deleteDebtor } from "./delete-debtor.ts";
import { deleteProject } from "./delete-project.ts";
import { deleteRateRule } from "./delete-rate-rule.ts";
import { deleteTimeLog } from "./delete-time-log.ts";
import type { ProjectsDeps } from "./deps.ts";
import { EXPORT_CONTENT_TYPES, exportTimeLogs } from "./export-time-logs.ts";
import { getActivity } from "./get-activity.ts";
import { getDashboard } from "./get-dashboard.ts";
import { getDebtor } from "./get-debtor.ts";
import { getProject } from "./get-project.ts";
import { getRateRule } from "./get-rate-rule.ts";
import { getTimeLog } from "./get-time-log.ts";
import { listActivities } from "./list-activities.ts";
import { listDebtors } from "./list-debtors.ts";
import { listProjects } from "./list-projects.ts";
import { listRateRules } from "./list-rate-rules.ts";
import { listTimeLogs } from "./list-time-logs.ts";
import { runningTimeLog } from "./running-time-log.ts";
import { startTimer } from "./start-timer.ts";
import { stopTimer } from "./stop-timer.ts";
import { timeLogTotals } from "./time-log-totals.ts";
import { updateActivity } from "./update-activity.ts";
import { updateDebtor } from "./update-debtor.ts";
import { updateProject } from "./update-project.ts";
import { updateRateRule } from "./update-rate-rule.ts";
import { updateTimeLog } from "./update-time-log.ts";

const BASE = "/api/projectmanagement";

export const projectRoutes: FastifyPluginAsyncZod<{ deps: ProjectsDeps }> = async (
  app,
  { deps },
) => {
  registerCollection(app, deps, {
    url: `${BASE}/debtor/`,
    name: "debtor",
    tag: "debtors",
    actor: signedIn,
    writeRoles: COMPANY_MANAGERS,
    schemas: {
      query: DebtorQuerySchema,
      list: DebtorListSchema,
      detail: DebtorDetailSchema,
      write: DebtorWriteSchema,
    },
    operations: {
      list: listDebtors,
      get: getDebtor,
      create: createDebtor,
      update: updateDebtor,
      remove: deleteDebtor,
    },
  });
  registerCollection(app, deps, {
    url: `${BASE}/project/`,
    name: "project",
    tag: "projects",
    actor: signedIn,
    writeRoles: COMPANY_MANAGERS,
    schemas: {
      query: ProjectQuerySchema,
      list: ProjectListSchema,
      detail: ProjectDetailSchema,
      write: ProjectWriteSchema,
    },
    operations: {
      list: listProjects,
      get: getProject,
      create: createProject,
      update: updateProject,
      remove: deleteProject,
    },
  });
  registerCollection(app, deps, {
    url: `${BASE}/activity/`,
    name: "activity",
    tag: "activities",
    actor: signedIn,
    writeRoles: COMPANY_MANAGERS,
    schemas: {
      query: ActivityQuerySchema,
      list: ActivityListSchema,
      detail: ActivitySchema,
      write: ActivityWriteSchema,
    },
    operations: {
      list: listActivities,
      get: getActivity,
      create: createActivity,
      update: updateActivity,
      remove: deleteActivity,
    },
  });
  registerCollection(app, deps, {
    url: `${BASE}/hourly-rate-rule/`,
    name: "hourly-rate-rule",
    tag: "hourly-rate rules",
    actor: signedIn,
    writeRoles: COMPANY_MANAGERS,
    schemas: {
      query: HourlyRateRuleQuerySchema,
      list: HourlyRateRuleListSchema,
      detail: HourlyRateRuleSchema,
      write: HourlyRateRuleWriteSchema,
    },
    operations: {
      list: listRateRules,
      get: getRateRule,
      create: createRateRule,
      update: updateRateRule,
      remove: deleteRateRule,
    },
  });

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
