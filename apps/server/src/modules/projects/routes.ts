import {
  ActivityListSchema,
  ActivitySchema,
  ActivityWriteSchema,
  ArchiveQuerySchema,
  DashboardSchema,
  DebtorDetailSchema,
  DebtorListSchema,
  DebtorSchema,
  DebtorWriteSchema,
  ERROR_RESPONSES,
  HourlyRateRuleListSchema,
  HourlyRateRuleSchema,
  HourlyRateRuleWriteSchema,
  IdParamsSchema,
  ProjectDetailSchema,
  ProjectListSchema,
  ProjectWriteSchema,
  TimeLogListSchema,
  TimeLogQuerySchema,
  TimeLogSchema,
  TimeLogTotalsSchema,
  TimeLogWriteSchema,
  TimerStartSchema,
} from "@tempus/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AuthenticatedUser, currentUser } from "../../http/authentication.ts";
import { errorResponse, fileResponse } from "../../http/declared-responses.ts";
import { parseId } from "../../http/ids.ts";
import { ADMINS } from "../../http/permissions.ts";
import {
  createActivity,
  deleteActivity,
  findActivity,
  listActivities,
  toActivity,
  updateActivity,
} from "./activities.ts";
import { dashboardFor } from "./dashboard.ts";
import { createDebtor, deleteDebtor, getDebtor, listDebtors, updateDebtor } from "./debtors.ts";
import { EXPORT_CONTENT_TYPES, exportTimeLogs } from "./export-time-logs.ts";
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  updateProject,
} from "./projects.ts";
import { createRule, deleteRule, getRule, listRules, updateRule } from "./rate-rules.ts";
import {
  createTimeLog,
  deleteTimeLog,
  getTimeLog,
  listTimeLogs,
  runningTimeLog,
  startTimer,
  stopTimer,
  type TimeLogDeps,
  timeLogTotals,
  updateTimeLog,
} from "./time-logs.ts";

const BASE = "/api/projectmanagement";

interface Collection<W extends z.ZodType> {
  name: string;
  tag: string;
  item: z.ZodType;
  detail?: z.ZodType;
  list: z.ZodType;
  write: W;
  query: z.ZodType;
  /** Who may write; unset = every member (their own objects only, decided by the operations). */
  writeRoles?: typeof ADMINS;
  operations: {
    list(request: FastifyRequest, user: AuthenticatedUser): Promise<unknown>;
    get(user: AuthenticatedUser, id: number): Promise<unknown>;
    create(user: AuthenticatedUser, body: z.output<W>): Promise<unknown>;
    update(user: AuthenticatedUser, id: number, body: z.output<W>): Promise<unknown>;
    remove(user: AuthenticatedUser, id: number): Promise<void>;
  };
}

/** The five routes of a DRF ModelViewSet, declared once for every collection of this module. */
function registerCollection<W extends z.ZodType>(app: FastifyInstance, spec: Collection<W>) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const url = `${BASE}/${spec.name}/`;
  const itemUrl = `${BASE}/${spec.name}/:id/`;
  const config: { roles?: typeof ADMINS } = spec.writeRoles ? { roles: spec.writeRoles } : {};
  const tags = [spec.tag];
  typed.get(
    url,
    {
      schema: {
        tags,
        summary: `List ${spec.name}`,
        querystring: spec.query,
        response: { 200: spec.list },
      },
    },
    (request) => spec.operations.list(request, currentUser(request)),
  );
  typed.post(
    url,
    {
      config,
      schema: {
        tags,
        summary: `Create ${spec.name}`,
        body: spec.write,
        response: { 201: spec.detail ?? spec.item },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await spec.operations.create(currentUser(request), request.body as z.output<W>)),
  );
  typed.get(
    itemUrl,
    {
      schema: {
        tags,
        summary: `One ${spec.name}`,
        params: IdParamsSchema,
        response: { 200: spec.detail ?? spec.item },
      },
    },
    (request) => spec.operations.get(currentUser(request), parseId(request.params.id)),
  );
  for (const method of ["PUT", "PATCH"] as const) {
    typed.route({
      method,
      url: itemUrl,
      config,
      schema: {
        tags,
        summary: `Change ${spec.name}`,
        params: IdParamsSchema,
        body: spec.write,
        response: { 200: spec.detail ?? spec.item },
      },
      handler: (request) =>
        spec.operations.update(
          currentUser(request),
          parseId(request.params.id),
          request.body as z.output<W>,
        ),
    });
  }
  typed.delete(
    itemUrl,
    { config, schema: { tags, summary: `Delete ${spec.name}`, params: IdParamsSchema } },
    async (request, reply) => {
      await spec.operations.remove(currentUser(request), parseId(request.params.id));
      return reply.code(204).send();
    },
  );
}

