import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/open-database.ts";
import { activity, debtor, project, tag, users } from "../../db/schema/index.ts";

/** The groupings whose rows are objects of the company, named by their labels. */
export type NamedGrouping = "project" | "debtor" | "activity" | "user" | "tag";

const NAMED = {
  project: { id: project.id, name: project.name, companyId: project.companyId, table: project },
  debtor: { id: debtor.id, name: debtor.name, companyId: debtor.companyId, table: debtor },
  activity: {
    id: activity.id,
    name: activity.name,
    companyId: activity.companyId,
    table: activity,
  },
  // A person by their username (the name the spec gives a user's row).
  user: { id: users.id, name: users.username, companyId: users.companyId, table: users },
  tag: { id: tag.id, name: tag.name, companyId: tag.companyId, table: tag },
};

/** The names of the company's objects of a grouping, by id. */
export async function namesOf(
  db: Database,
  companyId: number,
  groupBy: NamedGrouping,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const named = NAMED[groupBy];
  const rows = await db
    .select({ id: named.id, name: named.name })
    .from(named.table)
    .where(and(eq(named.companyId, companyId), inArray(named.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
