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
});
