import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type JournalEntry,
  migrationsFolder,
  migrationsUpTo,
  openScratchDatabase,
  readJournal,
  type ScratchDatabase,
} from "../helpers/migrate-to.ts";

/**
 * An installation that stopped at 0027, with data of two companies in it, takes the later
 * migrations (0028_tenant_keys on) as `npm start` runs them: its rows stay as they were, the
 * keys that include the company are in force, and the totals kept by triggers stay exact.
 * PGlite in memory, or with DATABASE_URL a database of its own on that server.
 */

/** The last migration of the installation being upgraded, and the first one it does not have. */
const LAST_APPLIED = "0027_delivery_recipients";
const FIRST_NEW = "0028_tenant_keys";

type Row = Record<string, unknown>;

const users = [
  {
    id: 11,
    companyId: 1,
    username: "Alice.Owner",
    email: "Alice.Owner@Acme.example",
    role: "owner",
  },
  { id: 12, companyId: 1, username: "bob", email: "BOB@acme.example", role: "member" },
  { id: 21, companyId: 2, username: "Carol", email: "carol@Globex.EXAMPLE", role: "owner" },
  { id: 22, companyId: 2, username: "DAVE.m", email: "Dave.M@globex.example", role: "admin" },
];

const usersSql = users
  .map(
    (user) =>
      `(${user.id}, ${user.companyId}, '${user.username}', '${user.email}', '$argon2id$v=19$hash${user.id}', '${user.role}', ${user.id === 12 ? "65.00" : "NULL"})`,
  )
  .join(",\n  ");

/**
 * The data at the schema of 0027, with explicit ids. Company 2 keeps its days in New York: log
 * 2001 starts on 10 March in UTC and on 9 March there; log 1003 starts on 4 March in UTC and on
 * 5 March in Berlin. The triggers of 0006–0018 fill the totals tables.
 */
