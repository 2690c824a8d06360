import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";

/** What the audit trail's requests need from the app. */
export interface AuditDeps {
  db: Database;
  clock: Clock;
}
