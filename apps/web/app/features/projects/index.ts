/** Debtors, projects, activities and hourly-rate rules: what other parts of the app may use. */
export {
  projectKeys,
  useActivities,
  useCreateDebtorAndProject,
  useDebtor,
  useDebtors,
  useProjects,
} from "./api.ts";
export { ActivitiesPage } from "./pages/activities-page.tsx";
export { DebtorDetailPage } from "./pages/debtor-detail-page.tsx";
export { DebtorsPage } from "./pages/debtors-page.tsx";
export { ProjectCreatePage } from "./pages/project-create-page.tsx";
export { ProjectDetailPage } from "./pages/project-detail-page.tsx";
export { ProjectsPage } from "./pages/projects-page.tsx";
