import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";

/** What a user's data export needs from the app. */
export interface PortabilityDeps {
  db: Database;
  clock: Clock;
}
