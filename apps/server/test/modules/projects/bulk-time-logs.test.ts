import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { markInvoiced } from "../../helpers/invoicing.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { buildProject, caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const BASE = "/api/projectmanagement";
const clock = { now: new Date("2026-03-04T15:00:00Z") };
type Signed = { headers: Record<string, string> };

describe("time logs in bulk", () => {
  const context = useTestApp({
    env: { ACCESS_TOKEN_LIFETIME: "315360000" },
    deps: { mailer: captureMailer(), clock: () => clock.now },
  });
  let call: ReturnType<typeof caller>;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let companyId: number;
  let projectId: number;
  let otherProjectId: number;

  beforeAll(async () => {
    call = caller(context.app);
    owner = await signedInUser(context.app);
    companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    const built = await buildProject(context.app, owner);
    projectId = built.project.id;
    otherProjectId = (
      await call("POST", `${BASE}/project/`, owner, { name: "Support", debtor: built.debtor.id })
    ).body.id;
    await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
      project: projectId,
      rate_type: "hourly",
      rate: "85.00",
    });
    await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
      project: otherProjectId,
      rate_type: "hourly",
      rate: "60.00",
    });
  });

  const log = async (fields: Record<string, unknown> = {}, who: Signed = owner) =>
    (
      await call("POST", `${BASE}/timelog/`, who, {
        project: projectId,
        start: "2026-03-02T09:00:00Z",
        end: "2026-03-02T10:30:00Z",
        description: "Wireframes",
        ...fields,
      })
    ).body as { id: number; rate_rule: number };
  const bulk = (body: object, who: Signed = owner) =>
    call("POST", `${BASE}/timelog/bulk/`, who, body);
  const get = async (id: number) => (await call("GET", `${BASE}/timelog/${id}/`, owner)).body;

  it("moves logs to another project and activity in one request and prices each again", async () => {
    const first = await log();
    const second = await log({ start: "2026-03-03T09:00:00Z", end: "2026-03-03T10:00:00Z" });
    const design = (await call("POST", `${BASE}/activity/`, owner, { name: "Design" })).body;
    const priced = (id: number, start: string, end: string, seconds: number, amount: string) => ({
      id,
      user: owner.id,
      project: otherProjectId,
      activity: design.id,
      description: "Wireframes",
      start,
      end,
      is_running: false,
      duration_seconds: seconds,
      billed_seconds: seconds,
      billable: true,
      hourly_rate: "60.00",
      rate_type: "hourly",
      rate_rule: expect.any(Number),
      has_rate: true,
      amount,
      currency: "EUR",
      invoice: null,
      tags: [],
      created_at: "2026-03-04T15:00:00.000Z",
      updated_at: "2026-03-04T15:00:00.000Z",
    });
    expect(
      await bulk({
        ids: [second.id, first.id],
        action: "update",
        changes: { project: otherProjectId, activity: design.id },
      }),
    ).toEqual({
      status: 200,
      body: {
        action: "update",
        count: 2,
        results: [
          priced(first.id, "2026-03-02T09:00:00.000Z", "2026-03-02T10:30:00.000Z", 5400, "90.00"),
          priced(second.id, "2026-03-03T09:00:00.000Z", "2026-03-03T10:00:00.000Z", 3600, "60.00"),
        ],
      },
    });
    expect(await get(first.id)).toMatchObject({ project: otherProjectId, amount: "90.00" });
  });

  it("marks logs not billable (amount 0) and billable again", async () => {
    const first = await log();
    const second = await log();
    const off = await bulk({
      ids: [first.id, second.id],
      action: "update",
      changes: { billable: false },
    });
    expect(off.status).toBe(200);
    expect(
      off.body.results.map((entry: { id: number; billable: boolean; amount: string }) => [
        entry.id,
        entry.billable,
        entry.amount,
      ]),
    ).toEqual([
      [first.id, false, "0.00"],
      [second.id, false, "0.00"],
    ]);
    const on = await bulk({ ids: [first.id], action: "update", changes: { billable: true } });
    expect(on.body.results.map((entry: { amount: string }) => entry.amount)).toEqual(["127.50"]);
  });

  it("deletes logs in one request", async () => {
    const first = await log();
    const second = await log();
    expect(await bulk({ ids: [first.id, second.id], action: "delete" })).toEqual({
      status: 200,
      body: { action: "delete", count: 2, results: [] },
    });
    expect((await call("GET", `${BASE}/timelog/${first.id}/`, owner)).status).toBe(404);
    expect((await call("GET", `${BASE}/timelog/${second.id}/`, owner)).status).toBe(404);
  });

  it("changes nothing when one log is invoiced", async () => {
    const open = await log();
    const invoiced = await log();
    await markInvoiced(context.database.db, invoiced.id);
    const before = await get(open.id);
    const refused = {
      status: 400,
      body: { non_field_errors: ["This time log is invoiced and can no longer be changed."] },
    };
    expect(
      await bulk({ ids: [open.id, invoiced.id], action: "update", changes: { billable: false } }),
    ).toEqual(refused);
    expect(await bulk({ ids: [open.id, invoiced.id], action: "delete" })).toEqual(refused);
    expect(await get(open.id)).toEqual(before);
  });

  it("answers 404 and changes nothing for a log the caller may not see", async () => {
    const member = await addMember(context.app, context.database.db, companyId, "member");
    const mine = await log({ project: projectId }, member);
    const ownersLog = await log();
    const stranger = await signedInUser(context.app);
    const theirs = await buildProject(context.app, stranger);
    const foreign = (
      await call("POST", `${BASE}/timelog/`, stranger, {
        project: theirs.project.id,
        start: "2026-03-02T09:00:00Z",
        end: "2026-03-02T10:00:00Z",
      })
    ).body;
    const notFound = { status: 404, body: { detail: "Not found." } };
    // A member reaches only their own logs.
    expect(await bulk({ ids: [mine.id, ownersLog.id], action: "delete" }, member)).toEqual(
      notFound,
    );
    expect(
      await bulk(
        { ids: [mine.id], action: "update", changes: { description: "x", billable: false } },
        member,
      ),
    ).toMatchObject({ status: 200, body: { count: 1 } });
    expect(await bulk({ ids: [ownersLog.id, foreign.id], action: "delete" })).toEqual(notFound);
    expect(await bulk({ ids: [ownersLog.id, 2_000_000_000], action: "delete" })).toEqual(notFound);
    expect((await call("GET", `${BASE}/timelog/${ownersLog.id}/`, owner)).status).toBe(200);
    // A project of another company is refused as by a single write.
    expect(
      await bulk({
        ids: [ownersLog.id],
        action: "update",
        changes: { project: theirs.project.id },
      }),
    ).toEqual({
      status: 400,
      body: { project: [`Invalid pk "${theirs.project.id}" - object does not exist.`] },
    });
  });

  it("validates the body with DRF's messages", async () => {
    const one = await log();
    expect(await bulk({ ids: [], action: "delete" })).toEqual({
      status: 400,
      body: { ids: ["This list may not be empty."] },
    });
    expect(
      await bulk({ ids: Array.from({ length: 1001 }, (_, index) => index + 1), action: "delete" }),
    ).toEqual({
      status: 400,
      body: { ids: ["Ensure this field has no more than 1000 elements."] },
    });
    expect(await bulk({ ids: [one.id], action: "archive" })).toEqual({
      status: 400,
      body: { action: ['"archive" is not a valid choice.'] },
    });
    expect(await bulk({ ids: [one.id], action: "update" })).toEqual({
      status: 400,
      body: { changes: ["This field is required."] },
    });
    expect(await bulk({})).toEqual({
      status: 400,
      body: { ids: ["This field is required."], action: ["This field is required."] },
    });
  });
});