const seedSql = `
INSERT INTO currency (id, code, numeric_code, name, symbol, decimal_places) VALUES
  (1, 'EUR', '978', 'Euro', '€', 2),
  (2, 'USD', '840', 'US Dollar', '$', 2);
INSERT INTO subscription_type (id, name, description, price_per_user, currency, max_users, features, sort_order) VALUES
  (1, 'Team', 'For teams', 5.00, 'EUR', 50, '["invoicing","statistics"]', 1);
INSERT INTO company (id, name, street, city, country, vat_id, email, default_currency, default_hourly_rate,
    timezone, invoice_prefix, next_invoice_number, default_tax_rate, setup_completed, legal_name, iban)
  VALUES
  (1, 'Acme', 'Hauptstraße 1', 'Berlin', 'DE', 'DE123456789', 'office@acme.example', 'EUR', 85.00,
    'Europe/Berlin', 'RE-', 2, 19.00, true, 'Acme GmbH', 'DE02120300000000202051'),
  (2, 'Globex', '1 Main St', 'New York', 'US', '', 'hello@globex.example', 'USD', 120.00,
    'America/New_York', 'GX-', 2, 0.00, true, 'Globex Inc.', '');
INSERT INTO app_user (id, company_id, username, email, password_hash, role, hourly_rate) VALUES
  ${usersSql};
UPDATE app_user SET email_verified = true, last_login = '2025-03-01T08:00:00Z' WHERE id IN (11, 21);
INSERT INTO company_image (company_id, token, content_type, extension, data) VALUES
  (1, 'logo0123456789abcdef0123456789ab', 'image/png', 'png', '\\x89504e470d0a1a0a'::bytea);
INSERT INTO company_subscription (company_id, subscription_type_id, started_at) VALUES
  (1, 1, '2025-01-01T00:00:00Z'), (2, 1, '2025-02-01T00:00:00Z');
INSERT INTO billing_period (id, company_id, subscription_type_id, start_date, end_date, amount_of_users,
    next_amount_of_users, price_per_user, currency, status) VALUES
  (1, 1, 1, '2025-03-01', '2025-03-31', 2, 2, 5.00, 'EUR', 'active'),
  (2, 2, 1, '2025-03-01', '2025-03-31', 2, 3, 5.00, 'EUR', 'active');
INSERT INTO billing_charge (id, company_id, billing_period_id, description, users, amount) VALUES
  (1, 1, 1, 'Team, March 2025', 2, 10.00),
  (2, 2, 2, 'Team, March 2025', 2, 10.00);
INSERT INTO email_verification (id, user_id, email, token_hash, expires_at) VALUES
  (1, 12, 'BOB@acme.example', 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00', '2025-03-02T00:00:00Z');
INSERT INTO revoked_token (jti, user_id, expires_at) VALUES ('jti0000000000000000000000000001', 21, '2025-04-01T00:00:00Z');
INSERT INTO throttle_window (key, window_ends_at, hits) VALUES ('sign-in:203.0.113.7', '2025-03-01T08:15:00Z', 3);
INSERT INTO contact_message (id, name, email, company_name, subject, message) VALUES
  (1, 'Erin', 'erin@example.org', 'Initech', 'Pricing', 'Do you offer a yearly plan?');
INSERT INTO invitation (id, company_id, email, role, token_hash, invited_by, expires_at) VALUES
  (1, 1, 'New.Person@Example.com', 'member', 'aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11', 11, '2025-03-08T00:00:00Z'),
  (2, 2, 'contractor@globex.example', 'admin', 'bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22', 21, '2025-03-09T00:00:00Z');
INSERT INTO debtor (id, company_id, name, email, country, currency, payment_terms_days, invoice_email) VALUES
  (101, 1, 'Initech', 'ap@initech.example', 'DE', 'EUR', 30, 'billing@initech.example'),
  (201, 2, 'Umbrella Corp', 'ap@umbrella.example', 'US', 'USD', NULL, '');
INSERT INTO project (id, company_id, debtor_id, name, currency, budget_hours, start_date) VALUES
  (111, 1, 101, 'Website relaunch', 'EUR', 40.00, '2025-03-01'),
  (112, 1, NULL, 'Internal', 'EUR', NULL, NULL),
  (211, 2, 201, 'Lab portal', 'USD', NULL, '2025-02-15'),
  (212, 2, NULL, 'Admin', 'USD', 10.00, NULL);
INSERT INTO activity (id, company_id, project_id, name, billable_by_default) VALUES
  (121, 1, NULL, 'Development', true),
  (122, 1, 111, 'Meetings', true),
  (221, 2, NULL, 'Design', true),
  (222, 2, 211, 'Support', false);
INSERT INTO hourly_rate_rule (id, company_id, debtor_id, project_id, activity_id, user_id, rate_type, rate, internal_rate, valid_from) VALUES
  (131, 1, NULL, 111, NULL, NULL, 'hourly', 90.00, 40.00, '2025-01-01'),
  (132, 1, NULL, NULL, NULL, 12, 'hourly', 80.00, NULL, NULL),
  (231, 2, 201, NULL, 221, 22, 'hourly', 120.00, NULL, NULL);
INSERT INTO invoice (id, company_id, debtor_id, status, number, issue_date, due_date, service_from, service_until,
    currency, grouping, project_ids, tax_rate, seller, buyer, net_total, tax_total, gross_total, tax_breakdown,
    paid_total, sent_at, payment_reference) VALUES
  (141, 1, 101, 'issued', 'RE-2025-0001', '2025-03-31', '2025-04-30', '2025-03-01', '2025-03-31', 'EUR', 'project',
    '[111]', 19.00, '{"name":"Acme GmbH"}', '{"name":"Initech"}', 180.00, 34.20, 214.20,
    '[{"category":"S","rate":"19.00","net":"180.00","tax":"34.20"}]', 100.00, '2025-03-31T10:00:00Z', 'RE-2025-0001'),
  (241, 2, 201, 'issued', 'GX-2025-0001', '2025-03-31', '2025-04-14', '2025-03-01', '2025-03-31', 'USD', 'activity',
    '[211]', 0.00, '{"name":"Globex Inc."}', '{"name":"Umbrella Corp"}', 330.00, 0.00, 330.00, '[]', 330.00, NULL, NULL);
INSERT INTO time_log (id, company_id, user_id, project_id, activity_id, description, start, "end", duration_seconds,
    billable, hourly_rate, rate_type, rate_rule_id, has_rate, amount, currency, invoice_id) VALUES
  (1001, 1, 11, 111, 121, 'Header and Navigation', '2025-03-03T08:00:00Z', '2025-03-03T10:00:00Z', 7200, true, 90.00, 'hourly', 131, true, 180.000, 'EUR', 141),
  (1002, 1, 11, 111, 122, 'Kick-off', '2025-03-04T09:00:00Z', '2025-03-04T10:30:00Z', 5400, true, 90.00, 'hourly', 131, true, 135.000, 'EUR', NULL),
  (1003, 1, 12, 112, NULL, 'Late deploy', '2025-03-04T23:30:00Z', '2025-03-05T00:00:00Z', 1800, false, NULL, NULL, NULL, false, 0, 'EUR', NULL),
  (1004, 1, 12, 111, 121, 'Forms', '2025-03-05T12:00:00Z', '2025-03-05T13:15:00Z', 4500, true, 80.00, 'hourly', 132, true, 100.000, 'EUR', NULL),
  (1005, 1, 12, 111, 121, 'Running', '2025-03-06T08:00:00Z', NULL, NULL, true, 80.00, 'hourly', 132, true, 0, 'EUR', NULL),
  (2001, 2, 21, 211, 221, 'Wireframes', '2025-03-10T02:30:00Z', '2025-03-10T03:30:00Z', 3600, true, 120.00, 'hourly', NULL, true, 120.000, 'USD', NULL),
  (2002, 2, 22, 211, 221, 'Mock-ups', '2025-03-11T14:00:00Z', '2025-03-11T16:45:00Z', 9900, true, 120.00, 'hourly', 231, true, 330.000, 'USD', 241),
  (2003, 2, 22, 212, NULL, 'Expenses', '2025-03-12T03:00:00Z', '2025-03-12T03:45:00Z', 2700, false, NULL, NULL, NULL, false, 0, 'USD', NULL),
  (2004, 2, 21, 212, NULL, 'Call', '2025-03-12T15:00:00Z', '2025-03-12T15:20:00Z', 1200, true, 100.00, 'hourly', NULL, true, 33.333, 'USD', NULL),
  (2005, 2, 22, 211, 222, 'Running', '2025-03-13T13:00:00Z', NULL, NULL, true, 120.00, 'hourly', NULL, true, 0, 'USD', NULL);
INSERT INTO invoice_line (id, company_id, invoice_id, position, description, quantity, unit_code, unit_price,
    net_amount, tax_category, tax_rate, project_id, activity_id, user_id, day) VALUES
  (151, 1, 141, 1, 'Website relaunch: Development', 2.0000000000, 'HUR', 90.0000, 180.00, 'S', 19.00, 111, 121, 11, '2025-03-03'),
  (251, 2, 241, 1, 'Design', 2.7500000000, 'HUR', 120.0000, 330.00, 'O', 0.00, 211, 221, 22, NULL);
INSERT INTO invoice_time_log (company_id, invoice_id, line_id, time_log_id) VALUES
  (1, 141, 151, 1001), (2, 241, 251, 2002);
INSERT INTO invoice_payment (id, company_id, invoice_id, date, amount, note) VALUES
  (161, 1, 141, '2025-04-05', 100.00, 'first part'),
  (261, 2, 241, '2025-04-02', 330.00, '');
INSERT INTO invoice_number_counter (company_id, period, last_value) VALUES (1, 2025, 1), (2, 2025, 1);
INSERT INTO invoice_delivery (id, company_id, invoice_id, to_addresses, cc_addresses, xml, status, attempts, delivered_at, message) VALUES
  (171, 1, 141, '["billing@initech.example"]', '["cfo@initech.example"]', 'cii', 'sent', 1, '2025-03-31T10:00:00Z', 'Please find attached.');
INSERT INTO invoice_document (company_id, invoice_id, kind, file_name, content, sha256) VALUES
  (1, 141, 'pdf', 'RE-2025-0001.pdf', '\\x255044462d312e37'::bytea, '5f1d6a1c0e5b2b2bb2b0f5a6f7e1c3d4a5b6c7d8e9f00112233445566778899a');
`;

