import {
  FIELD_MESSAGES,
  INVOICE_MESSAGES,
  type InvoiceWrite,
  NON_FIELD_ERRORS,
  type TaxCategory,
} from "@tempus/contract";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { ValidationError } from "../../core/errors.ts";
import type { Queryable } from "../../db/open-database.ts";
import { company, currency, debtor, invoice, project } from "../../db/schema/index.ts";
import { toCents } from "../../money.ts";
import {
  computeTotals,
  formatRate,
  type InvoiceTotals,
  type LineTax,
  lineNetCents,
  rateToHundredths,
  taxOf,
} from "./compute-totals.ts";
import type { InvoiceRow } from "./find-invoice.ts";
import { smallBusinessNote, taxNote } from "./pdf/labels.ts";
import { groupLogs, selectBillableLogs, type TimeLine } from "./time-lines.ts";

/** The largest amount an invoice stores (numeric(14, 2)): 999,999,999,999.99. */
const MAX_AMOUNT_CENTS = 99_999_999_999_999n;

export type CompanyRow = typeof company.$inferSelect;
export type DebtorRow = typeof debtor.$inferSelect;

export interface DraftLine extends TimeLine, LineTax {
  manual: boolean;
}

export interface BuiltDraft {
  company: CompanyRow;
  debtor: DebtorRow;
  input: InvoiceWrite;
  currency: string;
  taxRate: string;
  lines: DraftLine[];
  totals: InvoiceTotals;
  cashDiscount: { days: number | null; percent: string | null };
  /** What the advance invoices it deducts come to (BT-113). */
  prepaidCents: bigint;
}

/** Four-decimal units of a decimal string ("1.5" → 15000). */
export function toUnits(decimal: string, places = 4): bigint {
  const negative = decimal.startsWith("-");
  const [whole, fraction = ""] = decimal.replace("-", "").split(".");
  const units = BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, "0") || "0");
  return negative ? -units : units;
}

export async function loadCompany(db: Queryable, companyId: number) {
  const [row] = await db.select().from(company).where(eq(company.id, companyId));
  return row;
}

/**
 * A draft's lines and totals from its parameters, read in `db` (a transaction
 * when it is stored): checks the debtor, projects, period and currency, selects
 * the logs no other invoice holds, groups them and adds the manual lines.
 */
export async function buildDraft(
  db: Queryable,
  companyId: number,
  input: InvoiceWrite,
  options: { draftId?: number; onlyLogIds?: number[] } = {},
): Promise<BuiltDraft> {
  const companyRow = await loadCompany(db, companyId);
  const [debtorRow] = await db
    .select()
    .from(debtor)
    .where(and(eq(debtor.id, input.debtor), eq(debtor.companyId, companyId)));
  if (!debtorRow) throw new ValidationError({ debtor: [FIELD_MESSAGES.invalidPk(input.debtor)] });
  const errors: Record<string, string[]> = {};
  if (input.service_until < input.service_from)
    errors.service_until = [INVOICE_MESSAGES.periodEndBeforeStart];
  const projectIds = [...new Set(input.projects)];
  if (projectIds.length > 0) {
    const found = await db
      .select({ id: project.id })
      .from(project)
      .where(
        and(
          inArray(project.id, projectIds),
          eq(project.companyId, companyId),
          eq(project.debtorId, debtorRow.id),
        ),
      );
    const known = new Set(found.map((row) => row.id));
    const missing = projectIds.find((id) => !known.has(id));
    if (missing !== undefined) errors.projects = [FIELD_MESSAGES.invalidPk(missing)];
  }
  const code = input.currency ?? debtorRow.currency ?? companyRow.defaultCurrency;
  const [currencyRow] = await db.select().from(currency).where(eq(currency.code, code));
  if (!currencyRow) errors.currency = [FIELD_MESSAGES.invalidChoice(code)];
  else if (currencyRow.decimalPlaces > 2)
    errors.currency = [INVOICE_MESSAGES.unsupportedCurrency(code)];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const taxRate = formatRate(rateToHundredths(input.tax_rate ?? companyRow.defaultTaxRate ?? "0"));
  const treatment = debtorRow.taxTreatment;
  // An advance invoice bills what is agreed in advance (its manual lines), never tracked time.
  const advance = input.type_code === "386";
  const timeLines =
    input.include_time && !advance
      ? groupLogs(
          await selectBillableLogs(db, {
            companyId,
            timeZone: companyRow.timezone,
            debtorId: debtorRow.id,
            currency: code,
            serviceFrom: input.service_from,
            serviceUntil: input.service_until,
            projectIds,
            draftId: options.draftId,
            onlyLogIds: options.onlyLogIds,
          }),
          input.grouping,
          {
            timeZone: companyRow.timezone,
            language: input.language,
            serviceFrom: input.service_from,
            serviceUntil: input.service_until,
          },
        )
      : [];
  const smallBusiness = companyRow.taxRegime === "small_business";
  /** Why a category charges no VAT, in the invoice's language (BT-120). */
  const reasonFor = (category: TaxCategory, given?: string) => {
    if (given) return given;
    if (category === "S" || category === "Z") return "";
    if (category === "E")
      return smallBusiness
        ? smallBusinessNote(input.language, companyRow.country)
        : debtorRow.taxExemptionReason;
    return taxNote(input.language, category, "");
  };
  const taxFor = (rate: string, category?: TaxCategory, reason?: string): LineTax => {
    const chosen = category
      ? {
          taxCategory: category,
          rateHundredths: category === "S" ? rateToHundredths(rate) : 0n,
        }
      : taxOf(treatment, smallBusiness, rateToHundredths(rate));
    return { ...chosen, exemptionReason: reasonFor(chosen.taxCategory, reason) };
  };
  const invoiceTax = taxFor(taxRate);
  const lines: DraftLine[] = timeLines.map((line) => ({ ...line, manual: false, ...invoiceTax }));
  for (const manual of input.manual_lines) {
    // A discount is a negative quantity at a positive price: BR-27 forbids negative prices.
    const sign = manual.unit_price.startsWith("-") ? -1n : 1n;
    const quantityUnits = toUnits(manual.quantity) * sign;
    const priceUnits = toUnits(manual.unit_price) * sign;
    lines.push({
      description: manual.description,
      quantityUnits,
      quantityScale: 4,
      unitCode: manual.unit_code as DraftLine["unitCode"],
      priceUnits,
      netCents: lineNetCents(quantityUnits, priceUnits),
      projectId: null,
      activityId: null,
      userId: null,
      day: null,
      logIds: [],
      manual: true,
      ...taxFor(manual.tax_rate ?? taxRate, manual.tax_category, manual.exemption_reason),
    });
  }
  // Category O excludes every other (BR-O-11 to BR-O-14).
  const categories = new Set(lines.map((line) => line.taxCategory));
  if (categories.has("O") && categories.size > 1)
    throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.outsideScopeMixed] });
  // Skonto: the draft's own, else the company's.
  const cashDiscount =
    input.cash_discount_days === undefined && input.cash_discount_percent === undefined
      ? { days: companyRow.cashDiscountDays, percent: companyRow.cashDiscountPercent }
      : { days: input.cash_discount_days ?? null, percent: input.cash_discount_percent ?? null };
  if ((cashDiscount.days === null) !== (cashDiscount.percent === null))
    throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.cashDiscountIncomplete] });
  if (lines.length === 0)
    throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.noLines] });
  const totals = computeTotals(lines, smallBusiness ? companyRow.country : null);
  const prepaidCents = await deductedAdvances(db, {
    companyId,
    draftId: options.draftId ?? null,
    debtorId: debtorRow.id,
    currency: code,
    ids: advance ? null : [...new Set(input.advance_invoices)],
    requested: input.advance_invoices.length,
    grossCents: totals.grossCents,
  });
  const amounts = [
    ...lines.map((line) => line.netCents),
    totals.netCents,
    totals.taxCents,
    totals.grossCents,
  ];
  if (amounts.some((cents) => cents > MAX_AMOUNT_CENTS || cents < -MAX_AMOUNT_CENTS))
    throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.amountTooLarge] });
  return {
    company: companyRow,
    debtor: debtorRow,
    input: { ...input, projects: projectIds },
    currency: code,
    taxRate,
    lines,
    totals,
    cashDiscount,
    prepaidCents,
  };
}

