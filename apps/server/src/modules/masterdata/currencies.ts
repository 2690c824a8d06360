import type { Currency } from "@tempus/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/open-database.ts";
import { currency } from "../../db/schema/index.ts";
import { listCollection } from "../../http/collection.ts";
import { notFound } from "../../http/errors.ts";

type CurrencyRow = typeof currency.$inferSelect;

const toCurrency = (row: CurrencyRow): Currency => ({
  id: row.id,
  code: row.code,
  numeric_code: row.numericCode,
  name: row.name,
  symbol: row.symbol,
  decimal_places: row.decimalPlaces,
});

/** Names order case-insensitively and byte-wise, the same on PGlite and any server collation. */
const byName = sql`lower(${currency.name}) collate "C"`;

export async function listCurrencies(db: Database, request: FastifyRequest) {
  const page = await listCollection(request, {
    searchFields: [currency.code, currency.name],
    orderingFields: { code: currency.code, name: byName },
    defaultOrdering: ["code"],
    idColumn: currency.id,
    count: (where) => db.$count(currency, where),
    fetch: ({ where, orderBy, limit, offset }) =>
      db
        .select()
        .from(currency)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return { ...page, results: page.results.map(toCurrency) };
}

export async function getCurrency(db: Database, id: number): Promise<Currency> {
  const [row] = await db.select().from(currency).where(eq(currency.id, id));
  if (!row) throw notFound();
  return toCurrency(row);
}
