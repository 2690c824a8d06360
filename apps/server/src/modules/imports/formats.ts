import { IMPORT_FORMAT_NAMES, IMPORT_FORMATS, type ImportFormat } from "@tempus/contract";
import type { CsvRecord } from "./csv.ts";

/**
 * The export layouts understood (decision 037 names where each tool documents its columns), and
 * a row of each read into one shape. Columns are found by name (any order, any case); columns a
 * layout does not name are ignored.
 */
export interface SourceRow {
  line: number;
  /** The tool's own id of the entry, where the file has one. */
  entryId: string;
  email: string;
  name: string;
  client: string;
  project: string;
  task: string;
  description: string;
  tags: string[];
  /** null: the file does not say. */
  billable: boolean | null;
  date: string;
  /** null: the file has no clock time (Harvest): the entry starts at 09:00. */
  time: string | null;
  duration: string;
  rate: string;
  currency: string;
}

type Columns = (name: string) => string;

interface Layout {
  /**
   * Columns whose presence identifies the layout (lower case); a list is one column under the
   * names of the tool's languages (Kimai writes its headers in the user's).
   */
  required: readonly (string | readonly string[])[];
  /** Columns whose absence it needs (another layout's). */
  absent?: readonly string[];
  read(get: Columns): Omit<SourceRow, "line">;
}

const yesNo = (value: string): boolean | null => {
  const text = value.trim().toLowerCase();
  if (["yes", "true", "1", "y", "ja", "oui"].includes(text)) return true;
  if (["no", "false", "0", "n", "nein", "non"].includes(text)) return false;
  return null;
};
const tagList = (value: string) =>
  value
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
/** The first of a column's names the file has (Kimai's English or German header). */
const either = (get: Columns, ...names: string[]) => {
  const found = names.find((name) => get(`${name}:name`) !== "");
  return found === undefined ? "" : get(found);
};
/** Kimai writes a boolean as `1` or nothing: an empty cell of a present column is false. */
const kimaiFlag = (get: Columns, ...names: string[]): boolean | null => {
  if (!names.some((name) => get(`${name}:name`) !== "")) return null;
  return yesNo(either(get, ...names)) ?? false;
};
/** solidtime's `2026-03-02 09:00:00` (the exporting user's zone): its day and its clock time. */
const dayAndTime = (value: string) => {
  const [day = "", time = ""] = value.trim().split(/[ T]/);
  return { day, time: time.replace(/(Z|[+-]\d{2}:?\d{2})$/, "") };
};
/** A currency code from a column's name ("Billable Rate (USD)") or value ("Euro - EUR"). */
const currencyIn = (text: string) => /\b([A-Z]{3})\)?\s*$/.exec(text.trim())?.[1] ?? "";

