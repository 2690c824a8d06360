import type { Member } from "@tempus/contract";
import { notFound } from "../../core/errors.ts";
import { companyRow } from "../../db/company-row.ts";
import type { Queryable } from "../../db/open-database.ts";
import { users } from "../../db/schema/index.ts";

export const toMember = (row: typeof users.$inferSelect): Member => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  is_active: row.isActive,
  hourly_rate: row.hourlyRate,
  email_verified: row.emailVerified,
  date_joined: row.dateJoined.toISOString(),
  last_login: row.lastLogin?.toISOString() ?? null,
});

/** A member of the company; another company's user or a missing one is 404. */
export async function findMember(db: Queryable, companyId: number, id: number) {
  const row = await companyRow(db, users, companyId, id);
  if (!row) throw notFound();
  return row;
}
