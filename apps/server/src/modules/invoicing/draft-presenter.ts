import type { InvoiceLine } from "@tempus/contract";
import { formatCents, formatUnits } from "../../money.ts";
import type { DraftLine } from "./build-draft.ts";
import { formatRate, type InvoiceTotals } from "./compute-totals.ts";

/** A draft's line and totals as the API writes them (the preview, before anything is stored). */
export const presentDraftLine = (
  line: DraftLine,
  position: number,
  id: number | null = null,
): InvoiceLine => ({
  id,
  position,
  description: line.description,
  quantity: formatUnits(line.quantityUnits, line.quantityScale),
  unit_code: line.unitCode,
  unit_price: formatUnits(line.priceUnits, 4),
  net_amount: formatCents(line.netCents),
  tax_category: line.taxCategory,
  tax_rate: formatRate(line.rateHundredths),
  exemption_reason: line.exemptionReason,
  project: line.projectId,
  activity: line.activityId,
  user: line.userId,
  day: line.day,
  time_logs: line.logIds,
});

export const presentTotals = (totals: InvoiceTotals) => ({
  net_total: formatCents(totals.netCents),
  tax_total: formatCents(totals.taxCents),
  gross_total: formatCents(totals.grossCents),
  tax_breakdown: totals.breakdown,
});
