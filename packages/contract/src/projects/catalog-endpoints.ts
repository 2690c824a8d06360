import { collection } from "../collection-endpoints.ts";
import { IdParamsSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import {
  ActivityListSchema,
  ActivityQuerySchema,
  ActivitySchema,
  ActivityWriteSchema,
  DebtorBudgetSchema,
  DebtorDetailSchema,
  DebtorListSchema,
  DebtorQuerySchema,
  DebtorWriteSchema,
  ProjectBudgetSchema,
  ProjectDetailSchema,
  ProjectListSchema,
  ProjectQuerySchema,
  ProjectWriteSchema,
} from "./projects.ts";
import { TagListSchema, TagQuerySchema, TagSchema, TagWriteSchema } from "./tags.ts";

const BASE = "/api/projectmanagement";
const operations = ["list", "create", "get", "update", "patch", "remove"] as const;

/** Debtors, projects, activities and tags. */
export const catalogEndpoints = {
  debtor: collection(
    {
      path: `${BASE}/debtor/`,
      name: "debtor",
      tag: "debtors",
      query: DebtorQuerySchema,
      list: DebtorListSchema,
      detail: DebtorDetailSchema,
      write: DebtorWriteSchema,
    },
    operations,
  ),
  project: collection(
    {
      path: `${BASE}/project/`,
      name: "project",
      tag: "projects",
      query: ProjectQuerySchema,
      list: ProjectListSchema,
      detail: ProjectDetailSchema,
      write: ProjectWriteSchema,
    },
    operations,
  ),
  debtorBudget: {
    get: endpoint({
      method: "GET",
      path: `${BASE}/debtor/:id/budget/`,
      tags: ["debtors"],
      summary: "A debtor's budget over all its projects in its period and their use week by week",
      params: IdParamsSchema,
      responses: { 200: DebtorBudgetSchema },
    }),
  },
  projectBudget: {
    get: endpoint({
      method: "GET",
      path: `${BASE}/project/:id/budget/`,
      tags: ["projects"],
      summary: "A project's budget in its period and its use week by week",
      params: IdParamsSchema,
      responses: { 200: ProjectBudgetSchema },
    }),
  },
  activity: collection(
    {
      path: `${BASE}/activity/`,
      name: "activity",
      tag: "activities",
      query: ActivityQuerySchema,
      list: ActivityListSchema,
      detail: ActivitySchema,
      write: ActivityWriteSchema,
    },
    operations,
  ),
  tag: collection(
    {
      path: `${BASE}/tag/`,
      name: "tag",
      tag: "tags",
      query: TagQuerySchema,
      list: TagListSchema,
      detail: TagSchema,
      write: TagWriteSchema,
    },
    operations,
  ),
};
