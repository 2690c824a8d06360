import { API_TOKEN_PREFIX, type ApiToken, type ApiTokenScope } from "@tempus/contract";
import type { apiToken } from "../../db/schema/index.ts";

/**
 * Personal API tokens (decision 034). A token reads `tpat_<company>_<id>_<secret>`: its company and
 * id find the row on the company's node, the secret is compared with the stored SHA-256.
 */
export type ApiTokenRow = typeof apiToken.$inferSelect;

export const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as ApiTokenScope[],
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt?.toISOString() ?? null,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

const TOKEN = new RegExp(`^${API_TOKEN_PREFIX}(\\d{1,18})_(\\d{1,18})_([A-Za-z0-9_-]{43})$`);

/** The parts of a token as written, or null when it cannot be one of ours. */
export function parseApiToken(token: string) {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const companyId = Number(match[1]);
  const id = Number(match[2]);
  if (!Number.isSafeInteger(companyId) || !Number.isSafeInteger(id)) return null;
  return { companyId, id, secret: match[3] };
}

export const formatApiToken = (companyId: number, id: number, secret: string) =>
  `${API_TOKEN_PREFIX}${companyId}_${id}_${secret}`;
