import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";

/** What the API tokens' requests and their authentication need from the app. */
export interface ApiTokensDeps {
  db: Database;
  clock: Clock;
}
