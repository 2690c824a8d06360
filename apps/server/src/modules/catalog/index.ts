/** Customers (debtors), projects and activities: what other modules may use. */
export type { CatalogDeps } from "./deps.ts";
