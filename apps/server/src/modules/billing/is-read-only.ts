import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/open-database.ts";
import { billingPeriod } from "../../db/schema/index.ts";

/** A company whose last period closed after a cancellation, with none after it, may only read. */
export async function isCompanyReadOnly(db: Database, companyId: number): Promise<boolean> {
  const [latest] = await db
    .select({ status: billingPeriod.status })
    .from(billingPeriod)
    .where(eq(billingPeriod.companyId, companyId))
    .orderBy(desc(billingPeriod.startDate))
    .limit(1);
  return latest?.status === "cancelled";
}
