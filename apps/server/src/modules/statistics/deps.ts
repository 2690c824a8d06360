import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";

/** What the statistics need from the app. */
export interface StatisticsDeps {
  db: Database;
  clock: Clock;
}
