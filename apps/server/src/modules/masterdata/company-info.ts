import { eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { company } from "../../db/schema/index.ts";
import { selectCompany, toCompany } from "./company-presenter.ts";
import type { MasterdataDeps } from "./deps.ts";

/** The caller's company; another company's id answers exactly like a missing one. */
export async function companyInfo(
  deps: MasterdataDeps,
  actor: Actor,
  { id, url }: { id: number; url: URL },
) {
  if (id !== actor.companyId) throw notFound();
  const [row] = await selectCompany(deps.db).where(eq(company.id, id));
  if (!row) throw notFound();
  return toCompany(url, row.company, row.image, actor.role);
}
