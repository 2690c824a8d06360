import { BILLING_MESSAGES, FIELD_MESSAGES } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { Clock } from "../../clock.ts";
import { notFound, ValidationError } from "../../core/errors.ts";
import type { Database } from "../../db/open-database.ts";
import { billingPeriod } from "../../db/schema/index.ts";
import { readBillingPeriod } from "./billing-period-presenter.ts";
import { findActivePlan } from "./subscription-types.ts";

export interface BillingDeps {
  db: Database;
  clock: Clock;
}

export type Plan = NonNullable<Awaited<ReturnType<typeof findActivePlan>>>;

export function checkPlanLimit(field: string, plan: Plan, users: number) {
  if (plan.maxUsers !== null && users > plan.maxUsers) {
    throw new ValidationError({
      [field]: [BILLING_MESSAGES.planUserLimit(plan.name, plan.maxUsers)],
    });
  }
}

/** An active plan, or DRF's "Invalid pk" at the field that named it. */
export async function planOrInvalid(db: Database, field: string, id: number): Promise<Plan> {
  const plan = await findActivePlan(db, id);
  if (!plan) throw new ValidationError({ [field]: [FIELD_MESSAGES.invalidPk(id)] });
  return plan;
}

export async function getActivePeriod(db: Database, companyId: number) {
  const [period] = await db
    .select({ id: billingPeriod.id })
    .from(billingPeriod)
    .where(and(eq(billingPeriod.companyId, companyId), eq(billingPeriod.status, "active")));
  if (!period) throw notFound();
  return readBillingPeriod(db, companyId, period.id);
}
