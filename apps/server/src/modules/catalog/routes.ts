import { COMPANY_MANAGERS } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn } from "../../http/collection-routes.ts";
import { routeCollection } from "../../http/endpoint-routes.ts";
import { createActivity } from "./create-activity.ts";
import { createDebtor } from "./create-debtor.ts";
import { createProject } from "./create-project.ts";
import { createTag } from "./create-tag.ts";
import { deleteActivity } from "./delete-activity.ts";
import { deleteDebtor } from "./delete-debtor.ts";
import { deleteProject } from "./delete-project.ts";
import { deleteTag } from "./delete-tag.ts";
import type { CatalogDeps } from "./deps.ts";
import { getActivity } from "./get-activity.ts";
import { getDebtor } from "./get-debtor.ts";
import { getProject } from "./get-project.ts";
import { getTag } from "./get-tag.ts";
import { listActivities } from "./list-activities.ts";
import { listDebtors } from "./list-debtors.ts";
import { listProjects } from "./list-projects.ts";
import { listTags } from "./list-tags.ts";
import { updateActivity } from "./update-activity.ts";
import { updateDebtor } from "./update-debtor.ts";
import { updateProject } from "./update-project.ts";
import { updateTag } from "./update-tag.ts";

/** Debtors, projects and activities under /api/projectmanagement/. */
export const catalogRoutes: FastifyPluginAsyncZod<{ deps: CatalogDeps }> = async (
  app,
  { deps },
) => {
  routeCollection(app, deps, {
    endpoints: endpoints.debtor,
    actor: signedIn,
    writeRoles: COMPANY_MANAGERS,
    operations: {
      list: listDebtors,
      get: getDebtor,
      create: createDebtor,
      update: updateDebtor,
      remove: deleteDebtor,
    },
  });
  routeCollection(app, deps, {
    endpoints: endpoints.project,
    actor: signedIn,
    writeRoles: COMPANY_MANAGERS,
    operations: {
      list: listProjects,
      get: getProject,
      create: createProject,
      update: updateProject,
      remove: deleteProject,
    },
  });
  routeCollection(app, deps, {
    endpoints: endpoints.activity,
    actor: signedIn,
    writeRoles: COMPANY_MANAGERS,
    operations: {
      list: listActivities,
      get: getActivity,
      create: createActivity,
      update: updateActivity,
      remove: deleteActivity,
    },
  });
  routeCollection(app, deps, {
    endpoints: endpoints.tag,
    actor: signedIn,
    writeRoles: COMPANY_MANAGERS,
    operations: {
      list: listTags,
      get: getTag,
      create: createTag,
      update: updateTag,
      remove: deleteTag,
    },
  });
};
