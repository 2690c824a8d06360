import { z } from "zod";
import { paginated } from "../common.ts";

export const CurrencySchema = z
  .object({
    id: z.number().int(),
    code: z.string().length(3).describe("ISO 4217 alphabetic code"),
    numeric_code: z.string().length(3).describe("ISO 4217 numeric code"),
    name: z.string(),
    symbol: z.string().describe("Narrow symbol, e.g. €; the code where none exists"),
    decimal_places: z.number().int().describe("Minor-unit digits"),
  })
  .meta({ id: "Currency" });
export type Currency = z.infer<typeof CurrencySchema>;

export const CurrencyListSchema = paginated(CurrencySchema).meta({ id: "CurrencyList" });
export type CurrencyList = z.infer<typeof CurrencyListSchema>;

export const CURRENCY_SEARCH_FIELDS = ["code", "name"] as const;
export const CURRENCY_ORDERING_FIELDS = ["code", "name"] as const;
