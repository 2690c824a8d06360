import type { InvoiceLanguage } from "@tempus/contract";
import type { Clock } from "../../clock.ts";
import type { Actor } from "../../core/actor.ts";
import type { Database } from "../../db/open-database.ts";
import type { Mailer } from "../../mail/mailer.ts";

/** What every invoicing operation needs: the database, the clock (issue and due dates), the mailer (sending). */
export interface InvoicingDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /**
   * Prints the PDF timesheet a sent invoice's mail may carry (the reports module's, given by the
   * app, decision 032); without it, sending refuses none and attaches none.
   */
  timesheet?: (
    actor: Actor,
    request: {
      invoiceId: number;
      invoiceNumber: string;
      language: InvoiceLanguage;
      choice: "invoice" | number;
    },
  ) => Promise<{ fileName: string; content: Buffer }>;
}
