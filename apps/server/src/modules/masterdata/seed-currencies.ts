import { data as iso4217 } from "currency-codes";
import type { Database } from "../../db/open-database.ts";
import { currency } from "../../db/schema/index.ts";

/**
 * Loads the ISO 4217 list maintained in the `currency-codes` package. Idempotent:
 * known codes are left alone, new ones are added (ids follow the code order on
 * a fresh database).
 */
export async function seedCurrencies(db: Database): Promise<void> {
  const rows = [...iso4217]
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((entry) => ({
      code: entry.code,
      numericCode: entry.number,
      name: entry.currency,
      decimalPlaces: entry.digits,
    }));
  await db.insert(currency).values(rows).onConflictDoNothing({ target: currency.code });
}