/** How many rows each table holds after the seed (the totals tables filled by the triggers). */
const seededCounts: Record<string, number> = {
  activity: 4,
  app_user: 4,
  billing_charge: 2,
  billing_period: 2,
  company: 2,
  company_data_version: 2,
  company_image: 1,
  company_subscription: 2,
  contact_message: 1,
  currency: 2,
  debtor: 2,
  email_verification: 1,
  hourly_rate_rule: 3,
  invitation: 2,
  invoice: 2,
  invoice_delivery: 1,
  invoice_document: 1,
  invoice_line: 2,
  invoice_number_counter: 2,
  invoice_payment: 2,
  invoice_time_log: 2,
  project: 4,
  project_time_total: 4,
  revoked_token: 1,
  subscription_type: 1,
  throttle_window: 1,
  time_log: 10,
  time_log_counter: 4,
  time_log_day: 8,
  unbilled_total: 3,
};

/** The tables distributed by company in docs/scaling.md, whose primary keys start with it. */
const tenantTables = [
  "activity",
  "app_user",
  "billing_charge",
  "billing_period",
  "company_data_version",
  "company_image",
  "company_subscription",
  "debtor",
  "hourly_rate_rule",
  "invitation",
  "invoice",
  "invoice_delivery",
  "invoice_document",
  "invoice_line",
  "invoice_number_counter",
  "invoice_payment",
  "invoice_time_log",
  "project",
  "project_time_total",
  "time_log",
  "time_log_counter",
  "unbilled_total",
];

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The rows of `query` as JSON objects (the same in PGlite and node-postgres), in a fixed order. */
async function rowsOf(
  db: ScratchDatabase,
  query: string,
  params: unknown[] = [],
  order = "1",
): Promise<Row[]> {
  const rows = await db.query<{ row: Row }>(
    `SELECT to_jsonb(q) AS row FROM (${query}) AS q ORDER BY ${order}`,
    params,
  );
  return rows.map((row) => row.row);
}

