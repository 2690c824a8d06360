import { timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lte, or } from "drizzle-orm";
import { apiToken } from "../../db/schema/index.ts";
import { hashToken } from "../../lib/token-hash.ts";
import { parseApiToken } from "./api-token-presenter.ts";
import type { ApiTokensDeps } from "./deps.ts";

/** How often a token's last use is written at most. */
const LAST_USE_EVERY_MS = 60_000;

/** Who a valid token stands for, and what it may do. */
export interface ApiTokenHolder {
  userId: number;
  companyId: number;
  scopes: readonly string[];
}

/**
 * The holder of a token as sent, or null for anything that is not a current token: malformed,
 * unknown, revoked, a wrong secret or expired all read alike (no oracle). The secret's hash is
 * compared in constant time. The last use is written when a minute has passed since the last.
 */
export async function authenticateApiToken(
  deps: ApiTokensDeps,
  token: string,
): Promise<ApiTokenHolder | null> {
  const parts = parseApiToken(token);
  if (!parts) return null;
  const [row] = await deps.db
    .select()
    .from(apiToken)
    .where(and(eq(apiToken.companyId, parts.companyId), eq(apiToken.id, parts.id)));
  if (!row) return null;
  const given = Buffer.from(hashToken(parts.secret), "hex");
  const stored = Buffer.from(row.secretHash, "hex");
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  const now = deps.clock();
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_EVERY_MS) {
    await deps.db
      .update(apiToken)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiToken.companyId, row.companyId),
          eq(apiToken.id, row.id),
          or(
            isNull(apiToken.lastUsedAt),
            lte(apiToken.lastUsedAt, new Date(now.getTime() - LAST_USE_EVERY_MS)),
          ),
        ),
      );
  }
  return { userId: row.userId, companyId: row.companyId, scopes: row.scopes };
}
