import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";

/** What the operations of rates and their rules need from the app. */
export interface PricingDeps {
  db: Database;
  clock: Clock;
}
