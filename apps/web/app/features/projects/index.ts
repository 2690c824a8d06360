/** What other features may use of debtors, projects and activities: their data hooks. */
export {
  useActivities,
  useCreateDebtorAndProject,
  useDebtor,
  useDebtors,
  useProjects,
} from "./api.ts";