/** The columns of every table of the schema "public", in their order. */
async function columnsOf(db: ScratchDatabase): Promise<Map<string, string[]>> {
  const rows = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name::text AS table_name, column_name::text AS column_name
     FROM information_schema.columns
     WHERE table_schema = 'public'
       AND table_name::text IN (SELECT tablename FROM pg_tables WHERE schemaname = 'public')
     ORDER BY table_name, ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const { table_name, column_name } of rows) {
    columns.set(table_name, [...(columns.get(table_name) ?? []), column_name]);
  }
  return columns;
}

/** Every row of each table, with the given columns as their text (exact numerics, bytes, times). */
async function snapshot(
  db: ScratchDatabase,
  columns: Map<string, string[]>,
): Promise<Record<string, Row[]>> {
  const tables: Record<string, Row[]> = {};
  for (const [table, names] of columns) {
    const list = names.map((name) => `${quote(name)}::text AS ${quote(name)}`).join(", ");
    tables[table] = await rowsOf(db, `SELECT ${list} FROM ${quote(table)}`);
  }
  return tables;
}

const countsOf = (tables: Record<string, Row[]>) =>
  Object.fromEntries(Object.entries(tables).map(([table, rows]) => [table, rows.length]));

/**
 * What the triggers keep, as stored and as computed again from `time_log`. Totals that fell to
 * zero may stay behind as rows of zeros (the triggers add deltas and never delete them), so those
 * are left out on both sides; the daily totals are compared whole (0018 prunes their zeros).
 * `totalsCompany` is where `project_time_total` finds its company: its own column from 0028 on.
 */
