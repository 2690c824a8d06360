import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";

/** What the operations of time logs, the timer, exports and the dashboard need from the app. */
export interface TimeDeps {
  db: Database;
  clock: Clock;
}
