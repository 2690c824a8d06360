import { IMPORT_MESSAGES, type ImportFormat } from "@tempus/contract";
import { ValidationError } from "../../core/errors.ts";
import { parseCsv } from "./csv.ts";
import { detectFormat, FORMAT_LIST, readRows, type SourceRow } from "./formats.ts";
import { isZip, xlsxText } from "./xlsx-text.ts";

/**
 * An uploaded file's text: a CSV file's (UTF-8, strictly), or an XLSX workbook's first sheet as
 * CSV (Kimai's spreadsheet export). Anything else is a 400 at `file`.
 */
export async function fileText(bytes: Buffer): Promise<string> {
  if (isZip(bytes)) {
    const text = await xlsxText(bytes);
    if (text === null) throw new ValidationError({ file: [IMPORT_MESSAGES.notText] });
    return text;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ValidationError({ file: [IMPORT_MESSAGES.notText] });
  }
}

/** A file's format, detected from its header row, and its rows; a 400 at `file` for anything else. */
export function readImportFile(text: string): { format: ImportFormat; rows: SourceRow[] } {
  if (text.includes("\u0000")) throw new ValidationError({ file: [IMPORT_MESSAGES.notText] });
  const records = parseCsv(text);
  if (records.length === 0) throw new ValidationError({ file: [IMPORT_MESSAGES.empty] });
  const format = detectFormat(records[0].fields);
  if (!format) throw new ValidationError({ file: [IMPORT_MESSAGES.unknownFormat(FORMAT_LIST)] });
  if (records.length < 2) throw new ValidationError({ file: [IMPORT_MESSAGES.empty] });
  return { format, rows: readRows(format, records) };
}
