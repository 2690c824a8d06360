import { hash, verify } from "@node-rs/argon2";

/** Argon2id (the library's default algorithm) with OWASP's minimum cost: 19 MiB, 2 passes. */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no such user, so a failed
 * login does not reveal whether the username exists.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword("no user has this password");
  await verifyPassword(await dummyHash, password);
  return false;
}
