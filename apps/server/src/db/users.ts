import { and, eq, ne, sql } from "drizzle-orm";
import type { Queryable } from "./open-database.ts";
import { users } from "./schema/index.ts";

/** Whether a user (other than `exceptUserId`) has the address; addresses are unique regardless of case. */
export async function isEmailTaken(db: Queryable, email: string, exceptUserId?: number) {
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
