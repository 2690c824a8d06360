import { describe, expect, it } from "vitest";
import {
  BOM,
  buildCsv,
  type CsvLabels,
  csvCell,
  type DayEntry,
  daysInMonth,
  formatDecimalHours,
  formatHoursMinutes,
  isMonth,
  localDate,
  localMonth,
  monthDays,
  parseBreak,
  parseClock,
  sheetRows,
  shiftMonth,
  summarize,
  workedMinutes,
} from "../../../app/features/timesheet/timesheet.ts";
import de from "../../../app/locales/de/timesheet.json";
import en from "../../../app/locales/en/timesheet.json";

const day = (start: string, end: string, breakMinutes = 0): DayEntry => ({
  start,
  end,
  breakMinutes,
});

describe("a day's worked minutes", () => {
  it.each([
    ["a normal day", day("08:00", "16:30"), 510],
    ["a day with a break", day("08:00", "16:30", 30), 480],
    ["a shift over midnight", day("22:00", "06:00"), 480],
    ["a shift over midnight with a break", day("22:00", "06:00", 45), 435],
    ["a shift ending at midnight", day("16:00", "00:00"), 480],
    ["equal start and end: a whole day", day("07:00", "07:00", 60), 1380],
    ["one minute", day("09:00", "09:01"), 1],
    ["times without a leading zero", day("8:00", "9:30"), 90],
  ])("%s", (_, entry, minutes) => {
    expect(workedMinutes(entry)).toEqual({ ok: true, empty: false, minutes });
  });

  it.each([
    ["a break as long as the shift", day("08:00", "09:00", 60), "breakTooLong"],
    ["a break longer than the shift", day("08:00", "09:00", 90), "breakTooLong"],
    ["a break longer than an overnight shift", day("23:00", "01:00", 120), "breakTooLong"],
    ["only a start", day("08:00", ""), "incomplete"],
    ["only an end", day("", "17:00"), "incomplete"],
    ["only a break", day("", "", 30), "incomplete"],
    ["a time that is no time", day("25:00", "17:00"), "invalidTime"],
    ["a negative break", day("08:00", "17:00", -5), "invalidBreak"],
    ["a fractional break", day("08:00", "17:00", 1.5), "invalidBreak"],
  ])("refuses %s", (_, entry, error) => {
    expect(workedMinutes(entry)).toEqual({ ok: false, error });
  });

  it("counts an empty day as nothing", () => {
    expect(workedMinutes(undefined)).toEqual({ ok: true, empty: true, minutes: 0 });
    expect(workedMinutes(day("", ""))).toEqual({ ok: true, empty: true, minutes: 0 });
  });
});

describe("typed times and breaks", () => {
  it.each([
    ["08:00", 480],
    ["0:00", 0],
    ["23:59", 1439],
    [" 7:05 ", 425],
  ])("reads the clock time %s", (text, minutes) => expect(parseClock(text)).toBe(minutes));

  it.each(["", "24:00", "8", "8:5", "08:60", "ab:cd", "-1:00"])(
    "refuses the clock time %j",
    (text) => expect(parseClock(text)).toBeNull(),
  );

  it.each([
    ["", 0],
    ["  ", 0],
    ["0", 0],
    ["30", 30],
    ["90", 90],
    ["0:30", 30],
    ["1:15", 75],
    [" 45 ", 45],
  ])("reads the break %j", (text, minutes) => expect(parseBreak(text)).toBe(minutes));

  it.each(["-5", "1.5", "1,5", "0:60", "abc", "12345", "1:5", ":30"])(
    "refuses the break %j",
    (text) => expect(parseBreak(text)).toBeNull(),
  );
});

describe("a month's days", () => {
  it.each([
    ["2026-01", 31],
    ["2026-04", 30],
    ["2026-02", 28],
    ["2024-02", 29],
    ["2000-02", 29],
    ["1900-02", 28],
    ["2100-02", 28],
    ["2026-12", 31],
  ])("%s has %i days", (month, count) => {
    expect(daysInMonth(month)).toBe(count);
    const days = monthDays(month);
    expect(days).toHaveLength(count);
    expect(days.at(-1)?.date).toBe(`${month}-${count}`);
  });

  it("knows each day's weekday and weekend", () => {
    const days = monthDays("2026-11");
    expect(days[0]).toEqual({ date: "2026-11-01", day: 1, weekday: 0, weekend: true });
    expect(days[1]).toEqual({ date: "2026-11-02", day: 2, weekday: 1, weekend: false });
    expect(days[6]).toEqual({ date: "2026-11-07", day: 7, weekday: 6, weekend: true });
    expect(days.filter((d) => d.weekend)).toHaveLength(9);
  });

  it("moves between months across years", () => {
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-03", 0)).toBe("2026-03");
    expect(shiftMonth("2026-03", -15)).toBe("2024-12");
  });

  it("recognises months and names the visitor's local month and day", () => {
    expect(isMonth("2026-11")).toBe(true);
    for (const text of ["2026-13", "2026-00", "2026-1", "26-11", "", null])
      expect(isMonth(text)).toBe(false);
    const now = new Date(2026, 10, 5, 23, 59);
    expect(localMonth(now)).toBe("2026-11");
    expect(localDate(now)).toBe("2026-11-05");
  });
});

