import { data as iso4217 } from "currency-codes";
import type { Database } from "../../db/open-database.ts";
import { currency } from "../../db/schema/index.ts";

/** The narrow symbol from the ICU data Node ships ("€", "$", "CHF"); the code where there is none. */
function symbolOf(code: string): string {
  try {
    const parts = new Intl.NumberFormat("en", {
      style: "currency",
      currency: code,
      currencyDisplay: "narrowSymbol",
    }).formatToParts(0);
    return parts.find((part) => part.type === "currency")?.value ?? code;
  } catch {
    return code;
  }
}

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
      symbol: symbolOf(entry.code),
      decimalPlaces: entry.digits,
    }));
  await db.insert(currency).values(rows).onConflictDoNothing({ target: currency.code });
}
