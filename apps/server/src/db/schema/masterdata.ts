import { integer, pgTable, serial, varchar } from "drizzle-orm/pg-core";

/** ISO 4217 currencies: reference data shared by every company. */
export const currency = pgTable("currency", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 3 }).notNull().unique(),
  numericCode: varchar("numeric_code", { length: 3 }).notNull(),
  name: varchar("name", { length: 100 }).notNull(),
  symbol: varchar("symbol", { length: 10 }).notNull(),
  decimalPlaces: integer("decimal_places").notNull(),
});
