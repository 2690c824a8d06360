import type { ParsedDebtorQuery } from "@tempus/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import type { ListInput } from "../../core/list.ts";
import { listCollection } from "../../db/collection.ts";
import { tablePages } from "../../db/paginate.ts";
import { debtor } from "../../db/schema/index.ts";
import { toDebtor } from "./debtor-presenter.ts";
import type { CatalogDeps } from "./deps.ts";

export async function listDebtors(
  deps: CatalogDeps,
  actor: Actor,
  input: ListInput<ParsedDebtorQuery>,
) {
  const archived = input.query.is_archived;
  const page = await listCollection(input, {
    searchFields: [debtor.name, debtor.contactPerson, debtor.email, debtor.city],
    orderingFields: { name: sql`lower(${debtor.name}) collate "C"`, created_at: debtor.createdAt },
    defaultOrdering: ["name"],
    idColumn: debtor.id,
    where: and(
      eq(debtor.companyId, actor.companyId),
      archived === undefined ? undefined : eq(debtor.isArchived, archived),
    ),
    ...tablePages(deps.db, debtor),
  });
  return { ...page, results: page.results.map(toDebtor) };
}
