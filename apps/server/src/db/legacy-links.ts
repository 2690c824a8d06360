import { and, eq } from "drizzle-orm";
import type { Queryable } from "./open-database.ts";
import { legacyLink } from "./schema/index.ts";

/**
 * The company of an invitation link (by its token's hash) or a logo name (by its token) given
 * before links and names carried their company (migration 0029 lists them): one read of a shared
 * table, so that the invitation or logo itself is then read within its company.
 */
export async function legacyLinkCompany(
  db: Queryable,
  kind: "invitation" | "company_image",
  key: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ companyId: legacyLink.companyId })
    .from(legacyLink)
    .where(and(eq(legacyLink.kind, kind), eq(legacyLink.key, key)));
  return row?.companyId;
}