async function keptTotals(db: ScratchDatabase, totalsCompany: "t.company_id" | "p.company_id") {
  const money = (expression: string) => `(${expression})::numeric(20, 3)::text`;
  return {
    project_time_total: {
      stored: await rowsOf(
        db,
        `SELECT ${totalsCompany} AS company_id, t.project_id, t.tracked_seconds, t.billable_seconds,
           ${money("t.amount")} AS amount, ${money("t.unbilled_amount")} AS unbilled_amount
         FROM project_time_total t LEFT JOIN project p ON p.id = t.project_id
         WHERE t.tracked_seconds <> 0 OR t.billable_seconds <> 0 OR t.amount <> 0 OR t.unbilled_amount <> 0`,
      ),
      computed: await rowsOf(
        db,
        `SELECT * FROM (
           SELECT company_id, project_id,
             coalesce(sum(duration_seconds), 0)::bigint AS tracked_seconds,
             coalesce(sum(duration_seconds) FILTER (WHERE billable), 0)::bigint AS billable_seconds,
             ${money("coalesce(sum(amount), 0)")} AS amount,
             ${money("coalesce(sum(amount) FILTER (WHERE invoice_id IS NULL), 0)")} AS unbilled_amount
           FROM time_log GROUP BY company_id, project_id) AS totals
         WHERE tracked_seconds <> 0 OR billable_seconds <> 0 OR amount::numeric <> 0
           OR unbilled_amount::numeric <> 0`,
      ),
    },
    time_log_day: {
      stored: await rowsOf(
        db,
        `SELECT company_id, day::text AS day, user_id, project_id, activity_id, billable, invoiced,
           currency::text AS currency, tracked_seconds, ${money("amount")} AS amount, logs
         FROM time_log_day`,
      ),
      computed: await rowsOf(
        db,
        `SELECT l.company_id, (l.start AT TIME ZONE c.timezone)::date::text AS day, l.user_id,
           l.project_id, l.activity_id, l.billable, l.invoice_id IS NOT NULL AS invoiced,
           l.currency::text AS currency, coalesce(sum(l.duration_seconds), 0)::bigint AS tracked_seconds,
           ${money("sum(l.amount)")} AS amount, count(*)::int AS logs
         FROM time_log l JOIN company c ON c.id = l.company_id
         WHERE l."end" IS NOT NULL
         GROUP BY 1, 2, 3, 4, 5, 6, 7, 8`,
      ),
    },
    unbilled_total: {
      stored: await rowsOf(
        db,
        `SELECT company_id, user_id, currency::text AS currency, ${money("amount")} AS amount
         FROM unbilled_total WHERE amount <> 0`,
      ),
      computed: await rowsOf(
        db,
        `SELECT company_id, user_id, currency::text AS currency, ${money("sum(amount)")} AS amount
         FROM time_log WHERE billable AND invoice_id IS NULL
         GROUP BY company_id, user_id, currency HAVING sum(amount) <> 0`,
      ),
    },
    time_log_counter: {
      stored: await rowsOf(
        db,
        `SELECT company_id, user_id, count FROM time_log_counter WHERE count <> 0`,
      ),
      computed: await rowsOf(
        db,
        `SELECT company_id, user_id, count(*)::bigint AS count FROM time_log GROUP BY 1, 2`,
      ),
    },
  };
}

type KeptTotals = Awaited<ReturnType<typeof keptTotals>>;

/** Each kept table equals its computation, and holds rows of both companies. */
function expectExactTotals(totals: KeptTotals) {
  for (const [table, { stored, computed }] of Object.entries(totals)) {
    expect(stored, table).toEqual(computed);
    expect([...new Set(stored.map((row) => row.company_id))].sort(), table).toEqual([1, 2]);
  }
}

