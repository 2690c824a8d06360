import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/open-database.ts";
import { users } from "../../db/schema/index.ts";

/** Usernames and e-mail addresses are unique regardless of case. */
export async function findUserByUsername(db: Database, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return user;
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

export async function isEmailTaken(db: Database, email: string, exceptUserId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  return row !== undefined;
}

/** PostgreSQL's unique_violation, raised when a parallel request took the same name first. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const details = cause as { code?: string; constraint?: string; message?: string };
  return (
    details.code === "23505" &&
    (details.constraint === constraint || (details.message ?? "").includes(constraint))
  );
}
