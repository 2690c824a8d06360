import ExcelJS from "exceljs";
import { csvField } from "../time/index.ts";

/** Whether the bytes are a ZIP archive, as an XLSX workbook is. */
export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

const two = (value: number) => String(value).padStart(2, "0");

/** A number of seconds as `h:mm:ss`. */
const clock = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 3600)}:${two(Math.floor((whole % 3600) / 60))}:${two(whole % 60)}`;
};

/**
 * A cell as the CSV export of the same tool would write it. A spreadsheet stores dates and times
 * as a wall-clock `Date` (ExcelJS reads them as UTC) and durations as fractions of a day, shown by
 * the cell's number format: `yyyy-mm-dd` a day, `hh:mm` a clock time, `[h]:mm` a duration. A
 * formula keeps its last result; Kimai's durations are written as `=<seconds>/86400` without one.
 */
export function cellText(cell: { value: ExcelJS.CellValue; numFmt?: string }): string {
  const format = (cell.numFmt ?? "").toLowerCase().replace(/"[^"]*"|\\./g, "");
  let value = cell.value;
  if (value && typeof value === "object" && "formula" in value) {
    const formula = value as ExcelJS.CellFormulaValue;
    const perDay = /^\s*(\d+(?:\.\d+)?)\s*\/\s*86400\s*$/.exec(formula.formula ?? "");
    if (formula.result === undefined && perDay) return clock(Number(perDay[1]));
    value = (formula.result ?? null) as ExcelJS.CellValue;
  }
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    const day = `${value.getUTCFullYear()}-${two(value.getUTCMonth() + 1)}-${two(value.getUTCDate())}`;
    const time = `${two(value.getUTCHours())}:${two(value.getUTCMinutes())}:${two(value.getUTCSeconds())}`;
    const hasDay = /[yd]/.test(format) || format === "";
    const hasTime = /h|s/.test(format) || (format === "" && time !== "00:00:00");
    return hasDay && hasTime ? `${day} ${time}` : hasTime ? time : day;
  }
  if (typeof value === "number") {
    // A duration or a clock time kept as a fraction of a day.
    if (/\[h+\]|^h+:mm/.test(format)) return clock(value * 86_400);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "object" && "richText" in value)
    return value.richText.map((part) => part.text).join("");
  if (typeof value === "object" && "text" in value) return String(value.text);
  if (typeof value === "object" && "error" in value) return "";
  return String(value);
}

/**
 * The first worksheet of an XLSX workbook as CSV text (comma-separated, CRLF), so that it is
 * detected, previewed, stored on the job and imported as the tool's CSV export would be.
 */
export async function xlsxText(bytes: Buffer): Promise<string | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const lines: string[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++)
      cells.push(csvField(cellText(row.getCell(column)), ","));
    lines.push(cells.join(","));
  });
  return `${lines.join("\r\n")}\r\n`;
}
