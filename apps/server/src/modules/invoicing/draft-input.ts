import type { InvoiceGrouping, InvoiceWrite, TaxCategory } from "@tempus/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/open-database.ts";
import { invoiceLine } from "../../db/schema/index.ts";
import type { InvoiceRow } from "./find-invoice.ts";

/** A stored draft's parameters, as they were written (its manual lines included). */
export async function draftInput(db: Queryable, row: InvoiceRow): Promise<InvoiceWrite> {
  const manual = await db
    .select()
    .from(invoiceLine)
    .where(
      and(
        eq(invoiceLine.companyId, row.companyId),
        eq(invoiceLine.invoiceId, row.id),
        eq(invoiceLine.manual, true),
      ),
    )
    .orderBy(asc(invoiceLine.position));
  return {
    debtor: row.debtorId,
    service_from: row.serviceFrom,
    service_until: row.serviceUntil,
    projects: row.projectIds,
    grouping: row.grouping as InvoiceGrouping,
    currency: row.currency,
    tax_rate: row.taxRate,
    language: row.language,
    notes: row.notes,
    include_time: row.includeTime,
    buyer_reference: row.buyerReference,
    order_reference: row.orderReference,
    contract_reference: row.contractReference,
    project_reference: row.projectReference,
    cash_discount_days: row.cashDiscountDays,
    cash_discount_percent: row.cashDiscountPercent,
    type_code: row.typeCode === "386" ? "386" : "380",
    advance_invoices: row.advanceInvoiceIds,
    manual_lines: manual.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit_code: line.unitCode as "HUR" | "C62" | "DAY",
      unit_price: line.unitPrice,
      tax_rate: line.taxRate,
      tax_category: line.taxCategory as TaxCategory,
      exemption_reason: line.exemptionReason,
    })),
  };
}