describe("the month's totals", () => {
  it("adds the days worked, skips days with errors and averages per worked day", () => {
    const rows = sheetRows("2026-11", {
      "2026-11-02": day("08:00", "16:30", 30), // 480
      "2026-11-03": day("22:00", "06:00"), // 480
      "2026-11-04": day("09:00", "12:20"), // 200
      "2026-11-05": day("08:00", ""), // incomplete
      "2026-11-06": day("08:00", "09:00", 60), // refused
    });
    expect(summarize(rows)).toEqual({
      totalMinutes: 1160,
      daysWorked: 3,
      averageMinutes: 387, // 386.67
      errorDays: 2,
    });
  });

  it("is zero for an empty month", () => {
    expect(summarize(sheetRows("2026-02", {}))).toEqual({
      totalMinutes: 0,
      daysWorked: 0,
      averageMinutes: 0,
      errorDays: 0,
    });
  });

  it("does not count a day whose typed break is not one", () => {
    const rows = sheetRows(
      "2026-11",
      { "2026-11-02": day("08:00", "16:00") },
      new Set(["2026-11-02"]),
    );
    expect(rows[1].result).toEqual({ ok: false, error: "invalidBreak" });
    expect(summarize(rows).totalMinutes).toBe(0);
  });
});

describe("formatting hours", () => {
  it.each([
    [0, "0:00", "0.00"],
    [1, "0:01", "0.02"],
    [5, "0:05", "0.08"],
    [20, "0:20", "0.33"],
    [30, "0:30", "0.50"],
    [45, "0:45", "0.75"],
    [50, "0:50", "0.83"],
    [480, "8:00", "8.00"],
    [500, "8:20", "8.33"],
    [10000, "166:40", "166.67"],
    [10001, "166:41", "166.68"],
    [60 * 1000 + 7, "1000:07", "1000.12"],
  ])("%i minutes are %s and %s hours", (minutes, clock, hours) => {
    expect(formatHoursMinutes(minutes)).toBe(clock);
    expect(formatDecimalHours(minutes)).toBe(hours);
    expect(formatDecimalHours(minutes, ",")).toBe(hours.replace(".", ","));
  });

  it("has no floating-point drift over every minute of a long month", () => {
    for (let minutes = 0; minutes <= 744 * 60; minutes += 1) {
      const expected = Math.round((minutes * 100) / 60);
      const [whole, fraction] = formatDecimalHours(minutes).split(".");
      expect(Number(whole) * 100 + Number(fraction)).toBe(expected);
    }
  });
});

describe("the CSV file", () => {
  const labels = (texts: { csv: CsvLabels }) => texts.csv;
  const entries = {
    "2026-02-02": day("08:00", "16:30", 30),
    "2026-02-03": day("22:00", "06:00"),
    "2026-02-04": day("09:00", "09:50"),
    "2026-02-05": day("08:00", ""),
  };

  it("writes English with commas and a decimal point", () => {
    const csv = buildCsv(sheetRows("2026-02", entries), { language: "en", labels: labels(en) });
    expect(csv.startsWith(BOM)).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toHaveLength(1 + 28 + 1 + 1);
    expect(lines.slice(0, 7)).toEqual([
      "Date,Weekday,Start,End,Break (min),Worked (h:mm),Worked (hours)",
      "2026-02-01,Sunday,,,,,",
      "2026-02-02,Monday,08:00,16:30,30,8:00,8.00",
      "2026-02-03,Tuesday,22:00,06:00,,8:00,8.00",
      "2026-02-04,Wednesday,09:00,09:50,,0:50,0.83",
      "2026-02-05,Thursday,08:00,,,,",
      "2026-02-06,Friday,,,,,",
    ]);
    expect(lines.slice(-3)).toEqual(["2026-02-28,Saturday,,,,,", "Total,,,,,16:50,16.83", ""]);
  });

  it("writes German with semicolons, a decimal comma and umlauts", () => {
    const csv = buildCsv(sheetRows("2026-02", entries), { language: "de", labels: labels(de) });
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split("\r\n");
    expect(lines.slice(0, 6)).toEqual([
      "Datum;Wochentag;Beginn;Ende;Pause (Min.);Arbeitszeit (h:mm);Arbeitszeit (Stunden)",
      "2026-02-01;Sonntag;;;;;",
      "2026-02-02;Montag;08:00;16:30;30;8:00;8,00",
      "2026-02-03;Dienstag;22:00;06:00;;8:00;8,00",
      "2026-02-04;Mittwoch;09:00;09:50;;0:50;0,83",
      "2026-02-05;Donnerstag;08:00;;;;",
    ]);
    expect(lines.at(-2)).toBe("Summe;;;;;16:50;16,83");
    const utf8 = new TextEncoder().encode(csv);
    expect([...utf8.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("quotes cells holding the separator, quotes or line breaks", () => {
    expect(csvCell("plain", ",")).toBe("plain");
    expect(csvCell("a,b", ",")).toBe('"a,b"');
    expect(csvCell("a,b", ";")).toBe("a,b");
    expect(csvCell("a;b", ";")).toBe('"a;b"');
    expect(csvCell('say "hi"', ",")).toBe('"say ""hi"""');
    expect(csvCell("two\nlines", ";")).toBe('"two\nlines"');
    const csv = buildCsv(sheetRows("2026-02", {}), {
      language: "en",
      labels: { ...en.csv, total: 'Total, "all"' },
    });
    expect(csv).toContain('\r\n"Total, ""all""",,,,,0:00,0.00\r\n');
  });
});
