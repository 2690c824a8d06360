import type { Actor } from "../../core/actor.ts";
import { ofCompany } from "../../db/company-row.ts";
import { debtor } from "../../db/schema/index.ts";
import { debtorDetail, findDebtor } from "./debtor-detail.ts";
import {
  checkCurrency,
  checkIdentifiers,
  type DebtorWrite,
  debtorColumns,
} from "./debtor-write.ts";
import type { CatalogDeps } from "./deps.ts";

export async function updateDebtor(
  deps: CatalogDeps,
  actor: Actor,
  { id, body }: { id: number; body: DebtorWrite },
) {
  const current = await findDebtor(deps.db, actor.companyId, id);
  await checkCurrency(deps.db, body.currency);
  const checked = checkIdentifiers(body, current);
  await deps.db
    .update(debtor)
    .set({ ...debtorColumns(checked), updatedAt: new Date() })
    .where(ofCompany(debtor, actor.companyId, id));
  return debtorDetail(deps, actor, id);
}
