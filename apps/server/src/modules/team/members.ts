import { type Member, NON_FIELD_ERRORS, TEAM_MESSAGES } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";
import { users } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { listCollection } from "../../http/collection.ts";
import { notFound, ValidationError } from "../../http/errors.ts";
import { forgetUser } from "../../http/user-cache.ts";
import { recalculateCompanyLogs } from "../projects/pricing.ts";
import { ensureSeatAvailable } from "./seats.ts";

type UserRow = typeof users.$inferSelect;

const toMember = (row: UserRow): Member => ({
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

/** Everyone who is or was in the company; deactivated members stay with `is_active: false`. */
export async function listMembers(db: Database, request: FastifyRequest, companyId: number) {
  const page = await listCollection(request, {
    searchFields: [users.username, users.email],
    orderingFields: {
      username: users.username,
      email: users.email,
      role: users.role,
      date_joined: users.dateJoined,
    },
    defaultOrdering: ["username"],
    idColumn: users.id,
    where: eq(users.companyId, companyId),
    count: (where) => db.$count(users, where),
    fetch: ({ where, orderBy, limit, offset }) =>
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return { ...page, results: page.results.map(toMember) };
}

async function findMember(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

/**
 * Role, status and rate of a colleague. The owner is not changed here; an
 * activation needs a free seat; nobody deactivates themselves.
 */
export async function updateMember(
  deps: { db: Database; clock: Clock },
  actor: AuthenticatedUser,
  id: number,
  changes: { role?: "admin" | "member"; is_active?: boolean; hourly_rate?: string | null },
) {
  const member = await findMember(deps.db, actor.companyId, id);
  const changesRoleOrStatus = changes.role !== undefined || changes.is_active !== undefined;
  if (member.role === "owner" && changesRoleOrStatus) {
    throw new ValidationError({ [NON_FIELD_ERRORS]: [TEAM_MESSAGES.ownerUnchangeable] });
  }
  if (member.id === actor.id && changes.is_active === false) {
    throw new ValidationError({ [NON_FIELD_ERRORS]: [TEAM_MESSAGES.notYourself] });
  }
  const updated = await deps.db.transaction(async (tx) => {
    if (changes.is_active === true && !member.isActive) {
      await ensureSeatAvailable(tx, actor.companyId, deps.clock());
    }
    const [row] = await tx
      .update(users)
      .set({
        role: changes.role,
        isActive: changes.is_active,
        hourlyRate: changes.hourly_rate,
        updatedAt: deps.clock(),
      })
      .where(eq(users.id, member.id))
      .returning();
    // A member's own rate prices their logs that no rule covers.
    if (changes.hourly_rate !== undefined)
      await recalculateCompanyLogs(tx, actor.companyId, deps.clock());
    return row;
  });
  forgetUser(deps.db, member.id);
  return toMember(updated);
}

export async function getMember(db: Database, companyId: number, id: number) {
  return toMember(await findMember(db, companyId, id));
}
