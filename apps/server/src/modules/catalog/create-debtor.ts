import { FIELD_MESSAGES } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { debtor } from "../../db/schema/index.ts";
import { lockAuditChain } from "../audit/index.ts";
import { recordCatalogChange } from "./catalog-audit.ts";
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
  const row = await deps.db.transaction(async (tx) => {
    await lockAuditChain(tx, actor.companyId);
    const [created] = await tx
      .insert(debtor)
      .values({ ...debtorColumns(checked), name: body.name as string, companyId: actor.companyId })
      .returning();
    await recordCatalogChange(tx, actor, "debtor", {
      before: null,
      after: created,
      at: deps.clock(),
    });
    return created;
  });
  return debtorDetail(deps, actor, row.id);
}
