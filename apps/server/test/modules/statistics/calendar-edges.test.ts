import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const BASE = "/api/projectmanagement";

/** A row of a time grouping: its key, and the time and money in it. */
const row = (key: string, tracked = 0, amount?: string) => ({
  key,
  label: key,
  tracked_seconds: tracked,
  billable_seconds: tracked,
  billed_seconds: tracked,
  amounts: amount ? [{ currency: "EUR", amount }] : [],
});

/**
 * The calendar's first and last days (0001-01-01, 9999-12-31): every period of a time grouping
 * once, in order, with the time logged on those days in its own period.
 */
describe("statistics at the ends of the calendar", () => {
  const context = useTestApp();
  let call: ReturnType<typeof caller>;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let alpha: number;
  let beta: number;

  beforeAll(async () => {
    call = caller(context.app);
    owner = await signedInUser(context.app);
    const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    // East of UTC: 0001-01-01 begins before the first instant PostgreSQL reads.
    await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, {
      timezone: "Asia/Tokyo",
    });
    alpha = (await call("POST", `${BASE}/project/`, owner, { name: "Alpha" })).body.id;
    await call("POST", `${BASE}/hourly-rate-rule/`, owner, { rate_type: "hourly", rate: "100" });
    // 10:00 to 11:00 on 9999-12-31 in Tokyo (a log can start in the year 100 at the earliest:
    // the year 1 has no time, but its periods are still rows).
    const created = await call("POST", `${BASE}/timelog/`, owner, {
      project: alpha,
      start: "9999-12-31T01:00:00Z",
      end: "9999-12-31T02:00:00Z",
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    // A timer started on the last day (it has run for no time yet: it starts in the future).
    beta = (await call("POST", `${BASE}/project/`, owner, { name: "Beta" })).body.id;
    const running = await call("POST", `${BASE}/timelog/`, owner, {
      project: beta,
      start: "9999-12-31T03:00:00Z",
      end: null,
    });
    if (running.status !== 201) throw new Error(JSON.stringify(running.body));
  });

  const stats = (from: string, to: string, group_by: string) =>
    call("GET", `${BASE}/statistics/?from=${from}&to=${to}&group_by=${group_by}`, owner);
  const body = (
    from: string,
    to: string,
    group_by: string,
    rows: ReturnType<typeof row>[],
    tracked = 0,
    amount?: string,
  ) => ({
    status: 200,
    body: {
      from,
      to,
      group_by,
      timezone: "Asia/Tokyo",
      totals: {
        tracked_seconds: tracked,
        billable_seconds: tracked,
        billed_seconds: tracked,
        amounts: amount ? [{ currency: "EUR", amount, unbilled_amount: amount }] : [],
      },
      rows,
    },
  });

  it("ends with the last month, week and day of 9999 once each", async () => {
    expect(await stats("9999-11-15", "9999-12-31", "month")).toEqual(
      body(
        "9999-11-15",
        "9999-12-31",
        "month",
        [row("9999-11"), row("9999-12", 3600, "100.00")],
        3600,
        "100.00",
      ),
    );
    // 9999-12-31 is a Friday, in the week 52 that begins on Monday 9999-12-27.
    expect(await stats("9999-12-01", "9999-12-31", "week")).toEqual(
      body(
        "9999-12-01",
        "9999-12-31",
        "week",
        [
          row("9999-W48"),
          row("9999-W49"),
          row("9999-W50"),
          row("9999-W51"),
          row("9999-W52", 3600, "100.00"),
        ],
        3600,
        "100.00",
      ),
    );
    expect(await stats("9999-12-29", "9999-12-31", "day")).toEqual(
      body(
        "9999-12-29",
        "9999-12-31",
        "day",
        [row("9999-12-29"), row("9999-12-30"), row("9999-12-31", 3600, "100.00")],
        3600,
        "100.00",
      ),
    );
    // A range on the last day alone, and one without any time.
    for (const group of ["day", "week", "month"]) {
      const key = { day: "9999-12-31", week: "9999-W52", month: "9999-12" }[group] as string;
      expect(await stats("9999-12-31", "9999-12-31", group)).toEqual(
        body("9999-12-31", "9999-12-31", group, [row(key, 3600, "100.00")], 3600, "100.00"),
      );
    }
    expect(await stats("9999-10-01", "9999-11-30", "month")).toEqual(
      body("9999-10-01", "9999-11-30", "month", [row("9999-10"), row("9999-11")]),
    );
  });

  it("counts a running log that starts on the last day", async () => {
    expect((await stats("9999-12-31", "9999-12-31", "project")).body.rows).toEqual([
      {
        key: String(alpha),
        label: "Alpha",
        tracked_seconds: 3600,
        billable_seconds: 3600,
        billed_seconds: 3600,
        amounts: [{ currency: "EUR", amount: "100.00" }],
      },
      {
        key: String(beta),
        label: "Beta",
        tracked_seconds: 0,
        billable_seconds: 0,
        billed_seconds: 0,
        amounts: [],
      },
    ]);
  });

  it("gives each period of the last three years once, in order", async () => {
    const keys = async (from: string, group: string) =>
      (await stats(from, "9999-12-31", group)).body.rows.map((entry: { key: string }) => entry.key);
    const months = await keys("9997-01-01", "month");
    expect(months).toHaveLength(36);
    expect([months[0], months.at(-1)]).toEqual(["9997-01", "9999-12"]);
    expect(new Set(months).size).toBe(36);
    // 9997 and 9999 have 52 ISO weeks, 9998 has 53 (9999-01-01, a Friday, is in 9998-W53).
    const weeks = await keys("9997-01-01", "week");
    expect(weeks).toHaveLength(157);
    expect([weeks[0], weeks[104], weeks.at(-1)]).toEqual(["9997-W01", "9998-W53", "9999-W52"]);
    expect(new Set(weeks).size).toBe(157);
    expect([...weeks].sort()).toEqual(weeks);
  });

  it("begins with the first month, week and day of the year 1", async () => {
    expect(await stats("0001-01-01", "0001-02-28", "month")).toEqual(
      body("0001-01-01", "0001-02-28", "month", [row("0001-01"), row("0001-02")]),
    );
    // 0001-01-01 is a Monday (the proleptic Gregorian calendar): week 1 of the year 1.
    expect(await stats("0001-01-01", "0001-01-14", "week")).toEqual(
      body("0001-01-01", "0001-01-14", "week", [row("0001-W01"), row("0001-W02")]),
    );
    expect(await stats("0001-01-01", "0001-01-02", "day")).toEqual(
      body("0001-01-01", "0001-01-02", "day", [row("0001-01-01"), row("0001-01-02")]),
    );
  });
});
