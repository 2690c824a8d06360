import { type AnyPgColumn, foreignKey, primaryKey, timestamp } from "drizzle-orm/pg-core";

/** `created_at` and `updated_at`, set by the database on insert. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A tenant table's key: its company first, then its own id. Every key and every reference between
 * tenant tables carries the company, so that a company's rows can live together on one node of a
 * distributed database (Citus, docs/scaling.md) and a row can never point into another company.
 */
export const tenantKey = (name: string, table: { companyId: AnyPgColumn; id: AnyPgColumn }) =>
  primaryKey({ name: `${name}_pkey`, columns: [table.companyId, table.id] });

/** A reference from one tenant row to another of the same company: `(company_id, <column>)`. */
export const tenantReference = (
  name: string,
  column: AnyPgColumn,
  table: { companyId: AnyPgColumn },
  target: { companyId: AnyPgColumn; id: AnyPgColumn },
) =>
  foreignKey({
    name,
    columns: [table.companyId, column],
    foreignColumns: [target.companyId, target.id],
  });