describe(`a database of ${LAST_APPLIED} with data, upgraded to the latest migration`, () => {
  let db: ScratchDatabase;
  let journal: JournalEntry[];
  let appliedBefore: JournalEntry[];
  let oldColumns: Map<string, string[]>;
  let before: Record<string, Row[]>;
  let totalsBefore: KeptTotals;
  let daysBefore: Row[];
  let migrationsAfter: number;
  let after: Record<string, Row[]>;
  let totalsAfterUpgrade: KeptTotals;

  beforeAll(async () => {
    journal = (await readJournal()).entries;
    db = await openScratchDatabase();
    const upTo = await migrationsUpTo(LAST_APPLIED);
    appliedBefore = upTo.entries;
    try {
      await db.migrate(upTo.folder);
    } finally {
      await upTo.remove();
    }
    await db.exec(seedSql);
    oldColumns = await columnsOf(db);
    before = await snapshot(db, oldColumns);
    totalsBefore = await keptTotals(db, "p.company_id");
    daysBefore = await rowsOf(
      db,
      "SELECT DISTINCT company_id, day::text AS day FROM time_log_day",
      [],
      "q.company_id, q.day",
    );

    // As `openDatabase(…).migrate()` does at start: drizzle's migrator on the real folder.
    await db.migrate(migrationsFolder);

    const [{ count }] = await db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations",
    );
    migrationsAfter = count;
    after = await snapshot(db, oldColumns);
    totalsAfterUpgrade = await keptTotals(db, "t.company_id");
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  it(`has ${FIRST_NEW} after ${LAST_APPLIED}, and applied every later migration`, () => {
    const tags = journal.map((entry) => entry.tag);
    const last = tags.indexOf(LAST_APPLIED);
    expect(appliedBefore.map((entry) => entry.tag)).toEqual(tags.slice(0, last + 1));
    expect(tags[last + 1]).toBe(FIRST_NEW);
    // drizzle skips a migration whose `when` is not later than the last one applied.
    const lastWhen = journal[last].when;
    for (const entry of journal.slice(last + 1)) expect(entry.when).toBeGreaterThan(lastWhen);
    expect(migrationsAfter).toBe(journal.length);
  });

  it("had the seeded data at 0027, with its totals exact and its days in each company's zone", () => {
    expect(countsOf(before)).toEqual(seededCounts);
    expectExactTotals(totalsBefore);
    expect(daysBefore).toEqual([
      { company_id: 1, day: "2025-03-03" },
      { company_id: 1, day: "2025-03-04" },
      { company_id: 1, day: "2025-03-05" },
      { company_id: 2, day: "2025-03-09" },
      { company_id: 2, day: "2025-03-11" },
      { company_id: 2, day: "2025-03-12" },
    ]);
  });

  it("keeps every row of every table, with the values it had", () => {
    expect(countsOf(after)).toEqual(seededCounts);
    for (const [table, rows] of Object.entries(before)) expect(after[table], table).toEqual(rows);
  });

  it("keeps the totals exact through the upgrade", () => {
    expectExactTotals(totalsAfterUpgrade);
  });

  it("gives each project's totals the company of its project", async () => {
    expect(
      await rowsOf(
        db,
        `SELECT t.project_id, t.company_id, p.company_id AS project_company_id
         FROM project_time_total t LEFT JOIN project p ON p.id = t.project_id`,
        [],
        "q.project_id",
      ),
    ).toEqual([
      { project_id: 111, company_id: 1, project_company_id: 1 },
      { project_id: 112, company_id: 1, project_company_id: 1 },
      { project_id: 211, company_id: 2, project_company_id: 2 },
      { project_id: 212, company_id: 2, project_company_id: 2 },
    ]);
    const [column] = await db.query<{ is_nullable: string }>(
      `SELECT is_nullable::text AS is_nullable FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name = 'project_time_total' AND column_name = 'company_id'`,
    );
    expect(column).toEqual({ is_nullable: "NO" });
  });

  it("holds every user's sign-in names, lower-cased, in user_login", async () => {
    expect(
      await rowsOf(
        db,
        "SELECT user_id, company_id, username::text, email::text FROM user_login",
        [],
        "q.user_id",
      ),
    ).toEqual(
      users.map((user) => ({
        user_id: user.id,
        company_id: user.companyId,
        username: user.username.toLowerCase(),
        email: user.email.toLowerCase(),
      })),
    );
    // Sign-in names stay unique across companies.
    await expect(
      db.query(
        "INSERT INTO user_login (user_id, company_id, username, email) VALUES (99, 2, 'alice.owner', 'other@globex.example')",
      ),
    ).rejects.toMatchObject({ code: "23505" });
    await expect(
      db.query(
        "INSERT INTO user_login (user_id, company_id, username, email) VALUES (99, 2, 'someone', 'bob@acme.example')",
      ),
    ).rejects.toMatchObject({ code: "23505" });
  });

  it("lists the company of every pending invitation link and logo name given so far", async () => {
    expect(
      await rowsOf(
        db,
        "SELECT kind::text, key::text, company_id FROM legacy_link",
        [],
        "q.kind, q.key",
      ),
    ).toEqual([
      { kind: "company_image", key: "logo0123456789abcdef0123456789ab", company_id: 1 },
      {
        kind: "invitation",
        key: "aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11",
        company_id: 1,
      },
      {
        kind: "invitation",
        key: "bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22bb22",
        company_id: 2,
      },
    ]);
  });

  it("keys the tenant tables by company", async () => {
    const keys = await rowsOf(
      db,
      `SELECT c.conrelid::regclass::text AS "table",
         string_agg(a.attname::text, ',' ORDER BY k.ord) AS "columns"
       FROM pg_constraint c
       CROSS JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, ord)
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
       WHERE c.contype = 'p' AND c.connamespace = 'public'::regnamespace
       GROUP BY c.conrelid`,
    );
    const keyOf = new Map(keys.map((key) => [key.table as string, key.columns as string]));
    for (const table of ["time_log", "project", "invoice", "app_user"]) {
      expect(keyOf.get(table), table).toBe("company_id,id");
    }
    for (const table of tenantTables) expect(keyOf.get(table), table).toMatch(/^company_id(,|$)/);
    expect(keyOf.get("project_time_total")).toBe("company_id,project_id");
  });

  it("refuses a time log of one company on a project of another", async () => {
    const insert = (projectId: number) =>
      db.query(
        `INSERT INTO time_log (id, company_id, user_id, project_id, start, "end", duration_seconds, billable, amount, currency)
         VALUES (1900, 1, 11, $1, '2025-03-20T08:00:00Z', '2025-03-20T09:00:00Z', 3600, false, 0, 'EUR')`,
        [projectId],
      );
    await expect(insert(211)).rejects.toMatchObject({
      code: "23503",
      table: "time_log",
      detail: expect.stringMatching(/\(company_id, project_id\)=\(1, 211\).*"project"/),
    });
    // The same log on a project of its own company is taken (and rolled back again).
    await db.query("BEGIN");
    try {
      await insert(112);
      expect(await rowsOf(db, "SELECT id, project_id FROM time_log WHERE id = 1900")).toEqual([
        { id: 1900, project_id: 112 },
      ]);
    } finally {
      await db.query("ROLLBACK");
    }
    expect(await rowsOf(db, "SELECT id FROM time_log WHERE id = 1900")).toEqual([]);
  });

  it("keeps the totals of both companies exact as logs are added, changed and deleted", async () => {
    const versions = () =>
      rowsOf(db, "SELECT company_id, version FROM company_data_version", [], "q.company_id");
    const versionsBefore = await versions();
    const columns = `(id, company_id, user_id, project_id, activity_id, description, start, "end",
      duration_seconds, billable, hourly_rate, rate_type, rate_rule_id, has_rate, amount, currency)`;
    const statements = [
      // Company 1 (Berlin).
      `INSERT INTO time_log ${columns} VALUES
        (1006, 1, 11, 112, 121, 'Late fix', '2025-03-07T22:30:00Z', '2025-03-07T23:20:00Z', 3000, true, 90.00, 'hourly', NULL, true, 75.000, 'EUR'),
        (1007, 1, 12, 111, NULL, 'Review', '2025-03-08T10:00:00Z', '2025-03-08T10:10:00Z', 600, true, 90.00, 'hourly', 131, true, 15.000, 'EUR')`,
      `UPDATE time_log SET "end" = '2025-03-04T11:00:00Z', duration_seconds = 7200, amount = 180.000
       WHERE company_id = 1 AND id = 1002`,
      `UPDATE time_log SET project_id = 112, rate_rule_id = NULL WHERE company_id = 1 AND id = 1004`,
      `UPDATE time_log SET "end" = '2025-03-06T09:00:00Z', duration_seconds = 3600, amount = 80.000
       WHERE company_id = 1 AND id = 1005`,
      `UPDATE time_log SET start = '2025-03-05T23:30:00Z', "end" = '2025-03-06T00:00:00Z',
         billable = true, amount = 10.000 WHERE company_id = 1 AND id = 1003`,
      `UPDATE time_log SET invoice_id = 141 WHERE company_id = 1 AND id = 1002`,
      `DELETE FROM time_log WHERE company_id = 1 AND id = 1007`,
      // Company 2 (New York).
      `INSERT INTO time_log ${columns} VALUES
        (2006, 2, 22, 212, 222, 'Night shift', '2025-03-14T03:30:00Z', '2025-03-14T04:00:00Z', 1800, true, 120.00, 'hourly', NULL, true, 60.000, 'USD'),
        (2007, 2, 21, 211, 221, 'Sketches', '2025-03-14T05:00:00Z', '2025-03-14T06:00:00Z', 3600, true, 120.00, 'hourly', NULL, true, 120.000, 'USD')`,
      `UPDATE time_log SET "end" = '2025-03-10T04:00:00Z', duration_seconds = 5400, amount = 180.000
       WHERE company_id = 2 AND id = 2001`,
      `UPDATE time_log SET project_id = 211, activity_id = 221 WHERE company_id = 2 AND id = 2004`,
      `UPDATE time_log SET "end" = '2025-03-13T14:00:00Z', duration_seconds = 3600, amount = 120.000
       WHERE company_id = 2 AND id = 2005`,
      `DELETE FROM time_log WHERE company_id = 2 AND id IN (2003, 2007)`,
      // One statement across both companies.
      `UPDATE time_log SET amount = amount + 1.5, billable = NOT billable WHERE id IN (1006, 2006)`,
    ];
    for (const statement of statements) await db.query(statement);

    const totals = await keptTotals(db, "t.company_id");
    expectExactTotals(totals);
    // The changes above are in them: the stopped log 1005, the log 1003 moved past midnight in
    // Berlin, log 2006 on the evening before in New York, the statement on both companies.
    expect(
      await rowsOf(
        db,
        `SELECT company_id, day::text AS day, user_id, project_id, activity_id, billable,
           tracked_seconds, amount::text AS amount, logs
         FROM time_log_day WHERE (company_id, day) IN ((1, '2025-03-06'), (1, '2025-03-07'),
           (2, '2025-03-13'), (2, '2025-03-14'))`,
        [],
        "q.company_id, q.day, q.project_id",
      ),
    ).toEqual([
      {
        company_id: 1,
        day: "2025-03-06",
        user_id: 12,
        project_id: 111,
        activity_id: 121,
        billable: true,
        tracked_seconds: 3600,
        amount: "80.000",
        logs: 1,
      },
      {
        company_id: 1,
        day: "2025-03-06",
        user_id: 12,
        project_id: 112,
        activity_id: null,
        billable: true,
        tracked_seconds: 1800,
        amount: "10.000",
        logs: 1,
      },
      {
        company_id: 1,
        day: "2025-03-07",
        user_id: 11,
        project_id: 112,
        activity_id: 121,
        billable: false,
        tracked_seconds: 3000,
        amount: "76.500",
        logs: 1,
      },
      {
        company_id: 2,
        day: "2025-03-13",
        user_id: 22,
        project_id: 211,
        activity_id: 222,
        billable: true,
        tracked_seconds: 3600,
        amount: "120.000",
        logs: 1,
      },
      {
        company_id: 2,
        day: "2025-03-13",
        user_id: 22,
        project_id: 212,
        activity_id: 222,
        billable: false,
        tracked_seconds: 1800,
        amount: "61.500",
        logs: 1,
      },
    ]);

    const versionsAfter = await versions();
    expect(versionsAfter.map((row) => row.company_id)).toEqual([1, 2]);
    for (const [index, row] of versionsAfter.entries()) {
      expect(row.version as number).toBeGreaterThan(versionsBefore[index].version as number);
    }
  });

  it("builds a company's days again when its time zone changes", async () => {
    const days = () =>
      rowsOf(
        db,
        "SELECT DISTINCT company_id, day::text AS day FROM time_log_day",
        [],
        "q.company_id, q.day",
      );
    const companyOneDays = (await days()).filter((row) => row.company_id === 1);
    await db.query("UPDATE company SET timezone = 'Asia/Tokyo' WHERE id = 2");
    expectExactTotals(await keptTotals(db, "t.company_id"));
    expect(await days()).toEqual([
      ...companyOneDays,
      { company_id: 2, day: "2025-03-10" },
      { company_id: 2, day: "2025-03-11" },
      { company_id: 2, day: "2025-03-13" },
      { company_id: 2, day: "2025-03-14" },
    ]);
  });
});
