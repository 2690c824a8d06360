/** What other features may use of the reports: the person's saved reports (an invoice's mail may carry one). */
export { useSavedReports } from "./api.ts";
