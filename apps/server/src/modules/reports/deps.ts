import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";

/** What the reports need from the app. */
export interface ReportsDeps {
  db: Database;
  clock: Clock;
}
