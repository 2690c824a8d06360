import { and, eq } from "drizzle-orm";
import type { Queryable, Transaction } from "./open-database.ts";
import { userLogin, users } from "./schema/index.ts";

/**
 * Where a sign-in name leads: the user and their company, from `user_login`, which holds every
 * user's username and e-mail address in lower case (unique regardless of case and company).
 */
async function loginOf(db: Queryable, by: "username" | "email", name: string) {
  const [row] = await db
    .select({ userId: userLogin.userId, companyId: userLogin.companyId })
    .from(userLogin)
    .where(eq(by === "username" ? userLogin.username : userLogin.email, name.toLowerCase()));
  return row;
}

/** The user with this username or e-mail address (any case), read with its company. */
export async function findUserByLogin(db: Queryable, by: "username" | "email", name: string) {
  const login = await loginOf(db, by, name);
  if (!login) return undefined;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, login.companyId), eq(users.id, login.userId)));
  return user;
}

/** Whether a user (other than `exceptUserId`) has the address; addresses are unique regardless of case. */
export async function isEmailTaken(db: Queryable, email: string, exceptUserId?: number) {
  const login = await loginOf(db, "email", email);
  return login !== undefined && login.userId !== exceptUserId;
}

/** The unique keys that refuse a name another user has (any case, any company). */
export const USERNAME_TAKEN_KEY = "user_login_username_key";
export const EMAIL_TAKEN_KEY = "user_login_email_key";

/**
 * Creates a user and its sign-in names in one transaction. A name that is taken fails the insert
 * with a unique violation of USERNAME_TAKEN_KEY or EMAIL_TAKEN_KEY.
 */
export async function insertUser(tx: Transaction, values: typeof users.$inferInsert) {
  const [user] = await tx.insert(users).values(values).returning();
  await tx.insert(userLogin).values({
    userId: user.id,
    companyId: user.companyId,
    username: user.username.toLowerCase(),
    email: user.email.toLowerCase(),
  });
  return user;
}

/** Keeps a user's sign-in address with a new e-mail address (in the transaction that changes it). */
export async function changeLoginEmail(
  tx: Transaction,
  user: { id: number; companyId: number },
  email: string,
) {
  await tx
    .update(userLogin)
    .set({ email: email.toLowerCase() })
    .where(and(eq(userLogin.userId, user.id), eq(userLogin.companyId, user.companyId)));
}

/** The company a user belongs to (`user_login`, keyed by user id), for what names only the user. */
export async function companyOfUser(db: Queryable, userId: number) {
  const [row] = await db
    .select({ companyId: userLogin.companyId })
    .from(userLogin)
    .where(eq(userLogin.userId, userId));
  return row?.companyId;
}

/**
 * A user by id, read with its company: the one given (from a token that carries it), else the
 * one `user_login` names (a password-reset link, an e-mail verification, an older token).
 */
export async function findUserById(db: Queryable, userId: number, companyId?: number) {
  const company = companyId ?? (await companyOfUser(db, userId));
  if (company === undefined) return undefined;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, company), eq(users.id, userId)));
  return user;
}
