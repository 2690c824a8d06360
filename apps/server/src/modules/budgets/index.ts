/** Budgets: what other modules and the jobs may use (the job that sends the alerts). */
export type { BudgetAlertJobDeps } from "./deps.ts";
export { sendBudgetAlerts } from "./send-budget-alerts.ts";
