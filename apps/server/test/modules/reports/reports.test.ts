import ExcelJS from "exceljs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const BASE = "/api/projectmanagement";
const clock = { now: new Date("2026-03-20T12:00:00.000Z") };
const MARCH = "from=2026-03-01&to=2026-03-31";

type Who = { headers: Record<string, string> };

/** The text of every page of a PDF, white space collapsed. */
async function pdfText(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? " " : " ") : ""))
        .join("")
        .replace(/\s+/g, " ")
        .trim(),
    );
  }
  return pages;
}

/** Reports: run, saved per person, shared as read-only links, by role. */
describe("reports", () => {
  const context = useTestApp({
    env: { ACCESS_TOKEN_LIFETIME: "315360000" },
    deps: { mailer: captureMailer(), clock: () => clock.now },
  });
  let call: ReturnType<typeof caller>;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let member: Awaited<ReturnType<typeof addMember>>;
  let outsider: Awaited<ReturnType<typeof signedInUser>>;
  let alpha: number;
  let beta: number;
  let meeting: number;

  beforeAll(async () => {
    call = caller(context.app);
    owner = await signedInUser(context.app, { username: "olga" });
    const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, {
      timezone: "Europe/Berlin",
      name: "Acme",
    });
    member = await addMember(context.app, context.database.db, companyId, "member");
    const debtor = await call("POST", `${BASE}/debtor/`, owner, {
      name: "Globex",
      currency: "EUR",
    });
    alpha = (
      await call("POST", `${BASE}/project/`, owner, { name: "Alpha", debtor: debtor.body.id })
    ).body.id;
    beta = (
      await call("POST", `${BASE}/project/`, owner, { name: "Beta", billable_by_default: false })
    ).body.id;
    await call("POST", `${BASE}/hourly-rate-rule/`, owner, { rate_type: "hourly", rate: "100" });
    meeting = (await call("POST", `${BASE}/tag/`, owner, { name: "meeting" })).body.id;
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
    await log(owner, alpha, "2026-03-02T08:00:00Z", "2026-03-02T10:00:00Z", [meeting]);
    await log(member, beta, "2026-03-04T09:00:00Z", "2026-03-04T09:30:00Z");
    await log(member, alpha, "2026-03-05T12:00:00.000Z", "2026-03-05T12:45:00Z");
    outsider = await signedInUser(context.app, { username: "oscar" });
  });

  const NOT_FOUND = { status: 404, body: { detail: "Not found." } };
  const euros = (amount: string) => [{ currency: "EUR", amount }];
  const figures = (tracked: number, billable: number, amount?: string) => ({
    tracked_seconds: tracked,
    billable_seconds: billable,
    billed_seconds: billable,
    ...(amount === undefined ? {} : { amounts: amount === "" ? [] : euros(amount) }),
  });
  /** The owner's report of March by project and person. */
  const byProjectAndPerson = () => ({
    from: "2026-03-01",
    to: "2026-03-31",
    group_by: "project",
    then_by: "user",
    timezone: "Europe/Berlin",
    totals: figures(11700, 9900, "275.00"),
    rows: [
      {
        key: String(alpha),
        label: "Alpha",
        ...figures(9900, 9900, "275.00"),
        rows: [
          { key: String(owner.id), label: "olga", ...figures(7200, 7200, "200.00") },
          { key: String(member.id), label: member.username, ...figures(2700, 2700, "75.00") },
        ],
      },
      {
        key: String(beta),
        label: "Beta",
        ...figures(1800, 0, ""),
        rows: [{ key: String(member.id), label: member.username, ...figures(1800, 0, "") }],
      },
    ],
  });

  it("runs a report grouped twice, with subtotals, totals and amounts for the owner", async () => {
    expect(
      await call("GET", `${BASE}/report/?${MARCH}&group_by=project&then_by=user`, owner),
    ).toEqual({ status: 200, body: byProjectAndPerson() });
  });

  it("shows a member their own time only, without amounts; tags counted once in the totals", async () => {
    expect(
      await call("GET", `${BASE}/report/?${MARCH}&group_by=week&then_by=project`, member),
    ).toEqual({
      status: 200,
      body: {
        from: "2026-03-01",
        to: "2026-03-31",
        group_by: "week",
        then_by: "project",
        timezone: "Europe/Berlin",
        totals: figures(4500, 2700),
        rows: [
          {
            key: "2026-W10",
            label: "2026-W10",
            ...figures(4500, 2700),
            rows: [
              { key: String(alpha), label: "Alpha", ...figures(2700, 2700) },
              { key: String(beta), label: "Beta", ...figures(1800, 0) },
            ],
          },
        ],
      },
    });
    // By debtor and tag: the owner's two hours carry the meeting tag, the rest none.
    expect(
      (await call("GET", `${BASE}/report/?${MARCH}&group_by=debtor&then_by=tag`, owner)).body.rows,
    ).toEqual([
      {
        key: expect.any(String),
        label: "Globex",
        ...figures(9900, 9900, "275.00"),
        rows: [
          { key: String(meeting), label: "meeting", ...figures(7200, 7200, "200.00") },
          { key: null, label: null, ...figures(2700, 2700, "75.00") },
        ],
      },
      {
        key: null,
        label: null,
        ...figures(1800, 0, ""),
        rows: [{ key: null, label: null, ...figures(1800, 0, "") }],
      },
    ]);
  });

  it("refuses a definition it cannot run, with the field's message", async () => {
    expect(
      await call("GET", `${BASE}/report/?${MARCH}&group_by=project&then_by=project`, owner),
    ).toEqual({
      status: 400,
      body: { then_by: ["Choose two different groupings."] },
    });
    expect(
      await call("GET", `${BASE}/report/?from=2026-03-31&to=2026-03-01&group_by=team`, owner),
    ).toEqual({
      status: 400,
      body: { group_by: ['"team" is not a valid choice.'], to: ["To must not be before from."] },
    });
    expect(await call("GET", `${BASE}/report/?${MARCH}&project=999999`, owner)).toEqual({
      status: 400,
      body: {
        project: ["Select a valid choice. That choice is not one of the available choices."],
      },
    });
  });

  it("saves, lists, renames and deletes a person's own reports", async () => {
    const created = await call("POST", `${BASE}/saved-report/`, owner, {
      name: "  March by person ",
      from: "2026-03-01",
      to: "2026-03-31",
      group_by: "project",
      then_by: "user",
      billable: true,
    });
    const saved = {
      id: expect.any(Number),
      name: "March by person",
      from: "2026-03-01",
      to: "2026-03-31",
      group_by: "project",
      then_by: "user",
      user: null,
      project: null,
      debtor: null,
      activity: null,
      tag: null,
      billable: "true",
      invoiced: null,
      created_at: "2026-03-20T12:00:00.000Z",
      updated_at: "2026-03-20T12:00:00.000Z",
    };
    expect(created).toEqual({ status: 201, body: saved });
    const id = created.body.id;
    expect(await call("GET", `${BASE}/saved-report/`, owner)).toEqual({
      status: 200,
      body: [saved],
    });
    expect(await call("GET", `${BASE}/saved-report/`, member)).toEqual({ status: 200, body: [] });
    expect(await call("GET", `${BASE}/saved-report/${id}/`, member)).toEqual(NOT_FOUND);
    expect(await call("GET", `${BASE}/saved-report/${id}/`, outsider)).toEqual(NOT_FOUND);
    expect(await call("GET", `${BASE}/saved-report/${id}/run/`, outsider)).toEqual(NOT_FOUND);
    expect(await call("DELETE", `${BASE}/saved-report/${id}/`, member)).toEqual(NOT_FOUND);
    // Billable only: Beta's half hour is left out.
    const billable = byProjectAndPerson();
    billable.totals = figures(9900, 9900, "275.00");
    billable.rows = billable.rows.slice(0, 1);
    expect(await call("GET", `${BASE}/saved-report/${id}/run/`, owner)).toEqual({
      status: 200,
      body: billable,
    });
    clock.now = new Date("2026-03-20T13:00:00Z");
    const renamed = await call("PUT", `${BASE}/saved-report/${id}/`, owner, {
      name: "Alpha in March",
      from: "2026-03-01",
      to: "2026-03-31",
      group_by: "day",
      project: alpha,
    });
    expect(renamed).toEqual({
      status: 200,
      body: {
        ...saved,
        id,
        name: "Alpha in March",
        group_by: "day",
        then_by: null,
        project: String(alpha),
        billable: null,
        updated_at: "2026-03-20T13:00:00.000Z",
      },
    });
    expect(await call("DELETE", `${BASE}/saved-report/${id}/`, owner)).toEqual({
      status: 204,
      body: null,
    });
    expect(await call("GET", `${BASE}/saved-report/${id}/`, owner)).toEqual(NOT_FOUND);
    clock.now = new Date("2026-03-20T12:00:00Z");
  });

  it("refuses a report it cannot keep, with the fields' messages", async () => {
    expect(
      await call("POST", `${BASE}/saved-report/`, owner, {
        name: " ",
        from: "2026-02-30",
        group_by: 3,
      }),
    ).toEqual({
      status: 400,
      body: {
        name: ["This field may not be blank."],
        from: ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."],
        to: ["This field is required."],
        group_by: ['"3" is not a valid choice.'],
      },
    });
    const foreignProject = (await call("POST", `${BASE}/project/`, outsider, { name: "Theirs" }))
      .body.id;
    expect(
      await call("POST", `${BASE}/saved-report/`, owner, {
        name: "Theirs",
        from: "2026-03-01",
        to: "2026-03-31",
        project: foreignProject,
      }),
    ).toEqual({
      status: 400,
      body: {
        project: ["Select a valid choice. That choice is not one of the available choices."],
      },
    });
  });

  it("shares a report as a read-only link until it is revoked or expires", async () => {
    const id = (
      await call("POST", `${BASE}/saved-report/`, owner, {
        name: "For Globex",
        from: "2026-03-01",
        to: "2026-03-31",
        group_by: "project",
        then_by: "user",
      })
    ).body.id;
    expect(
      await call("POST", `${BASE}/saved-report/${id}/share/`, owner, { expires_on: "2026-03-19" }),
    ).toEqual({
      status: 400,
      body: { expires_on: ["The expiry date may not be in the past."] },
    });
    expect(await call("POST", `${BASE}/saved-report/${id}/share/`, member, {})).toEqual(NOT_FOUND);
    const lasting = await call("POST", `${BASE}/saved-report/${id}/share/`, owner, {});
    expect(lasting).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        created_at: "2026-03-20T12:00:00.000Z",
        expires_on: null,
        is_expired: false,
        token: expect.stringMatching(/^\d+\.[\w-]{43}$/),
      },
    });
    const brief = await call("POST", `${BASE}/saved-report/${id}/share/`, owner, {
      expires_on: "2026-03-25",
    });
    expect(brief.status).toBe(201);
    const shared = { name: "For Globex", company_name: "Acme", report: byProjectAndPerson() };
    // Without signing in.
    expect(await call("GET", `/api/shared-report/${lasting.body.token}/`)).toEqual({
      status: 200,
      body: shared,
    });
    expect(await call("GET", `/api/shared-report/${brief.body.token}/`)).toEqual({
      status: 200,
      body: shared,
    });
    expect(await call("GET", `${BASE}/saved-report/${id}/share/`, owner)).toEqual({
      status: 200,
      body: [
        {
          id: lasting.body.id,
          created_at: "2026-03-20T12:00:00.000Z",
          expires_on: null,
          is_expired: false,
        },
        {
          id: brief.body.id,
          created_at: "2026-03-20T12:00:00.000Z",
          expires_on: "2026-03-25",
          is_expired: false,
        },
      ],
    });
    // Unknown tokens, and another company's prefix with a real token's secret.
    const secret = lasting.body.token.split(".")[1];
    expect(await call("GET", `/api/shared-report/${outsider.id}.${secret}/`)).toEqual(NOT_FOUND);
    expect(await call("GET", "/api/shared-report/nothing/")).toEqual(NOT_FOUND);
    // The link's last day ends at midnight in Berlin (23:00 UTC).
    clock.now = new Date("2026-03-25T22:59:59Z");
    expect((await call("GET", `/api/shared-report/${brief.body.token}/`)).status).toBe(200);
    clock.now = new Date("2026-03-25T23:00:00Z");
    expect(await call("GET", `/api/shared-report/${brief.body.token}/`)).toEqual(NOT_FOUND);
    expect((await call("GET", `${BASE}/saved-report/${id}/share/`, owner)).body[1].is_expired).toBe(
      true,
    );
    clock.now = new Date("2026-03-20T12:00:00Z");
    // Revoked: not found, and not found to revoke again (or for someone else).
    expect(
      await call("DELETE", `${BASE}/saved-report/${id}/share/${lasting.body.id}/`, outsider),
    ).toEqual(NOT_FOUND);
    expect(
      await call("DELETE", `${BASE}/saved-report/${id}/share/${lasting.body.id}/`, owner),
    ).toEqual({
      status: 204,
      body: null,
    });
    expect(await call("GET", `/api/shared-report/${lasting.body.token}/`)).toEqual(NOT_FOUND);
    expect(
      await call("DELETE", `${BASE}/saved-report/${id}/share/${lasting.body.id}/`, owner),
    ).toEqual(NOT_FOUND);
    // A deleted report takes its links along.
    await call("DELETE", `${BASE}/saved-report/${id}/`, owner);
    expect(await call("GET", `/api/shared-report/${brief.body.token}/`)).toEqual(NOT_FOUND);
  });

  it("shows a member's shared report as the member sees it: own time, no money", async () => {
    const id = (
      await call("POST", `${BASE}/saved-report/`, member, {
        name: "Mine",
        from: "2026-03-01",
        to: "2026-03-31",
      })
    ).body.id;
    const { token } = (await call("POST", `${BASE}/saved-report/${id}/share/`, member, {})).body;
    expect(await call("GET", `/api/shared-report/${token}/`)).toEqual({
      status: 200,
      body: {
        name: "Mine",
        company_name: "Acme",
        report: {
          from: "2026-03-01",
          to: "2026-03-31",
          group_by: "project",
          then_by: null,
          timezone: "Europe/Berlin",
          totals: figures(4500, 2700),
          rows: [
            { key: String(alpha), label: "Alpha", ...figures(2700, 2700), rows: [] },
            { key: String(beta), label: "Beta", ...figures(1800, 0), rows: [] },
          ],
        },
      },
    });
  });

  it("exports a report as CSV and XLSX, for the caller and for a link", async () => {
    const download = (url: string, who?: Who, language = "en") =>
      context.app.inject({
        method: "GET",
        url,
        headers: { ...who?.headers, "accept-language": language },
      });
    const csv = await download(
      `${BASE}/report/export/?${MARCH}&group_by=project&then_by=user`,
      owner,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      'attachment; filename="acme_report_2026-03-01_2026-03-31.csv"',
    );
    expect(csv.body).toBe(
      [
        "\uFEFFProject,Person,Worked (hours),Worked,Billable (hours),Billable,Billable rounded (hours),Billable rounded,Amount EUR",
        "Alpha,olga,2.00,2:00,2.00,2:00,2.00,2:00,200.00",
        `Alpha,${member.username},0.75,0:45,0.75,0:45,0.75,0:45,75.00`,
        "Alpha,Total,2.75,2:45,2.75,2:45,2.75,2:45,275.00",
        `Beta,${member.username},0.50,0:30,0.00,0:00,0.00,0:00,0`,
        "Beta,Total,0.50,0:30,0.00,0:00,0.00,0:00,0",
        "Total,,3.25,3:15,2.75,2:45,2.75,2:45,275.00",
        "",
      ].join("\r\n"),
    );
    const id = (
      await call("POST", `${BASE}/saved-report/`, member, {
        name: "=Mine",
        from: "2026-03-01",
        to: "2026-03-31",
        group_by: "month",
      })
    ).body.id;
    const own = await download(`${BASE}/saved-report/${id}/export/`, member);
    expect(own.headers["content-disposition"]).toBe(
      'attachment; filename="acme_mine_2026-03-01_2026-03-31.csv"',
    );
    expect(own.body).toBe(
      "\uFEFFMonth,Worked (hours),Worked,Billable (hours),Billable,Billable rounded (hours),Billable rounded\r\n2026-03,1.25,1:15,0.75,0:45,0.75,0:45\r\nTotal,1.25,1:15,0.75,0:45,0.75,0:45\r\n",
    );
    expect((await download(`${BASE}/saved-report/${id}/export/`, owner)).statusCode).toBe(404);
    const { token } = (await call("POST", `${BASE}/saved-report/${id}/share/`, member, {})).body;
    const german = await download(`/api/shared-report/${token}/export/`, undefined, "de");
    expect(german.body).toBe(
      "\uFEFFMonat;Gearbeitet (Stunden);Gearbeitet;Abrechenbar (Stunden);Abrechenbar;Abrechenbar gerundet (Stunden);Abrechenbar gerundet\r\n2026-03;1,25;1:15;0,75;0:45;0,75;0:45\r\nGesamt;1,25;1:15;0,75;0:45;0,75;0:45\r\n",
    );
    const xlsx = await download(`/api/shared-report/${token}/export/?file_format=xlsx`);
    expect(xlsx.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const quarterPast = new Date("1899-12-30T01:15:00Z");
    const threeQuarters = new Date("1899-12-30T00:45:00Z");
    expect(sheet.name).toBe("Report");
    expect(
      sheet
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1)),
    ).toEqual([
      [
        "Month",
        "Worked (hours)",
        "Worked",
        "Billable (hours)",
        "Billable",
        "Billable rounded (hours)",
        "Billable rounded",
      ],
      // Durations in [h]:mm cells, which ExcelJS reads back as times of its day zero.
      ["2026-03", 1.25, quarterPast, 0.75, threeQuarters, 0.75, threeQuarters],
      ["Total", 1.25, quarterPast, 0.75, threeQuarters, 0.75, threeQuarters],
    ]);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe("[h]:mm");
    expect(sheet.getRow(2).getCell(4).numFmt).toBe("0.00");
    // One grouping: a line per row, and the totals.
    const single = await download(`${BASE}/report/export/?${MARCH}&group_by=project`, owner);
    expect(single.body.split("\r\n")[1]).toBe("Alpha,2.75,2:45,2.75,2:45,2.75,2:45,275.00");
    expect((await download(`/api/shared-report/${token}x/export/`)).statusCode).toBe(404);
  });

  it("prints a report as a PDF timesheet, for the caller and for a link", async () => {
    const download = (url: string, who?: Who, language = "en") =>
      context.app.inject({
        method: "GET",
        url,
        headers: { ...who?.headers, "accept-language": language },
      });
    const pdf = await download(
      `${BASE}/report/export/?${MARCH}&group_by=project&then_by=user&file_format=pdf`,
      owner,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      'attachment; filename="acme_report_2026-03-01_2026-03-31.pdf"',
    );
    expect(await pdfText(pdf.rawPayload)).toEqual([
      [
        "Acme Timesheet Period: 2026-03-01 – 2026-03-31 (Europe/Berlin) Person(s): Everyone",
        "Project / Person Worked Billable Billable rounded Amount",
        "Alpha 2:45 2:45 2:45 275.00 EUR",
        "olga 2:00 2:00 2:00 200.00 EUR",
        `${member.username} 0:45 0:45 0:45 75.00 EUR`,
        "Beta 0:30 0:00 0:00 –",
        `${member.username} 0:30 0:00 0:00 –`,
        "Total 3:15 2:45 2:45 275.00 EUR Page 1 of 1",
      ].join(" "),
    ]);
    // A member's report, shared, printed in German: the member's own time, no money.
    const id = (
      await call("POST", `${BASE}/saved-report/`, member, {
        name: "Meine Zeit",
        from: "2026-03-01",
        to: "2026-03-31",
        group_by: "day",
      })
    ).body.id;
    const { token } = (await call("POST", `${BASE}/saved-report/${id}/share/`, member, {})).body;
    const german = await download(
      `/api/shared-report/${token}/export/?file_format=pdf`,
      undefined,
      "de",
    );
    expect(german.headers["content-disposition"]).toBe(
      'attachment; filename="acme_meine-zeit_2026-03-01_2026-03-31.pdf"',
    );
    expect(await pdfText(german.rawPayload)).toEqual([
      [
        `Acme Stundenzettel: Meine Zeit Zeitraum: 2026-03-01 – 2026-03-31 (Europe/Berlin) Person(en): ${member.username}`,
        "Tag Gearbeitet Abrechenbar Abrechenbar gerundet",
        "2026-03-04 0:30 0:00 0:00",
        "2026-03-05 0:45 0:45 0:45",
        "Gesamt 1:15 0:45 0:45 Seite 1 von 1",
      ].join(" "),
    ]);
    expect(
      (await download(`${BASE}/saved-report/${id}/export/?file_format=doc`, member)).statusCode,
    ).toBe(400);
  });
});
