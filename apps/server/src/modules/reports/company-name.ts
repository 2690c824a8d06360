import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/open-database.ts";
import { company } from "../../db/schema/index.ts";

/** The company's name (a report's files and shared page carry it). */
export async function companyNameOf(db: Queryable, companyId: number): Promise<string> {
  const [row] = await db
    .select({ name: company.name })
    .from(company)
    .where(eq(company.id, companyId));
  return row?.name ?? "";
}
