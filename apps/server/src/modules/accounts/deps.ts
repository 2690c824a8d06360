import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/open-database.ts";
import type { Throttle } from "../../db/throttle.ts";
import type { Log } from "../../lib/log.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { TokenService } from "./tokens.ts";

/** What the account operations need from the app. */
export interface AccountsDeps {
  db: Database;
  config: Config;
  clock: Clock;
  tokens: TokenService;
  mailer: Mailer;
  throttle: Throttle;
  log: Log;
}
