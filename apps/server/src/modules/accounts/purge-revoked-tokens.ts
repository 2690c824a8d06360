import { lt } from "drizzle-orm";
import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";
import { revokedToken } from "../../db/schema/index.ts";

/** Revoked tokens need to be remembered only until they would have expired anyway. */
export async function purgeRevokedTokens(db: Database, clock: Clock): Promise<number> {
  const deleted = await db
    .delete(revokedToken)
    .where(lt(revokedToken.expiresAt, clock()))
    .returning({ jti: revokedToken.jti });
  return deleted.length;
}
