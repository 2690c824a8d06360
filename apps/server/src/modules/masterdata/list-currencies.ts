import { sql } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import type { ListInput } from "../../core/list.ts";
import { listCollection } from "../../db/collection.ts";
import { tablePages } from "../../db/paginate.ts";
import { currency } from "../../db/schema/index.ts";
import { toCurrency } from "./currency-presenter.ts";
import type { MasterdataDeps } from "./deps.ts";

/** Names order case-insensitively and byte-wise, the same on PGlite and any server collation. */
const byName = sql`lower(${currency.name}) collate "C"`;

/** ISO 4217 currencies, public. */
export async function listCurrencies(deps: MasterdataDeps, _actor: Actor | null, input: ListInput) {
  const page = await listCollection(input, {
    searchFields: [currency.code, currency.name],
    orderingFields: { code: currency.code, name: byName },
    defaultOrdering: ["code"],
    idColumn: currency.id,
    ...tablePages(deps.db, currency),
  });
  return { ...page, results: page.results.map(toCurrency) };
}
