/**
 * Importing other time trackers' export files through the API (decision 037). The fixtures are
 * written by hand in each tool's documented layout (test/modules/imports/parsers.test.ts names
 * where each is documented).
 */
import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { importJob } from "../../../src/db/schema/index.ts";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const IMPORTS = "/api/projectmanagement/import/";
const LOGS = "/api/projectmanagement/timelog/";
const NOW = "2026-11-02T08:00:00.000Z";
const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/imports/${name}`, import.meta.url), "utf8");

type Who = { headers: Record<string, string> };

describe("imports", () => {
  const context = useTestApp({ deps: { clock: () => new Date(NOW) } });
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);

  async function upload(who: Who, text: string, name = "toggl-detailed.csv") {
    const body = new FormData();
    body.append("file", new Blob([text], { type: "text/csv" }), name);
    const response = await context.app.inject({
      method: "POST",
      url: IMPORTS,
      headers: who.headers,
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function finished(who: Who, id: number) {
    for (let attempt = 0; attempt < 2000; attempt++) {
      const job = await call("GET", `${IMPORTS}${id}/`, who);
      if (job.body.status !== "running") return job;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error("the import did not finish");
  }

  async function company() {
    const owner = await signedInUser(context.app);
    const me = (await call("GET", "/api/auth/users/me/", owner)).body;
    const admin = await addMember(context.app, context.database.db, me.company, "admin");
    return { owner, me, admin };
  }

  it("reads a Toggl file into a dry run, imports it, and imports nothing new the second time", async () => {
    const { owner, me, admin } = await company();
    const text = fixture("toggl-detailed.csv").replaceAll("ada@example.com", me.email);
    const uploaded = await upload(owner, text);
    const preview = {
      client: "Globex",
      project: "Website relaunch",
      rate: null,
      already_imported: false,
    };
    const dryRun = {
      id: expect.any(Number),
      format: "toggl",
      file_name: "toggl-detailed.csv",
      status: "pending",
      total_rows: 7,
      processed_rows: 0,
      created_logs: 0,
      skipped_rows: 0,
      failed_rows: 3,
      new_rows: 4,
      already_imported_rows: 0,
      preview: [
        {
          ...preview,
          line: 2,
          person: "Ada Lovelace",
          activity: "Design",
          description: "Wireframes",
          tags: ["design", "client"],
          billable: true,
          start: "2026-03-27T08:00:00.000Z",
          end: "2026-03-27T09:30:00.000Z",
          duration_seconds: 5400,
        },
        {
          ...preview,
          line: 3,
          person: "Ada Lovelace",
          activity: "Development",
          description: "Spring forward",
          tags: [],
          billable: true,
          start: "2026-03-29T01:30:00.000Z",
          end: "2026-03-29T02:30:00.000Z",
          duration_seconds: 3600,
        },
        {
          ...preview,
          line: 4,
          person: "Bob Builder",
          client: "",
          project: "Internal",
          activity: "",
          description: "Fall back",
          tags: ["internal"],
          billable: false,
          start: "2026-10-25T00:30:00.000Z",
          end: "2026-10-25T01:15:00.000Z",
          duration_seconds: 2700,
        },
        {
          ...preview,
          line: 7,
          person: "Ada Lovelace",
          project: "website RELAUNCH",
          activity: "design",
          description: 'Review, "final"\r\nround',
          tags: ["Design"],
          billable: true,
          start: "2026-03-31T12:00:00.000Z",
          end: "2026-03-31T12:20:00.000Z",
          duration_seconds: 1200,
        },
      ],
      creates: {
        debtors: ["Globex"],
        projects: ["Website relaunch", "Internal"],
        activities: ["Design", "Development"],
        tags: ["design", "client", "internal"],
        rate_rules: [],
      },
      people: [
        { key: me.email, name: "Ada Lovelace", email: me.email, rows: 3, user: me.id },
        {
          key: "bob@elsewhere.example",
          name: "Bob Builder",
          email: "bob@elsewhere.example",
          rows: 1,
          user: null,
        },
      ],
      errors: [
        { line: 5, code: "no_project", value: "" },
        { line: 6, code: "bad_time", value: "25:00:00" },
        { line: 9, code: "bad_duration", value: "abc" },
      ],
      timezone: "Europe/Berlin",
      created_at: NOW,
      finished_at: null,
    };
    expect(uploaded).toEqual({ status: 201, body: dryRun });
    const id = uploaded.body.id;
    expect(await call("GET", `${IMPORTS}${id}/`, owner)).toEqual({ status: 200, body: dryRun });

    // Every person not matched by e-mail is mapped first.
    expect(await call("POST", `${IMPORTS}${id}/run/`, owner, {})).toEqual({
      status: 400,
      body: { people: ["Choose a member for each person of the file: Bob Builder."] },
    });
    expect(
      await call("POST", `${IMPORTS}${id}/run/`, owner, {
        people: { "bob@elsewhere.example": 999999 },
      }),
    ).toEqual({ status: 400, body: { people: ['Invalid pk "999999" - object does not exist.'] } });

    const started = await call("POST", `${IMPORTS}${id}/run/`, owner, {
      people: { "bob@elsewhere.example": admin.id },
    });
    expect(started.status).toBe(202);
    expect(started.body.status).toBe("running");
    expect(await finished(owner, id)).toEqual({
      status: 200,
      body: {
        ...dryRun,
        status: "done",
        processed_rows: 7,
        created_logs: 4,
        finished_at: NOW,
      },
    });
    expect(await call("POST", `${IMPORTS}${id}/run/`, owner, {})).toEqual({
      status: 400,
      body: { non_field_errors: ["This import has already been started."] },
    });

    const logs = (await call("GET", `${LOGS}?page_size=50&ordering=start`, owner)).body.results;
    expect(
      logs.map((log: Record<string, unknown>) => [
        log.user,
        log.description,
        log.start,
        log.end,
        log.duration_seconds,
        log.billable,
        (log.tags as number[]).length,
      ]),
    ).toEqual([
      [me.id, "Wireframes", "2026-03-27T08:00:00.000Z", "2026-03-27T09:30:00.000Z", 5400, true, 2],
      [
        me.id,
        "Spring forward",
        "2026-03-29T01:30:00.000Z",
        "2026-03-29T02:30:00.000Z",
        3600,
        true,
        0,
      ],
      [
        me.id,
        'Review, "final"\r\nround',
        "2026-03-31T12:00:00.000Z",
        "2026-03-31T12:20:00.000Z",
        1200,
        true,
        1,
      ],
      [
        admin.id,
        "Fall back",
        "2026-10-25T00:30:00.000Z",
        "2026-10-25T01:15:00.000Z",
        2700,
        false,
        1,
      ],
    ]);
    // One project for "Website relaunch" and "website RELAUNCH", one activity for Design/design.
    expect(logs[0].project).toBe(logs[2].project);
    expect(logs[0].activity).toBe(logs[2].activity);
    expect(logs[0].tags).toContain(logs[2].tags[0]);

    // The same file again: nothing to create, every row imported before.
    const again = await upload(owner, text);
    expect(again.body).toMatchObject({
      new_rows: 0,
      already_imported_rows: 4,
      creates: { debtors: [], projects: [], activities: [], tags: [], rate_rules: [] },
    });
    expect(
      again.body.preview.map((row: { already_imported: boolean }) => row.already_imported),
    ).toEqual([true, true, true, true]);
    await call("POST", `${IMPORTS}${again.body.id}/run/`, owner, {
      people: { "bob@elsewhere.example": admin.id },
    });
    expect((await finished(owner, again.body.id)).body).toMatchObject({
      status: "done",
      processed_rows: 7,
      created_logs: 0,
      skipped_rows: 4,
      failed_rows: 3,
    });
    expect((await call("GET", `${LOGS}?page_size=50`, owner)).body.count).toBe(4);
    expect((await call("GET", "/api/projectmanagement/project/", owner)).body.count).toBe(2);
  });

  it("creates a rate rule from a Harvest file's rates and prices the logs with it", async () => {
    const { owner, me } = await company();
    const uploaded = await upload(owner, fixture("harvest-time-report.csv"), "harvest.csv");
    expect(uploaded.body).toMatchObject({
      format: "harvest",
      new_rows: 3,
      creates: {
        debtors: ["Acme"],
        projects: ["Support retainer"],
        activities: ["Project Management", "Programming"],
        tags: [],
        rate_rules: [{ project: "Support retainer", rate: "120.00", currency: "EUR" }],
      },
      people: [
        { key: "Grace Hopper", name: "Grace Hopper", email: "", rows: 2, user: null },
        { key: "Alan Turing", name: "Alan Turing", email: "", rows: 1, user: null },
      ],
      errors: [{ line: 5, code: "too_long", value: "25" }],
    });
    await call("POST", `${IMPORTS}${uploaded.body.id}/run/`, owner, {
      people: { "Grace Hopper": me.id, "Alan Turing": me.id },
    });
    expect((await finished(owner, uploaded.body.id)).body.created_logs).toBe(3);
    // Who imported which file is in the audit trail; the logs themselves are not recorded one by one.
    const trail = (await call("GET", "/api/audit/events/?action=import.started", owner)).body;
    expect(trail.results).toMatchObject([
      {
        user: me.id,
        action: "import.started",
        subject_type: "import_job",
        subject_id: uploaded.body.id,
        details: {
          format: "harvest",
          file_name: "harvest.csv",
          rows: 4,
          people: { "Grace Hopper": me.id, "Alan Turing": me.id },
        },
      },
    ]);
    const logs = (await call("GET", `${LOGS}?page_size=50&ordering=start`, owner)).body.results;
    expect(
      logs.map((log: Record<string, unknown>) => [
        log.start,
        log.duration_seconds,
        log.hourly_rate,
        log.amount,
        log.currency,
      ]),
    ).toEqual([
      ["2026-03-29T07:00:00.000Z", 5400, "120.00", "180.00", "EUR"],
      ["2026-08-25T07:00:00.000Z", 26399, "120.00", "879.97", "EUR"],
      ["2026-08-26T07:00:00.000Z", 360, "120.00", "0.00", "EUR"],
    ]);
  });

  it("shows an import cut off by a restart as failed once its lease has passed, and the file imports the rest", async () => {
    const { owner, me } = await company();
    const uploaded = await upload(owner, fixture("kimai-export.csv"), "kimai.csv");
    expect(uploaded.body).toMatchObject({ format: "kimai", new_rows: 2 });
    const id = uploaded.body.id;
    // As a process that stopped mid-import leaves it: running, its lease a minute past.
    await context.database.db
      .update(importJob)
      .set({ status: "running", leaseUntil: new Date(Date.parse(NOW) - 60_000) })
      .where(and(eq(importJob.companyId, me.company), eq(importJob.id, id)));
    expect((await call("GET", `${IMPORTS}${id}/`, owner)).body.status).toBe("failed");
    // Still alive while the lease lasts.
    await context.database.db
      .update(importJob)
      .set({ leaseUntil: new Date(Date.parse(NOW) + 60_000) })
      .where(and(eq(importJob.companyId, me.company), eq(importJob.id, id)));
    expect((await call("GET", `${IMPORTS}${id}/`, owner)).body.status).toBe("running");
    // The same file again imports what the first attempt did not.
    const again = await upload(owner, fixture("kimai-export.csv"), "kimai.csv");
    await call("POST", `${IMPORTS}${again.body.id}/run/`, owner, {
      people: { "grace@example.com": me.id, "alan@example.com": me.id },
    });
    const done = (await finished(owner, again.body.id)).body;
    expect([done.status, done.created_logs, done.failed_rows]).toEqual(["done", 2, 1]);
  });

  it("answers a clear 400 for a file it cannot read, and keeps imports to owners and admins of the company", async () => {
    const { owner, me } = await company();
    const unknown = await upload(owner, "Date,Project,Hours\r\n2026-01-01,X,1\r\n", "other.csv");
    expect(unknown).toEqual({
      status: 400,
      body: {
        file: [
          "The file's columns are not a layout this importer understands. It reads: Toggl Track (detailed report CSV); Clockify (detailed report CSV); Harvest (time report CSV); Kimai (timesheet export, CSV or XLSX, in English or German); solidtime (detailed time entries CSV).",
        ],
      },
    });
    expect(await upload(owner, "")).toEqual({
      status: 400,
      body: { file: ["Choose a CSV file to import."] },
    });
    expect(await call("POST", IMPORTS, owner, {})).toEqual({
      status: 400,
      body: { file: ["Choose a CSV file to import."] },
    });
    const binary = await context.app.inject({
      method: "POST",
      url: IMPORTS,
      headers: owner.headers,
      payload: (() => {
        const body = new FormData();
        body.append(
          "file",
          new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe])]),
          "x.xlsx",
        );
        return body;
      })(),
    });
    expect([binary.statusCode, binary.json()]).toEqual([
      400,
      { file: ["The file is neither a UTF-8 text file nor an XLSX workbook."] },
    ]);
    const { body } = await upload(owner, fixture("clockify-detailed.csv"), "clockify.csv");
    expect(body).toMatchObject({ format: "clockify", new_rows: 3 });

    const member = await addMember(context.app, context.database.db, me.company, "member");
    const denied = {
      status: 403,
      body: { detail: "You do not have permission to perform this action." },
    };
    expect(await upload(member, fixture("clockify-detailed.csv"))).toEqual(denied);
    expect(await call("GET", `${IMPORTS}${body.id}/`, member)).toEqual(denied);

    const stranger = await signedInUser(context.app);
    const notFound = { status: 404, body: { detail: "Not found." } };
    expect(await call("GET", `${IMPORTS}${body.id}/`, stranger)).toEqual(notFound);
    expect(await call("POST", `${IMPORTS}${body.id}/run/`, stranger, {})).toEqual(notFound);
  });

  it("imports 10,000 rows in chunks, each chunk its own transaction", async () => {
    const { owner, me } = await company();
    const lines = [
      "User,Email,Client,Project,Task,Description,Billable,Start date,Start time,Duration,Tags",
    ];
    for (let index = 0; index < 10_000; index++) {
      const day = new Date(Date.UTC(2025, 0, 1) + Math.floor(index / 8) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const hour = String(8 + (index % 8)).padStart(2, "0");
      lines.push(
        `Ada,${me.email},Client ${index % 5},Project ${index % 10},Task ${index % 3},Entry ${index},Yes,${day},${hour}:00:00,00:45:00,tag${index % 4}`,
      );
    }
    const uploaded = await upload(owner, `${lines.join("\r\n")}\r\n`, "big.csv");
    expect(uploaded.body).toMatchObject({ total_rows: 10_000, new_rows: 10_000, errors: [] });
    const started = performance.now();
    await call("POST", `${IMPORTS}${uploaded.body.id}/run/`, owner, {});
    const done = await finished(owner, uploaded.body.id);
    const seconds = (performance.now() - started) / 1000;
    expect(done.body).toMatchObject({
      status: "done",
      created_logs: 10_000,
      processed_rows: 10_000,
    });
    expect((await call("GET", `${LOGS}?page_size=1`, owner)).body.count).toBe(10_000);
    console.info(`imported 10,000 rows in ${seconds.toFixed(1)} s`);
  }, 60_000);
});
