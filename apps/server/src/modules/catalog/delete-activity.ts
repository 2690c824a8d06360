import { PROJECT_MESSAGES } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { activity, hourlyRateRule, invoiceLine, timeLog } from "../../db/schema/index.ts";
import { deleteRateRules } from "../pricing/index.ts";
import { findActivity } from "./activity-presenter.ts";
import { deleteUnlessReferenced } from "./delete-unless-referenced.ts";
import type { CatalogDeps } from "./deps.ts";

/** Refused while logs or invoice lines refer to it; its rules go with it. */
export async function deleteActivity(deps: CatalogDeps, actor: Actor, id: number) {
  const { db } = deps;
  const { companyId } = actor;
  await findActivity(db, companyId, id);
  await deleteUnlessReferenced(
    db,
    [
      [
        () => db.$count(timeLog, and(eq(timeLog.companyId, companyId), eq(timeLog.activityId, id))),
        PROJECT_MESSAGES.activityInUse,
      ],
      [
        () =>
          db.$count(
            invoiceLine,
            and(eq(invoiceLine.companyId, companyId), eq(invoiceLine.activityId, id)),
          ),
        PROJECT_MESSAGES.activityInvoiced,
      ],
    ],
    async (tx) => {
      await deleteRateRules(tx, companyId, eq(hourlyRateRule.activityId, id));
      await tx.delete(activity).where(and(eq(activity.companyId, companyId), eq(activity.id, id)));
    },
  );
}
