import { describe, expect, it } from "vitest";
import { signedInUser } from "../helpers/accounts.ts";
import { buildProject, caller } from "../helpers/project-time.ts";
import { useTestApp } from "../helpers/test-app.ts";

const BASE = "/api/projectmanagement";
const WRONG_DATE = ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."];

describe("dates in write bodies as DRF's DateField reads them", () => {
  const context = useTestApp();
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);

  it("refuses days that do not exist and the year 0 instead of failing in the database", async () => {
    const owner = await signedInUser(context.app);
    const { project } = await buildProject(context.app, owner);
    expect(
      await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
        rate_type: "fixed",
        rate: 85,
        project: project.id,
        valid_from: "0000-01-01",
        valid_until: "2026-02-30",
      }),
    ).toEqual({ status: 400, body: { valid_from: WRONG_DATE, valid_until: WRONG_DATE } });
    expect(
      await call("PATCH", `${BASE}/project/${project.id}/`, owner, {
        start_date: "2026-13-01",
        end_date: "0000-12-31",
      }),
    ).toEqual({ status: 400, body: { start_date: WRONG_DATE, end_date: WRONG_DATE } });
    expect(
      await call("PATCH", `${BASE}/project/${project.id}/`, owner, {
        start_date: "0001-01-01",
        end_date: "9999-12-31",
      }),
    ).toMatchObject({ status: 200, body: { start_date: "0001-01-01", end_date: "9999-12-31" } });
  });

  it("refuses instants outside the years 100 to 9999 in UTC, also by their offset, and keeps those inside", async () => {
    const owner = await signedInUser(context.app);
    const { project } = await buildProject(context.app, owner);
    const wrong = [
      "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
    ];
    // The year 0; 1 BC by its offset; the year 50 (read back as 1950 or 2050); 10000 by its offset.
    for (const [start, end] of [
      ["0000-01-01T00:00:00Z", "0000-01-01T01:00:00Z"],
      ["0001-01-01T00:00:00+05:00", "0001-01-01T01:00:00+05:00"],
      ["0050-06-01T08:00:00Z", "0050-06-01T09:00:00Z"],
      ["9999-12-31T23:00:00-05:00", "9999-12-31T23:30:00-05:00"],
    ]) {
      expect(
        await call("POST", `${BASE}/timelog/`, owner, { project: project.id, start, end }),
      ).toEqual({ status: 400, body: { start: wrong, end: wrong } });
    }
    for (const [start, end] of [
      ["0100-01-01T00:00:00Z", "0100-01-01T01:00:00Z"],
      ["9999-12-31T22:00:00Z", "9999-12-31T23:59:59Z"],
    ]) {
      const created = await call("POST", `${BASE}/timelog/`, owner, {
        project: project.id,
        start,
        end,
      });
      expect(created).toMatchObject({
        status: 201,
        body: { start: start.replace("Z", ".000Z"), end: end.replace("Z", ".000Z") },
      });
      expect((await call("GET", `${BASE}/timelog/${created.body.id}/`, owner)).body.start).toBe(
        start.replace("Z", ".000Z"),
      );
    }
    // A filter may name any instant of the years 1 to 9999 in UTC, not one beyond.
    expect(
      await call("GET", `${BASE}/timelog/?start_after=0001-01-01T00:00:00%2B05:00`, owner),
    ).toEqual({ status: 400, body: { start_after: wrong } });
    expect(
      (await call("GET", `${BASE}/timelog/?start_after=0001-01-01T00:00:00Z`, owner)).body.count,
    ).toBe(2);
  });

  it("counts statistics up to the calendar's last day without running past it", async () => {
    const owner = await signedInUser(context.app);
    for (const group of ["day", "week", "month"]) {
      const { status, body } = await call(
        "GET",
        `${BASE}/statistics/?from=9999-12-01&to=9999-12-31&group_by=${group}`,
        owner,
      );
      expect(status).toBe(200);
      expect(body.rows.at(-1).key).toBe(
        { day: "9999-12-31", week: "9999-W52", month: "9999-12" }[group],
      );
    }
  });

  it("refuses the year 0 in an invoice's service period", async () => {
    const owner = await signedInUser(context.app);
    const { debtor } = await buildProject(context.app, owner);
    expect(
      await call("POST", "/api/invoicing/invoice/preview/", owner, {
        debtor: debtor.id,
        service_from: "0000-01-01",
        service_until: "2026-06-10",
        include_time: false,
        manual_lines: [{ description: "Workshop", unit_price: "500.00" }],
      }),
    ).toEqual({ status: 400, body: { service_from: WRONG_DATE } });
  });
});
