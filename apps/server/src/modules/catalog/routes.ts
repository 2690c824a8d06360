import {
  ActivityListSchema,
  ActivityQuerySchema,
  ActivitySchema,
  ActivityWriteSchema,
  COMPANY_MANAGERS,
  DebtorDetailSchema,
  DebtorListSchema,
  DebtorQuerySchema,
  DebtorWriteSchema,
  ProjectDetailSchema,
  ProjectListSchema,
  ProjectQuerySchema,
  ProjectWriteSchema,
} from "@tempus/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerCollection, signedIn } from "../../http/collection-routes.ts";
import { createActivity } from "./create-activity.ts";
import { createDebtor } from "./create-debtor.ts";
import { createProject } from "./create-project.ts";
import { deleteActivity } from "./delete-activity.ts";
import { deleteDebtor } from "./delete-debtor.ts";
import { deleteProject } from "./delete-project.ts";
import type { CatalogDeps } from "./deps.ts";
import { getActivity } from "./get-activity.ts";
import { getDebtor } from "./get-debtor.ts";
import { getProject } from "./get-project.ts";
import { listActivities } from "./list-activities.ts";
import { listDebtors } from "./list-debtors.ts";
import { listProjects } from "./list-projects.ts";
import { updateActivity } from "./update-activity.ts";
import { updateDebtor } from "./update-debtor.ts";
import { updateProject } from "./update-project.ts";

const BASE = "/api/projectmanagement";

/** Debtors, projects and activities under /api/projectmanagement/. */
export const catalogRoutes: FastifyPluginAsyncZod<{ deps: CatalogDeps }> = async (
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
};
