import { describe, expect, it } from "vitest";
import { companyTablesOf, unscopedStatements } from "../helpers/company-scope.ts";

// Statements as drizzle sends them; the recorded run of the whole suite is checked by
// `npm run check:company-scope` (docs/scaling.md), these prove the check itself.
describe("the company-scope check", () => {
  it("finds the company-owned tables a statement reads or writes", () => {
    expect(
      companyTablesOf(
        'select "time_log"."id" from "time_log" inner join "project" on "project"."id" = "time_log"."project_id" left join "currency" on true',
      ),
    ).toEqual(["time_log", "project"]);
    expect(companyTablesOf('insert into "debtor" ("company_id", "name") values ($1, $2)')).toEqual([
      "debtor",
    ]);
    expect(companyTablesOf('update "app_user" set "last_login" = $1 where "id" = $2')).toEqual([
      "app_user",
    ]);
    expect(companyTablesOf('delete from "invitation" where "token_hash" = $1')).toEqual([
      "invitation",
    ]);
    expect(companyTablesOf('select "code" from "currency" where "code" = $1')).toEqual([]);
    expect(companyTablesOf('select "key" from "throttle_window"')).toEqual([]);
  });

  it("passes statements that name their company, and nothing on other tables", () => {
    expect(
      unscopedStatements([
        'select "id" from "time_log" where ("time_log"."company_id" = $1 and "time_log"."id" = $2)',
        'select "p"."id" from "project" "p" join "time_log" "t" on "t"."company_id" = "p"."company_id" where "p"."company_id" in ($1)',
        'insert into "debtor" ("company_id", "name") values ($1, $2) returning "id"',
        'update "company" set "name" = $1 where "company"."id" = $2',
        'select "name", "timezone" from "company" where "id" = $1',
        'select "code" from "currency"',
        `update time_log as t set amount = v.amount
         from (values ($1::bigint, $2::numeric)) as v(id, amount)
         where t.id = v.id and t.company_id = $3 and t.invoice_id is null`,
      ]),
    ).toEqual([]);
  });

  it("reports each statement on a company-owned table that does not name its company", () => {
    const byName = 'select "id", "name" from "project" where "project"."name" = $1';
    const joined =
      'select "currency"."code" from "currency" inner join "debtor" on "debtor"."currency" = "currency"."code"';
    const allCompanies = 'select "id" from "company"';
    const selectsOnly = 'select "id", "company_id" from "app_user" where "app_user"."role" = $1';
    expect(unscopedStatements([byName, joined, allCompanies, selectsOnly])).toEqual([
      { statement: byName, tables: ["project"] },
      { statement: joined, tables: ["debtor"] },
      { statement: allCompanies, tables: ["company"] },
      { statement: selectsOnly, tables: ["app_user"] },
    ]);
  });

  it("lets the exempt shapes pass, and only them", () => {
    const exempt = ['insert into "company" ("id", "name") values (default, $1) returning "id"'];
    const notExempt = [
      // A link given before links carried their company finds it in legacy_link (migration 0029).
      'select "email" from "invitation" where ("invitation"."token_hash" = $1 and "invitation"."accepted_at" is null)',
      // Sign-in reads user_login first; a user by name alone is no longer exempt.
      'select "id" from "app_user" where lower("app_user"."email") = $1',
      // Rows by their id name their company since migration 0028.
      'update "project" set "name" = $1, "updated_at" = $2 where "project"."id" = $3',
      // Re-pricing names its company now; the statement without it is no longer exempt.
      `
      update time_log as t set amount = v.amount
      from (values ($1::bigint, $2::numeric)) as v(id, amount)
      where t.id = v.id`,
      'select "id" from "project" where "project"."name" = $1',
      'update "project" set "name" = $1 where "project"."debtor_id" = $2',
      'delete from "time_log" where "time_log"."id" = $1 or true',
    ];
    expect(unscopedStatements([...exempt, ...notExempt]).map((found) => found.statement)).toEqual(
      notExempt,
    );
  });
});
