import { BILLING_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import { ValidationError } from "../../core/errors.ts";
import type { Transaction } from "../../db/open-database.ts";
import { billingPeriod, company, users } from "../../db/schema/index.ts";

/**
 * The company's active period, locked for the rest of the transaction so that
 * parallel changes to it queue up instead of overwriting each other.
 */
export async function lockActivePeriod(tx: Transaction, companyId: number) {
  const [period] = await tx
    .select()
    .from(billingPeriod)
    .where(and(eq(billingPeriod.companyId, companyId), eq(billingPeriod.status, "active")))
    .for("update");
  if (!period) {
    throw new ValidationError({ [NON_FIELD_ERRORS]: [BILLING_MESSAGES.noActivePeriod] });
  }
  return period;
}

export async function lockCompany(tx: Transaction, companyId: number) {
  const [row] = await tx.select().from(company).where(eq(company.id, companyId)).for("update");
  return row;
}

export function countActiveMembers(tx: Transaction, companyId: number) {
  return tx.$count(users, and(eq(users.companyId, companyId), eq(users.isActive, true)));
}
