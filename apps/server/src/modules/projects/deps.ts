import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";

/** What the operations of projects and time logs need from the app. */
export interface ProjectsDeps {
  db: Database;
  clock: Clock;
}
