import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";

/** What the operations of customers (debtors), projects and activities need from the app. */
export interface CatalogDeps {
  db: Database;
  clock: Clock;
}
