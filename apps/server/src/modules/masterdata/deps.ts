import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";

/** What the masterdata operations need from the app. */
export interface MasterdataDeps {
  db: Database;
  clock: Clock;
}
