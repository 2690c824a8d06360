import { PROJECT_MESSAGES } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { debtor, hourlyRateRule, invoice, project } from "../../db/schema/index.ts";
import { deleteRateRules } from "../pricing/index.ts";
import { findDebtor } from "./debtor-detail.ts";
import { deleteUnlessReferenced } from "./delete-unless-referenced.ts";
import type { CatalogDeps } from "./deps.ts";

/** Refused while projects or invoices refer to it: archive it instead. */
export async function deleteDebtor(deps: CatalogDeps, actor: Actor, id: number) {
  const { db } = deps;
  const { companyId } = actor;
  await findDebtor(db, companyId, id);
  await deleteUnlessReferenced(
    db,
    [
      [
        () => db.$count(project, and(eq(project.companyId, companyId), eq(project.debtorId, id))),
        PROJECT_MESSAGES.debtorInUse,
      ],
      [
        () => db.$count(invoice, and(eq(invoice.companyId, companyId), eq(invoice.debtorId, id))),
        PROJECT_MESSAGES.debtorInvoiced,
      ],
    ],
    async (tx) => {
      await deleteRateRules(tx, companyId, eq(hourlyRateRule.debtorId, id));
      await tx.delete(debtor).where(and(eq(debtor.companyId, companyId), eq(debtor.id, id)));
    },
  );
}
