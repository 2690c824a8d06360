import { FIELD_MESSAGES, type ParsedInvoiceQuery } from "@tempus/contract";
import { and, eq, gte, lte } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import type { ListInput } from "../../core/list.ts";
import { listCollection } from "../../db/collection.ts";
import { tablePages } from "../../db/paginate.ts";
import { debtor, invoice } from "../../db/schema/index.ts";
import type { InvoicingDeps } from "./deps.ts";
import { companyToday, creditNotesOf, toInvoice } from "./present-invoice.ts";

/** The company's invoices and credit notes, newest first; filters status, debtor, issue period; search by number. */
export async function listInvoices(
  deps: InvoicingDeps,
  actor: Actor,
  input: ListInput<ParsedInvoiceQuery>,
) {
  const { status, debtor: debtorId, issued_after: after, issued_before: before } = input.query;
  if (debtorId !== undefined) {
    const [known] = await deps.db
      .select({ id: debtor.id })
      .from(debtor)
      .where(and(eq(debtor.id, debtorId), eq(debtor.companyId, actor.companyId)));
    if (!known) throw new ValidationError({ debtor: [FIELD_MESSAGES.invalidFilterChoice] });
  }
  const page = await listCollection(input, {
    searchFields: [invoice.number],
    orderingFields: {
      number: invoice.number,
      issue_date: invoice.issueDate,
      due_date: invoice.dueDate,
      gross_total: invoice.grossTotal,
      created_at: invoice.createdAt,
    },
    defaultOrdering: ["-id"],
    idColumn: invoice.id,
    where: and(
      eq(invoice.companyId, actor.companyId),
      status === undefined ? undefined : eq(invoice.status, status),
      debtorId === undefined ? undefined : eq(invoice.debtorId, debtorId),
      after === undefined ? undefined : gte(invoice.issueDate, after),
      before === undefined ? undefined : lte(invoice.issueDate, before),
    ),
    ...tablePages(deps.db, invoice),
  });
  const [creditNotes, today] = await Promise.all([
    creditNotesOf(
      deps.db,
      actor.companyId,
      page.results.map((row) => row.id),
    ),
    companyToday(deps.db, actor.companyId, deps.clock()),
  ]);
  return {
    ...page,
    results: page.results.map((row) => toInvoice(row, creditNotes.get(row.id) ?? [], today)),
  };
}
