import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const BASE = "/api/projectmanagement";
const clock = { now: new Date("2026-03-20T12:00:00Z") };
const MARCH = "from=2026-03-01&to=2026-03-31";

type Who = { headers: Record<string, string> };

type Figures = Record<string, unknown>;
/** A statistics answer as a member gets it by default: without the amounts (decision 039). */
const withoutAmounts = <T extends { totals: Figures; rows: Figures[] }>(body: T) => {
  const omit = ({ amounts: _amounts, ...rest }: Figures) => rest;
  return { ...body, totals: omit(body.totals), rows: body.rows.map(omit) };
};

/** Statistics by person and by tag, and the tag filter, for each role. */
describe("statistics by person and by tag", () => {
  const context = useTestApp({
    env: { ACCESS_TOKEN_LIFETIME: "315360000" },
    deps: { mailer: captureMailer(), clock: () => clock.now },
  });
  let call: ReturnType<typeof caller>;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let admin: Awaited<ReturnType<typeof addMember>>;
  let member: Awaited<ReturnType<typeof addMember>>;
  let outsider: Awaited<ReturnType<typeof signedInUser>>;
  let alpha: number;
  let beta: number;
  let meeting: number;
  let travel: number;
  let foreignTag: number;

  beforeAll(async () => {
    call = caller(context.app);
    owner = await signedInUser(context.app, { username: "olga" });
    const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, {
      timezone: "Europe/Berlin",
    });
    admin = await addMember(context.app, context.database.db, companyId, "admin");
    member = await addMember(context.app, context.database.db, companyId, "member");
    alpha = (await call("POST", `${BASE}/project/`, owner, { name: "Alpha" })).body.id;
    beta = (
      await call("POST", `${BASE}/project/`, owner, { name: "Beta", billable_by_default: false })
    ).body.id;
    await call("POST", `${BASE}/hourly-rate-rule/`, owner, { rate_type: "hourly", rate: "100" });
    meeting = (await call("POST", `${BASE}/tag/`, owner, { name: "meeting" })).body.id;
    travel = (await call("POST", `${BASE}/tag/`, owner, { name: "Travel" })).body.id;
    const log = async (
      who: Who,
      project: number,
      start: string,
      end: string,
      tags: number[] = [],
    ) => {
      const created = await call("POST", `${BASE}/timelog/`, who, { project, start, end, tags });
      if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    };
    // The owner: two hours with both tags; the admin: an hour of meeting; the member: half an
    // hour without a tag (not billable) and three quarters of travel.
    await log(owner, alpha, "2026-03-02T08:00:00Z", "2026-03-02T10:00:00Z", [meeting, travel]);
    await log(admin, alpha, "2026-03-03T09:00:00Z", "2026-03-03T10:00:00Z", [meeting]);
    await log(member, beta, "2026-03-04T09:00:00Z", "2026-03-04T09:30:00Z");
    await log(member, alpha, "2026-03-05T12:00:00Z", "2026-03-05T12:45:00Z", [travel]);
    // Another company, with a tag of its own.
    outsider = await signedInUser(context.app, { username: "oscar" });
    foreignTag = (await call("POST", `${BASE}/tag/`, outsider, { name: "meeting" })).body.id;
  });

  const stats = (query: string, who: Who) => call("GET", `${BASE}/statistics/?${query}`, who);
  const everyone = {
    tracked_seconds: 15300,
    billable_seconds: 13500,
    billed_seconds: 13500,
    amounts: [{ currency: "EUR", amount: "375.00", unbilled_amount: "375.00" }],
  };

  it("groups by person for owners and admins, most time first", async () => {
    const body = {
      from: "2026-03-01",
      to: "2026-03-31",
      group_by: "user",
      timezone: "Europe/Berlin",
      totals: everyone,
      rows: [
        {
          key: String(owner.id),
          label: "olga",
          tracked_seconds: 7200,
          billable_seconds: 7200,
          billed_seconds: 7200,
          amounts: [{ currency: "EUR", amount: "200.00" }],
        },
        {
          key: String(member.id),
          label: member.username,
          tracked_seconds: 4500,
          billable_seconds: 2700,
          billed_seconds: 2700,
          amounts: [{ currency: "EUR", amount: "75.00" }],
        },
        {
          key: String(admin.id),
          label: admin.username,
          tracked_seconds: 3600,
          billable_seconds: 3600,
          billed_seconds: 3600,
          amounts: [{ currency: "EUR", amount: "100.00" }],
        },
      ],
    };
    expect(await stats(`${MARCH}&group_by=user`, owner)).toEqual({ status: 200, body });
    expect(await stats(`${MARCH}&group_by=user`, admin)).toEqual({ status: 200, body });
  });

  it("shows a member only their own row, whoever they ask for", async () => {
    const own = {
      from: "2026-03-01",
      to: "2026-03-31",
      group_by: "user",
      timezone: "Europe/Berlin",
      totals: {
        tracked_seconds: 4500,
        billable_seconds: 2700,
        billed_seconds: 2700,
        amounts: [{ currency: "EUR", amount: "75.00", unbilled_amount: "75.00" }],
      },
      rows: [
        {
          key: String(member.id),
          label: member.username,
          tracked_seconds: 4500,
          billable_seconds: 2700,
          billed_seconds: 2700,
          amounts: [{ currency: "EUR", amount: "75.00" }],
        },
      ],
    };
    expect(await stats(`${MARCH}&group_by=user`, member)).toEqual({
      status: 200,
      body: withoutAmounts(own),
    });
    expect(await stats(`${MARCH}&group_by=user&user=${owner.id}`, member)).toEqual({
      status: 200,
      body: withoutAmounts({
        ...own,
        totals: { tracked_seconds: 0, billable_seconds: 0, billed_seconds: 0, amounts: [] },
        rows: [],
      }),
    });
    // An admin picks one person.
    expect((await stats(`${MARCH}&group_by=user&user=${member.id}`, admin)).body).toEqual(own);
  });

  it("groups by tag: a log counts in each of its tags, untagged time apart, totals once", async () => {
    const body = {
      from: "2026-03-01",
      to: "2026-03-31",
      group_by: "tag",
      timezone: "Europe/Berlin",
      totals: everyone,
      rows: [
        {
          key: String(meeting),
          label: "meeting",
          tracked_seconds: 10800,
          billable_seconds: 10800,
          billed_seconds: 10800,
          amounts: [{ currency: "EUR", amount: "300.00" }],
        },
        {
          key: String(travel),
          label: "Travel",
          tracked_seconds: 9900,
          billable_seconds: 9900,
          billed_seconds: 9900,
          amounts: [{ currency: "EUR", amount: "275.00" }],
        },
        {
          key: null,
          label: null,
          tracked_seconds: 1800,
          billable_seconds: 0,
          billed_seconds: 0,
          amounts: [],
        },
      ],
    };
    expect(await stats(`${MARCH}&group_by=tag`, owner)).toEqual({ status: 200, body });
    expect(await stats(`${MARCH}&group_by=tag`, admin)).toEqual({ status: 200, body });
    expect(await stats(`${MARCH}&group_by=tag`, member)).toEqual({
      status: 200,
      body: withoutAmounts({
        ...body,
        totals: {
          tracked_seconds: 4500,
          billable_seconds: 2700,
          billed_seconds: 2700,
          amounts: [{ currency: "EUR", amount: "75.00", unbilled_amount: "75.00" }],
        },
        rows: [
          {
            key: String(travel),
            label: "Travel",
            tracked_seconds: 2700,
            billable_seconds: 2700,
            billed_seconds: 2700,
            amounts: [{ currency: "EUR", amount: "75.00" }],
          },
          {
            key: null,
            label: null,
            tracked_seconds: 1800,
            billable_seconds: 0,
            billed_seconds: 0,
            amounts: [],
          },
        ],
      }),
    });
  });

  it("filters by tag in every grouping, members still seeing their own time only", async () => {
    const travelTotals = {
      tracked_seconds: 9900,
      billable_seconds: 9900,
      billed_seconds: 9900,
      amounts: [{ currency: "EUR", amount: "275.00", unbilled_amount: "275.00" }],
    };
    expect(await stats(`${MARCH}&group_by=user&tag=${travel}`, admin)).toEqual({
      status: 200,
      body: {
        from: "2026-03-01",
        to: "2026-03-31",
        group_by: "user",
        timezone: "Europe/Berlin",
        totals: travelTotals,
        rows: [
          {
            key: String(owner.id),
            label: "olga",
            tracked_seconds: 7200,
            billable_seconds: 7200,
            billed_seconds: 7200,
            amounts: [{ currency: "EUR", amount: "200.00" }],
          },
          {
            key: String(member.id),
            label: member.username,
            tracked_seconds: 2700,
            billable_seconds: 2700,
            billed_seconds: 2700,
            amounts: [{ currency: "EUR", amount: "75.00" }],
          },
        ],
      },
    });
    // By day, every day a row; by tag, the tags that travel with it.
    expect(await stats(`from=2026-03-02&to=2026-03-05&group_by=day&tag=${travel}`, owner)).toEqual({
      status: 200,
      body: {
        from: "2026-03-02",
        to: "2026-03-05",
        group_by: "day",
        timezone: "Europe/Berlin",
        totals: travelTotals,
        rows: [
          {
            key: "2026-03-02",
            label: "2026-03-02",
            tracked_seconds: 7200,
            billable_seconds: 7200,
            billed_seconds: 7200,
            amounts: [{ currency: "EUR", amount: "200.00" }],
          },
          ...["2026-03-03", "2026-03-04"].map((day) => ({
            key: day,
            label: day,
            tracked_seconds: 0,
            billable_seconds: 0,
            billed_seconds: 0,
            amounts: [],
          })),
          {
            key: "2026-03-05",
            label: "2026-03-05",
            tracked_seconds: 2700,
            billable_seconds: 2700,
            billed_seconds: 2700,
            amounts: [{ currency: "EUR", amount: "75.00" }],
          },
        ],
      },
    });
    expect(
      (await stats(`${MARCH}&group_by=tag&tag=${travel}`, owner)).body.rows.map(
        (row: { label: string | null; tracked_seconds: number }) => [
          row.label,
          row.tracked_seconds,
        ],
      ),
    ).toEqual([
      ["Travel", 9900],
      ["meeting", 7200],
    ]);
    expect((await stats(`${MARCH}&group_by=project&tag=${meeting}`, member)).body).toEqual({
      from: "2026-03-01",
      to: "2026-03-31",
      group_by: "project",
      timezone: "Europe/Berlin",
      totals: { tracked_seconds: 0, billable_seconds: 0, billed_seconds: 0 },
      rows: [],
    });
  });

  it("counts a running log in its tags for the time it has run", async () => {
    clock.now = new Date("2026-03-20T12:00:00Z");
    const started = await call("POST", `${BASE}/timelog/start/`, member, {
      project: alpha,
      tags: [meeting],
    });
    expect(started.status).toBe(201);
    clock.now = new Date("2026-03-20T12:15:00Z");
    const day = "from=2026-03-20&to=2026-03-20";
    expect((await stats(`${day}&group_by=tag`, admin)).body).toEqual({
      from: "2026-03-20",
      to: "2026-03-20",
      group_by: "tag",
      timezone: "Europe/Berlin",
      // A running log is priced when it ends.
      totals: {
        tracked_seconds: 900,
        billable_seconds: 900,
        billed_seconds: 900,
        amounts: [{ currency: "EUR", amount: "0.00", unbilled_amount: "0.00" }],
      },
      rows: [
        {
          key: String(meeting),
          label: "meeting",
          tracked_seconds: 900,
          billable_seconds: 900,
          billed_seconds: 900,
          amounts: [{ currency: "EUR", amount: "0.00" }],
        },
      ],
    });
    expect((await stats(`${day}&group_by=user&tag=${travel}`, admin)).body.rows).toEqual([]);
    expect((await call("DELETE", `${BASE}/timelog/${started.body.id}/`, member)).status).toBe(204);
  });

  it("refuses a tag of another company, or none, as a choice that is not there", async () => {
    const refused = {
      status: 400,
      body: { tag: ["Select a valid choice. That choice is not one of the available choices."] },
    };
    expect(await stats(`${MARCH}&tag=${foreignTag}`, owner)).toEqual(refused);
    expect(await stats(`${MARCH}&tag=999999`, member)).toEqual(refused);
    expect(await stats(`${MARCH}&tag=travel`, owner)).toEqual(refused);
    // The other company sees nothing of ours, by tag or by person.
    expect((await stats(`${MARCH}&group_by=tag`, outsider)).body.rows).toEqual([]);
    expect((await stats(`${MARCH}&group_by=user`, outsider)).body.rows).toEqual([]);
  });

  it("reads the logs up to the calendar's last day without running past it", async () => {
    const created = await call("POST", `${BASE}/timelog/`, owner, {
      project: alpha,
      start: "9999-12-31T20:00:00Z",
      end: "9999-12-31T21:00:00Z",
      tags: [travel],
    });
    expect(created.status).toBe(201);
    const last = "from=9999-12-01&to=9999-12-31";
    expect((await stats(`${last}&group_by=tag`, owner)).body.rows).toEqual([
      {
        key: String(travel),
        label: "Travel",
        tracked_seconds: 3600,
        billable_seconds: 3600,
        billed_seconds: 3600,
        amounts: [{ currency: "EUR", amount: "100.00" }],
      },
    ]);
    expect((await stats(`${last}&group_by=week&tag=${travel}`, owner)).body.rows.at(-1)).toEqual({
      key: "9999-W52",
      label: "9999-W52",
      tracked_seconds: 3600,
      billable_seconds: 3600,
      billed_seconds: 3600,
      amounts: [{ currency: "EUR", amount: "100.00" }],
    });
    expect((await call("DELETE", `${BASE}/timelog/${created.body.id}/`, owner)).status).toBe(204);
  });
});
