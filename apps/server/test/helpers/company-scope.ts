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
  "tag",
  "hourly_rate_rule",
  "time_log",
  "time_log_counter",
  "company_data_version",
  "project_time_total",
  "unbilled_total",
  "time_log_day",
  "invoice",
  "invoice_line",
  "invoice_time_log",
  "invoice_payment",
  "invoice_number_counter",
  "invoice_delivery",
  "invoice_document",
  "company_reminder_defaults",
  "user_reminder_settings",
  "reminder_sent",
  "budget_alert_sent",
  "debtor_budget_alert_sent",
  "billing_rounding_rule",
  "api_token",
  "user_session",
  "idempotency_key",
  "audit_event",
  "audit_chain",
  "saved_report",
  "report_share",
  "invoice_delivery_timesheet",
  "import_job",
  "imported_row",
] as const;

/**
 * Statements that may touch a company-owned table without naming the company,
 * each with why, matched against the statement with its white space collapsed.
 * docs/scaling.md lists the same. Anything else fails the check: a new statement
 * either names its company or is added here with its reason.
 */
export const EXEMPT: { pattern: RegExp; why: string }[] = [
  {
    why: "sign-up creates the company: the id it is given is its distribution value",
    pattern: /^insert into "company" /,
  },
];

const collapsed = (statement: string) => statement.replace(/\s+/g, " ").trim();

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

/** `company_id` compared with something (either side), or listed among the columns an insert writes. */
const COMPANY_CONDITION =
  /"?company_id"?\s*(?:=|<>|\bin\b|\bis\b)|(?:=|<>|\bin\s*\(|any\s*\()\s*(?:"?[a-z_][a-z0-9_]*"?\.)?"?company_id\b/i;
const INSERTS_COMPANY = /^\s*insert\s+into\s+"?[a-z_][a-z0-9_]*"?\s*\([^)]*\bcompany_id\b[^)]*\)/i;
const COMPANY_BY_ID = /\bwhere\b[\s\S]*?(?:"company"\.)?"?\bid"?\s*(?:=|\bin\b)/i;

/**
 * Whether the statement names the company: `company_id` in a condition or among
 * the columns it inserts (a selected `company_id` is not enough), or, for a
 * statement on `company` alone, its `id` in the condition.
 */
export function namesCompany(statement: string, tables: string[]): boolean {
  if (COMPANY_CONDITION.test(statement) || INSERTS_COMPANY.test(statement)) return true;
  return tables.length === 1 && tables[0] === "company" && COMPANY_BY_ID.test(statement);
}

/** The statements among `statements` that touch a company-owned table without naming the company, by the exemption they rely on. */
export function exemptStatements(statements: Iterable<string>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const statement of statements) {
    const tables = companyTablesOf(statement);
    if (tables.length === 0 || namesCompany(statement, tables)) continue;
    const text = collapsed(statement);
    const exempt = EXEMPT.find((candidate) => candidate.pattern.test(text));
    if (exempt) found.set(exempt.why, [...(found.get(exempt.why) ?? []), statement]);
  }
  return found;
}

/** The statements among `statements` that touch a company-owned table without naming the company. */
export function unscopedStatements(statements: Iterable<string>): Unscoped[] {
  const found: Unscoped[] = [];
  for (const statement of statements) {
    const tables = companyTablesOf(statement);
    if (tables.length === 0 || namesCompany(statement, tables)) continue;
    const text = collapsed(statement);
    if (EXEMPT.some((exempt) => exempt.pattern.test(text))) continue;
    found.push({ statement, tables });
  }
  return found;
}
