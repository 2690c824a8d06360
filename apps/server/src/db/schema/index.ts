export * from "./accounts.ts";
export * from "./billing.ts";
export * from "./invoicing.ts";
export * from "./masterdata.ts";
export * from "./projects.ts";
export * from "./reminders.ts";
export * from "./team.ts";
export * from "./website.ts";
