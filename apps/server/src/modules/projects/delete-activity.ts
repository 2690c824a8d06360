import { NON_FIELD_ERRORS, PROJECT_MESSAGES } from "@tempus/contract";
import { eq } from "drizzle-orm";
import { activity, hourlyRateRule, timeLog } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { ValidationError } from "../../http/errors.ts";
import type { ProjectsDeps } from "./deps.ts";
import { findActivity } from "./get-activity.ts";

/** Refused while logs refer to it; its rules go with it. */
export async function deleteActivity(deps: ProjectsDeps, actor: AuthenticatedUser, id: number) {
  const { db } = deps;
  await findActivity(db, actor.companyId, id);
  if ((await db.$count(timeLog, eq(timeLog.activityId, id))) > 0) {
    throw new ValidationError({ [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.activityInUse] });
  }
  await db.transaction(async (tx) => {
    await tx.delete(hourlyRateRule).where(eq(hourlyRateRule.activityId, id));
    await tx.delete(activity).where(eq(activity.id, id));
  });
}