/**
 * The advance invoices (386) a final invoice deducts (BT-113): issued, not
 * cancelled, of the same debtor and currency, deducted by no other issued
 * invoice; their gross less what was credited on them, at most this invoice's
 * gross. `ids` null: an advance invoice, which deducts none.
 */
async function deductedAdvances(
  db: Queryable,
  draft: {
    companyId: number;
    draftId: number | null;
    debtorId: number;
    currency: string;
    ids: number[] | null;
    requested: number;
    grossCents: bigint;
  },
): Promise<bigint> {
  if (draft.ids === null) {
    if (draft.requested > 0)
      throw new ValidationError({ advance_invoices: [INVOICE_MESSAGES.advanceOnAdvance] });
    return 0n;
  }
  if (draft.ids.length === 0) return 0n;
  const found = await db
    .select()
    .from(invoice)
    .where(and(eq(invoice.companyId, draft.companyId), inArray(invoice.id, draft.ids)));
  const byId = new Map(found.map((row) => [row.id, row]));
  const missing = draft.ids.find((id) => !byId.has(id));
  if (missing !== undefined)
    throw new ValidationError({ advance_invoices: [FIELD_MESSAGES.invalidPk(missing)] });
  const wrong = found.find(
    (row) =>
      row.typeCode !== "386" ||
      row.status !== "issued" ||
      row.debtorId !== draft.debtorId ||
      row.currency !== draft.currency,
  );
  if (wrong)
    throw new ValidationError({
      advance_invoices: [INVOICE_MESSAGES.notAnAdvance(wrong.number ?? String(wrong.id))],
    });
  // Another issued invoice that deducts one of them already.
  const [other] = await db
    .select({ number: invoice.number, advances: invoice.advanceInvoiceIds })
    .from(invoice)
    .where(
      and(
        eq(invoice.companyId, draft.companyId),
        eq(invoice.status, "issued"),
        draft.draftId === null ? undefined : ne(invoice.id, draft.draftId),
        sql`${invoice.advanceInvoiceIds} @> any(${sql.param(draft.ids.map((id) => `[${id}]`))}::jsonb[])`,
      ),
    )
    .limit(1);
  if (other) {
    const taken = byId.get(
      draft.ids.find((id) => other.advances.includes(id)) as number,
    ) as InvoiceRow;
    throw new ValidationError({
      advance_invoices: [INVOICE_MESSAGES.advanceDeducted(taken.number ?? "", other.number ?? "")],
    });
  }
  const prepaid = found.reduce(
    (sum, row) => sum + toCents(row.grossTotal) - toCents(row.creditedTotal),
    0n,
  );
  if (prepaid > draft.grossCents)
    throw new ValidationError({ advance_invoices: [INVOICE_MESSAGES.prepaidTooLarge] });
  return prepaid;
}
