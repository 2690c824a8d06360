import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/open-database.ts";
import type { Throttle } from "../../db/throttle.ts";
import type { Mailer } from "../../mail/mailer.ts";

/** What the public website's operations need from the app. */
export interface WebsiteDeps {
  db: Database;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  throttle: Throttle;
}
