import { eq } from "drizzle-orm";
import { company } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { notFound } from "../../http/errors.ts";
import { selectCompany, toCompany } from "./company-presenter.ts";
import type { MasterdataDeps } from "./deps.ts";

/** The caller's company; another company's id answers exactly like a missing one. */
export async function getCompanyInfo(
  deps: MasterdataDeps,
  actor: AuthenticatedUser,
  { id, url }: { id: number; url: URL },
) {
  if (id !== actor.companyId) throw notFound();
  const [row] = await selectCompany(deps.db).where(eq(company.id, id));
  if (!row) throw notFound();
  return toCompany(url, row.company, row.image, actor.role);
}
