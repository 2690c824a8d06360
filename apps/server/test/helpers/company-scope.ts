/**
 * The check that keeps the schema ready for distribution by `company_id`
 * (docs/scaling.md): every statement the server sends that touches a
 * company-owned table names the company, so that a sharded database (Citus)
 * can send it to one shard. Statements are SQL texts as drizzle sends them
 * (identifiers quoted, values as $n).
 */

/** Tables distributed by `company_id` (for `company`: its `id`), co-located with each other. */
export const COMPANY_TABLES = [
  "company",
  "app_user",
  "company_image",
  "company_subscription",
  "billing_period",
  "billing_charge",
  "invitation",
  "debtor",
  "project",
  "activity",
  "hourly_rate_rule",
  "time_log",
  "time_log_counter",
  "company_data_version",
  "project_time_total",
  "unbilled_total",
  "time_log_day",
] as const;

/**
 * Statements that may touch a company-owned table without naming the company,
 * each with why. docs/scaling.md lists the same.
 */
export const EXEMPT: { pattern: RegExp; why: string }[] = [];

export interface Unscoped {
  statement: string;
  tables: string[];
}

const TABLE_REFERENCE = /\b(?:from|join|update|into)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The company-owned tables a statement reads or writes. */
export function companyTablesOf(statement: string): string[] {
  const tables = new Set<string>();
  for (const match of statement.matchAll(TABLE_REFERENCE)) {
    const table = match[1].toLowerCase();
    if ((COMPANY_TABLES as readonly string[]).includes(table)) tables.add(table);
  }
  return [...tables];
}

/**
 * Whether the statement names the company: `company_id` in a condition or in the
 * columns it writes, or, for a statement on `company` alone, its `id`.
 */
export function namesCompany(statement: string, tables: string[]): boolean {
  if (/\bcompany_id\b/i.test(statement)) return true;
  return (
    tables.length === 1 &&
    tables[0] === "company" &&
    /\bwhere\b[\s\S]*"?(?:company"?\.)?"?id"?\s*(?:=|in\b)/i.test(statement)
  );
}

/** The statements among `statements` that touch a company-owned table without naming the company. */
export function unscopedStatements(statements: Iterable<string>): Unscoped[] {
  const found: Unscoped[] = [];
  for (const statement of statements) {
    const tables = companyTablesOf(statement);
    if (tables.length === 0 || namesCompany(statement, tables)) continue;
    if (EXEMPT.some((exempt) => exempt.pattern.test(statement))) continue;
    found.push({ statement, tables });
  }
  return found;
}
