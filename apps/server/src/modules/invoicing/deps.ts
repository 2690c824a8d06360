import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";
import type { Mailer } from "../../mail/mailer.ts";

/** What every invoicing operation needs: the database, the clock (issue and due dates), the mailer (sending). */
export interface InvoicingDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
}
