import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { validateEInvoices, validationUnavailable } from "../../helpers/einvoice-validation.ts";
import { addMember } from "../../helpers/factories.ts";
import { INVOICES, invoicingCompany, markInvoiced } from "../../helpers/invoicing.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { buildProject, caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const unavailable = await validationUnavailable();
const BASE = "/api/projectmanagement";
const RULES = `${BASE}/billing-rounding-rule/`;
const clock = { now: new Date("2026-04-05T10:00:00Z") };
const NOW = "2026-04-05T10:00:00.000Z";

describe("billing rounding (decision 031)", () => {
  const context = useTestApp({
    env: { ACCESS_TOKEN_LIFETIME: "315360000" },
    deps: { mailer: captureMailer(), clock: () => clock.now },
  });
  let call: ReturnType<typeof caller>;
  beforeAll(() => {
    call = caller(context.app);
  });
  afterAll(() => {
    clock.now = new Date("2026-04-05T10:00:00Z");
  });

  /** A company with a debtor's project at 60.00 an hour (a minute is a euro). */
  async function company() {
    const owner = await signedInUser(context.app);
    const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company as number;
    const built = await buildProject(context.app, owner);
    await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
      project: built.project.id,
      rate_type: "hourly",
      rate: "60.00",
    });
    const log = async (
      start: string,
      end: string,
      who: { headers: Record<string, string> } = owner,
    ) => {
      const created = await call("POST", `${BASE}/timelog/`, who, {
        project: built.project.id,
        start,
        end,
      });
      if (created.status !== 201) throw new Error(JSON.stringify(created.body));
      return created.body as { id: number };
    };
    const billed = async (id: number) => {
      const { body } = await call("GET", `${BASE}/timelog/${id}/`, owner);
      return [body.duration_seconds, body.billed_seconds, body.amount];
    };
    return {
      owner,
      companyId,
      projectId: built.project.id as number,
      debtorId: built.debtor.id as number,
      log,
      billed,
    };
  }

  describe("rules", () => {
    it("creates, reads, lists, changes and deletes a rule, with whole bodies", async () => {
      const { owner, projectId } = await company();
      const created = await call("POST", RULES, owner, {
        mode: "up",
        interval_minutes: 15,
        scope: "log",
      });
      const rule = {
        id: created.body.id,
        debtor: null,
        project: null,
        mode: "up",
        interval_minutes: 15,
        scope: "log",
        minimum_minutes: 0,
        created_at: NOW,
        updated_at: NOW,
      };
      expect(created).toEqual({ status: 201, body: rule });
      expect(await call("GET", `${RULES}${rule.id}/`, owner)).toEqual({ status: 200, body: rule });
      const override = await call("POST", RULES, owner, {
        project: projectId,
        mode: "nearest",
        interval_minutes: "6",
        scope: "day",
        minimum_minutes: 30,
      });
      expect(override).toEqual({
        status: 201,
        body: {
          ...rule,
          id: override.body.id,
          project: projectId,
          mode: "nearest",
          interval_minutes: 6,
          scope: "day",
          minimum_minutes: 30,
        },
      });
      expect(await call("GET", RULES, owner)).toEqual({
        status: 200,
        body: { count: 2, next: null, previous: null, results: [rule, override.body] },
      });
      expect(await call("GET", `${RULES}?project=${projectId}`, owner)).toEqual({
        status: 200,
        body: { count: 1, next: null, previous: null, results: [override.body] },
      });
      expect(
        await call("PATCH", `${RULES}${rule.id}/`, owner, { mode: "down", minimum_minutes: 10 }),
      ).toEqual({ status: 200, body: { ...rule, mode: "down", minimum_minutes: 10 } });
      expect(
        await call("PUT", `${RULES}${rule.id}/`, owner, {
          mode: "nearest",
          interval_minutes: 30,
          scope: "day",
          minimum_minutes: 0,
        }),
      ).toEqual({
        status: 200,
        body: { ...rule, mode: "nearest", interval_minutes: 30, scope: "day" },
      });
      expect(await call("DELETE", `${RULES}${rule.id}/`, owner)).toEqual({
        status: 204,
        body: null,
      });
      expect(await call("GET", `${RULES}${rule.id}/`, owner)).toEqual({
        status: 404,
        body: { detail: "Not found." },
      });
    });

    it("refuses what is not a rule with exact texts", async () => {
      const { owner, projectId, debtorId } = await company();
      expect(await call("POST", RULES, owner, {})).toEqual({
        status: 400,
        body: {
          mode: ["This field is required."],
          interval_minutes: ["This field is required."],
          scope: ["This field is required."],
        },
      });
      expect(
        await call("POST", RULES, owner, {
          mode: "sideways",
          interval_minutes: 7,
          scope: "week",
          minimum_minutes: -1,
        }),
      ).toEqual({
        status: 400,
        body: {
          mode: ['"sideways" is not a valid choice.'],
          interval_minutes: ['"7" is not a valid choice.'],
          scope: ['"week" is not a valid choice.'],
          minimum_minutes: ["Ensure this value is greater than or equal to 0."],
        },
      });
      const valid = { mode: "up", interval_minutes: 15, scope: "log" };
      expect(
        await call("POST", RULES, owner, {
          ...valid,
          interval_minutes: null,
          minimum_minutes: 1441,
        }),
      ).toEqual({
        status: 400,
        body: {
          interval_minutes: ["This field may not be null."],
          minimum_minutes: ["Ensure this value is less than or equal to 1440."],
        },
      });
      expect(
        await call("POST", RULES, owner, { ...valid, debtor: debtorId, project: projectId }),
      ).toEqual({
        status: 400,
        body: {
          non_field_errors: [
            "A rounding rule applies to the company, one debtor or one project, not two.",
          ],
        },
      });
      const stranger = await company();
      expect(await call("POST", RULES, owner, { ...valid, debtor: stranger.debtorId })).toEqual({
        status: 400,
        body: { debtor: [`Invalid pk "${stranger.debtorId}" - object does not exist.`] },
      });
      expect((await call("POST", RULES, owner, valid)).status).toBe(201);
      expect((await call("POST", RULES, owner, { ...valid, debtor: debtorId })).status).toBe(201);
      const own = await call("POST", RULES, owner, { ...valid, project: projectId });
      expect(own.status).toBe(201);
      expect(await call("POST", RULES, owner, valid)).toEqual({
        status: 400,
        body: { non_field_errors: ["The company has a rounding rule already."] },
      });
      expect(await call("POST", RULES, owner, { ...valid, debtor: debtorId })).toEqual({
        status: 400,
        body: { non_field_errors: ["This debtor has a rounding rule already."] },
      });
      expect(await call("PATCH", `${RULES}${own.body.id}/`, owner, { project: null })).toEqual({
        status: 400,
        body: { non_field_errors: ["The company has a rounding rule already."] },
      });
      expect(
        await call(
          "POST",
          RULES,
          { headers: { ...owner.headers, "Accept-Language": "de" } },
          {
            ...valid,
            project: projectId,
          },
        ),
      ).toEqual({
        status: 400,
        body: { non_field_errors: ["Dieses Projekt hat bereits eine Rundungsregel."] },
      });
    });

    it("answers 404 for another company's rule and lets members read, not write", async () => {
      const { owner, companyId } = await company();
      const rule = (
        await call("POST", RULES, owner, { mode: "up", interval_minutes: 15, scope: "log" })
      ).body;
      const other = await company();
      for (const [method, payload] of [
        ["GET", undefined],
        ["PATCH", { mode: "down" }],
        ["PUT", { mode: "down", interval_minutes: 5, scope: "log" }],
        ["DELETE", undefined],
      ] as const)
        expect(await call(method, `${RULES}${rule.id}/`, other.owner, payload)).toEqual({
          status: 404,
          body: { detail: "Not found." },
        });
      expect(await call("GET", RULES, other.owner)).toEqual({
        status: 200,
        body: { count: 0, next: null, previous: null, results: [] },
      });
      const member = await addMember(context.app, context.database.db, companyId, "member");
      expect(await call("GET", `${RULES}${rule.id}/`, member)).toEqual({ status: 200, body: rule });
      expect(await call("PATCH", `${RULES}${rule.id}/`, member, { mode: "down" })).toEqual({
        status: 403,
        body: { detail: "You do not have permission to perform this action." },
      });
    });
  });

  describe("logs", () => {
    it("bill their worked time until a rule rounds it, and never change their worked time", async () => {
      const { owner, projectId, debtorId, log, billed } = await company();
      const quarter = await log("2026-03-02T08:00:00Z", "2026-03-02T08:15:00Z");
      const over = await log("2026-03-02T09:00:00Z", "2026-03-02T09:15:01Z");
      // The issue's "38 seconds show 0:00 but €1.32": the amount is the billed time's.
      const short = await log("2026-03-02T10:00:00Z", "2026-03-02T10:00:38Z");
      expect(await billed(quarter.id)).toEqual([900, 900, "15.00"]);
      expect(await billed(over.id)).toEqual([901, 901, "15.02"]);
      expect(await billed(short.id)).toEqual([38, 38, "0.63"]);

      const up = await call("POST", RULES, owner, {
        mode: "up",
        interval_minutes: 15,
        scope: "log",
      });
      // An exact quarter stays a quarter (solidtime#994 added one); one second over bills the next.
      expect(await billed(quarter.id)).toEqual([900, 900, "15.00"]);
      expect(await billed(over.id)).toEqual([901, 1800, "30.00"]);
      expect(await billed(short.id)).toEqual([38, 900, "15.00"]);
      const written = await log("2026-03-02T11:00:00Z", "2026-03-02T11:20:00Z");
      const { body } = await call("GET", `${BASE}/timelog/${written.id}/`, owner);
      expect(body).toEqual({
        id: written.id,
        user: owner.id,
        project: projectId,
        activity: null,
        description: "",
        start: "2026-03-02T11:00:00.000Z",
        end: "2026-03-02T11:20:00.000Z",
        is_running: false,
        duration_seconds: 1200,
        billed_seconds: 1800,
        billable: true,
        hourly_rate: "60.00",
        rate_type: "hourly",
        rate_rule: expect.any(Number),
        has_rate: true,
        amount: "30.00",
        currency: "EUR",
        invoice: null,
        tags: [],
        created_at: NOW,
        updated_at: NOW,
      });

      // The debtor's rule over the company's, the project's over the debtor's.
      const debtorRule = await call("POST", RULES, owner, {
        debtor: debtorId,
        mode: "nearest",
        interval_minutes: 30,
        scope: "log",
        minimum_minutes: 0,
      });
      expect(await billed(over.id)).toEqual([901, 1800, "30.00"]);
      expect(await billed(short.id)).toEqual([38, 0, "0.00"]);
      await call("POST", RULES, owner, {
        project: projectId,
        mode: "down",
        interval_minutes: 6,
        scope: "log",
        minimum_minutes: 10,
      });
      expect(await billed(over.id)).toEqual([901, 720, "12.00"]);
      expect(await billed(short.id)).toEqual([38, 600, "10.00"]);
      expect(await billed(quarter.id)).toEqual([900, 720, "12.00"]);

      // A log made not billable bills nothing; the rules gone, worked time is billed again.
      await call("PATCH", `${BASE}/timelog/${short.id}/`, owner, { billable: false });
      expect(await billed(short.id)).toEqual([38, 0, "0.00"]);
      for (const rule of (await call("GET", RULES, owner)).body.results)
        await call("DELETE", `${RULES}${rule.id}/`, owner);
      expect(debtorRule.status).toBe(201);
      expect(up.status).toBe(201);
      expect(await billed(over.id)).toEqual([901, 901, "15.02"]);
      expect(await billed(quarter.id)).toEqual([900, 900, "15.00"]);
      expect(await billed(written.id)).toEqual([1200, 1200, "20.00"]);
    });

    it("round a running timer as it stands", async () => {
      const { owner, projectId } = await company();
      await call("POST", RULES, owner, { mode: "up", interval_minutes: 15, scope: "day" });
      clock.now = new Date("2026-03-04T15:00:00Z");
      const started = await call("POST", `${BASE}/timelog/start/`, owner, { project: projectId });
      clock.now = new Date("2026-03-04T15:05:00Z");
      expect((await call("GET", `${BASE}/timelog/running/`, owner)).body).toMatchObject({
        id: started.body.id,
        duration_seconds: 300,
        billed_seconds: 900,
        amount: "15.00",
      });
      clock.now = new Date("2026-03-04T15:16:00Z");
      expect(
        (await call("POST", `${BASE}/timelog/${started.body.id}/stop/`, owner)).body,
      ).toMatchObject({
        duration_seconds: 960,
        billed_seconds: 1800,
        amount: "30.00",
      });
      clock.now = new Date("2026-04-05T10:00:00Z");
    });

    it("keep what an invoiced log bills when the rules change", async () => {
      const { owner, log, billed } = await company();
      const invoiced = await log("2026-03-02T08:00:00Z", "2026-03-02T08:10:00Z");
      const open = await log("2026-03-03T08:00:00Z", "2026-03-03T08:10:00Z");
      await markInvoiced(context.database.db, invoiced.id);
      await call("POST", RULES, owner, { mode: "up", interval_minutes: 30, scope: "log" });
      expect(await billed(invoiced.id)).toEqual([600, 600, "10.00"]);
      expect(await billed(open.id)).toEqual([600, 1800, "30.00"]);
    });
  });

  describe("per day", () => {
    it("rounds a person's day on a project once and shares it out; a log over midnight is its start's day", async () => {
      const { owner, log, billed, companyId } = await company();
      await call("POST", RULES, owner, { mode: "up", interval_minutes: 15, scope: "day" });
      // Europe/Berlin, UTC+1 in March: local 10:00-10:10 and 13:00-13:10 on 2 March.
      const first = await log("2026-03-02T09:00:00Z", "2026-03-02T09:10:00Z");
      expect(await billed(first.id)).toEqual([600, 900, "15.00"]);
      const second = await log("2026-03-02T12:00:00Z", "2026-03-02T12:10:00Z");
      // Together 20 minutes: the day bills 30, each log its share.
      expect(await billed(first.id)).toEqual([600, 900, "15.00"]);
      expect(await billed(second.id)).toEqual([600, 900, "15.00"]);
      // Local 23:50 on 2 March to 00:20 on 3 March: 2 March's. The day: 50 minutes, billed 60.
      const late = await log("2026-03-02T22:50:00Z", "2026-03-02T23:20:00Z");
      // 3 March's own log: a day of its own.
      const next = await log("2026-03-03T07:00:00Z", "2026-03-03T07:05:00Z");
      expect(await billed(first.id)).toEqual([600, 720, "12.00"]);
      expect(await billed(second.id)).toEqual([600, 720, "12.00"]);
      expect(await billed(late.id)).toEqual([1800, 2160, "36.00"]);
      expect(await billed(next.id)).toEqual([300, 900, "15.00"]);
      // Another person's time on the same day is their own day.
      const colleague = await addMember(context.app, context.database.db, companyId, "admin");
      const theirs = await log("2026-03-02T09:00:00Z", "2026-03-02T09:01:00Z", colleague);
      expect(await billed(theirs.id)).toEqual([60, 900, "15.00"]);
      expect(await billed(first.id)).toEqual([600, 720, "12.00"]);

      // Moved to another day, the late log takes its time along; deleted, its day shares again.
      await call("PATCH", `${BASE}/timelog/${late.id}/`, owner, {
        start: "2026-03-03T08:00:00Z",
        end: "2026-03-03T08:30:00Z",
      });
      // 3 March now: 35 minutes, billed 45, in proportion.
      expect(await billed(first.id)).toEqual([600, 900, "15.00"]);
      expect(await billed(late.id)).toEqual([1800, 2314, "38.57"]);
      expect(await billed(next.id)).toEqual([300, 386, "6.43"]);
      await call("DELETE", `${BASE}/timelog/${second.id}/`, owner);
      expect(await billed(first.id)).toEqual([600, 900, "15.00"]);
      await call("POST", `${BASE}/timelog/bulk/`, owner, { ids: [next.id], action: "delete" });
      expect(await billed(late.id)).toEqual([1800, 1800, "30.00"]);

      // Statistics show worked and billed time side by side.
      expect(
        (await call("GET", `${BASE}/statistics/?from=2026-03-02&to=2026-03-03&group_by=day`, owner))
          .body,
      ).toEqual({
        from: "2026-03-02",
        to: "2026-03-03",
        group_by: "day",
        timezone: "Europe/Berlin",
        totals: {
          tracked_seconds: 2460,
          billable_seconds: 2460,
          billed_seconds: 3600,
          amounts: [{ currency: "EUR", amount: "60.00", unbilled_amount: "60.00" }],
        },
        rows: [
          {
            key: "2026-03-02",
            label: "2026-03-02",
            tracked_seconds: 660,
            billable_seconds: 660,
            billed_seconds: 1800,
            amounts: [{ currency: "EUR", amount: "30.00" }],
          },
          {
            key: "2026-03-03",
            label: "2026-03-03",
            tracked_seconds: 1800,
            billable_seconds: 1800,
            billed_seconds: 1800,
            amounts: [{ currency: "EUR", amount: "30.00" }],
          },
        ],
      });
    });
  });

  describe("invoices", () => {
    it("bill the rounded hours and say so, while the logs keep their worked time", async () => {
      const company = await invoicingCompany(context.app, context.database.db);
      const { owner, alpha } = company;
      const add = async (start: string, end: string) =>
        (await call("POST", `${BASE}/timelog/`, owner, { project: alpha, start, end })).body;
      const exact = await add("2026-03-02T08:00:00Z", "2026-03-02T09:30:00Z");
      const short = await add("2026-03-02T12:00:00Z", "2026-03-02T12:20:00Z");
      const preview = (language = "en") =>
        call("POST", `${INVOICES}/preview/`, owner, {
          debtor: company.debtor,
          service_from: "2026-03-01",
          service_until: "2026-03-31",
          grouping: "project",
          language,
        });
      const line = async (language = "en") => {
        const [first] = (await preview(language)).body.lines;
        return [first.description, first.quantity, first.unit_price, first.net_amount];
      };
      expect(await line()).toEqual(["Alpha", "1.83333", "95.0000", "174.17"]);
      await call("POST", RULES, owner, {
        project: alpha,
        mode: "up",
        interval_minutes: 15,
        scope: "log",
        minimum_minutes: 0,
      });
      expect(await line()).toEqual([
        "Alpha (billed time rounded up to 15 min per entry)",
        "2.0000",
        "95.0000",
        "190.00",
      ]);
      expect(await line("de")).toEqual([
        "Alpha (abgerechnete Zeit aufgerundet auf 15 Min. je Eintrag)",
        "2.0000",
        "95.0000",
        "190.00",
      ]);
      await call(
        "PATCH",
        `${RULES}${(await call("GET", RULES, owner)).body.results[0].id}/`,
        owner,
        {
          mode: "nearest",
          interval_minutes: 30,
          scope: "day",
          minimum_minutes: 60,
        },
      );
      expect(await line("fr")).toEqual([
        "Alpha (temps facturé arrondi au plus proche à 30 min par personne et par jour, au moins 60 min)",
        "2.0000",
        "95.0000",
        "190.00",
      ]);
      const worked = async (id: number) =>
        (await call("GET", `${BASE}/timelog/${id}/`, owner)).body.duration_seconds;
      expect([await worked(exact.id), await worked(short.id)]).toEqual([5400, 1200]);
    });

    it.skipIf(unavailable !== null)(
      "issue rounded lines whose CII and UBL pass EN 16931, frozen when the rule changes",
      async () => {
        const company = await invoicingCompany(context.app, context.database.db);
        const { owner, alpha } = company;
        await call("POST", RULES, owner, {
          mode: "up",
          interval_minutes: 6,
          scope: "day",
          minimum_minutes: 30,
        });
        for (const [start, end] of [
          ["2026-03-02T08:00:00Z", "2026-03-02T08:07:00Z"],
          ["2026-03-02T13:00:00Z", "2026-03-02T13:19:59Z"],
          ["2026-03-03T08:00:00Z", "2026-03-03T09:00:01Z"],
        ])
          await call("POST", `${BASE}/timelog/`, owner, { project: alpha, start, end });
        const draft = await call("POST", `${INVOICES}/`, owner, {
          debtor: company.debtor,
          service_from: "2026-03-01",
          service_until: "2026-03-31",
          grouping: "day",
        });
        expect(draft.status).toBe(201);
        const issued = await call("POST", `${INVOICES}/${draft.body.id}/issue/`, owner, {
          issue_date: "2026-04-01",
        });
        expect(issued.status).toBe(200);
        // 2 March: 26:59 worked, 30:00 billed; 3 March: 60:01 worked, 66:00 billed.
        const lines = (body: { lines: Record<string, string>[] }) =>
          body.lines.map((line) => [line.description, line.quantity, line.net_amount]);
        const note = " (billed time rounded up to 6 min per person and day, at least 30 min)";
        expect(lines(issued.body)).toEqual([
          [`2026-03-02${note}`, "0.5000", "47.50"],
          [`2026-03-03${note}`, "1.1000", "104.50"],
        ]);
        const files = [];
        for (const syntax of ["cii", "ubl"] as const) {
          const response = await context.app.inject({
            method: "GET",
            url: `${INVOICES}/${issued.body.id}/${syntax}/`,
            headers: owner.headers,
          });
          expect(response.body).toContain(`2026-03-02${note}`);
          files.push({ name: `rounded-${syntax}`, syntax, xml: response.body });
        }
        const problems = await validateEInvoices(files);
        expect(Object.fromEntries(problems)).toEqual({ "rounded-cii": [], "rounded-ubl": [] });
        // The rule gone, the issued invoice and its logs keep what they billed.
        for (const rule of (await call("GET", RULES, owner)).body.results)
          await call("DELETE", `${RULES}${rule.id}/`, owner);
        const again = await call("GET", `${INVOICES}/${issued.body.id}/`, owner);
        expect(lines(again.body)).toEqual(lines(issued.body));
        const logs = (await call("GET", `${BASE}/timelog/?page_size=10`, owner)).body.results;
        expect(
          logs.map((log: Record<string, number>) => [log.duration_seconds, log.billed_seconds]),
        ).toEqual([
          [3601, 3960],
          [1199, 1333],
          [420, 467],
        ]);
      },
      120_000,
    );
  });
});
