import { z } from "zod";
import {
  GROUP_BY,
  type GroupBy,
  groupingParam,
  RANGE_FILTER_FIELDS,
  withRangeRules,
} from "../statistics/statistics.ts";
import { dateField } from "../validation.ts";

/**
 * Reports (decision 032): the time logs of a range grouped by one or two of the statistics'
 * groupings, with worked and billable time and (for owners and admins) amounts; saved per user,
 * shared as read-only links, exported as CSV and XLSX.
 */
export const REPORT_MESSAGES = {
  sameGrouping: "Choose two different groupings.",
  expiryPast: "The expiry date may not be in the past.",
  tooManyReports: "You can keep at most 100 reports.",
  noInvoiceTime: "This invoice has no time logs for a timesheet.",
} as const;

/** The most reports one person keeps. */
export const MAX_SAVED_REPORTS = 100;

/** CSV, XLSX, or the PDF timesheet (printable; it can go with an invoice's mail). */
export const REPORT_EXPORT_FORMATS = ["csv", "xlsx", "pdf"] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];
export const REPORT_EXPORT_CONTENT_TYPES: Record<ReportExportFormat, string> = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

const GROUPINGS_TEXT = GROUP_BY.join(", ");

/** A report's definition as query parameters: range, the list's filters and two groupings. */
const DEFINITION_FIELDS = {
  ...RANGE_FILTER_FIELDS,
  group_by: groupingParam("project").describe(`The rows: ${GROUPINGS_TEXT}`),
  then_by: groupingParam(undefined).describe(
    `The rows within each row (optional): ${GROUPINGS_TEXT}, not the same as group_by`,
  ),
};

/** The definition's rules: the range's, and two different groupings. */
const withDefinitionRules = <
  T extends z.ZodType<{ from: string; to: string; group_by: GroupBy; then_by?: GroupBy }>,
>(
  schema: T,
) =>
  withRangeRules(schema).refine(({ group_by, then_by }) => then_by !== group_by, {
    path: ["then_by"],
    message: REPORT_MESSAGES.sameGrouping,
    when: (payload) =>
      !payload.issues.some(
        (issue) => !issue.path?.length || ["group_by", "then_by"].includes(String(issue.path[0])),
      ),
  });

export const ReportQuerySchema = withDefinitionRules(z.object(DEFINITION_FIELDS));
/** A report's definition as the query string carries it. */
export type ReportQuery = z.input<typeof ReportQuerySchema>;
export type ParsedReportQuery = z.output<typeof ReportQuerySchema>;

export const ReportExportQuerySchema = withDefinitionRules(
  z.object({ ...DEFINITION_FIELDS, file_format: z.enum(REPORT_EXPORT_FORMATS).optional() }),
);
export type ParsedReportExportQuery = z.output<typeof ReportExportQuerySchema>;

export const ReportFileQuerySchema = z.object({
  file_format: z.enum(REPORT_EXPORT_FORMATS).optional(),
});
export type ReportFileQuery = z.output<typeof ReportFileQuerySchema>;

/** The definition's parameters a saved report keeps, in the order a query string lists them. */
export const REPORT_DEFINITION_KEYS = [
  "from",
  "to",
  "group_by",
  "then_by",
  "user",
  "project",
  "debtor",
  "activity",
  "tag",
  "billable",
  "invoiced",
] as const;
export type ReportDefinitionKey = (typeof REPORT_DEFINITION_KEYS)[number];

/** In a JSON body, a number or boolean is read as its text and null as not given. */
const asText = (field: z.ZodType) =>
  z.preprocess(
    (value) =>
      typeof value === "number" || typeof value === "boolean"
        ? String(value)
        : value === null
          ? undefined
          : value,
    field,
  );

export const SavedReportWriteSchema = withDefinitionRules(
  z.object({
    name: z.string().trim().min(1).max(100),
    ...(Object.fromEntries(
      Object.entries(DEFINITION_FIELDS).map(([key, field]) => [key, asText(field)]),
    ) as unknown as typeof DEFINITION_FIELDS),
  }),
).meta({ id: "SavedReportWrite" });
export type SavedReportWrite = z.input<typeof SavedReportWriteSchema>;
export type ParsedSavedReportWrite = z.output<typeof SavedReportWriteSchema>;

const definitionValue = z.string().nullable();
export const SavedReportSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    from: z.string(),
    to: z.string(),
    group_by: z.enum(GROUP_BY),
    then_by: z.enum(GROUP_BY).nullable(),
    user: definitionValue,
    project: definitionValue,
    debtor: definitionValue,
    activity: definitionValue,
    tag: definitionValue,
    billable: definitionValue,
    invoiced: definitionValue,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "SavedReport" });
export type SavedReport = z.infer<typeof SavedReportSchema>;
export const SavedReportListSchema = z.array(SavedReportSchema).meta({ id: "SavedReportList" });

const AmountSchema = z.object({ currency: z.string(), amount: z.string() });
/**
 * Worked and billable time, the billable time as billed (after billing rounding, decision 031),
 * and for owners and admins the billable amounts per currency.
 */
const FIGURES = {
  tracked_seconds: z.number().int(),
  billable_seconds: z.number().int(),
  billed_seconds: z.number().int(),
  amounts: z.array(AmountSchema).optional(),
};
const ReportRowFields = { key: z.string().nullable(), label: z.string().nullable(), ...FIGURES };

export const ReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    group_by: z.enum(GROUP_BY),
    then_by: z.enum(GROUP_BY).nullable(),
    timezone: z.string(),
    totals: z.object(FIGURES),
    rows: z.array(z.object({ ...ReportRowFields, rows: z.array(z.object(ReportRowFields)) })),
  })
  .meta({ id: "Report" });
export type Report = z.infer<typeof ReportSchema>;
export type ReportRow = Report["rows"][number];

export const ReportShareSchema = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    expires_on: z.string().nullable(),
    is_expired: z.boolean(),
  })
  .meta({ id: "ReportShare" });
export type ReportShare = z.infer<typeof ReportShareSchema>;
export const ReportShareListSchema = z.array(ReportShareSchema).meta({ id: "ReportShareList" });
/** A new link: its token is shown this once (only its hash is kept). */
export const ReportShareCreatedSchema = ReportShareSchema.extend({ token: z.string() }).meta({
  id: "ReportShareCreated",
});
export type ReportShareCreated = z.infer<typeof ReportShareCreatedSchema>;

export const ReportShareWriteSchema = z
  .object({
    expires_on: dateField()
      .nullable()
      .optional()
      .describe("The last day the link opens (in the company's time zone); none: no end"),
  })
  .meta({ id: "ReportShareWrite" });
export type ReportShareWrite = z.input<typeof ReportShareWriteSchema>;

export const ReportShareParamsSchema = z.object({ id: z.string(), share_id: z.string() });
export const SharedReportParamsSchema = z.object({ token: z.string() });

/** What a shared link shows: the report's name, the company and the report as its owner sees it now. */
export const SharedReportSchema = z
  .object({ name: z.string(), company_name: z.string(), report: ReportSchema })
  .meta({ id: "SharedReport" });
export type SharedReport = z.infer<typeof SharedReportSchema>;
