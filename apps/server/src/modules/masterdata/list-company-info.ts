import { eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import type { ListInput } from "../../core/list.ts";
import { listCollection } from "../../db/collection.ts";
import { company } from "../../db/schema/index.ts";
import { selectCompany, toCompany } from "./company-presenter.ts";
import type { MasterdataDeps } from "./deps.ts";

/** The collection of one: the caller's own company. */
export async function listCompanyInfo(deps: MasterdataDeps, actor: Actor, input: ListInput) {
  const { db } = deps;
  const page = await listCollection(input, {
    searchFields: [company.name],
    orderingFields: { name: company.name },
    defaultOrdering: ["id"],
    idColumn: company.id,
    where: eq(company.id, actor.companyId),
    count: (where) => db.$count(company, where),
    fetch: ({ where, orderBy, limit, offset }) =>
      selectCompany(db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    ...page,
    results: page.results.map((row) => toCompany(input.url, row.company, row.image, actor.role)),
  };
}
