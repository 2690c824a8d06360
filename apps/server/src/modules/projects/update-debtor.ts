import { eq } from "drizzle-orm";
import { debtor } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { checkCurrency, type DebtorWrite, debtorColumns } from "./debtor-write.ts";
import type { ProjectsDeps } from "./deps.ts";
import { findDebtor, getDebtor } from "./get-debtor.ts";

export async function updateDebtor(
  deps: ProjectsDeps,
  actor: AuthenticatedUser,
  { id, body }: { id: number; body: DebtorWrite },
) {
  await findDebtor(deps.db, actor.companyId, id);
  await checkCurrency(deps.db, body.currency);
  await deps.db
    .update(debtor)
    .set({ ...debtorColumns(body), updatedAt: new Date() })
    .where(eq(debtor.id, id));
  return getDebtor(deps, actor, id);
}
