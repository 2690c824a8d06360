import { PROJECT_MESSAGES } from "@tempus/contract";
import { and, eq, inArray, or } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { activity, hourlyRateRule, invoiceLine, project, timeLog } from "../../db/schema/index.ts";
import { deleteRateRules } from "../pricing/index.ts";
import { deleteUnlessReferenced } from "./delete-unless-referenced.ts";
import type { CatalogDeps } from "./deps.ts";
import { findProject } from "./project-detail.ts";

/**
 * Refused while logs or invoice lines (also of cancelled invoices) refer to it;
 * its rules and its own activities go with it.
 */
export async function deleteProject(deps: CatalogDeps, actor: Actor, id: number) {
  const { db } = deps;
  const { companyId } = actor;
  await findProject(db, companyId, id);
  const ownActivities = db
    .select({ id: activity.id })
    .from(activity)
    .where(and(eq(activity.companyId, companyId), eq(activity.projectId, id)));
  await deleteUnlessReferenced(
    db,
    [
      [
        () => db.$count(timeLog, and(eq(timeLog.companyId, companyId), eq(timeLog.projectId, id))),
        PROJECT_MESSAGES.projectInUse,
      ],
      [
        () =>
          db.$count(
            invoiceLine,
            and(
              eq(invoiceLine.companyId, companyId),
              or(eq(invoiceLine.projectId, id), inArray(invoiceLine.activityId, ownActivities)),
            ),
          ),
        PROJECT_MESSAGES.projectInvoiced,
      ],
    ],
    async (tx) => {
      // Its rules and its own activities are configuration of the project and go with it.
      await deleteRateRules(
        tx,
        companyId,
        or(eq(hourlyRateRule.projectId, id), inArray(hourlyRateRule.activityId, ownActivities)),
      );
      await tx
        .delete(activity)
        .where(and(eq(activity.companyId, companyId), eq(activity.projectId, id)));
      await tx.delete(project).where(and(eq(project.companyId, companyId), eq(project.id, id)));
    },
  );
}
