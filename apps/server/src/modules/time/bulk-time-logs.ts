import {
  FIELD_MESSAGES,
  NON_FIELD_ERRORS,
  PROJECT_MESSAGES,
  type TimeLogBulkSchema,
} from "@tempus/contract";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../core/actor.ts";
import { notFound, ValidationError } from "../../core/errors.ts";
import { sameCompanyRow } from "../../db/company-row.ts";
import { project, timeLog } from "../../db/schema/index.ts";
import { assertOpen, loadPricingContext, lockedPeriod, repriceDays } from "../pricing/index.ts";
import type { TimeDeps } from "./deps.ts";
import { auditedTimeLog, recordTimeLogChange } from "./time-log-audit.ts";
import { visibleTo } from "./time-log-filters.ts";
import { toTimeLog, withDebtors } from "./time-log-presenter.ts";
import { lockedWrite, resolveWrite, storeTimeLog } from "./time-log-write.ts";

/**
 * One change to several logs in one transaction under the company's pricing
 * lock: every log is changed (and priced again) or deleted, or none is. A log
 * the caller may not see (another member's, another company's, none) answers
 * 404; an invoiced one 400; a change the single-log write refuses (a project
 * of another company) refuses them all with that write's message.
 */
export async function bulkTimeLogs(
  deps: TimeDeps,
  actor: Actor,
  body: z.output<typeof TimeLogBulkSchema>,
) {
  const ids = [...new Set(body.ids)];
  const changes = body.changes ?? {};
  if (body.action === "update" && Object.keys(changes).length === 0)
    throw new ValidationError({ changes: [FIELD_MESSAGES.required] });
  return lockedWrite(deps, actor, async (locked) => {
    const rows = await locked.db
      .select({ log: timeLog })
      .from(timeLog)
      .innerJoin(project, sameCompanyRow(project, timeLog, timeLog.projectId))
      .where(and(inArray(timeLog.id, ids), visibleTo(actor)))
      .orderBy(timeLog.id);
    if (rows.length !== ids.length) throw notFound();
    if (rows.some((row) => row.log.invoiceId !== null))
      throw new ValidationError({ [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.invoicedLocked] });
    assertOpen(await lockedPeriod(locked.db, actor.companyId), ...rows.map((row) => row.log.start));
    if (body.action === "delete") {
      const deleted = await locked.db
        .delete(timeLog)
        .where(
          and(
            inArray(timeLog.id, ids),
            eq(timeLog.companyId, actor.companyId),
            isNull(timeLog.invoiceId),
          ),
        )
        .returning({ id: timeLog.id });
      if (deleted.length !== ids.length)
        throw new ValidationError({ [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.invoicedLocked] });
      const at = locked.clock();
      for (const { log } of rows)
        await recordTimeLogChange(locked.db, actor, log.id, {
          before: auditedTimeLog(log),
          after: null,
          at,
        });
      // Their days, where a rule rounds per day, are shared out among the logs left (decision 031).
      await repriceDays(
        locked.db,
        actor.companyId,
        await loadPricingContext(locked.db, actor.companyId),
        rows.map((row) => row.log),
      );
      return { action: body.action, count: deleted.length, results: [] };
    }
    // The rules are read once under the lock (this write changes logs, not rules), and the
    // change's references once, on the first log.
    const pricing = await loadPricingContext(locked.db, actor.companyId);
    const results = [];
    for (const [index, { log }] of rows.entries()) {
      const values = await resolveWrite(locked.db, actor, changes, log, index > 0);
      results.push(await storeTimeLog(locked, actor, values, log.id, pricing));
    }
    // A later log of the same day may have shared a day's rounding out again (decision 031).
    if (pricing.rounding.some((rule) => rule.scope === "day")) {
      const now = deps.clock();
      const saved = await locked.db
        .select()
        .from(timeLog)
        .where(and(eq(timeLog.companyId, actor.companyId), inArray(timeLog.id, ids)));
      const fresh = new Map(
        (await withDebtors(locked.db, actor.companyId, saved)).map((row) => [
          row.log.id,
          toTimeLog(row.log, now, pricing, row.debtorId),
        ]),
      );
      return {
        action: body.action,
        count: results.length,
        results: results.map((result) => fresh.get(result.id) ?? result),
      };
    }
    return { action: body.action, count: results.length, results };
  });
}
