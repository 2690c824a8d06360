import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { buildProject, caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const BASE = "/api/projectmanagement";
const clock = { now: new Date("2026-03-10T10:00:00Z") };
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);

describe("tags", () => {
  const context = useTestApp({ deps: { mailer: captureMailer(), clock: () => clock.now } });
  let call: ReturnType<typeof caller>;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let member: Awaited<ReturnType<typeof addMember>>;
  let outsider: Awaited<ReturnType<typeof signedInUser>>;
  let projectId: number;
  const tags: Record<string, number> = {};

  beforeAll(async () => {
    call = caller(context.app);
    owner = await signedInUser(context.app);
    outsider = await signedInUser(context.app);
    const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    member = await addMember(context.app, context.database.db, companyId, "member");
    projectId = (await buildProject(context.app, owner)).project.id;
    await call("POST", `${BASE}/hourly-rate-rule/`, owner, { rate_type: "hourly", rate: "60" });
  });

  it("are the company's list, kept by owners and admins, each name once in any case", async () => {
    const created = await call("POST", `${BASE}/tag/`, owner, { name: "Meeting" });
    expect(created).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        name: "Meeting",
        // Without a colour, the palette's first (as the company's first project gets).
        color: "#ef6c00",
        is_archived: false,
        created_at: ISO,
        updated_at: ISO,
      },
    });
    tags.meeting = created.body.id;
    tags.travel = (
      await call("POST", `${BASE}/tag/`, owner, { name: "travel", color: "#1e88e5" })
    ).body.id;
    expect(await call("POST", `${BASE}/tag/`, owner, { name: " MEETING " })).toEqual({
      status: 400,
      body: { name: ["A tag with this name already exists."] },
    });
    expect(await call("POST", `${BASE}/tag/`, owner, { name: "Bad", color: "red" })).toEqual({
      status: 400,
      body: { color: ["Enter a colour as #rrggbb."] },
    });
    expect((await call("POST", `${BASE}/tag/`, member, { name: "Mine" })).status).toBe(403);
    const listed = await call("GET", `${BASE}/tag/`, member);
    expect(listed.body.results.map((entry: { name: string }) => entry.name)).toEqual([
      "Meeting",
      "travel",
    ]);
    // Another company sees none of them, and reaches none.
    expect((await call("GET", `${BASE}/tag/`, outsider)).body.count).toBe(0);
    expect((await call("GET", `${BASE}/tag/${tags.meeting}/`, outsider)).status).toBe(404);
  });

  it("go on a log when it is written, started or changed in bulk, ascending and each once", async () => {
    const log = await call("POST", `${BASE}/timelog/`, member, {
      project: projectId,
      start: "2026-03-09T08:00:00Z",
      end: "2026-03-09T09:00:00Z",
      tags: [tags.travel, tags.meeting, tags.travel],
    });
    expect([log.status, log.body.tags]).toEqual([201, [tags.meeting, tags.travel].sort()]);
    const read = await call("GET", `${BASE}/timelog/${log.body.id}/`, member);
    expect(read.body.tags).toEqual([tags.meeting, tags.travel].sort());
    // A change without `tags` keeps them; with, replaces them.
    const renamed = await call("PATCH", `${BASE}/timelog/${log.body.id}/`, member, {
      description: "Client visit",
    });
    expect(renamed.body.tags).toEqual([tags.meeting, tags.travel].sort());
    const narrowed = await call("PATCH", `${BASE}/timelog/${log.body.id}/`, member, {
      tags: [tags.travel],
    });
    expect(narrowed.body.tags).toEqual([tags.travel]);
    const timer = await call("POST", `${BASE}/timelog/start/`, owner, {
      project: projectId,
      tags: [tags.meeting],
    });
    expect(timer.body.tags).toEqual([tags.meeting]);
    await call("POST", `${BASE}/timelog/${timer.body.id}/stop/`, owner);
    const bulk = await call("POST", `${BASE}/timelog/bulk/`, owner, {
      action: "update",
      ids: [log.body.id, timer.body.id],
      changes: { tags: [tags.meeting, tags.travel] },
    });
    expect(bulk.body.results.map((entry: { tags: number[] }) => entry.tags)).toEqual([
      [tags.meeting, tags.travel].sort(),
      [tags.meeting, tags.travel].sort(),
    ]);
  });

  it("refuses another company's tag or an unknown one, at `tags`", async () => {
    const foreign = (await call("POST", `${BASE}/tag/`, outsider, { name: "Theirs" })).body.id;
    for (const id of [foreign, 999_999]) {
      expect(
        await call("POST", `${BASE}/timelog/`, owner, {
          project: projectId,
          start: "2026-03-09T10:00:00Z",
          end: "2026-03-09T11:00:00Z",
          tags: [tags.meeting, id],
        }),
      ).toEqual({ status: 400, body: { tags: [`Invalid pk "${id}" - object does not exist.`] } });
    }
  });

  it("filter the list, its totals and its export, and name themselves in the export", async () => {
    await call("POST", `${BASE}/timelog/`, owner, {
      project: projectId,
      start: "2026-03-09T12:00:00Z",
      end: "2026-03-09T12:30:00Z",
      description: "Untagged",
    });
    const list = await call("GET", `${BASE}/timelog/?tag=${tags.travel}&ordering=start`, owner);
    expect(list.body.count).toBe(2);
    expect(list.body.results.every((log: { tags: number[] }) => log.tags.includes(tags.travel)));
    const totals = await call("GET", `${BASE}/timelog/totals/?tag=${tags.travel}`, owner);
    expect(totals.body.tracked_seconds).toBe(
      list.body.results.reduce(
        (sum: number, log: { duration_seconds: number }) => sum + log.duration_seconds,
        0,
      ),
    );
    expect(await call("GET", `${BASE}/timelog/?tag=999999`, owner)).toEqual({
      status: 400,
      body: { tag: ["Select a valid choice. That choice is not one of the available choices."] },
    });
    const csv = await context.app.inject({
      method: "GET",
      url: `${BASE}/timelog/export/?file_format=csv&ordering=start&tag=${tags.meeting}`,
      headers: owner.headers,
    });
    const rows = csv.body.slice(1).split("\r\n").filter(Boolean);
    expect(rows[0].endsWith(",Invoiced,Tags")).toBe(true);
    expect(rows.slice(1).map((row) => row.slice(row.lastIndexOf(",no,") + 4))).toEqual([
      '"Meeting, travel"',
      '"Meeting, travel"',
    ]);
  });

  it("leave their logs when deleted, locked ones included; a member cannot delete them", async () => {
    expect((await call("DELETE", `${BASE}/tag/${tags.meeting}/`, member)).status).toBe(403);
    // 9 March is locked: its logs keep their times and amounts, but lose the deleted tag.
    const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, {
      timezone: "UTC",
      locked_until: "2026-03-09",
    });
    expect((await call("DELETE", `${BASE}/tag/${tags.meeting}/`, owner)).status).toBe(204);
    const list = await call("GET", `${BASE}/timelog/?ordering=start`, owner);
    expect(list.body.results.map((log: { tags: number[] }) => log.tags)).toEqual([
      [tags.travel],
      [],
      [tags.travel],
    ]);
    const archived = await call("PATCH", `${BASE}/tag/${tags.travel}/`, owner, {
      is_archived: true,
    });
    expect(archived.body.is_archived).toBe(true);
    expect((await call("GET", `${BASE}/tag/?is_archived=false`, owner)).body.count).toBe(0);
  });
});
