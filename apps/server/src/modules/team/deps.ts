import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/open-database.ts";
import type { Log } from "../../lib/log.ts";
import type { Mailer } from "../../mail/mailer.ts";

/** What the team operations need from the app. */
export interface TeamDeps {
  db: Database;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  log: Log;
}
