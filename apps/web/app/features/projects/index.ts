/** What other features may use of debtors, projects, activities and tags: their data hooks. */
export {
  useActivities,
  useCreateDebtorAndProject,
  useDebtor,
  useDebtors,
  useProjects,
  useTags,
} from "./api.ts";
