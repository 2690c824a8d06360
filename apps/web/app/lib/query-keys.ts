/**
 * The first segment of every cached query's key, one per kind of data. Each
 * feature's key factory builds on its own root; a change that reaches another
 * kind of data (a new hourly-rate rule re-prices the time logs) invalidates
 * that kind by its root, so no feature needs another's internals for it.
 */
export const QUERY_ROOTS = {
  me: "me",
  apiTokens: "api-tokens",
  imports: "imports",
  sessions: "sessions",
  audit: "audit",
  company: "company",
  currencies: "currencies",
  members: "members",
  invitations: "invitations",
  plans: "subscription-types",
  billingPeriods: "billing-period",
  projects: "projects",
  project: "project",
  debtors: "debtors",
  debtor: "debtor",
  activities: "activities",
  tags: "tags",
  rules: "rules",
  timelog: "timelog",
  dashboard: "dashboard",
  reminders: "reminders",
  statistics: "statistics",
  reports: "reports",
  invoices: "invoices",
  invoice: "invoice",
} as const;
