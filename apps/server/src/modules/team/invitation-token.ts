import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { invitation } from "../../db/schema/index.ts";
import { hashToken } from "../../lib/token-hash.ts";

/**
 * A new invitation link's token: the inviting company's id, a dot, and 32 random bytes
 * (base64url, which has no dot). Only its SHA-256 is stored. The company in front lets the
 * link be looked up among one company's invitations (decision 019).
 */
export const newInvitationToken = (companyId: number) =>
  `${companyId}.${randomBytes(32).toString("base64url")}`;

const COMPANY_PREFIX = /^(\d{1,15})\./;

/**
 * The invitation a link names, if it is still usable at `now`: its token's hash, among the
 * invitations of the company the token names (a token from before tokens named their company
 * is looked up by its hash alone).
 */
export function usableInvitation(token: string, now: Date) {
  const company = COMPANY_PREFIX.exec(token)?.[1];
  return and(
    company === undefined ? undefined : eq(invitation.companyId, Number(company)),
    eq(invitation.tokenHash, hashToken(token)),
    isNull(invitation.acceptedAt),
    gt(invitation.expiresAt, now),
  );
}
