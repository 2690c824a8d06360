import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";

/** What every invoicing operation needs: the database and the clock (issue and due dates). */
export interface InvoicingDeps {
  db: Database;
  clock: Clock;
}
