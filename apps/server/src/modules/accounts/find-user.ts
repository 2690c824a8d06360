import { eq, sql } from "drizzle-orm";
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
