/**
 * The export layouts, read from fixtures written by hand in each tool's documented columns:
 * - Toggl Track, detailed report CSV: https://support.toggl.com/import-and-export/csv-import/editing-and-uploading-a-csv-file
 *   ("the easiest way to see how your CSV file should look like is to export a Detailed report"),
 *   with the export's End date, End time and Amount columns.
 * - Clockify, detailed report CSV: https://clockify.me/help/extra-features/import-timesheets
 *   (its example file, plus the export's User, Group, End Date, End Time, Duration (decimal),
 *   Billable Rate (USD) and Billable Amount (USD)).
 * - Harvest, detailed time report CSV: https://support.getharvest.com/hc/en-us/articles/360048685111-Importing-and-exporting-data
 *   (Date, Client, Project, Task, Notes, Hours, First name, Last name; the detailed time report's
 *   export adds Project Code, Billable?, the rates and Currency).
 * - Kimai, timesheet export (CSV or XLSX) with its default columns: Kimai's own source
 *   (`src/Export/DefaultTemplate.php` for the columns, `translations/messages.{en,de}.xlf` for
 *   their headers, `src/Export/Package/CellFormatter/` for the values: `Y-m-d`, `H:i`, `h:mm`, a
 *   boolean as `1` or nothing); its documentation: https://www.kimai.org/documentation/export.html
 * - solidtime, detailed time entries CSV: solidtime's own source
 *   (`app/Service/ReportExport/TimeEntriesDetailedCsvExport.php`: Description, Task, Project,
 *   Client, User, Start, End, Duration, Duration (decimal), Billable, Tags; times `Y-m-d H:i:s`).
 */
