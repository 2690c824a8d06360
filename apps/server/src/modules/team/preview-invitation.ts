import type { InvitationPreview } from "@tempus/contract";
import { eq } from "drizzle-orm";
import { notFound } from "../../core/errors.ts";
import { company, invitation } from "../../db/schema/index.ts";
import type { TeamDeps } from "./deps.ts";
import { invitationLink, usableInvitation } from "./invitation-token.ts";

/**
 * What the sign-up page shows for an invitation link: the address it was sent to and
 * the company it joins. A used, expired or unknown token answers 404.
 */
export async function previewInvitation(
  deps: TeamDeps,
  { token }: { token: string },
): Promise<InvitationPreview> {
  const link = await invitationLink(deps.db, token);
  if (!link) throw notFound();
  const [row] = await deps.db
    .select({ email: invitation.email, role: invitation.role, companyName: company.name })
    .from(invitation)
    .innerJoin(company, eq(company.id, invitation.companyId))
    .where(usableInvitation(link, deps.clock()));
  if (!row) throw notFound();
  return { email: row.email, company_name: row.companyName, role: row.role };
}
