import {
  FIELD_MESSAGES,
  type InvoiceLanguage,
  type ParsedReportQuery,
  REPORT_MESSAGES,
  seesAllTime,
} from "@tempus/contract";
import { and, eq, sql } from "drizzle-orm";
import { todayIn } from "../../calendar.ts";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import type { Database } from "../../db/open-database.ts";
import { company, timeLog } from "../../db/schema/index.ts";
import { slug } from "../time/index.ts";
import { buildReport } from "./report-rows.ts";
import { findOwnReport, queryOf } from "./saved-reports.ts";
import { renderTimesheet } from "./timesheet-render.ts";

/** What an invoice's mail may carry: the invoice's own logs, or one of the sender's saved reports. */
export interface InvoiceTimesheetRequest {
  invoiceId: number;
  invoiceNumber: string;
  language: InvoiceLanguage;
  choice: "invoice" | number;
}

/**
 * The PDF timesheet for an invoice's mail, printed now as the sender sees it: the invoice's own
 * logs by day and project (from its first to its last day), or a saved report of the sender's
 * (another's, or none, is refused as DRF refuses a key that names nothing).
 */
export async function invoiceTimesheet(
  db: Database,
  actor: Actor,
  request: InvoiceTimesheetRequest,
  now: Date,
): Promise<{ fileName: string; content: Buffer }> {
  const [{ name: companyName, timezone }] = await db
    .select({ name: company.name, timezone: company.timezone })
    .from(company)
    .where(eq(company.id, actor.companyId));
  const common = { language: request.language, companyName, created: now };
  if (request.choice !== "invoice") {
    const saved = await findOwnReport(db, actor, request.choice).catch(() => {
      throw new ValidationError({ timesheet: [FIELD_MESSAGES.invalidPk(String(request.choice))] });
    });
    const query = queryOf(saved.definition);
    const content = await renderTimesheet({
      ...common,
      report: await buildReport(db, actor, query, now),
      name: saved.name,
      person: seesAllTime(actor) ? null : actor.username,
    });
    return { fileName: `${slug(saved.name)}.pdf`, content };
  }
  const ofInvoice = and(
    eq(timeLog.companyId, actor.companyId),
    eq(timeLog.invoiceId, request.invoiceId),
  );
  const [span] = await db
    .select({
      first: sql<Date | null>`min(${timeLog.start})`.mapWith((value) =>
        value ? new Date(value) : null,
      ),
      last: sql<Date | null>`max(${timeLog.start})`.mapWith((value) =>
        value ? new Date(value) : null,
      ),
    })
    .from(timeLog)
    .where(ofInvoice);
  if (!span?.first || !span.last)
    throw new ValidationError({ timesheet: [REPORT_MESSAGES.noInvoiceTime] });
  // No filter: the invoice's logs are the condition (of every person, for its owners and admins).
  const none = { user: undefined, project: undefined, debtor: undefined, activity: undefined };
  const query: ParsedReportQuery = {
    ...none,
    billable: undefined,
    invoiced: undefined,
    tag: undefined,
    from: todayIn(timezone, span.first),
    to: todayIn(timezone, span.last),
    group_by: "day",
    then_by: "project",
  };
  const content = await renderTimesheet({
    ...common,
    report: await buildReport(db, actor, query, now, ofInvoice),
    name: request.invoiceNumber,
    person: seesAllTime(actor) ? null : actor.username,
  });
  return { fileName: `timesheet-${slug(request.invoiceNumber)}.pdf`, content };
}
