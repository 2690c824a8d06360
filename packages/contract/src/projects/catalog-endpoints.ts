import { collection } from "../collection-endpoints.ts";
import {
  ActivityListSchema,
  ActivityQuerySchema,
  ActivitySchema,
  ActivityWriteSchema,
  DebtorDetailSchema,
  DebtorListSchema,
  DebtorQuerySchema,
  DebtorWriteSchema,
  ProjectDetailSchema,
  ProjectListSchema,
  ProjectQuerySchema,
  ProjectWriteSchema,
} from "./projects.ts";

const BASE = "/api/projectmanagement";
const operations = ["list", "create", "get", "update", "patch", "remove"] as const;

/** Debtors, projects and activities. */
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
};
