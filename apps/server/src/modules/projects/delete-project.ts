import { NON_FIELD_ERRORS, PROJECT_MESSAGES } from "@tempus/contract";
import { eq, sql } from "drizzle-orm";
import { activity, project, timeLog } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { ValidationError } from "../../http/errors.ts";
import type { ProjectsDeps } from "./deps.ts";
import { findProject } from "./get-project.ts";

/** Refused while logs refer to it; its rules and its own activities go with it. */
export async function deleteProject(deps: ProjectsDeps, actor: AuthenticatedUser, id: number) {
  const { db } = deps;
  await findProject(db, actor.companyId, id);
  if ((await db.$count(timeLog, eq(timeLog.projectId, id))) > 0) {
    throw new ValidationError({ [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.projectInUse] });
  }
  // Its rules and its own activities are configuration of the project and go with it.
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from hourly_rate_rule where project_id = ${id} or activity_id in (select id from activity where project_id = ${id})`,
    );
    await tx.delete(activity).where(eq(activity.projectId, id));
    await tx.delete(project).where(eq(project.id, id));
  });
}
