import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { legacyLinkCompany } from "../../db/legacy-links.ts";
import type { Queryable } from "../../db/open-database.ts";
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
 * Where to look for the invitation a link names: its company (the token's prefix, or for a link
 * given before tokens named their company, the company migration 0029 listed for its hash) and
 * its token's hash. `undefined`: the link can name no invitation.
 */
export async function invitationLink(
  db: Queryable,
  token: string,
): Promise<{ companyId: number; tokenHash: string } | undefined> {
  const tokenHash = hashToken(token);
  const prefix = COMPANY_PREFIX.exec(token)?.[1];
  const companyId =
    prefix === undefined ? await legacyLinkCompany(db, "invitation", tokenHash) : Number(prefix);
  return companyId === undefined ? undefined : { companyId, tokenHash };
}

/** The invitation a link names, if it is still usable at `now`. */
export function usableInvitation(link: { companyId: number; tokenHash: string }, now: Date) {
  return and(
    eq(invitation.companyId, link.companyId),
    eq(invitation.tokenHash, link.tokenHash),
    isNull(invitation.acceptedAt),
    gt(invitation.expiresAt, now),
  );
}
