import { randomBytes } from "node:crypto";
import type { ReportShare } from "@tempus/contract";
import { isoString } from "../../clock.ts";
import type { reportShare } from "../../db/schema/index.ts";
import { hashToken } from "../../lib/token-hash.ts";

/**
 * A new link's token: the company's id, a dot and 32 random bytes (base64url, which has no dot),
 * as invitation links are made (decision 019): the link is looked up among one company's links.
 * Only its SHA-256 is kept.
 */
export const newShareToken = (companyId: number) =>
  `${companyId}.${randomBytes(32).toString("base64url")}`;

/** Where to look for the link a token names; `undefined`: it can name none. */
export function shareLinkOf(token: string) {
  const prefix = /^(\d{1,15})\.[\w-]{43}$/.exec(token)?.[1];
  return prefix === undefined
    ? undefined
    : { companyId: Number(prefix), tokenHash: hashToken(token) };
}

export const presentShare = (row: typeof reportShare.$inferSelect, now: Date): ReportShare => ({
  id: row.id,
  created_at: isoString(row.createdAt),
  expires_on: row.expiresOn,
  is_expired: row.expiresAt !== null && row.expiresAt <= now,
});
