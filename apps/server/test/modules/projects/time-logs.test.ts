import { PROJECT_MESSAGES } from "@tempus/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { acrossCompanies } from "../../../src/db/across-companies.ts";
import { rowsOf } from "../../../src/db/open-database.ts";
import { timeLog } from "../../../src/db/schema/index.ts";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { markInvoiced } from "../../helpers/invoicing.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { checkResponsesAgainstDocument } from "../../helpers/openapi-check.ts";
import { buildProject, caller } from "../../helpers/project-time.ts";
import { testConfig, useTestApp } from "../../helpers/test-app.ts";
import { openTestDatabase } from "../../helpers/test-database.ts";

const BASE = "/api/projectmanagement";
const clock = { now: new Date("2026-03-04T15:00:00Z") };
type Signed = Awaited<ReturnType<typeof signedInUser>>;

describe("time logs", () => {
  const context = useTestApp({
    env: { ACCESS_TOKEN_LIFETIME: "315360000" },
    deps: { mailer: captureMailer(), clock: () => clock.now },
  });
  let call: ReturnType<typeof caller>;
  let owner: Signed;
  let companyId: number;
  let projectId: number;
  let debtorId: number;

  beforeAll(async () => {
    call = caller(context.app);
    owner = await signedInUser(context.app);
    companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    const built = await buildProject(context.app, owner);
    projectId = built.project.id;
    debtorId = built.debtor.id;
    await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
      project: projectId,
      rate_type: "hourly",
      rate: "85.00",
    });
  });

  const log = (
    fields: Record<string, unknown> = {},
    who: Signed | { headers: Record<string, string> } = owner,
  ) =>
    call("POST", `${BASE}/timelog/`, who, {
      project: projectId,
      start: "2026-03-02T09:00:00Z",
      end: "2026-03-02T10:30:00Z",
      description: "Wireframes",
      ...fields,
    });

  it("prices a log with its resolved rate and keeps rate and rule on it", async () => {
    const { status, body } = await log();
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      user: owner.id,
      project: projectId,
      activity: null,
      description: "Wireframes",
      start: "2026-03-02T09:00:00.000Z",
      end: "2026-03-02T10:30:00.000Z",
      is_running: false,
      duration_seconds: 5400,
      billed_seconds: 5400,
      billable: true,
      hourly_rate: "85.00",
      rate_type: "hourly",
      rate_rule: expect.any(Number),
      has_rate: true,
      amount: "127.50",
      currency: "EUR",
      invoice: null,
      tags: [],
      created_at: "2026-03-04T15:00:00.000Z",
      updated_at: "2026-03-04T15:00:00.000Z",
    });
  });

  it("validates times and references", async () => {
    expect(await log({ end: "2026-03-02T08:59:59Z" })).toEqual({
      status: 400,
      body: { end: ["End must not be before start."] },
    });
    expect(await log({ end: "2026-03-03T09:00:01Z" })).toEqual({
      status: 400,
      body: { end: ["A time log can last at most 24 hours."] },
    });
    expect(await log({ start: "yesterday" })).toEqual({
      status: 400,
      body: {
        start: [
          "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
        ],
      },
    });
    const stranger = await signedInUser(context.app);
    const theirs = await buildProject(context.app, stranger);
    expect(await log({ project: theirs.project.id })).toEqual({
      status: 400,
      body: { project: [`Invalid pk "${theirs.project.id}" - object does not exist.`] },
    });
    expect(await call("POST", `${BASE}/timelog/`, owner, {})).toEqual({
      status: 400,
      body: { project: ["This field is required."], start: ["This field is required."] },
    });
  });

  it("takes billable from the activity, then the project", async () => {
    const meetings = await call("POST", `${BASE}/activity/`, owner, {
      name: "Meetings",
      billable_by_default: false,
    });
    expect((await log({ activity: meetings.body.id })).body).toMatchObject({
      billable: false,
      amount: "0.00",
      hourly_rate: "85.00",
    });
    expect((await log({ activity: meetings.body.id, billable: true })).body).toMatchObject({
      billable: true,
      amount: "127.50",
    });
  });

  it("shows members their own logs only; another's answers 404", async () => {
    const member = await addMember(context.app, context.database.db, companyId, "member");
    const mine = await log({ description: "member work" }, member);
    expect(mine.body.user).toBe(member.id);
    const ownersLog = await log();
    expect(await call("GET", `${BASE}/timelog/${ownersLog.body.id}/`, member)).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
    expect(
      (await call("PATCH", `${BASE}/timelog/${ownersLog.body.id}/`, member, { description: "x" }))
        .status,
    ).toBe(404);
    expect((await call("DELETE", `${BASE}/timelog/${ownersLog.body.id}/`, member)).status).toBe(
      404,
    );
    const list = await call("GET", `${BASE}/timelog/?page_size=1000`, member);
    expect(list.body.results.every((entry: { user: number }) => entry.user === member.id)).toBe(
      true,
    );
    expect(await log({ user: owner.id }, member)).toEqual({
      status: 400,
      body: { user: [`Invalid pk "${owner.id}" - object does not exist.`] },
    });
    const all = await call("GET", `${BASE}/timelog/?user=${member.id}`, owner);
    expect(all.body.results.map((entry: { id: number }) => entry.id)).toContain(mine.body.id);
  });

  it("edits a log and re-prices it", async () => {
    const created = await log();
    const { body } = await call("PATCH", `${BASE}/timelog/${created.body.id}/`, owner, {
      end: "2026-03-02T11:00:00Z",
    });
    expect(body).toMatchObject({ duration_seconds: 7200, amount: "170.00" });
  });

  it("locks an invoiced log", async () => {
    const created = await log();
    await markInvoiced(context.database.db, created.body.id);
    const locked = {
      status: 400,
      body: { non_field_errors: ["This time log is invoiced and can no longer be changed."] },
    };
    expect(
      await call("PATCH", `${BASE}/timelog/${created.body.id}/`, owner, { description: "x" }),
    ).toEqual(locked);
    expect(await call("DELETE", `${BASE}/timelog/${created.body.id}/`, owner)).toEqual(locked);
  });

  it("deletes a rule that priced an invoiced log: the log keeps its price and forgets the rule", async () => {
    const fresh = await signedInUser(context.app);
    const built = await buildProject(context.app, fresh);
    const rule = await call("POST", `${BASE}/hourly-rate-rule/`, fresh, {
      project: built.project.id,
      rate_type: "hourly",
      rate: "75",
    });
    const priced = await call("POST", `${BASE}/timelog/`, fresh, {
      project: built.project.id,
      start: "2026-03-02T09:00:00Z",
      end: "2026-03-02T11:00:00Z",
    });
    expect(priced.body).toMatchObject({ rate_rule: rule.body.id, amount: "150.00" });
    await markInvoiced(context.database.db, priced.body.id);

    expect(await call("DELETE", `${BASE}/hourly-rate-rule/${rule.body.id}/`, fresh)).toEqual({
      status: 204,
      body: null,
    });
    expect((await call("GET", `${BASE}/timelog/${priced.body.id}/`, fresh)).body).toMatchObject({
      rate_rule: null,
      hourly_rate: "75.00",
      amount: "150.00",
    });
    // The project's rules go with the project once nothing else refers to it; here its log does.
    expect(await call("DELETE", `${BASE}/project/${built.project.id}/`, fresh)).toEqual({
      status: 400,
      body: { non_field_errors: [PROJECT_MESSAGES.projectInUse] },
    });
  });

  it("re-prices logs that are not invoiced when the rules change", async () => {
    const fresh = await signedInUser(context.app);
    const built = await buildProject(context.app, fresh);
    const create = (start: string, end: string) =>
      call("POST", `${BASE}/timelog/`, fresh, { project: built.project.id, start, end });
    const open = await create("2026-03-02T09:00:00Z", "2026-03-02T10:00:00Z");
    const invoiced = await create("2026-03-03T09:00:00Z", "2026-03-03T10:00:00Z");
    expect(open.body).toMatchObject({ has_rate: false, amount: "0.00", hourly_rate: null });
    await markInvoiced(context.database.db, invoiced.body.id);

    const rule = await call("POST", `${BASE}/hourly-rate-rule/`, fresh, {
      debtor: built.debtor.id,
      rate_type: "hourly",
      rate: "60",
    });
    expect((await call("GET", `${BASE}/timelog/${open.body.id}/`, fresh)).body).toMatchObject({
      hourly_rate: "60.00",
      amount: "60.00",
      rate_rule: rule.body.id,
    });
    expect((await call("GET", `${BASE}/timelog/${invoiced.body.id}/`, fresh)).body).toMatchObject({
      hourly_rate: null,
      amount: "0.00",
    });

    await call("PATCH", `${BASE}/hourly-rate-rule/${rule.body.id}/`, fresh, {
      rate_type: "fixed",
      rate: "500",
    });
    expect((await call("GET", `${BASE}/timelog/${open.body.id}/`, fresh)).body).toMatchObject({
      rate_type: "fixed",
      amount: "500.00",
    });
    await call("DELETE", `${BASE}/hourly-rate-rule/${rule.body.id}/`, fresh);
    const companyOf = (await call("GET", "/api/auth/users/me/", fresh)).body.company;
    await call("PATCH", `/api/masterdata/company-info/${companyOf}/`, fresh, {
      default_hourly_rate: "40",
    });
    expect((await call("GET", `${BASE}/timelog/${open.body.id}/`, fresh)).body).toMatchObject({
      hourly_rate: "40.00",
      amount: "40.00",
      rate_rule: null,
    });
    await call("PATCH", `/api/usermanagement/member/${fresh.id}/`, fresh, { hourly_rate: "45" });
    expect((await call("GET", `${BASE}/timelog/${open.body.id}/`, fresh)).body).toMatchObject({
      hourly_rate: "45.00",
      amount: "45.00",
    });
    expect((await call("GET", `${BASE}/timelog/${invoiced.body.id}/`, fresh)).body).toMatchObject({
      hourly_rate: null,
      amount: "0.00",
    });
  });

  it("re-prices logs when the company's time zone moves them to another day of the rules", async () => {
    const fresh = await signedInUser(context.app);
    const built = await buildProject(context.app, fresh);
    await call("POST", `${BASE}/hourly-rate-rule/`, fresh, { rate_type: "hourly", rate: "100" });
    await call("POST", `${BASE}/hourly-rate-rule/`, fresh, {
      project: built.project.id,
      rate_type: "hourly",
      rate: "200",
      valid_from: "2026-03-02",
    });
    // 23:30 UTC on 1 March is 00:30 on 2 March in Berlin, the company's zone.
    const late = await call("POST", `${BASE}/timelog/`, fresh, {
      project: built.project.id,
      start: "2026-03-01T23:30:00Z",
      end: "2026-03-02T00:30:00Z",
    });
    expect(late.body).toMatchObject({ hourly_rate: "200.00", amount: "200.00" });
    const companyOf = (await call("GET", "/api/auth/users/me/", fresh)).body.company;
    const moved = await call("PATCH", `/api/masterdata/company-info/${companyOf}/`, fresh, {
      timezone: "UTC",
    });
    expect(moved.status).toBe(200);
    expect((await call("GET", `${BASE}/timelog/${late.body.id}/`, fresh)).body).toMatchObject({
      hourly_rate: "100.00",
      amount: "100.00",
    });
  });

  it("keeps project totals and unbilled amounts equal to the sums of their logs through every kind of change", async () => {
    const fresh = await signedInUser(context.app);
    const one = await buildProject(context.app, fresh, { name: "One" });
    const two = await call("POST", `${BASE}/project/`, fresh, { name: "Two" });
    await call("POST", `${BASE}/hourly-rate-rule/`, fresh, { rate_type: "hourly", rate: "90" });
    const make = (project: number, day: number, hours: number) =>
      call("POST", `${BASE}/timelog/`, fresh, {
        project,
        start: `2026-02-${String(day).padStart(2, "0")}T08:00:00Z`,
        end: `2026-02-${String(day).padStart(2, "0")}T${String(8 + hours).padStart(2, "0")}:00:00Z`,
      });
    const a = await make(one.project.id, 2, 2);
    const b = await make(one.project.id, 3, 1);
    const c = await make(two.body.id, 4, 3);
    await call("PATCH", `${BASE}/timelog/${b.body.id}/`, fresh, { project: two.body.id });
    await call("PATCH", `${BASE}/timelog/${c.body.id}/`, fresh, { billable: false });
    await call("PATCH", `${BASE}/timelog/${a.body.id}/`, fresh, { description: "only words" });
    await markInvoiced(context.database.db, a.body.id);
    // A rule change re-prices every open log in one statement.
    await call("POST", `${BASE}/hourly-rate-rule/`, fresh, {
      project: two.body.id,
      rate_type: "fixed",
      rate: "250",
    });
    const running = await call("POST", `${BASE}/timelog/start/`, fresh, {
      project: one.project.id,
    });
    const gone = await make(two.body.id, 5, 1);
    await call("DELETE", `${BASE}/timelog/${gone.body.id}/`, fresh);

    const detail = async (id: number) => {
      const { body } = await call("GET", `${BASE}/project/${id}/`, fresh);
      return {
        tracked_seconds: body.tracked_seconds,
        billable_seconds: body.billable_seconds,
        billable_amount: body.billable_amount,
        unbilled_amount: body.unbilled_amount,
      };
    };
    // One: a (2 h at 90, invoiced); the running log adds nothing until it stops.
    expect(await detail(one.project.id)).toEqual({
      tracked_seconds: 7200,
      billable_seconds: 7200,
      billable_amount: "180.00",
      unbilled_amount: "0.00",
    });
    // Two: b (1 h, fixed 250) and c (3 h, not billable, so no amount).
    expect(await detail(two.body.id)).toEqual({
      tracked_seconds: 14400,
      billable_seconds: 3600,
      billable_amount: "250.00",
      unbilled_amount: "250.00",
    });
    clock.now = new Date("2026-03-04T16:00:00Z");
    await call("POST", `${BASE}/timelog/${running.body.id}/stop/`, fresh);
    clock.now = new Date("2026-03-04T15:00:00Z");
    expect(await detail(one.project.id)).toMatchObject({
      tracked_seconds: 10800,
      billable_amount: "270.00",
      unbilled_amount: "90.00",
    });
    // And for every project in the database (every company's), the kept totals equal a fresh sum.
    const compare = await acrossCompanies(context.database.db, (tx) =>
      tx.execute(sql`
      select count(*)::int as wrong from project p
      left join project_time_total t on t.company_id = p.company_id and t.project_id = p.id
      left join (
        select company_id, project_id, coalesce(sum(duration_seconds), 0) as tracked,
          coalesce(sum(duration_seconds) filter (where billable), 0) as billable,
          coalesce(sum(amount), 0) as amount,
          coalesce(sum(amount) filter (where invoice_id is null), 0) as unbilled
        from time_log group by company_id, project_id
      ) s on s.company_id = p.company_id and s.project_id = p.id
      where coalesce(t.tracked_seconds, 0) <> coalesce(s.tracked, 0)
        or coalesce(t.billable_seconds, 0) <> coalesce(s.billable, 0)
        or coalesce(t.amount, 0) <> coalesce(s.amount, 0)
        or coalesce(t.unbilled_amount, 0) <> coalesce(s.unbilled, 0)`),
    );
    expect(rowsOf(compare)).toEqual([{ wrong: 0 }]);
    // So do the unbilled amounts per company, user and currency that the dashboard reads.
    const unbilled = await acrossCompanies(context.database.db, (tx) =>
      tx.execute(sql`
      select count(*)::int as wrong from (
        select company_id, user_id, currency, sum(amount) as amount from time_log
        where billable and invoice_id is null group by 1, 2, 3
      ) s full join unbilled_total t using (company_id, user_id, currency)
      where coalesce(s.amount, 0) <> coalesce(t.amount, 0)`),
    );
    expect(rowsOf(unbilled)).toEqual([{ wrong: 0 }]);
    // And the days statistics read: ended logs per company, local day and dimensions.
    const days = await acrossCompanies(context.database.db, (tx) =>
      tx.execute(sql`
      select count(*)::int as wrong from (
        select l.company_id, (l.start at time zone c.timezone)::date as day, l.user_id, l.project_id,
          l.activity_id, l.billable, l.invoice_id is not null as invoiced, l.currency,
          sum(l.duration_seconds) as tracked, sum(l.amount) as amount, count(*)::int as logs
        from time_log l join company c on c.id = l.company_id where l."end" is not null
        group by 1, 2, 3, 4, 5, 6, 7, 8
      ) s full join time_log_day d
        on (s.company_id, s.day, s.user_id, s.project_id, s.billable, s.invoiced, s.currency)
          = (d.company_id, d.day, d.user_id, d.project_id, d.billable, d.invoiced, d.currency)
        and s.activity_id is not distinct from d.activity_id
      where s.logs is distinct from d.logs or s.tracked is distinct from d.tracked_seconds
        or s.amount is distinct from d.amount`),
    );
    expect(rowsOf(days)).toEqual([{ wrong: 0 }]);
    const leftovers = await acrossCompanies(context.database.db, (tx) =>
      tx.execute(sql`select count(*)::int as wrong from time_log_day where logs = 0`),
    );
    expect(rowsOf(leftovers)).toEqual([{ wrong: 0 }]);
    const dashboard = await call("GET", `${BASE}/dashboard/`, fresh);
    expect(dashboard.body.unbilled_amounts).toEqual([{ currency: "EUR", amount: "340.00" }]);
  });

  describe("the list", () => {
    let who: Signed;
    let ids: Record<string, number>;
    beforeAll(async () => {
      who = await signedInUser(context.app);
      const first = await buildProject(context.app, who, { name: "Apollo" });
      const second = await call("POST", `${BASE}/project/`, who, {
        name: "Zephyr",
        billable_by_default: false,
      });
      const design = await call("POST", `${BASE}/activity/`, who, {
        name: "Design",
        billable_by_default: false,
      });
      const make = async (key: string, fields: Record<string, unknown>) => {
        const created = await call("POST", `${BASE}/timelog/`, who, fields);
        ids = { ...ids, [key]: created.body.id };
      };
      ids = {};
      await make("a", {
        project: first.project.id,
        start: "2026-03-01T08:00:00Z",
        end: "2026-03-01T09:00:00Z",
        description: "kick-off call",
      });
      await make("b", {
        project: second.body.id,
        start: "2026-03-02T08:00:00Z",
        end: "2026-03-02T12:00:00Z",
        activity: design.body.id,
        description: "logo",
      });
      await make("c", {
        project: first.project.id,
        start: "2026-03-03T08:00:00Z",
        end: "2026-03-03T08:30:00Z",
        activity: design.body.id,
        description: "call notes",
      });
      ids.company = (await call("GET", "/api/auth/users/me/", who)).body.company;
      ids.first = first.project.id;
      ids.debtor = first.debtor.id;
      ids.second = second.body.id;
      ids.design = design.body.id;
    });
    const listed = async (query: string) =>
      (await call("GET", `${BASE}/timelog/?${query}`, who)).body.results.map(
        (entry: { id: number }) => entry.id,
      );

    it("orders by start, newest first, by default", async () => {
      expect(await listed("")).toEqual([ids.c, ids.b, ids.a]);
    });

    it.each([
      ["start", ["a", "b", "c"]],
      ["-duration_seconds", ["b", "a", "c"]],
      ["project,start", ["a", "c", "b"]],
      ["activity,-start", ["c", "b", "a"]],
      ["-activity,start", ["b", "c", "a"]],
    ])("orders by %s", async (ordering, expected) => {
      expect(await listed(`ordering=${ordering}`)).toEqual(expected.map((key) => ids[key]));
    });

    it("searches description, project and activity names", async () => {
      expect(await listed("search=call")).toEqual([ids.c, ids.a]);
      expect(await listed("search=design zephyr")).toEqual([ids.b]);
    });

    it("searches without regard to case, and takes % and _ literally", async () => {
      expect(await listed("search=CALL Kick-Off")).toEqual([ids.a]);
      expect(await listed("search=APOLLO")).toEqual([ids.c, ids.a]);
      expect(await listed("search=%25")).toEqual([]);
      expect(await listed("search=_")).toEqual([]);
      // Whatever the database's lower() folds, the search folds the same way as ILIKE would.
      const folded = await context.database.db.execute(
        sql`select lower('ÄRGER') = 'ärger' as folds`,
      );
      const rows = rowsOf<{ folds: boolean }>(folded);
      const umlaut = await call("POST", `${BASE}/timelog/`, who, {
        project: ids.first,
        start: "2026-02-01T08:00:00Z",
        end: "2026-02-01T09:00:00Z",
        description: "Ärger mit dem Drucker",
      });
      expect(await listed("search=ärger")).toEqual(rows[0]?.folds ? [umlaut.body.id] : []);
      expect(await listed("search=Ärger")).toEqual([umlaut.body.id]);
      await call("PATCH", `${BASE}/timelog/${umlaut.body.id}/`, who, { description: "Drucker" });
      expect(await listed("search=Ärger")).toEqual([]);
      await call("DELETE", `${BASE}/timelog/${umlaut.body.id}/`, who);
    });

    it("keeps a filtered count exact through every change it depends on", async () => {
      const counted = async (query: string) =>
        (await call("GET", `${BASE}/timelog/?${query}`, who)).body.count;
      expect(await counted("search=orbit")).toBe(0);
      const created = await call("POST", `${BASE}/timelog/`, who, {
        project: ids.second,
        start: "2026-02-10T08:00:00Z",
        end: "2026-02-10T09:00:00Z",
        description: "Orbit plan",
      });
      expect(await counted("search=orbit")).toBe(1);
      expect(await counted("search=orbit")).toBe(1);
      await call("PATCH", `${BASE}/timelog/${created.body.id}/`, who, { description: "plan" });
      expect(await counted("search=orbit")).toBe(0);
      // Names count too: renaming a project or an activity changes what a search finds.
      await call("PATCH", `${BASE}/project/${ids.second}/`, who, { name: "Zephyr Orbit" });
      expect(await counted("search=orbit")).toBe(2);
      await call("PATCH", `${BASE}/project/${ids.second}/`, who, { name: "Zephyr" });
      await call("PATCH", `${BASE}/activity/${ids.design}/`, who, { name: "Orbit design" });
      expect(await counted("search=orbit")).toBe(2);
      await call("PATCH", `${BASE}/activity/${ids.design}/`, who, { name: "Design" });
      expect(await counted("search=orbit")).toBe(0);
      // A change made outside the API (another instance, a migration) counts as well.
      expect(await counted(`project=${ids.second}&billable=false`)).toBe(2);
      await context.database.db
        .update(timeLog)
        .set({ billable: true })
        .where(and(eq(timeLog.companyId, ids.company), eq(timeLog.id, created.body.id)));
      expect(await counted(`project=${ids.second}&billable=false`)).toBe(1);
      await call("DELETE", `${BASE}/timelog/${created.body.id}/`, who);
      expect(await counted(`project=${ids.second}`)).toBe(1);
    });

    it("filters by project, debtor, activity, billable and start", async () => {
      expect(await listed(`project=${ids.first}`)).toEqual([ids.c, ids.a]);
      expect(await listed(`debtor=${ids.debtor}`)).toEqual([ids.c, ids.a]);
      expect(await listed(`activity=${ids.design}`)).toEqual([ids.c, ids.b]);
      // The activity's default wins over the project's: Design is not billable, Apollo is.
      expect(await listed("billable=false")).toEqual([ids.c, ids.b]);
      expect(await listed("billable=true")).toEqual([ids.a]);
      expect(
        await listed(
          "invoiced=false&start_after=2026-03-02T08:00:00Z&start_before=2026-03-03T08:00:00Z",
        ),
      ).toEqual([ids.b]);
      // Dates are midnight in the company's time zone (Europe/Berlin: 23:00 UTC the day before).
      expect(await listed("start_after=2026-03-02&start_before=2026-03-03")).toEqual([ids.b]);
    });

    it("totals the filtered set", async () => {
      expect(await call("GET", `${BASE}/timelog/totals/?project=${ids.first}`, who)).toEqual({
        status: 200,
        body: {
          tracked_seconds: 5400,
          billable_seconds: 3600,
          amounts: [{ currency: "EUR", amount: "0.00" }],
        },
      });
    });

    it("answers bad filters per field", async () => {
      expect(await call("GET", `${BASE}/timelog/?billable=perhaps`, who)).toEqual({
        status: 400,
        body: { billable: ["Must be a valid boolean."] },
      });
      expect(await call("GET", `${BASE}/timelog/?project=${projectId}`, who)).toEqual({
        status: 400,
        body: {
          project: ["Select a valid choice. That choice is not one of the available choices."],
        },
      });
      expect(await call("GET", `${BASE}/timelog/?start_after=soon`, who)).toEqual({
        status: 400,
        body: {
          start_after: [
            "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
          ],
        },
      });
    });
  });

  describe("the timer", () => {
    it("starts, shows the running log with its live duration and amount, and stops", async () => {
      const who = await signedInUser(context.app);
      const built = await buildProject(context.app, who);
      await call("POST", `${BASE}/hourly-rate-rule/`, who, { rate_type: "hourly", rate: "120" });
      expect(await call("GET", `${BASE}/timelog/running/`, who)).toEqual({
        status: 404,
        body: { detail: "Not found." },
      });
      clock.now = new Date("2026-03-04T15:00:00Z");
      const started = await call("POST", `${BASE}/timelog/start/`, who, {
        project: built.project.id,
        description: "Focus",
      });
      expect(started.status).toBe(201);
      expect(started.body).toMatchObject({
        is_running: true,
        end: null,
        duration_seconds: 0,
        amount: "0.00",
      });
      clock.now = new Date("2026-03-04T15:30:00Z");
      expect((await call("GET", `${BASE}/timelog/running/`, who)).body).toMatchObject({
        id: started.body.id,
        duration_seconds: 1800,
        amount: "60.00",
      });
      expect(
        await call("POST", `${BASE}/timelog/start/`, who, { project: built.project.id }),
      ).toEqual({
        status: 400,
        body: {
          non_field_errors: [
            `A timer is already running (time log ${started.body.id}). Stop it first or send stop_running.`,
          ],
        },
      });
      clock.now = new Date("2026-03-04T15:45:00Z");
      const stopped = await call("POST", `${BASE}/timelog/${started.body.id}/stop/`, who);
      expect(stopped.body).toMatchObject({
        is_running: false,
        end: "2026-03-04T15:45:00.000Z",
        duration_seconds: 2700,
        amount: "90.00",
      });
      expect(await call("POST", `${BASE}/timelog/${started.body.id}/stop/`, who)).toEqual({
        status: 400,
        body: { non_field_errors: ["This time log is not running."] },
      });
      const next = await call("POST", `${BASE}/timelog/start/`, who, { project: built.project.id });
      const replaced = await call("POST", `${BASE}/timelog/start/`, who, {
        project: built.project.id,
        stop_running: true,
      });
      expect(replaced.status).toBe(201);
      expect((await call("GET", `${BASE}/timelog/${next.body.id}/`, who)).body.is_running).toBe(
        false,
      );
    });

    it("leaves exactly one running log after 20 parallel starts", async () => {
      const who = await signedInUser(context.app);
      const built = await buildProject(context.app, who);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          call("POST", `${BASE}/timelog/start/`, who, { project: built.project.id }),
        ),
      );
      expect(results.filter((result) => result.status === 201)).toHaveLength(1);
      expect(results.filter((result) => result.status === 400)).toHaveLength(19);
      const running = await call("GET", `${BASE}/timelog/?page_size=100`, who);
      expect(
        running.body.results.filter((entry: { is_running: boolean }) => entry.is_running),
      ).toHaveLength(1);
    });
  });

  it("sums the dashboard in the company's time zone", async () => {
    const who = await signedInUser(context.app);
    const built = await buildProject(context.app, who, { budget_hours: "2" });
    await call("POST", `${BASE}/hourly-rate-rule/`, who, { rate_type: "hourly", rate: "100" });
    clock.now = new Date("2026-03-04T15:00:00Z"); // Wednesday
    const add = (start: string, end: string) =>
      call("POST", `${BASE}/timelog/`, who, { project: built.project.id, start, end });
    await add("2026-03-01T22:30:00Z", "2026-03-01T23:30:00Z"); // Sunday 23:30 Berlin: last week
    await add("2026-03-01T23:30:00Z", "2026-03-02T00:30:00Z"); // Monday 00:30 Berlin
    await add("2026-03-04T08:00:00Z", "2026-03-04T08:45:00Z");
    const { status, body } = await call("GET", `${BASE}/dashboard/`, who);
    expect(status).toBe(200);
    expect(body).toEqual({
      timezone: "Europe/Berlin",
      today: "2026-03-04",
      today_totals: { tracked_seconds: 2700, billable_seconds: 2700 },
      week_totals: { tracked_seconds: 6300, billable_seconds: 6300 },
      week_days: [
        { date: "2026-03-02", tracked_seconds: 3600, billable_seconds: 3600 },
        { date: "2026-03-03", tracked_seconds: 0, billable_seconds: 0 },
        { date: "2026-03-04", tracked_seconds: 2700, billable_seconds: 2700 },
        { date: "2026-03-05", tracked_seconds: 0, billable_seconds: 0 },
        { date: "2026-03-06", tracked_seconds: 0, billable_seconds: 0 },
        { date: "2026-03-07", tracked_seconds: 0, billable_seconds: 0 },
        { date: "2026-03-08", tracked_seconds: 0, billable_seconds: 0 },
      ],
      unbilled_amounts: [{ currency: "EUR", amount: "275.00" }],
      ready_to_bill: [
        {
          debtor: built.debtor.id,
          name: "Globex",
          unbilled_seconds: 9900,
          amounts: [{ currency: "EUR", amount: "275.00" }],
        },
      ],
      budget_warnings: [
        {
          project: built.project.id,
          name: "Website relaunch",
          budget_hours: "2.00",
          budget_amount: null,
          used_percent: 137.5,
        },
      ],
    });
    void debtorId;
  });

  it("measures no budget of zero: the dashboard still answers, without a warning for it", async () => {
    const who = await signedInUser(context.app);
    const built = await buildProject(context.app, who, { budget_hours: "0", budget_amount: "0" });
    clock.now = new Date("2026-03-04T15:00:00Z");
    await call("POST", `${BASE}/timelog/`, who, {
      project: built.project.id,
      start: "2026-03-04T08:00:00Z",
      end: "2026-03-04T09:00:00Z",
    });
    const { status, body } = await call("GET", `${BASE}/dashboard/`, who);
    expect(status).toBe(200);
    expect(body.budget_warnings).toEqual([]);
    expect(body.today_totals).toEqual({ tracked_seconds: 3600, billable_seconds: 3600 });
  });
});