const LAYOUTS: Record<ImportFormat, Layout> = {
  toggl: {
    required: ["email", "project", "start date", "start time", "duration"],
    absent: ["duration (h)"],
    read: (get) => ({
      entryId: get("id"),
      email: get("email"),
      name: get("user"),
      client: get("client"),
      project: get("project"),
      task: get("task"),
      description: get("description"),
      tags: tagList(get("tags")),
      billable: yesNo(get("billable")),
      date: get("start date"),
      time: get("start time"),
      duration: get("duration"),
      rate: "",
      currency: "",
    }),
  },
  clockify: {
    required: ["email", "project", "start date", "start time", "duration (h)"],
    read: (get) => ({
      entryId: get("id"),
      email: get("email"),
      name: get("user"),
      client: get("client"),
      project: get("project"),
      task: get("task"),
      description: get("description"),
      tags: tagList(get("tags")),
      billable: yesNo(get("billable")),
      date: get("start date"),
      time: get("start time"),
      duration: get("duration (h)"),
      rate: get("billable rate*"),
      currency: currencyIn(get("billable rate*:name")),
    }),
  },
  harvest: {
    required: ["date", "client", "project", "task", "notes", "hours", "first name", "last name"],
    read: (get) => ({
      entryId: "",
      email: "",
      name: `${get("first name").trim()} ${get("last name").trim()}`.trim(),
      client: get("client"),
      project: get("project"),
      task: get("task"),
      description: get("notes"),
      tags: [],
      billable: yesNo(get("billable?")),
      date: get("date"),
      time: null,
      duration: get("hours"),
      rate: get("billable rate"),
      currency: currencyIn(get("currency")),
    }),
  },
  kimai: {
    required: [
      ["date", "datum"],
      ["from", "von"],
      ["duration", "dauer"],
      ["customer", "kunde"],
      ["project", "projekt"],
      ["activity", "tätigkeit"],
    ],
    read: (get) => ({
      entryId: get("id"),
      email: either(get, "e-mail", "e-mail-adresse"),
      name: either(get, "name") || either(get, "user", "benutzer"),
      client: either(get, "customer", "kunde"),
      project: either(get, "project", "projekt"),
      task: either(get, "activity", "tätigkeit"),
      description: either(get, "description", "beschreibung"),
      tags: tagList(either(get, "tags", "schlagworte")),
      billable: kimaiFlag(get, "billable", "abrechenbar"),
      date: either(get, "date", "datum"),
      time: either(get, "from", "von"),
      duration: either(get, "duration", "dauer"),
      rate: either(get, "hourly price", "preis pro stunde"),
      currency: either(get, "currency", "währung"),
    }),
  },
  solidtime: {
    required: ["description", "project", "client", "user", "start", "end", "duration (decimal)"],
    read: (get) => {
      const start = dayAndTime(get("start"));
      return {
        entryId: "",
        email: "",
        name: get("user"),
        client: get("client"),
        project: get("project"),
        task: get("task"),
        description: get("description"),
        tags: tagList(get("tags")),
        billable: yesNo(get("billable")),
        date: start.day,
        time: start.time,
        duration: get("duration"),
        rate: "",
        currency: "",
      };
    },
  },
};

/** The formats as the refusal of an unknown layout lists them. */
export const FORMAT_LIST = IMPORT_FORMATS.map((format) => IMPORT_FORMAT_NAMES[format]).join("; ");

/** The layout of a header row, or null for none understood. */
export function detectFormat(header: readonly string[]): ImportFormat | null {
  const names = new Set(header.map((name) => name.trim().toLowerCase()));
  for (const format of IMPORT_FORMATS) {
    const layout = LAYOUTS[format];
    if (
      layout.required.every((name) =>
        typeof name === "string" ? names.has(name) : name.some((each) => names.has(each)),
      ) &&
      !(layout.absent ?? []).some((name) => names.has(name))
    )
      return format;
  }
  return null;
}

/**
 * The file's rows in one shape. A column named `name*` is the first whose name starts with `name`
 * (Clockify writes the currency into the rate's column name); `…:name` is the column's own name,
 * empty when the file has no such column.
 */
export function readRows(format: ImportFormat, records: readonly CsvRecord[]): SourceRow[] {
  const [header, ...rows] = records;
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const positions = new Map<string, number>();
  const position = (name: string) => {
    let found = positions.get(name);
    if (found === undefined) {
      const bare = name.replace(/:name$/, "");
      const prefix = bare.replace(/\*$/, "");
      found = bare.endsWith("*")
        ? names.findIndex((column) => column.startsWith(prefix))
        : names.indexOf(bare);
      positions.set(name, found);
    }
    return found;
  };
  const layout = LAYOUTS[format];
  return rows.map((record) => {
    const get: Columns = (name) => {
      const index = position(name);
      if (index < 0) return "";
      return name.endsWith(":name") ? header.fields[index] : (record.fields[index] ?? "").trim();
    };
    return { line: record.line, ...layout.read(get) };
  });
}
