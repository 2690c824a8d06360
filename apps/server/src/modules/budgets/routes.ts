import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { route } from "../../http/endpoint-routes.ts";
import { parseId } from "../../http/ids.ts";
import type { BudgetsDeps } from "./deps.ts";
import { getDebtorBudget } from "./get-debtor-budget.ts";
import { getProjectBudget } from "./get-project-budget.ts";

/** A project's and a debtor's budget and burn-down under /api/projectmanagement/. */
export const budgetRoutes: FastifyPluginAsyncZod<{ deps: BudgetsDeps }> = async (app, { deps }) => {
  route(app, endpoints.projectBudget.get, {
    handler: (request) => getProjectBudget(deps, currentUser(request), parseId(request.params.id)),
  });
  route(app, endpoints.debtorBudget.get, {
    handler: (request) => getDebtorBudget(deps, currentUser(request), parseId(request.params.id)),
  });
};
