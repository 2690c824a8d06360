import { INVOICE_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import { and, eq, sql } from "drizzle-orm";
import { ValidationError } from "../../core/errors.ts";
import type { Transaction } from "../../db/open-database.ts";
import { invoiceLine, invoiceTimeLog } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../lib/constraint-violation.ts";
import { formatCents, formatUnits } from "../../money.ts";
import type { DraftLine } from "./build-draft.ts";
import { formatRate } from "./compute-totals.ts";
import { chunked, insertLines } from "./insert-lines.ts";

/**
 * Writes a draft's lines and takes its logs, replacing what it had. Two drafts
 * racing for one log: the partial unique index on held logs lets one win, the
 * other's transaction fails here with a 400.
 */
export async function storeLines(
  tx: Transaction,
  companyId: number,
  invoiceId: number,
  lines: DraftLine[],
) {
  await tx
    .delete(invoiceLine)
    .where(and(eq(invoiceLine.companyId, companyId), eq(invoiceLine.invoiceId, invoiceId)));
  const ids = await insertLines(
    tx,
    lines.map((line, index) => ({
      companyId,
      invoiceId,
      position: index + 1,
      description: line.description,
      quantity: formatUnits(line.quantityUnits, line.quantityScale),
      unitCode: line.unitCode,
      unitPrice: formatUnits(line.priceUnits, 4),
      netAmount: formatCents(line.netCents),
      taxCategory: line.taxCategory,
      taxRate: formatRate(line.rateHundredths),
      exemptionReason: line.exemptionReason,
      projectId: line.projectId,
      activityId: line.activityId,
      userId: line.userId,
      day: line.day,
      manual: line.manual,
      creditedLineId: null,
    })),
  );
  const holds = lines.flatMap((line, index) =>
    line.logIds.map((timeLogId) => ({ lineId: ids[index], timeLogId })),
  );
  try {
    for (const [, chunk] of chunked(holds)) {
      await tx.execute(sql`
        insert into ${invoiceTimeLog} (company_id, invoice_id, line_id, time_log_id)
        select ${companyId}, ${invoiceId}, * from unnest(
          ${sql.param(chunk.map((hold) => hold.lineId))}::bigint[],
          ${sql.param(chunk.map((hold) => hold.timeLogId))}::bigint[])`);
    }
  } catch (error) {
    if (isUniqueViolation(error, "invoice_time_log_held_key"))
      throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.logsHeldElsewhere] });
    throw error;
  }
  return ids;
}
