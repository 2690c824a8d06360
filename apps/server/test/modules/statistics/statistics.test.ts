import { beforeAll, describe, expect, it } from "vitest";
import { isoWeekKey } from "../../../src/calendar.ts";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const BASE = "/api/projectmanagement";
const clock = { now: new Date("2026-03-20T12:00:00Z") };

describe("statistics", () => {
  const context = useTestApp({
    env: { ACCESS_TOKEN_LIFETIME: "315360000" },
    deps: { mailer: captureMailer(), clock: () => clock.now },
  });
  let call: ReturnType<typeof caller>;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let member: Awaited<ReturnType<typeof addMember>>;
  let alpha: number;
  let beta: number;
  let gamma: number;
  let initechId: number;

  beforeAll(async () => {
    call = caller(context.app);
    owner = await signedInUser(context.app);
    const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, {
      timezone: "America/New_York",
    });
    member = await addMember(context.app, context.database.db, companyId, "member");
    alpha = (await call("POST", `${BASE}/project/`, owner, { name: "Alpha" })).body.id;
    beta = (
      await call("POST", `${BASE}/project/`, owner, { name: "Beta", billable_by_default: false })
    ).body.id;
    await call("POST", `${BASE}/hourly-rate-rule/`, owner, { rate_type: "hourly", rate: "100" });
    const log = (
      who: { headers: Record<string, string> },
      project: number,
      start: string,
      end: string,
    ) => call("POST", `${BASE}/timelog/`, who, { project, start, end });
    // Saturday 23:30 in New York, across midnight: counts wholly on Saturday.
    await log(owner, alpha, "2026-03-08T04:30:00Z", "2026-03-08T05:30:00Z");
    // Sunday after the switch to summer time (EDT, UTC-4).
    await log(owner, beta, "2026-03-08T14:00:00Z", "2026-03-08T16:00:00Z");
    await log(member, alpha, "2026-03-09T13:00:00Z", "2026-03-09T13:30:00Z");
    // A customer billed in dollars, with time in ISO week 53 of 2026 (New Year's Day 2027).
    const initech = await call("POST", `${BASE}/debtor/`, owner, {
      name: "Initech",
      currency: "USD",
    });
    gamma = (
      await call("POST", `${BASE}/project/`, owner, { name: "Gamma", debtor: initech.body.id })
    ).body.id;
    initechId = initech.body.id;
    await log(owner, gamma, "2027-01-01T15:00:00Z", "2027-01-01T16:15:00Z");
  });

  const stats = (query: string, who: { headers: Record<string, string> } = owner) =>
    call("GET", `${BASE}/statistics/?${query}`, who);

  it("groups by day in the company's time zone, every day a row", async () => {
    expect(await stats("from=2026-03-07&to=2026-03-10&group_by=day")).toEqual({
      status: 200,
      body: {
        from: "2026-03-07",
        to: "2026-03-10",
        group_by: "day",
        timezone: "America/New_York",
        totals: {
          tracked_seconds: 12600,
          billable_seconds: 5400,
          billed_seconds: 5400,
          amounts: [{ currency: "EUR", amount: "150.00", unbilled_amount: "150.00" }],
        },
        rows: [
          {
            key: "2026-03-07",
            label: "2026-03-07",
            tracked_seconds: 3600,
            billable_seconds: 3600,
            billed_seconds: 3600,
            amounts: [{ currency: "EUR", amount: "100.00" }],
          },
          {
            key: "2026-03-08",
            label: "2026-03-08",
            tracked_seconds: 7200,
            billable_seconds: 0,
            billed_seconds: 0,
            amounts: [],
          },
          {
            key: "2026-03-09",
            label: "2026-03-09",
            tracked_seconds: 1800,
            billable_seconds: 1800,
            billed_seconds: 1800,
            amounts: [{ currency: "EUR", amount: "50.00" }],
          },
          {
            key: "2026-03-10",
            label: "2026-03-10",
            tracked_seconds: 0,
            billable_seconds: 0,
            billed_seconds: 0,
            amounts: [],
          },
        ],
      },
    });
  });

  it("groups by ISO week and by month", async () => {
    expect((await stats("from=2026-03-07&to=2026-03-09&group_by=week")).body.rows).toEqual([
      {
        key: "2026-W10",
        label: "2026-W10",
        tracked_seconds: 10800,
        billable_seconds: 3600,
        billed_seconds: 3600,
        amounts: [{ currency: "EUR", amount: "100.00" }],
      },
      {
        key: "2026-W11",
        label: "2026-W11",
        tracked_seconds: 1800,
        billable_seconds: 1800,
        billed_seconds: 1800,
        amounts: [{ currency: "EUR", amount: "50.00" }],
      },
    ]);
    expect(
      (await stats("from=2026-02-27&to=2026-03-31&group_by=month")).body.rows.map(
        (row: { key: string }) => row.key,
      ),
    ).toEqual(["2026-02", "2026-03"]);
    expect(
      (await stats("from=2026-12-28&to=2027-01-04&group_by=week")).body.rows.map(
        (row: { key: string }) => row.key,
      ),
    ).toEqual(["2026-W53", "2027-W01"]);
    expect([
      isoWeekKey("2027-01-01"),
      isoWeekKey("2027-01-03"),
      isoWeekKey("2021-01-03"),
      isoWeekKey("2024-12-30"),
    ]).toEqual(["2026-W53", "2026-W53", "2020-W53", "2025-W01"]);
  });

  it("groups by project and user, most time first, only what has time", async () => {
    expect((await stats("from=2026-03-01&to=2026-03-31&group_by=project")).body.rows).toEqual([
      {
        key: String(beta),
        label: "Beta",
        tracked_seconds: 7200,
        billable_seconds: 0,
        billed_seconds: 0,
        amounts: [],
      },
      {
        key: String(alpha),
        label: "Alpha",
        tracked_seconds: 5400,
        billable_seconds: 5400,
        billed_seconds: 5400,
        amounts: [{ currency: "EUR", amount: "150.00" }],
      },
    ]);
    expect((await stats("from=2026-03-01&to=2026-03-31&group_by=activity")).body.rows).toEqual([
      {
        key: null,
        label: null,
        tracked_seconds: 12600,
        billable_seconds: 5400,
        billed_seconds: 5400,
        amounts: [{ currency: "EUR", amount: "150.00" }],
      },
    ]);
    const byUser = (await stats("from=2026-03-01&to=2026-03-31&group_by=user")).body.rows;
    expect(
      byUser.map((row: { label: string; tracked_seconds: number }) => [
        row.label,
        row.tracked_seconds,
      ]),
    ).toEqual([
      [owner.username, 10800],
      [member.username, 1800],
    ]);
  });

  it("counts ISO week 53 and sums each currency apart", async () => {
    expect(await stats("from=2026-12-28&to=2027-01-10&group_by=week")).toMatchObject({
      status: 200,
      body: {
        totals: {
          tracked_seconds: 4500,
          billable_seconds: 4500,
          billed_seconds: 4500,
          amounts: [{ currency: "USD", amount: "125.00", unbilled_amount: "125.00" }],
        },
        rows: [
          {
            key: "2026-W53",
            label: "2026-W53",
            tracked_seconds: 4500,
            billable_seconds: 4500,
            billed_seconds: 4500,
            amounts: [{ currency: "USD", amount: "125.00" }],
          },
          {
            key: "2027-W01",
            label: "2027-W01",
            tracked_seconds: 0,
            billable_seconds: 0,
            billed_seconds: 0,
            amounts: [],
          },
        ],
      },
    });
    const year = await stats("from=2026-03-01&to=2027-02-28&group_by=month");
    expect(year.body.totals.amounts).toEqual([
      { currency: "EUR", amount: "150.00", unbilled_amount: "150.00" },
      { currency: "USD", amount: "125.00", unbilled_amount: "125.00" },
    ]);
    expect(year.body.rows).toHaveLength(12);
    expect(year.body.rows[0]).toEqual({
      key: "2026-03",
      label: "2026-03",
      tracked_seconds: 12600,
      billable_seconds: 5400,
      billed_seconds: 5400,
      amounts: [{ currency: "EUR", amount: "150.00" }],
    });
    expect(year.body.rows[10]).toEqual({
      key: "2027-01",
      label: "2027-01",
      tracked_seconds: 4500,
      billable_seconds: 4500,
      billed_seconds: 4500,
      amounts: [{ currency: "USD", amount: "125.00" }],
    });
    expect((await stats("from=2026-03-01&to=2027-02-28&group_by=debtor")).body.rows).toEqual([
      {
        key: null,
        label: null,
        tracked_seconds: 12600,
        billable_seconds: 5400,
        billed_seconds: 5400,
        amounts: [{ currency: "EUR", amount: "150.00" }],
      },
      {
        key: String(initechId),
        label: "Initech",
        tracked_seconds: 4500,
        billable_seconds: 4500,
        billed_seconds: 4500,
        amounts: [{ currency: "USD", amount: "125.00" }],
      },
    ]);
    expect(
      (
        await stats(`from=2026-03-01&to=2027-02-28&group_by=project&project=${gamma}`)
      ).body.rows.map((row: { label: string }) => row.label),
    ).toEqual(["Gamma"]);
  });

  it("shows members their own time only, without amounts (decision 039)", async () => {
    expect(
      (await stats("from=2026-03-01&to=2026-03-31&group_by=project", member)).body.totals,
    ).toEqual({ tracked_seconds: 1800, billable_seconds: 1800, billed_seconds: 1800 });
  });

  it("counts a running log for the time it has run, and the same once it is stopped", async () => {
    const day = "from=2026-03-20&to=2026-03-20&group_by=project";
    clock.now = new Date("2026-03-20T12:00:00Z");
    const started = await call("POST", `${BASE}/timelog/start/`, owner, { project: alpha });
    expect(started.status).toBe(201);
    clock.now = new Date("2026-03-20T12:45:00Z");
    const running = await stats(day);
    expect(running.body.totals.tracked_seconds).toBe(2700);
    expect(running.body.rows).toMatchObject([{ label: "Alpha", tracked_seconds: 2700 }]);
    await call("POST", `${BASE}/timelog/${started.body.id}/stop/`, owner);
    clock.now = new Date("2026-03-20T18:00:00Z");
    expect((await stats(day)).body).toMatchObject({
      totals: {
        tracked_seconds: 2700,
        billable_seconds: 2700,
        billed_seconds: 2700,
        amounts: [{ currency: "EUR", amount: "75.00", unbilled_amount: "75.00" }],
      },
      rows: [
        {
          key: String(alpha),
          label: "Alpha",
          tracked_seconds: 2700,
          billable_seconds: 2700,
          billed_seconds: 2700,
          amounts: [{ currency: "EUR", amount: "75.00" }],
        },
      ],
    });
    expect((await call("DELETE", `${BASE}/timelog/${started.body.id}/`, owner)).status).toBe(204);
    expect((await stats(day)).body.rows).toEqual([]);
  });

  it("cuts the days again when the company's time zone changes", async () => {
    const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    const saturday = "from=2026-03-07&to=2026-03-08&group_by=day";
    const daily = async () =>
      (await stats(saturday)).body.rows.map((row: { key: string; tracked_seconds: number }) => [
        row.key,
        row.tracked_seconds,
      ]);
    expect(await daily()).toEqual([
      ["2026-03-07", 3600],
      ["2026-03-08", 7200],
    ]);
    // 04:30 UTC is Saturday evening in New York and Sunday morning in UTC.
    await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, { timezone: "UTC" });
    expect(await daily()).toEqual([
      ["2026-03-07", 0],
      ["2026-03-08", 10800],
    ]);
    await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, {
      timezone: "America/New_York",
    });
    expect(await daily()).toEqual([
      ["2026-03-07", 3600],
      ["2026-03-08", 7200],
    ]);
  });

  it("answers bad parameters per field", async () => {
    expect(await stats("from=2026-03-10&to=2026-03-01")).toEqual({
      status: 400,
      body: { to: ["To must not be before from."] },
    });
    expect(await stats("from=2020-01-01&to=2026-01-01")).toEqual({
      status: 400,
      body: { to: ["The range may not exceed 3 years."] },
    });
    expect(await stats("from=2026-03-01&to=2026-03-02&group_by=year")).toEqual({
      status: 400,
      body: { group_by: ['"year" is not a valid choice.'] },
    });
    expect(await stats("to=2026-03-02&from=march")).toEqual({
      status: 400,
      body: { from: ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."] },
    });
    expect(await stats("")).toEqual({
      status: 400,
      body: { from: ["This field is required."], to: ["This field is required."] },
    });
  });
});
