import type { Currency } from "@tempus/contract";
import type { currency } from "../../db/schema/index.ts";

export const toCurrency = (row: typeof currency.$inferSelect): Currency => ({
  id: row.id,
  code: row.code,
  numeric_code: row.numericCode,
  name: row.name,
  symbol: row.symbol,
  decimal_places: row.decimalPlaces,
});