describe("time-log list efficiency", () => {
  // Its own database, which records every statement; opened under the hooks' time limit.
  const queries: string[] = [];
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openTestDatabase({ onQuery: (query) => queries.push(query) });
    app = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: false,
      mailer: captureMailer(),
    });
    checkResponsesAgainstDocument(app);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("keeps the exact count without scanning, and reads a page in a fixed number of queries", async () => {
    const call = caller(app);
    const owner = await signedInUser(app);
    const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    const member = await addMember(app, database.db, companyId, "member");
    const built = await buildProject(app, owner);
    for (let index = 0; index < 30; index++) {
      await call("POST", `${BASE}/timelog/`, index % 3 === 0 ? member : owner, {
        project: built.project.id,
        start: new Date(Date.UTC(2026, 0, 1 + index, 9)).toISOString(),
        end: new Date(Date.UTC(2026, 0, 1 + index, 10)).toISOString(),
      });
    }
    const first = (await call("GET", `${BASE}/timelog/?page_size=1`, owner)).body.results[0];
    await call("DELETE", `${BASE}/timelog/${first.id}/`, owner);
    const counted = async (who: { headers: Record<string, string> }, query: string) =>
      (await call("GET", `${BASE}/timelog/?${query}`, who)).body.count;
    // The trigger-kept count equals a real COUNT(*) (a filter that matches everything forces one).
    expect(await counted(owner, "")).toBe(29);
    expect(await counted(owner, "start_after=2000-01-01")).toBe(29);
    expect(await counted(member, "")).toBe(10);
    expect(await counted(member, "start_after=2000-01-01")).toBe(10);

    const queriesFor = async (pageSize: number) => {
      queries.length = 0;
      await call("GET", `${BASE}/timelog/?page_size=${pageSize}`, owner);
      return queries.length;
    };
    const small = await queriesFor(2);
    expect(await queriesFor(25)).toBe(small);
    expect(queries.some((query) => /count\(\*\)/.test(query))).toBe(false);
    // The page with its count in one statement; the user is remembered (src/http/user-cache.ts).
    expect(small).toBe(1);

    // Pages of the opening list carry the count; past the end there is no row to carry it.
    const page = async (who: { headers: Record<string, string> }, query: string) =>
      call("GET", `${BASE}/timelog/?${query}`, who);
    const last = await page(owner, "page=last&page_size=10");
    expect(last.body).toMatchObject({
      count: 29,
      next: null,
      previous: "http://localhost/api/projectmanagement/timelog/?page=2&page_size=10",
    });
    expect(last.body.results).toHaveLength(9);
    expect(await page(owner, "page=4&page_size=10")).toEqual({
      status: 404,
      body: { detail: "Invalid page." },
    });
    const own = await page(member, "page=3&page_size=4");
    expect(own.body.count).toBe(10);
    expect(own.body.results).toHaveLength(2);
    // Asking for the default order by name is the same list, read the general way.
    expect((await page(owner, "ordering=-start,-id&page_size=50")).body).toEqual(
      (await page(owner, "page_size=50")).body,
    );
    const newcomer = await signedInUser(app);
    expect(await page(newcomer, "")).toEqual({
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    });
  });

  it("answers a page again from memory while the company's data version stays, whoever changes it", async () => {
    const call = caller(app);
    const owner = await signedInUser(app);
    const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    const member = await addMember(app, database.db, companyId, "member");
    const built = await buildProject(app, owner);
    for (let index = 0; index < 6; index++) {
      await call("POST", `${BASE}/timelog/`, index % 2 === 0 ? member : owner, {
        project: built.project.id,
        description: `Item ${index}`,
        start: new Date(Date.UTC(2026, 1, 1 + index, 9)).toISOString(),
        end: new Date(Date.UTC(2026, 1, 1 + index, 10)).toISOString(),
      });
    }
    const read = async (who: { headers: Record<string, string> }, query: string) => {
      queries.length = 0;
      const { status, body } = await call("GET", `${BASE}/timelog/?${query}`, who);
      expect(status).toBe(200);
      return { body, statements: [...queries] };
    };
    const descriptions = (body: { results: { description: string }[] }) =>
      body.results.map((log) => log.description);

    // Asked again, a page costs the data version only (read with the filters' check, if any;
    // an ordered list still counts from the counters).
    for (const [query, statements] of [
      ["page_size=4", 1],
      [`project=${built.project.id}&page_size=4`, 1],
      ["ordering=start", 2],
    ] as const) {
      const first = await read(owner, query);
      const again = await read(owner, query);
      expect(again.body).toEqual(first.body);
      // Only the version (and the counters' sum) runs, never the page's statement. On PostgreSQL
      // the version is a named statement (reads-by-shape.ts) that drizzle's log does not see.
      expect(again.statements.length).toBeLessThanOrEqual(statements);
      for (const statement of again.statements) {
        expect(statement).toMatch(/company_data_version|time_log_counter/);
        expect(statement).not.toContain('from "time_log"');
      }
    }
    expect(descriptions((await read(owner, "page_size=4")).body)).toEqual([
      "Item 5",
      "Item 4",
      "Item 3",
      "Item 2",
    ]);
    // A member's page is the member's own, not the owner's page from memory.
    expect(descriptions((await read(member, "page_size=4")).body)).toEqual([
      "Item 4",
      "Item 2",
      "Item 0",
    ]);

    // A change made behind this process (another instance, a migration) raises the version too.
    await database.db.execute(
      sql`update time_log set description = 'Changed elsewhere' where company_id = ${companyId} and description = 'Item 4'`,
    );
    for (const query of ["page_size=4", `project=${built.project.id}&page_size=4`]) {
      expect(descriptions((await read(owner, query)).body)).toEqual([
        "Item 5",
        "Changed elsewhere",
        "Item 3",
        "Item 2",
      ]);
    }
    expect(descriptions((await read(member, "page_size=4")).body)).toEqual([
      "Changed elsewhere",
      "Item 2",
      "Item 0",
    ]);
    expect(descriptions((await read(owner, "ordering=start")).body).slice(-2)).toEqual([
      "Changed elsewhere",
      "Item 5",
    ]);

    // A date filter is a day in the company's zone: a new zone is a new question, not a stale page.
    // Item 5 starts 2026-02-06 09:00 UTC: on the 6th in UTC, before the 6th began in Honolulu.
    const since = "start_after=2026-02-06";
    await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, { timezone: "UTC" });
    expect(descriptions((await read(owner, since)).body)).toEqual(["Item 5"]);
    // Asked again in the same zone: from memory (no page statement).
    const repeated = (await read(owner, since)).statements;
    expect(repeated.join()).not.toContain('from "time_log"');
    await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, {
      timezone: "Pacific/Honolulu",
    });
    expect(descriptions((await read(owner, since)).body)).toEqual([]);
  });
});
