import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";
import type { Log } from "../../lib/log.ts";

/** What importing needs from the app; `running` holds the imports under way (the app waits at close). */
export interface ImportsDeps {
  db: Database;
  clock: Clock;
  log: Log;
  running: Set<Promise<void>>;
}
