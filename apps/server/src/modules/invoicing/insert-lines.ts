import { sql } from "drizzle-orm";
import { rowsOf, type Transaction } from "../../db/open-database.ts";
import { invoiceLine } from "../../db/schema/index.ts";

/** A line to write: every column but its id, amounts as the database's decimal text. */
export type NewLine = Omit<typeof invoiceLine.$inferSelect, "id">;

const CHUNK = 5000;

/** `items` in slices of at most `CHUNK`, with the offset of each. */
export function chunked<T>(items: T[]): [number, T[]][] {
  const result: [number, T[]][] = [];
  for (let start = 0; start < items.length; start += CHUNK)
    result.push([start, items.slice(start, start + CHUNK)]);
  return result;
}

/**
 * Writes one company's invoice lines and answers their ids in the order given: one statement per
 * 5,000 lines over column arrays (unnest), ten times faster than rows of parameters and within
 * PostgreSQL's 65,535 parameters whatever the count. The rows come from the app, not from a
 * select over `invoice_line`, so that on Citus the statement stays on the company's shard.
 */
export async function insertLines(tx: Transaction, lines: NewLine[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [, chunk] of chunked(lines)) {
    const column = <T>(value: (line: NewLine) => T) => sql.param(chunk.map(value));
    const saved = rowsOf<{ id: string | number; position: number }>(
      await tx.execute(sql`
        insert into ${invoiceLine} (company_id, invoice_id, position, description, quantity,
          unit_code, unit_price, net_amount, tax_category, tax_rate, exemption_reason, project_id,
          activity_id, user_id, day, manual, credited_line_id)
        select * from unnest(
          ${column((line) => line.companyId)}::bigint[],
          ${column((line) => line.invoiceId)}::bigint[],
          ${column((line) => line.position)}::int[],
          ${column((line) => line.description)}::text[],
          ${column((line) => line.quantity)}::numeric[],
          ${column((line) => line.unitCode)}::varchar[],
          ${column((line) => line.unitPrice)}::numeric[],
          ${column((line) => line.netAmount)}::numeric[],
          ${column((line) => line.taxCategory)}::varchar[],
          ${column((line) => line.taxRate)}::numeric[],
          ${column((line) => line.exemptionReason)}::varchar[],
          ${column((line) => line.projectId)}::bigint[],
          ${column((line) => line.activityId)}::bigint[],
          ${column((line) => line.userId)}::bigint[],
          ${column((line) => line.day)}::date[],
          ${column((line) => line.manual)}::boolean[],
          ${column((line) => line.creditedLineId)}::bigint[])
        returning id, position`),
    );
    const byPosition = new Map(saved.map((row) => [row.position, Number(row.id)]));
    for (const line of chunk) ids.push(byPosition.get(line.position) as number);
  }
  return ids;
}
