import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/open-database.ts";
import type { Log } from "../../lib/log.ts";
import type { Mailer } from "../../mail/mailer.ts";

/** What the budgets' requests need from the app. */
export interface BudgetsDeps {
  db: Database;
  clock: Clock;
}

/** What the budget alerts' job needs besides: where links point, the mailer and the log. */
export interface BudgetAlertJobDeps extends BudgetsDeps {
  config: Pick<Config, "publicUrl">;
  mailer: Mailer;
  log: Log;
}
