import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { buildProject, caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const BASE = "/api/projectmanagement";

const clock = { now: new Date("2026-03-05T10:00:00Z") };

describe("time-log export", () => {
  const context = useTestApp({ deps: { mailer: captureMailer(), clock: () => clock.now } });
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let call: ReturnType<typeof caller>;
  let projectId: number;

  beforeAll(async () => {
    call = caller(context.app);
    owner = await signedInUser(context.app, { username: "exporter" });
    const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, {
      name: "Müller & Söhne",
    });
    const { project } = await buildProject(context.app, owner);
    projectId = project.id;
    await call("POST", `${BASE}/hourly-rate-rule/`, owner, { rate_type: "hourly", rate: "90" });
    await call("POST", `${BASE}/timelog/`, owner, {
      project: project.id,
      start: "2026-03-02T08:00:00Z",
      end: "2026-03-02T09:45:00Z",
      description: 'Entwurf "Startseite", Überarbeitung',
    });
    await call("POST", `${BASE}/timelog/`, owner, {
      project: project.id,
      start: "2026-03-03T23:30:00Z",
      end: "2026-03-04T00:15:00Z",
      description: "Late fix",
      billable: false,
    });
  });

  const download = (query: string) =>
    context.app.inject({
      method: "GET",
      url: `${BASE}/timelog/export/?${query}`,
      headers: owner.headers,
    });

  it("writes CSV in UTF-8 with a BOM, one row per log in the company's time zone", async () => {
    const response = await download(
      "file_format=csv&ordering=start&start_after=2026-03-01&start_before=2026-04-01",
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="tempus-m-ller-s-hne-2026-03-01_to_2026-04-01.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.slice(1).split("\r\n")).toEqual([
      "Date,Start,End,Hours,Duration,User,E-mail,Debtor,Project,Activity,Description,Billable,Rate,Amount,Currency,Invoiced,Tags",
      '2026-03-02,09:00,10:45,1.75,1:45,exporter,exporter@example.com,Globex,Website relaunch,,"Entwurf ""Startseite"", Überarbeitung",yes,90.00,157.50,EUR,no,',
      "2026-03-04,00:30,01:15,0.75,0:45,exporter,exporter@example.com,Globex,Website relaunch,,Late fix,no,90.00,0.00,EUR,no,",
      "",
    ]);
  });

  it("writes XLSX with number, date and duration cells", async () => {
    const response = await download("file_format=xlsx&ordering=start");
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Time logs");
    if (!sheet) throw new Error("no sheet named Time logs");
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      "Date",
      "Start",
      "End",
      "Hours",
      "Duration",
      "User",
      "E-mail",
      "Debtor",
      "Project",
      "Activity",
      "Description",
      "Billable",
      "Rate",
      "Amount",
      "Currency",
      "Invoiced",
      "Tags",
    ]);
    expect(values(2)).toEqual([
      new Date("2026-03-02T00:00:00Z"),
      new Date("2026-03-02T09:00:00Z"),
      new Date("2026-03-02T10:45:00Z"),
      1.75,
      // A duration is a fraction of a day; spreadsheet readers show it from the 1899-12-30 epoch.
      new Date("1899-12-30T01:45:00Z"),
      "exporter",
      "exporter@example.com",
      "Globex",
      "Website relaunch",
      undefined,
      'Entwurf "Startseite", Überarbeitung',
      "yes",
      90,
      157.5,
      "EUR",
      "no",
    ]);
    expect(sheet.getRow(2).getCell(5).numFmt).toBe("[h]:mm");
    expect(sheet.getRow(2).getCell(14).numFmt).toBe("0.00");
    expect(sheet.rowCount).toBe(3);
  });

  it("streams in batches, by key in the default order and by offset in others", async () => {
    const { exportSettings } = await import("../../../src/modules/time/export-time-logs.ts");
    exportSettings.batchSize = 1;
    try {
      const byKey = (await download("file_format=csv")).body.split("\r\n").slice(1, -1);
      const byOffset = (await download("file_format=csv&ordering=start")).body
        .split("\r\n")
        .slice(1, -1);
      expect(byKey.map((line) => line.slice(0, 10))).toEqual(["2026-03-04", "2026-03-02"]);
      expect(byOffset.map((line) => line.slice(0, 10))).toEqual(["2026-03-02", "2026-03-04"]);
    } finally {
      exportSettings.batchSize = 2000;
    }
  });

  it("speaks the user's language, with its spreadsheets' separator and decimal mark", async () => {
    const march = "file_format=csv&ordering=start&start_after=2026-03-01&start_before=2026-04-01";
    const lines = async (query: string) => (await download(query)).body.slice(1).split("\r\n");
    await call("PATCH", "/api/auth/users/me/", owner, { language_preference: "de" });
    expect(await lines(march)).toEqual([
      "Datum;Beginn;Ende;Stunden;Dauer;Benutzer;E-Mail;Debitor;Projekt;Tätigkeit;Beschreibung;Abrechenbar;Satz;Betrag;Währung;Abgerechnet;Tags",
      '2026-03-02;09:00;10:45;1,75;1:45;exporter;exporter@example.com;Globex;Website relaunch;;"Entwurf ""Startseite"", Überarbeitung";ja;90,00;157,50;EUR;nein;',
      "2026-03-04;00:30;01:15;0,75;0:45;exporter;exporter@example.com;Globex;Website relaunch;;Late fix;nein;90,00;0,00;EUR;nein;",
      "",
    ]);
    // The other form on request.
    expect((await lines(`${march}&csv_style=comma`))[1]).toBe(
      '2026-03-02,09:00,10:45,1.75,1:45,exporter,exporter@example.com,Globex,Website relaunch,,"Entwurf ""Startseite"", Überarbeitung",ja,90.00,157.50,EUR,nein,',
    );
    await call("PATCH", "/api/auth/users/me/", owner, { language_preference: "fr" });
    expect((await lines(march)).slice(0, 2)).toEqual([
      "Date;Début;Fin;Heures;Durée;Utilisateur;E-mail;Client;Projet;Activité;Description;Facturable;Taux;Montant;Devise;Facturé;Étiquettes",
      '2026-03-02;09:00;10:45;1,75;1:45;exporter;exporter@example.com;Globex;Website relaunch;;"Entwurf ""Startseite"", Überarbeitung";oui;90,00;157,50;EUR;non;',
    ]);
    await call("PATCH", "/api/auth/users/me/", owner, { language_preference: "nl" });
    expect((await lines(march))[0]).toBe(
      "Datum;Begin;Einde;Uren;Duur;Gebruiker;E-mail;Debiteur;Project;Activiteit;Omschrijving;Declarabel;Tarief;Bedrag;Valuta;Gefactureerd;Tags",
    );
    await call("PATCH", "/api/auth/users/me/", owner, { language_preference: "en" });
  });

  it("prices a running log up to the export's time, as the screens do", async () => {
    clock.now = new Date("2026-03-05T10:00:00Z");
    const started = await call("POST", `${BASE}/timelog/start/`, owner, { project: projectId });
    expect(started.status).toBe(201);
    // Three minutes on (within the access token's life on this clock).
    clock.now = new Date("2026-03-05T10:03:00Z");
    const day = "ordering=start&start_after=2026-03-05&start_before=2026-03-06";
    const csv = (await download(`file_format=csv&${day}`)).body.slice(1).split("\r\n");
    expect(csv[1]).toBe(
      "2026-03-05,11:00,,0.05,0:03,exporter,exporter@example.com,Globex,Website relaunch,,,yes,90.00,4.50,EUR,no,",
    );
    const xlsx = await download(`file_format=xlsx&${day}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(2).getCell(14).value).toBe(4.5);
    await call("POST", `${BASE}/timelog/stop/`, owner, {});
  });

  it("refuses an unknown format or CSV style", async () => {
    expect((await download("file_format=pdf")).json()).toEqual({
      file_format: ['"pdf" is not a valid choice.'],
    });
    expect((await download("file_format=csv&csv_style=tab")).json()).toEqual({
      csv_style: ['"tab" is not a valid choice.'],
    });
  });

  it("is named after its filters, and 'all' only when nothing is filtered", async () => {
    const projects = (await call("GET", `${BASE}/project/`, owner)).body.results;
    const debtors = (await call("GET", `${BASE}/debtor/`, owner)).body.results;
    const name = async (query: string) =>
      (await download(`file_format=csv${query}`)).headers["content-disposition"];
    expect(await name("")).toBe('attachment; filename="tempus-m-ller-s-hne-all.csv"');
    expect(await name(`&project=${projects[0].id}&billable=false`)).toBe(
      'attachment; filename="tempus-m-ller-s-hne-website-relaunch-not-billable.csv"',
    );
    expect(await name(`&debtor=${debtors[0].id}&start_after=2026-03-01&search=Late fix`)).toBe(
      'attachment; filename="tempus-m-ller-s-hne-globex-search-late-fix-2026-03-01.csv"',
    );
    expect(await name(`&user=${owner.id}&invoiced=false`)).toBe(
      'attachment; filename="tempus-m-ller-s-hne-exporter-not-invoiced.csv"',
    );
  });
});

describe("time-log export of what a person typed, and of the last day there is", () => {
  const context = useTestApp({ deps: { mailer: captureMailer(), clock: () => clock.now } });
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    call = caller(context.app);
    owner = await signedInUser(context.app, { username: "@sum", email: "sum@example.com" });
    const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    // UTC+14: the last hours of 9999-12-31 (UTC) are already the year 10000 here.
    await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, {
      timezone: "Pacific/Kiritimati",
    });
    const { project } = await buildProject(context.app, owner);
    await call("POST", `${BASE}/hourly-rate-rule/`, owner, { rate_type: "hourly", rate: "90" });
    const log = (start: string, end: string, description: string) =>
      call("POST", `${BASE}/timelog/`, owner, { project: project.id, start, end, description });
    await log("2026-03-02T08:00:00Z", "2026-03-02T09:00:00Z", '=HYPERLINK("http://evil","x")');
    await log("2026-03-02T10:00:00Z", "2026-03-02T11:00:00Z", "+1 call, -2 mails, @team");
    await log("2026-03-02T12:00:00Z", "2026-03-02T13:00:00Z", "-5 minutes break");
    // Leading tabs and line breaks are trimmed when a log is saved; "=" is not.
    await log("2026-03-02T14:00:00Z", "2026-03-02T15:00:00Z", "\t=1+1");
    await log("2026-03-02T16:00:00Z", "2026-03-02T17:00:00Z", "Plain 1+1=2");
    await log("9999-12-31T20:00:00Z", "9999-12-31T21:00:00Z", "Last");
  });

  const download = (format: "csv" | "xlsx") =>
    context.app.inject({
      method: "GET",
      url: `${BASE}/timelog/export/?file_format=${format}&ordering=start`,
      headers: owner.headers,
    });

  it("writes a text that starts like a formula as text (OWASP), and a date of the year 10000 as such", async () => {
    const response = await download("csv");
    expect(response.statusCode).toBe(200);
    const user = "'@sum";
    expect(response.body.slice(1).split("\r\n").slice(1)).toEqual([
      `2026-03-02,22:00,23:00,1.00,1:00,${user},sum@example.com,Globex,Website relaunch,,"'=HYPERLINK(""http://evil"",""x"")",yes,90.00,90.00,EUR,no,`,
      `2026-03-03,00:00,01:00,1.00,1:00,${user},sum@example.com,Globex,Website relaunch,,"'+1 call, -2 mails, @team",yes,90.00,90.00,EUR,no,`,
      `2026-03-03,02:00,03:00,1.00,1:00,${user},sum@example.com,Globex,Website relaunch,,'-5 minutes break,yes,90.00,90.00,EUR,no,`,
      `2026-03-03,04:00,05:00,1.00,1:00,${user},sum@example.com,Globex,Website relaunch,,'=1+1,yes,90.00,90.00,EUR,no,`,
      `2026-03-03,06:00,07:00,1.00,1:00,${user},sum@example.com,Globex,Website relaunch,,Plain 1+1=2,yes,90.00,90.00,EUR,no,`,
      `10000-01-01,10:00,11:00,1.00,1:00,${user},sum@example.com,Globex,Website relaunch,,Last,yes,90.00,90.00,EUR,no,`,
      "",
    ]);
  });

  it("writes the same cells to XLSX as text, and the year 10000's day as a date", async () => {
    const response = await download("xlsx");
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Time logs");
    if (!sheet) throw new Error("no sheet named Time logs");
    // ExcelJS writes strings as strings: a cell is never a formula, whatever its text.
    expect(sheet.getRow(2).getCell(11).value).toBe('=HYPERLINK("http://evil","x")');
    expect(sheet.getRow(2).getCell(11).type).toBe(ExcelJS.ValueType.String);
    expect((sheet.getRow(7).values as unknown[]).slice(1, 4)).toEqual([
      new Date(Date.UTC(10000, 0, 1)),
      new Date(Date.UTC(10000, 0, 1, 10)),
      new Date(Date.UTC(10000, 0, 1, 11)),
    ]);
  });
});
