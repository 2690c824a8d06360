import type { InvoiceLine } from "@tempus/contract";
import { readDecimal } from "../../lib/decimal-input.ts";
import type { CancelBody } from "./api.ts";
import { toCents } from "./format.ts";

/** What a credit note credits: all of the invoice, chosen lines, or a net amount. */
export type CreditScope = "full" | "lines" | "amount";

/** The credit note dialog's values as typed. */
export interface CreditValues {
  scope: CreditScope;
  /** Ids of the invoice's lines to credit. */
  lines: number[];
  /** Net, in the invoice's currency. */
  amount: string;
  release: boolean;
  notes: string;
}

/** What the dialog starts from: all of the invoice, or, once part of it is credited, its lines. */
export const initialCredit = (partlyCredited: boolean): CreditValues => ({
  scope: partlyCredited ? "lines" : "full",
  lines: [],
  amount: "",
  release: true,
  notes: "",
});

/**
 * The body of `POST …/cancel/`: an amount credits no lines, so it releases no
 * time logs; notes are sent only when written.
 */
export function creditBody(values: CreditValues, language = "en"): CancelBody {
  const notes = values.notes.trim() ? { notes: values.notes.trim() } : {};
  if (values.scope === "amount")
    return { amount: readDecimal(values.amount, language), release_time_logs: false, ...notes };
  if (values.scope === "lines")
    return { lines: values.lines, release_time_logs: values.release, ...notes };
  return { release_time_logs: values.release, ...notes };
}

/** Whether all of an invoice's lines share one VAT category and rate (then an amount can be credited). */
export const hasOneRate = (lines: InvoiceLine[]) =>
  new Set(lines.map((line) => `${line.tax_category}/${line.tax_rate}`)).size === 1;

/** What a credit note copies of a line: everything but its id and position. */
const signature = (line: InvoiceLine) =>
  JSON.stringify([
    line.description,
    line.quantity,
    line.unit_code,
    line.unit_price,
    line.net_amount,
    line.tax_category,
    line.tax_rate,
    line.project,
    line.activity,
    line.user,
    line.day,
  ]);

/**
 * The ids of `lines` that earlier credit notes credited. A credit note copies
 * the lines it credits (numbered anew), so they are found by their content;
 * where identical lines are only partly credited none is marked, and the
 * server names the one already credited if it is chosen.
 */
export function creditedLines(lines: InvoiceLine[], creditNotes: { lines: InvoiceLine[] }[]) {
  const copies = new Map<string, number>();
  for (const note of creditNotes)
    for (const line of note.lines)
      copies.set(signature(line), (copies.get(signature(line)) ?? 0) + 1);
  const alike = new Map<string, InvoiceLine[]>();
  for (const line of lines)
    alike.set(signature(line), [...(alike.get(signature(line)) ?? []), line]);
  const credited = new Set<number>();
  for (const [key, group] of alike)
    if ((copies.get(key) ?? 0) >= group.length)
      for (const line of group) if (line.id !== null) credited.add(line.id);
  return credited;
}

/** What remains to be credited on an invoice: its gross less its credit notes, in cents. */
export const creditableCents = (invoice: { gross_total: string; credited_total: string }) =>
  toCents(invoice.gross_total) - toCents(invoice.credited_total);
