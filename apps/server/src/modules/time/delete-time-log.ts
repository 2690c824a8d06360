import { NON_FIELD_ERRORS, PROJECT_MESSAGES } from "@tempus/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { timeLog } from "../../db/schema/index.ts";
import { assertOpen, loadPricingContext, lockedPeriod, repriceDays } from "../pricing/index.ts";
import type { TimeDeps } from "./deps.ts";
import { auditedTimeLog, recordTimeLogChange } from "./time-log-audit.ts";
import { assertNotInvoiced, findTimeLog, lockedWrite } from "./time-log-write.ts";

export async function deleteTimeLog(deps: TimeDeps, actor: Actor, id: number) {
  await lockedWrite(deps, actor, async ({ db }) => {
    const { log } = await findTimeLog(db, actor, id);
    assertNotInvoiced(log);
    assertOpen(await lockedPeriod(db, actor.companyId), log.start);
    const deleted = await db
      .delete(timeLog)
      .where(
        and(eq(timeLog.id, id), eq(timeLog.companyId, actor.companyId), isNull(timeLog.invoiceId)),
      )
      .returning({ id: timeLog.id });
    // An invoice issued since the log was read has locked it.
    if (deleted.length === 0)
      throw new ValidationError({ [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.invoicedLocked] });
    await recordTimeLogChange(db, actor, id, {
      before: auditedTimeLog(log),
      after: null,
      at: deps.clock(),
    });
    // Its day, where a rule rounds per day, is shared out among the logs left (decision 031).
    await repriceDays(db, actor.companyId, await loadPricingContext(db, actor.companyId), [log]);
  });
}
