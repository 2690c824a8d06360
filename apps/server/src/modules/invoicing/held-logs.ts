import { and, eq, inArray, not } from "drizzle-orm";
import type { Transaction } from "../../db/open-database.ts";
import { invoiceTimeLog, timeLog } from "../../db/schema/index.ts";

/** The hold rows of the logs an invoice holds now (not released). */
export const heldBy = (companyId: number, invoiceId: number) =>
  and(
    eq(invoiceTimeLog.companyId, companyId),
    eq(invoiceTimeLog.invoiceId, invoiceId),
    not(invoiceTimeLog.released),
  );

/** The ids of the logs an invoice holds, as a subquery. */
export const heldLogIds = (tx: Transaction, companyId: number, invoiceId: number) =>
  tx
    .select({ id: invoiceTimeLog.timeLogId })
    .from(invoiceTimeLog)
    .where(heldBy(companyId, invoiceId));

/** The logs an invoice holds, locked against changes until the transaction ends. */
export async function lockHeldLogs(tx: Transaction, companyId: number, invoiceId: number) {
  const rows = await tx
    .select({ id: timeLog.id })
    .from(timeLog)
    .where(
      and(
        eq(timeLog.companyId, companyId),
        inArray(timeLog.id, heldLogIds(tx, companyId, invoiceId)),
      ),
    )
    .for("update");
  return rows.map((row) => row.id);
}

/** Links the held logs to the invoice (issue) or frees them again (`null`, cancel with release). */
export async function setInvoiceOfHeldLogs(
  tx: Transaction,
  companyId: number,
  invoiceId: number,
  value: number | null,
  now: Date,
) {
  await tx
    .update(timeLog)
    .set({ invoiceId: value, updatedAt: now })
    .where(
      and(
        eq(timeLog.companyId, companyId),
        inArray(timeLog.id, heldLogIds(tx, companyId, invoiceId)),
      ),
    );
}