export const projectRoutes: FastifyPluginAsyncZod<{ deps: TimeLogDeps }> = async (
  app,
  { deps },
) => {
  const { db } = deps;
  const base = app as unknown as FastifyInstance;

  registerCollection(base, {
    name: "debtor",
    tag: "debtors",
    item: DebtorSchema,
    detail: DebtorDetailSchema,
    list: DebtorListSchema,
    write: DebtorWriteSchema,
    query: ArchiveQuerySchema,
    writeRoles: ADMINS,
    operations: {
      list: (request, user) => listDebtors(db, request, user.companyId),
      get: (user, id) => getDebtor(db, user.companyId, id),
      create: async (user, body) =>
        getDebtor(db, user.companyId, (await createDebtor(db, user.companyId, body)).id),
      update: async (user, id, body) => {
        await updateDebtor(db, user.companyId, id, body);
        return getDebtor(db, user.companyId, id);
      },
      remove: (user, id) => deleteDebtor(db, user.companyId, id),
    },
  });
  registerCollection(base, {
    name: "project",
    tag: "projects",
    item: ProjectDetailSchema,
    list: ProjectListSchema,
    write: ProjectWriteSchema,
    query: ArchiveQuerySchema,
    writeRoles: ADMINS,
    operations: {
      list: (request, user) => listProjects(db, request, user.companyId),
      get: (user, id) => getProject(db, user.companyId, id),
      create: (user, body) => createProject(db, user.companyId, body),
      update: (user, id, body) => updateProject(db, user.companyId, id, body),
      remove: (user, id) => deleteProject(db, user.companyId, id),
    },
  });
  registerCollection(base, {
    name: "activity",
    tag: "activities",
    item: ActivitySchema,
    list: ActivityListSchema,
    write: ActivityWriteSchema,
    query: ArchiveQuerySchema,
    writeRoles: ADMINS,
    operations: {
      list: (request, user) => listActivities(db, request, user.companyId),
      get: async (user, id) => toActivity(await findActivity(db, user.companyId, id)),
      create: (user, body) => createActivity(db, user.companyId, body),
      update: (user, id, body) => updateActivity(db, user.companyId, id, body),
      remove: (user, id) => deleteActivity(db, user.companyId, id),
    },
  });
  registerCollection(base, {
    name: "hourly-rate-rule",
    tag: "hourly-rate rules",
    item: HourlyRateRuleSchema,
    list: HourlyRateRuleListSchema,
    write: HourlyRateRuleWriteSchema,
    query: ArchiveQuerySchema,
    writeRoles: ADMINS,
    operations: {
      list: (request, user) => listRules(db, request, user.companyId),
      get: (user, id) => getRule(db, user.companyId, id),
      create: (user, body) => createRule(deps, user.companyId, body),
      update: (user, id, body) => updateRule(deps, user.companyId, id, body),
      remove: (user, id) => deleteRule(deps, user.companyId, id),
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
        querystring: TimeLogQuerySchema.extend({ file_format: z.string().optional() }),
        response: {
          200: fileResponse("The time logs as CSV or XLSX.", Object.values(EXPORT_CONTENT_TYPES)),
        },
      },
    },
    (request, reply) => exportTimeLogs(deps, request, reply, currentUser(request)),
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
    (request) => timeLogTotals(deps, request, currentUser(request)),
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
  registerCollection(base, {
    name: "timelog",
    tag: "time logs",
    item: TimeLogSchema,
    list: TimeLogListSchema,
    write: TimeLogWriteSchema,
    query: TimeLogQuerySchema,
    operations: {
      list: (request, user) => listTimeLogs(deps, request, user),
      get: (user, id) => getTimeLog(deps, user, id),
      create: (user, body) => createTimeLog(deps, user, body),
      update: (user, id, body) => updateTimeLog(deps, user, id, body),
      remove: (user, id) => deleteTimeLog(deps, user, id),
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
    (request) => dashboardFor(db, currentUser(request), deps.clock()),
  );
};
