import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../src/db/open-database.ts";
import { hashPassword } from "../src/modules/accounts/password-hashing.ts";

export const BENCH_PASSWORD = "bench-password-1234";
export const BIG_COMPANY_LOGS = 100_000;
export const OTHER_COMPANIES = 99;
export const OTHER_COMPANY_LOGS = 10_000;
/**
 * One more company whose 100,000 logs are all in one project (its first, id 501): the project
 * filter counts as many rows there as the big company's unfiltered list. Its owner is `bench101`.
 */
export const ONE_PROJECT_COMPANY = OTHER_COMPANIES + 2;
export const ONE_PROJECT_ID = (ONE_PROJECT_COMPANY - 1) * 5 + 1;

/**
 * One company with 100,000 time logs over two years, 99 companies with 10,000
 * each and one with 100,000 in a single project (1.19 M rows), written with
 * set-based SQL on a fresh database. Company 1's owner is `bench1`.
 */
export async function seedProjectTime(db: Database): Promise<void> {
  const companies = ONE_PROJECT_COMPANY;
  const hash = await hashPassword(BENCH_PASSWORD);
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement);
  const citus =
    rowsOf(await run(sql`select 1 from pg_extension where extname = 'citus'`)).length > 0;
  // Citus changes the triggers of a distributed table only with its unsafe triggers allowed.
  const switchTriggers = (statement: ReturnType<typeof sql>) =>
    citus
      ? db.transaction(async (tx) => {
          await tx.execute(sql`set local citus.enable_unsafe_triggers = on`);
          await tx.execute(statement);
        })
      : run(statement);
  await run(sql`insert into company (name, setup_completed)
    select 'Bench company ' || g, true from generate_series(1, ${companies}::int) g`);
  await run(sql`insert into app_user (company_id, username, email, password_hash, role, email_verified)
    select g, 'bench' || g, 'bench' || g || '@example.com', ${hash}, 'owner', true from generate_series(1, ${companies}::int) g`);
  await run(sql`insert into user_login (user_id, company_id, username, email)
    select id, company_id, lower(username), lower(email) from app_user`);
  await run(sql`insert into debtor (company_id, name, currency)
    select g, 'Customer ' || g, 'EUR' from generate_series(1, ${companies}::int) g`);
  await run(sql`insert into project (company_id, debtor_id, name, currency, budget_hours)
    select g, g, 'Project ' || p || ' of ' || g, 'EUR', 5000 from generate_series(1, ${companies}::int) g, generate_series(1, 5) p
    order by g, p`);
  await run(
    sql`insert into hourly_rate_rule (company_id, rate_type, rate) select g, 'hourly', 85 from generate_series(1, ${companies}::int) g`,
  );
  // The counter and totals triggers are bypassed for the bulk load; all are built once afterwards.
  await switchTriggers(sql`alter table time_log disable trigger user`);
  const insertLogs = (
    companyFrom: number,
    companyTo: number,
    perCompany: number,
    spacingSeconds: number,
  ) =>
    run(sql`insert into time_log (company_id, user_id, project_id, description, start, "end", duration_seconds,
        billable, hourly_rate, rate_type, has_rate, amount, currency)
      select c, c, (c - 1) * 5 + 1 + (i % 5), 'Bench work item ' || i,
        timestamptz '2025-01-01 08:00:00+00' + i * make_interval(secs => ${spacingSeconds}::int),
        timestamptz '2025-01-01 08:30:00+00' + i * make_interval(secs => ${spacingSeconds}::int),
        1800, i % 7 <> 0, 85, 'hourly', true, case when i % 7 <> 0 then 42.5 else 0 end, 'EUR'
      from generate_series(${companyFrom}::int, ${companyTo}::int) c, generate_series(1, ${perCompany}::int) i`);
  await insertLogs(1, 1, BIG_COMPANY_LOGS, 630);
  for (let company = 2; company <= OTHER_COMPANIES + 1; company += 11) {
    await insertLogs(
      company,
      Math.min(company + 10, OTHER_COMPANIES + 1),
      OTHER_COMPANY_LOGS,
      6300,
    );
  }
  await run(sql`insert into time_log (company_id, user_id, project_id, description, start, "end", duration_seconds,
      billable, hourly_rate, rate_type, has_rate, amount, currency)
    select ${ONE_PROJECT_COMPANY}::int, ${ONE_PROJECT_COMPANY}::int, ${ONE_PROJECT_ID}::int, 'Bench work item ' || i,
      timestamptz '2025-01-01 08:00:00+00' + i * interval '630 seconds',
      timestamptz '2025-01-01 08:30:00+00' + i * interval '630 seconds',
      1800, i % 7 <> 0, 85, 'hourly', true, case when i % 7 <> 0 then 42.5 else 0 end, 'EUR'
    from generate_series(1, ${BIG_COMPANY_LOGS}::int) i`);
  await switchTriggers(sql`alter table time_log enable trigger user`);
  await run(sql`insert into time_log_counter (company_id, user_id, count)
    select company_id, user_id, count(*) from time_log group by company_id, user_id
    on conflict (company_id, user_id) do update set count = excluded.count`);
  await run(sql`insert into project_time_total (company_id, project_id, tracked_seconds, billable_seconds, amount, unbilled_amount)
    select company_id, project_id, coalesce(sum(duration_seconds), 0), coalesce(sum(duration_seconds) filter (where billable), 0),
      sum(amount), coalesce(sum(amount) filter (where invoice_id is null), 0)
    from time_log group by company_id, project_id
    on conflict (company_id, project_id) do update set tracked_seconds = excluded.tracked_seconds,
      billable_seconds = excluded.billable_seconds, amount = excluded.amount, unbilled_amount = excluded.unbilled_amount`);
  await run(sql`insert into unbilled_total (company_id, user_id, currency, amount)
    select company_id, user_id, currency, sum(amount) from time_log
    where billable and invoice_id is null group by 1, 2, 3
    on conflict (company_id, user_id, currency) do update set amount = excluded.amount`);
  if (citus) {
    // A function that writes distributed tables runs on the coordinator, not pushed to a shard.
    const ids = rowsOf<{ id: string }>(await run(sql`select id::text as id from company`));
    await run(
      sql`select time_log_day_rebuild(id) from unnest(${`{${ids.map((row) => row.id).join(",")}}`}::bigint[]) id`,
    );
  } else {
    await run(sql`select time_log_day_rebuild(id) from company`);
  }
  // A database in use is vacuumed (visibility map set for index-only scans) and checkpointed;
  // measuring while autovacuum and the checkpointer work through the fresh 1.09 M rows is not.
  await run(sql`vacuum analyze`);
  await run(sql`checkpoint`);
  if (citus) await run(sql`select run_command_on_workers('checkpoint')`);
}
