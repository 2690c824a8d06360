import type { Database } from "../../db/open-database.ts";
import { findUserByLogin } from "../../db/users.ts";

/** Usernames and e-mail addresses are unique regardless of case (and of company). */
export const findUserByUsername = (db: Database, username: string) =>
  findUserByLogin(db, "username", username);

export const findUserByEmail = (db: Database, email: string) => findUserByLogin(db, "email", email);