import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../src/modules/imports/csv.ts";
import { detectFormat } from "../../../src/modules/imports/formats.ts";
import { fileText, readImportFile } from "../../../src/modules/imports/import-file.ts";
import { parseRate, prepareRows } from "../../../src/modules/imports/import-rows.ts";
import {
  parseClock,
  parseDay,
  parseDuration,
  slashOrderOf,
  wallClockOf,
  zonedInstant,
} from "../../../src/modules/imports/wall-time.ts";

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/imports/${name}`, import.meta.url), "utf8");
const berlin = { wall: wallClockOf("Europe/Berlin"), locked: null };

function read(name: string) {
  const { format, rows } = readImportFile(fixture(name));
  const { ready, errors } = prepareRows(format, rows, berlin);
  return {
    format,
    errors,
    ready: ready.map((row) => ({
      line: row.line,
      person: row.person,
      client: row.client,
      project: row.project,
      task: row.task,
      description: row.description,
      tags: row.tags,
      billable: row.billable,
      start: row.start.toISOString(),
      seconds: row.seconds,
      rate: row.rate,
      currency: row.currency,
    })),
  };
}

describe("import parsers", () => {
  it("reads a Toggl Track detailed report: quoted fields over two lines, DST in Berlin", () => {
    const { format, ready, errors } = read("toggl-detailed.csv");
    expect(format).toBe("toggl");
    const base = { client: "Globex", project: "Website relaunch", rate: "", currency: "" };
    expect(ready).toEqual([
      {
        ...base,
        line: 2,
        person: "ada@example.com",
        task: "Design",
        description: "Wireframes",
        tags: ["design", "client"],
        billable: true,
        start: "2026-03-27T08:00:00.000Z",
        seconds: 5400,
      },
      {
        ...base,
        line: 3,
        person: "ada@example.com",
        task: "Development",
        description: "Spring forward",
        tags: [],
        billable: true,
        // 02:30 does not exist on the spring-forward day: moved forward by the gap, 03:30 CEST.
        start: "2026-03-29T01:30:00.000Z",
        seconds: 3600,
      },
      {
        line: 4,
        person: "bob@elsewhere.example",
        client: "",
        project: "Internal",
        task: "",
        description: "Fall back",
        tags: ["internal"],
        billable: false,
        // 02:30 happens twice on the fall-back day: the first, 02:30 CEST.
        start: "2026-10-25T00:30:00.000Z",
        seconds: 2700,
        rate: "",
        currency: "",
      },
      {
        ...base,
        line: 7,
        person: "ada@example.com",
        project: "website RELAUNCH",
        task: "design",
        description: 'Review, "final"\r\nround',
        tags: ["Design"],
        billable: true,
        start: "2026-03-31T12:00:00.000Z",
        seconds: 1200,
      },
    ]);
    expect(errors).toEqual([
      { line: 5, code: "no_project", value: "" },
      { line: 6, code: "bad_time", value: "25:00:00" },
      { line: 9, code: "bad_duration", value: "abc" },
    ]);
  });

  it("reads a Clockify detailed report: US dates, 12-hour times, the rate's currency", () => {
    const { format, ready, errors } = read("clockify-detailed.csv");
    expect(format).toBe("clockify");
    expect(ready.map((row) => [row.line, row.person, row.start, row.seconds, row.rate])).toEqual([
      [2, "ethel@example.com", "2026-08-30T13:00:00.000Z", 7200, "85.00"],
      [3, "dale@example.com", "2026-08-31T07:00:00.000Z", 28800, "60.00"],
      // 12:00 AM is midnight; a rate of 0.00 is no rate.
      [4, "james@example.com", "2026-08-31T22:00:00.000Z", 28800, ""],
    ]);
    expect(ready[1].tags).toEqual(["Urgent", "Phone"]);
    expect(ready[0].currency).toBe("USD");
    expect(ready[2].billable).toBe(false);
    expect(errors).toEqual([{ line: 5, code: "bad_date", value: "02/30/2026" }]);
  });

  it("reads a Harvest time report: decimal hours exactly, entries placed at 09:00 local", () => {
    const { format, ready, errors } = read("harvest-time-report.csv");
    expect(format).toBe("harvest");
    expect(
      ready.map((row) => [row.line, row.person, row.start, row.seconds, row.rate, row.billable]),
    ).toEqual([
      [2, "Grace Hopper", "2026-03-29T07:00:00.000Z", 5400, "120.00", true],
      [3, "Grace Hopper", "2026-08-25T07:00:00.000Z", 26399, "120.00", true],
      [4, "Alan Turing", "2026-08-26T07:00:00.000Z", 360, "", false],
    ]);
    expect(ready[0]).toMatchObject({ client: "Acme", task: "Project Management", currency: "EUR" });
    expect(ready[1].description).toBe("Fix the login, then deploy");
    expect(errors).toEqual([{ line: 5, code: "too_long", value: "25" }]);
  });

  it("gives rows without an entry id stable keys, a repeated entry its own", () => {
    const text = fixture("toggl-detailed.csv");
    const first = readImportFile(text);
    const twice = readImportFile(`${text}${text.split("\r\n")[1]}\r\n`);
    const keys = prepareRows("toggl", first.rows, berlin).ready.map((row) => row.key);
    const again = prepareRows("toggl", twice.rows, berlin).ready.map((row) => row.key);
    expect(again.slice(0, keys.length)).toEqual(keys);
    expect(again[keys.length]).toBe(`${keys[0]}:2`);
    expect(keys[0]).toMatch(/^toggl:[A-Za-z0-9_-]{40}$/);
  });

  it("detects layouts by their header and refuses others", () => {
    expect(detectFormat(["Email", "Project", "Start date", "Start time", "Duration"])).toBe(
      "toggl",
    );
    expect(detectFormat(["Email", "Project", "Start Date", "Start Time", "Duration (h)"])).toBe(
      "clockify",
    );
    expect(
      detectFormat(["Datum", "Von", "Bis", "Dauer", "Kunde", "Projekt", "Tätigkeit", "E-Mail"]),
    ).toBe("kimai");
    expect(
      detectFormat([
        "Description",
        "Project",
        "Client",
        "User",
        "Start",
        "End",
        "Duration (decimal)",
      ]),
    ).toBe("solidtime");
    expect(detectFormat(["Date", "Project", "Hours"])).toBeNull();
    expect(() => readImportFile("Date,Project,Hours\r\n2026-01-01,X,1\r\n")).toThrow(
      expect.objectContaining({
        body: {
          file: [
            "The file's columns are not a layout this importer understands. It reads: Toggl Track (detailed report CSV); Clockify (detailed report CSV); Harvest (time report CSV); Kimai (timesheet export, CSV or XLSX, in English or German); solidtime (detailed time entries CSV).",
          ],
        },
      }),
    );
  });

  it("reads dates, clock times, durations and rates exactly", () => {
    expect(
      ["2026-02-28", "2/28/2026", "28.02.2026", "2026-02-29", "13/1/2026"].map((day) =>
        parseDay(day),
      ),
    ).toEqual(["2026-02-28", "2026-02-28", "2026-02-28", null, null]);
    expect(["28/2/2026", "3/4/2026", "2/28/2026"].map((day) => parseDay(day, "day-first"))).toEqual(
      ["2026-02-28", "2026-04-03", null],
    );
    expect(
      ["0:00", "9:05 AM", "12:00 PM", "12:30 am", "23:59:59", "24:00", "13:00 PM"].map(parseClock),
    ).toEqual([0, 32700, 43200, 1800, 86399, null, null]);
    expect(
      ["1:30:00", "8:00", "1.5", "1,25", "0.1", "7.333", "0.0001", "1:60"].map(parseDuration),
    ).toEqual([5400, 28800, 5400, 4500, 360, 26399, 0, null]);
    expect(["120", "99.5", "1,5", "1.234,50", "-1"].map(parseRate)).toEqual([
      "120.00",
      "99.50",
      "1.50",
      null,
      null,
    ]);
  });

  it("places wall-clock times across DST in both directions deterministically", () => {
    const at = (day: string, hh: number, mm = 0) =>
      zonedInstant(berlin.wall, day, hh * 3600 + mm * 60).toISOString();
    expect(at("2026-03-29", 1, 59)).toBe("2026-03-29T00:59:00.000Z");
    expect(at("2026-03-29", 2, 0)).toBe("2026-03-29T01:00:00.000Z");
    expect(at("2026-03-29", 3, 0)).toBe("2026-03-29T01:00:00.000Z");
    expect(at("2026-10-25", 2, 0)).toBe("2026-10-25T00:00:00.000Z");
    expect(at("2026-10-25", 3, 0)).toBe("2026-10-25T02:00:00.000Z");
    const newYork = wallClockOf("America/New_York");
    expect(zonedInstant(newYork, "2026-03-08", 2.5 * 3600).toISOString()).toBe(
      "2026-03-08T07:30:00.000Z",
    );
  });

  it("reads a file's slash dates day first when one of them can only be read so", () => {
    expect(slashOrderOf(["03/04/2026", "12/11/2026"])).toBe("month-first");
    expect(slashOrderOf(["03/04/2026", "29/03/2026"])).toBe("day-first");
    expect(slashOrderOf(["2026-03-29", "29.03.2026"])).toBe("month-first");
    // Clockify as a European user exports it: every row of the file in one order.
    const text = fixture("clockify-detailed.csv")
      .replace("08/30/2026", "30/08/2026")
      .replace("08/31/2026", "31/08/2026")
      .replaceAll("09/01/2026", "01/09/2026");
    const { rows } = readImportFile(text);
    const { ready } = prepareRows("clockify", rows, berlin);
    expect(ready.map((row) => row.start.toISOString().slice(0, 10))).toEqual([
      "2026-08-30",
      "2026-08-31",
      "2026-08-31",
    ]);
  });

  it("reads Kimai's timesheet export, English and German: e-mail, activity, hourly price, DST", () => {
    const { format, ready, errors } = read("kimai-export.csv");
    expect(format).toBe("kimai");
    expect(ready).toEqual([
      {
        line: 2,
        person: "grace@example.com",
        client: "Acme",
        project: "Support retainer",
        task: "Programming",
        description: "Fix the login, then deploy",
        tags: ["Urgent", "Phone"],
        billable: true,
        // 01:30 on the night the clocks go forward is still winter time.
        start: "2026-03-29T00:30:00.000Z",
        seconds: 3600,
        rate: "95.00",
        currency: "EUR",
      },
      {
        line: 3,
        person: "alan@example.com",
        client: "Acme",
        project: "Support retainer",
        task: "Meetings",
        description: "Weekly call",
        tags: [],
        // Kimai writes false as nothing.
        billable: false,
        // 02:30 on the night the clocks go back: the first of the two.
        start: "2026-10-25T00:30:00.000Z",
        seconds: 3600,
        rate: "",
        currency: "EUR",
      },
    ]);
    expect(errors).toEqual([{ line: 4, code: "no_project", value: "" }]);
    const german = read("kimai-export-de.csv");
    expect(german.format).toBe("kimai");
    expect(german.ready).toMatchObject([
      {
        person: "grace@example.com",
        task: "Programmierung",
        description: "Übergabe",
        start: "2026-11-02T07:15:00.000Z",
        seconds: 5400,
        rate: "95.00",
        billable: true,
      },
    ]);
  });

  it("reads Kimai's XLSX export as its CSV: dates, clock times and formula durations", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Export");
    sheet.addRow(["Date", "From", "To", "Duration", "Currency", "Hourly price", "Name", "E-mail"]);
    sheet.getRow(1).getCell(9).value = "Customer";
    for (const [column, name] of [
      "Project",
      "Activity",
      "Description",
      "Billable",
      "Tags",
    ].entries())
      sheet.getRow(1).getCell(10 + column).value = name;
    const row = sheet.addRow([
      new Date(Date.UTC(2026, 10, 2)),
      new Date(Date.UTC(1899, 11, 30, 8, 15)),
      new Date(Date.UTC(1899, 11, 30, 9, 45)),
      { formula: "5400/86400" },
      "EUR",
      95,
      "Grace Hopper",
      "grace@example.com",
      "Acme",
      "Support retainer",
      "Programming",
      "Handover",
      true,
      "Urgent",
    ]);
    row.getCell(1).numFmt = "yyyy-mm-dd";
    row.getCell(2).numFmt = "hh:mm";
    row.getCell(3).numFmt = "hh:mm";
    row.getCell(4).numFmt = "[hh]:mm";
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const text = await fileText(bytes);
    expect(text.split("\r\n")[1]).toBe(
      "2026-11-02,08:15:00,09:45:00,1:30:00,EUR,95,Grace Hopper,grace@example.com,Acme,Support retainer,Programming,Handover,yes,Urgent",
    );
    const { format, rows } = readImportFile(text);
    expect(format).toBe("kimai");
    expect(prepareRows(format, rows, berlin).ready).toMatchObject([
      {
        person: "grace@example.com",
        seconds: 5400,
        rate: "95.00",
        billable: true,
        tags: ["Urgent"],
      },
    ]);
    expect(prepareRows(format, rows, berlin).ready[0].start.toISOString()).toBe(
      "2026-11-02T07:15:00.000Z",
    );
  });

  it("reads solidtime's detailed CSV: people by name, start as day and time, a running entry refused", () => {
    const { format, ready, errors } = read("solidtime-detailed.csv");
    expect(format).toBe("solidtime");
    expect(ready).toEqual([
      {
        line: 2,
        person: "Grace Hopper",
        client: "Globex",
        project: "Website relaunch",
        task: "Mockups",
        description: "Design review, round two",
        tags: ["Design", "Review"],
        billable: true,
        start: "2026-03-02T08:00:00.000Z",
        seconds: 5400,
        rate: "",
        currency: "",
      },
      {
        line: 3,
        person: "Alan Turing",
        client: "Globex",
        project: "Website relaunch",
        task: "",
        description: "Standup",
        tags: [],
        billable: false,
        start: "2026-03-03T07:00:00.000Z",
        seconds: 900,
        rate: "",
        currency: "",
      },
    ]);
    expect(errors).toEqual([{ line: 4, code: "bad_duration", value: "" }]);
  });

  it("parses CSV with semicolons, a byte-order mark and blank lines", () => {
    expect(parseCsv('\uFEFFa;b\n\n"x;y";2\n')).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 3, fields: ["x;y", "2"] },
    ]);
  });
});
