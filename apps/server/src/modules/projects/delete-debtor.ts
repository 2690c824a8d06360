import { NON_FIELD_ERRORS, PROJECT_MESSAGES } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import { debtor, hourlyRateRule, project } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { ValidationError } from "../../http/errors.ts";
import type { ProjectsDeps } from "./deps.ts";
import { findDebtor } from "./get-debtor.ts";

/** Refused while projects refer to it: archive it instead. */
export async function deleteDebtor(deps: ProjectsDeps, actor: AuthenticatedUser, id: number) {
  const { db } = deps;
  const { companyId } = actor;
  await findDebtor(db, companyId, id);
  if (
    (await db.$count(project, and(eq(project.companyId, companyId), eq(project.debtorId, id)))) > 0
  ) {
    throw new ValidationError({ [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.debtorInUse] });
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(hourlyRateRule)
      .where(and(eq(hourlyRateRule.companyId, companyId), eq(hourlyRateRule.debtorId, id)));
    await tx.delete(debtor).where(and(eq(debtor.companyId, companyId), eq(debtor.id, id)));
  });
}
