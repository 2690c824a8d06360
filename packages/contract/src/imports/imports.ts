import { z } from "zod";

/**
 * Importing the export files of other time trackers (decision 037): a file is uploaded and read
 * (its format detected from the header row, a dry run of what the import would do), then
 * imported with the people mapped, in chunks, the job's progress readable by polling.
 */

/** The formats understood, detected from the header row. */
export const IMPORT_FORMATS = ["toggl", "clockify", "harvest", "kimai", "solidtime"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_FORMAT_NAMES: Record<ImportFormat, string> = {
  toggl: "Toggl Track (detailed report CSV)",
  clockify: "Clockify (detailed report CSV)",
  harvest: "Harvest (time report CSV)",
  kimai: "Kimai (timesheet export, CSV or XLSX, in English or German)",
  solidtime: "solidtime (detailed time entries CSV)",
};

/** The largest file accepted (the route's body limit is a little above it). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Rows shown in the preview. */
export const IMPORT_PREVIEW_ROWS = 20;
/** Rows written per transaction. */
export const IMPORT_CHUNK_ROWS = 1000;

export const IMPORT_MESSAGES = {
  fileRequired: "Choose a CSV file to import.",
  fileTooLarge: "The file is larger than 20 MB.",
  notText: "The file is neither a UTF-8 text file nor an XLSX workbook.",
  empty: "The file has no rows to import.",
  unknownFormat: (formats: string) =>
    `The file's columns are not a layout this importer understands. It reads: ${formats}.`,
  notPending: "This import has already been started.",
  unmappedPeople: (people: string) => `Choose a member for each person of the file: ${people}.`,
} as const;

/** Why a row cannot be imported; the web words each code (with `value` where it has one). */
export const IMPORT_ROW_ERRORS = [
  "no_project",
  "no_person",
  "bad_date",
  "bad_time",
  "bad_duration",
  "bad_rate",
  "too_long",
  "name_too_long",
  "too_many_tags",
  "locked_period",
] as const;
export type ImportRowErrorCode = (typeof IMPORT_ROW_ERRORS)[number];

export const ImportRowErrorSchema = z
  .object({
    line: z.number().int().describe("The row's line in the file (the header is line 1)"),
    code: z.enum(IMPORT_ROW_ERRORS),
    value: z.string().describe("What the file held, where the reason names it; else empty"),
  })
  .meta({ id: "ImportRowError" });
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const ImportPreviewRowSchema = z
  .object({
    line: z.number().int(),
    person: z.string(),
    client: z.string(),
    project: z.string(),
    activity: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    billable: z.boolean().nullable().describe("null: the project's or activity's default"),
    start: z.string().describe("UTC, interpreted in the company's time zone"),
    end: z.string(),
    duration_seconds: z.number().int(),
    rate: z.string().nullable(),
    already_imported: z.boolean(),
  })
  .meta({ id: "ImportPreviewRow" });
export type ImportPreviewRow = z.infer<typeof ImportPreviewRowSchema>;

export const ImportPersonSchema = z
  .object({
    key: z.string().describe("The person as the file names them: the e-mail, else the name"),
    name: z.string(),
    email: z.string(),
    rows: z.number().int(),
    user: z.number().int().nullable().describe("The member with this e-mail; null: map by hand"),
  })
  .meta({ id: "ImportPerson" });
export type ImportPerson = z.infer<typeof ImportPersonSchema>;

const names = z.array(z.string());

export const ImportJobSchema = z
  .object({
    id: z.number().int(),
    format: z.enum(IMPORT_FORMATS),
    file_name: z.string(),
    status: z.enum(["pending", "running", "done", "failed"]),
    total_rows: z.number().int(),
    processed_rows: z.number().int(),
    created_logs: z.number().int(),
    skipped_rows: z.number().int().describe("Rows imported before (by this or an earlier import)"),
    failed_rows: z.number().int(),
    new_rows: z.number().int().describe("Dry run: rows the import would create"),
    already_imported_rows: z.number().int().describe("Dry run: rows imported before"),
    preview: z.array(ImportPreviewRowSchema),
    creates: z.object({
      debtors: names,
      projects: names,
      activities: names,
      tags: names,
      rate_rules: z.array(
        z.object({ project: z.string(), rate: z.string(), currency: z.string() }),
      ),
    }),
    people: z.array(ImportPersonSchema),
    errors: z.array(ImportRowErrorSchema),
    timezone: z.string(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: "ImportJob" });
export type ImportJob = z.infer<typeof ImportJobSchema>;

export const ImportRunSchema = z
  .object({
    people: z
      .record(z.string().max(254), z.number().int().positive())
      .default({})
      .describe("The file's people (their key) to members, for those not matched by e-mail"),
  })
  .meta({ id: "ImportRun" });
export type ImportRunBody = z.input<typeof ImportRunSchema>;
