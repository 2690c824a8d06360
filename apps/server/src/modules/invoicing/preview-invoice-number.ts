import { and, eq } from "drizzle-orm";
import { todayIn } from "../../calendar.ts";
import type { Actor } from "../../core/actor.ts";
import { invoiceNumberCounter } from "../../db/schema/index.ts";
import { loadCompany } from "./build-draft.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice } from "./find-invoice.ts";
import { assertDraft } from "./invoice-state.ts";
import { counterPeriod, formatInvoiceNumber } from "./number-pattern.ts";

/**
 * The number issuing a draft on `issue_date` (default: today in the company's
 * zone) would give it now, without drawing it: the issue dialog shows it. A
 * parallel issue can still take it first; issuing then gives the next one.
 */
export async function previewInvoiceNumber(
  deps: InvoicingDeps,
  actor: Actor,
  id: number,
  input: { issue_date?: string },
) {
  assertDraft(await findInvoice(deps.db, actor.companyId, id));
  const company = await loadCompany(deps.db, actor.companyId);
  const issueDate = input.issue_date ?? todayIn(company.timezone, deps.clock());
  const period = counterPeriod(company.invoiceCounterReset, issueDate);
  const [counter] = await deps.db
    .select({ lastValue: invoiceNumberCounter.lastValue })
    .from(invoiceNumberCounter)
    .where(
      and(
        eq(invoiceNumberCounter.companyId, actor.companyId),
        eq(invoiceNumberCounter.period, period),
      ),
    );
  const sequence = counter ? counter.lastValue + 1 : period === 0 ? company.nextInvoiceNumber : 1;
  return {
    number: formatInvoiceNumber(company.invoiceNumberPattern, {
      issueDate,
      prefix: company.invoicePrefix,
      sequence,
    }),
    issue_date: issueDate,
  };
}
