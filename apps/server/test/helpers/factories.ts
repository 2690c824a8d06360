import type { Role } from "@tempus/contract";
import type { App } from "../../src/app.ts";
import type { Database } from "../../src/db/open-database.ts";
import { insertUser } from "../../src/db/users.ts";
import { hashPassword } from "../../src/modules/accounts/password-hashing.ts";
import { logIn, PASSWORD, uniqueName } from "./accounts.ts";

let passwordHash: Promise<string> | undefined;

/**
 * A colleague in an existing company with the given role, signed in. (Joining
 * through an invitation is the team feature's own test; here we only need the role.)
 */
export async function addMember(app: App, db: Database, companyId: number, role: Role) {
  passwordHash ??= hashPassword(PASSWORD);
  const username = uniqueName(role);
  const hash = await passwordHash;
  const user = await db.transaction((tx) =>
    insertUser(tx, {
      companyId,
      username,
      email: `${username}@example.com`,
      passwordHash: hash,
      role,
    }),
  );
  const tokens = await logIn(app, username);
  return { ...user, tokens, headers: { authorization: `Bearer ${tokens.access}` } };
}
