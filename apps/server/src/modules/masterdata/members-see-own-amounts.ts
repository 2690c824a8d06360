import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/open-database.ts";
import { company } from "../../db/schema/index.ts";

/** Whether the company lets its members see the rates and amounts of their own time (decision 039). */
export async function membersSeeOwnAmounts(db: Queryable, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ shown: company.membersSeeOwnAmounts })
    .from(company)
    .where(eq(company.id, companyId));
  return row?.shown === true;
}
