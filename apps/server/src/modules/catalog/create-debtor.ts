import { FIELD_MESSAGES } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { debtor } from "../../db/schema/index.ts";
import { debtorDetail } from "./debtor-detail.ts";
import {
  checkCurrency,
  checkIdentifiers,
  type DebtorWrite,
  debtorColumns,
} from "./debtor-write.ts";
import type { CatalogDeps } from "./deps.ts";

export async function createDebtor(deps: CatalogDeps, actor: Actor, body: DebtorWrite) {
  if (!body.name) throw new ValidationError({ name: [FIELD_MESSAGES.required] });
  await checkCurrency(deps.db, body.currency);
  const checked = checkIdentifiers(body, null);
  const [row] = await deps.db
    .insert(debtor)
    .values({ ...debtorColumns(checked), name: body.name, companyId: actor.companyId })
    .returning();
  return debtorDetail(deps, actor, row.id);
}
