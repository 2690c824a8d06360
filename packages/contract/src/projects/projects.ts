import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../accounts/accounts.ts";
import { paginated, pk } from "../common.ts";
import {
  booleanFilter,
  idFilter,
  instantFilter,
  isStorableInstant,
  ListQuerySchema,
  TimeLogFilterSchema,
} from "../filters.ts";
import {
  electronicAddressSchemeField,
  identifierField,
  normalizeVatId,
  registrationSchemeField,
  vatIdProblem,
} from "../invoicing/identifiers.ts";
import { EINVOICE_FORMATS, TAX_TREATMENTS } from "../invoicing/invoicing.ts";
import { moneyInput } from "../masterdata/company.ts";
import { FIELD_MESSAGES } from "../messages.ts";
import { dateField, decimalField, integerField } from "../validation.ts";
import { MAX_TAGS_PER_LOG } from "./tags.ts";

export const PROJECT_MESSAGES = {
  endBeforeStart: "End must not be before start.",
  tooLong: "A time log can last at most 24 hours.",
  alreadyRunning: (id: number) =>
    `A timer is already running (time log ${id}). Stop it first or send stop_running.`,
  notRunning: "This time log is not running.",
  invoicedLocked: "This time log is invoiced and can no longer be changed.",
  periodLocked: (day: string) =>
    `Time up to ${day} is locked and cannot be changed. The owner can unlock it.`,
  debtorInUse: "This debtor has projects; archive it instead.",
  projectInUse: "This project has time logs; archive it instead.",
  activityInUse: "This activity has time logs; archive it instead.",
  debtorInvoiced: "This debtor has invoices; archive it instead.",
  projectInvoiced: "This project is on invoices; archive it instead.",
  activityInvoiced: "This activity is on invoices; archive it instead.",
  validUntilBeforeFrom: "Valid until must not be before valid from.",
  endDateBeforeStart: "End date must not be before start date.",
  invalidColor: "Enter a colour as #rrggbb.",
} as const;

export const RATE_TYPES = ["hourly", "fixed"] as const;
export const MAX_TIME_LOG_SECONDS = 24 * 60 * 60;

const name = z.string().trim().min(1).max(200);
const text = (max: number) => z.string().trim().max(max);
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, PROJECT_MESSAGES.invalidColor);
const isoDate = dateField();
const optionalPk = pk.nullable();
/** A log's tags by id: each once, at most MAX_TAGS_PER_LOG. */
const tagIds = z
  .array(pk)
  .max(MAX_TAGS_PER_LOG, {
    message: `Ensure this field has no more than ${MAX_TAGS_PER_LOG} elements.`,
  })
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** What a project's budget alerts start with: 80 % and 100 %. */
export const DEFAULT_BUDGET_THRESHOLDS = [80, 100] as const;
/** A threshold is a percentage of the budget: 1 to 1000 (ten times the budget). */
export const BUDGET_THRESHOLD_LIMITS = { min: 1, max: 1000, count: 10 } as const;
const budgetThresholds = z
  .array(integerField({ min: BUDGET_THRESHOLD_LIMITS.min, max: BUDGET_THRESHOLD_LIMITS.max }))
  .max(BUDGET_THRESHOLD_LIMITS.count, {
    message: `Ensure this field has no more than ${BUDGET_THRESHOLD_LIMITS.count} elements.`,
  })
  .transform((values) => [...new Set(values)].sort((a, b) => a - b));

// ── Debtor ─────────────────────────────────────────────────────────────────────
export const DebtorSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    contact_person: z.string(),
    email: z.string(),
    phone: z.string(),
    street: z.string(),
    zip_code: z.string(),
    city: z.string(),
    country: z.string(),
    vat_id: z.string(),
    currency: z.string().nullable(),
    payment_terms_days: z.number().int().nullable(),
    invoice_email: z.string(),
    buyer_reference: z.string().describe("BT-10; the Leitweg-ID of German public customers"),
    tax_treatment: z.enum(TAX_TREATMENTS),
    tax_exemption_reason: z.string(),
    einvoice_format: z.enum(EINVOICE_FORMATS),
    registration_id: z.string().describe("BT-47: SIREN, enterprise number …"),
    registration_scheme: z.string().describe("ICD scheme of registration_id"),
    electronic_address: z.string().describe("BT-49: Peppol participant, Leitweg-ID, e-mail"),
    electronic_address_scheme: z.string().describe("EAS code"),
    notes: z.string(),
    is_archived: z.boolean(),
    budget_hours: z.string().nullable().describe("Over all the debtor's projects"),
    budget_amount: z
      .string()
      .nullable()
      .describe("Over all the debtor's projects, in the debtor's currency (else the company's)")
      .optional(),
    budget_monthly: z
      .boolean()
      .describe("A retainer: the budgets apply to each calendar month in the company's time zone"),
    budget_alert_thresholds: z
      .array(z.number().int())
      .describe("The percentages of a budget at which owners and admins are mailed, ascending"),
    budget_alert_members: z
      .boolean()
      .describe(
        "Whether those who tracked time on the debtor's projects are mailed the hour budget's alerts too",
      ),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Debtor" });
export type Debtor = z.infer<typeof DebtorSchema>;
/** A debtor with its billable time not yet invoiced (a member: their own). */
export const DebtorDetailSchema = DebtorSchema.extend({
  unbilled_seconds: z.number().int().describe("Billable seconds not yet invoiced"),
  unbilled_amounts: z.array(z.object({ currency: z.string(), amount: z.string() })).optional(),
  unbilled_from: z
    .string()
    .nullable()
    .describe(
      "The company's day of the first ended unbilled log: where an invoice's period starts",
    ),
  unbilled_until: z.string().nullable().describe("The day of the last ended unbilled log"),
}).meta({ id: "DebtorDetail" });
export type DebtorDetail = z.infer<typeof DebtorDetailSchema>;
export const DebtorListSchema = paginated(DebtorSchema).meta({ id: "DebtorList" });
export const DebtorWriteSchema = z
  .object({
    name,
    contact_person: text(200),
    email: z.union([z.literal(""), z.email().max(EMAIL_MAX_LENGTH)]),
    phone: text(50),
    street: text(200),
    zip_code: text(20),
    city: text(100),
    country: z.union([
      z.literal(""),
      z.string().regex(/^[A-Z]{2}$/, "Enter a two-letter country code."),
    ]),
    vat_id: identifierField(50, vatIdProblem, normalizeVatId),
    currency: z.string().length(3).nullable(),
    payment_terms_days: integerField({ min: 0, max: 365 }).nullable(),
    invoice_email: z.union([z.literal(""), z.email().max(EMAIL_MAX_LENGTH)]),
    buyer_reference: text(100),
    tax_treatment: z.enum(TAX_TREATMENTS),
    tax_exemption_reason: text(300),
    einvoice_format: z.enum(EINVOICE_FORMATS),
    registration_id: text(100),
    registration_scheme: registrationSchemeField,
    electronic_address: text(254),
    electronic_address_scheme: electronicAddressSchemeField,
    notes: text(5000),
    is_archived: z.boolean(),
    budget_hours: decimalField({ maxDigits: 10, decimalPlaces: 2, min: 0 }).nullable(),
    budget_amount: moneyInput.nullable(),
    budget_monthly: z.boolean(),
    budget_alert_thresholds: budgetThresholds,
    budget_alert_members: z.boolean(),
  })
  .partial()
  .meta({ id: "DebtorWrite" });
/** What a client sends to create or change a debtor. */
export type DebtorWriteBody = z.input<typeof DebtorWriteSchema>;

// ── Project ────────────────────────────────────────────────────────────────────
export const ProjectSchema = z
  .object({
    id: z.number().int(),
    debtor: z.number().int().nullable(),
    name: z.string(),
    description: z.string(),
    color: z.string(),
    currency: z.string(),
    billable_by_default: z.boolean(),
    budget_hours: z.string().nullable(),
    budget_amount: z.string().nullable().optional(),
    budget_monthly: z
      .boolean()
      .describe("A retainer: the budgets apply to each calendar month in the company's time zone"),
    budget_alert_thresholds: z
      .array(z.number().int())
      .describe("The percentages of a budget at which owners and admins are mailed, ascending"),
    budget_alert_members: z
      .boolean()
      .describe("Whether the project's members are mailed the hour budget's alerts too"),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    is_archived: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Project" });
export type Project = z.infer<typeof ProjectSchema>;
/** A project with its totals: the whole project's for the owner and admins, a member's own time for a member. */
export const ProjectDetailSchema = ProjectSchema.extend({
  tracked_seconds: z.number().int(),
  billable_seconds: z.number().int(),
  billable_amount: z.string().optional(),
  unbilled_amount: z.string().optional(),
  budget_hours_used_percent: z.number().nullable(),
  budget_amount_used_percent: z
    .number()
    .nullable()
    .optional()
    .describe("Sent to the owner and admins only"),
}).meta({ id: "ProjectDetail" });
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;
export const ProjectListSchema = paginated(ProjectSchema).meta({ id: "ProjectList" });
export const ProjectWriteSchema = z
  .object({
    debtor: optionalPk,
    name,
    description: text(5000),
    color,
    currency: z.string().length(3).nullable(),
    billable_by_default: z.boolean(),
    budget_hours: decimalField({ maxDigits: 10, decimalPlaces: 2, min: 0 }).nullable(),
    budget_amount: moneyInput.nullable(),
    budget_monthly: z.boolean(),
    budget_alert_thresholds: budgetThresholds,
    budget_alert_members: z.boolean(),
    start_date: isoDate.nullable(),
    end_date: isoDate.nullable(),
    is_archived: z.boolean(),
  })
  .partial()
  .meta({ id: "ProjectWrite" });
export type ProjectWriteBody = z.input<typeof ProjectWriteSchema>;

/** A project's budget over its period and its use week by week (the project page's burn-down). */
export const ProjectBudgetSchema = z
  .object({
    period: z
      .enum(["month", "total"])
      .describe("month: the current calendar month (budget_monthly); total: the project's life"),
    start: z.string().nullable().describe("The period's first day; null: no time tracked yet"),
    end: z.string().describe("The period's last day so far (today in the company's time zone)"),
    budget_hours: z.string().nullable(),
    budget_amount: z.string().nullable().optional(),
    thresholds: z.array(z.number().int()),
    used_seconds: z.number().int().describe("Ended logs of everyone in the period"),
    used_amount: z.string().nullable().optional(),
    weeks: z
      .array(
        z.object({
          week: z.string().describe("The week's Monday"),
          tracked_seconds: z.number().int(),
          amount: z.string().nullable().optional(),
          cumulative_seconds: z.number().int(),
          cumulative_amount: z.string().nullable().optional(),
        }),
      )
      .describe("Every week of the period with tracked time, oldest first"),
  })
  .meta({ id: "ProjectBudget" });
export type ProjectBudget = z.infer<typeof ProjectBudgetSchema>;
/**
 * A debtor's budget over all its projects in its period and their use week by week (the
 * debtor page's burn-down); the period `total` runs from the first day with time on them.
 */
export const DebtorBudgetSchema = ProjectBudgetSchema.extend({
  currency: z
    .string()
    .describe("The debtor's currency (else the company's): what the amounts count"),
}).meta({ id: "DebtorBudget" });
export type DebtorBudget = z.infer<typeof DebtorBudgetSchema>;

// ── Activity ───────────────────────────────────────────────────────────────────
export const ActivitySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    color: z.string(),
    billable_by_default: z.boolean(),
    project: z.number().int().nullable(),
    is_archived: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Activity" });
export type Activity = z.infer<typeof ActivitySchema>;
export const ActivityListSchema = paginated(ActivitySchema).meta({ id: "ActivityList" });
export const ActivityWriteSchema = z
  .object({
    name,
    description: text(5000),
    color,
    billable_by_default: z.boolean(),
    project: optionalPk,
    is_archived: z.boolean(),
  })
  .partial()
  .meta({ id: "ActivityWrite" });
export type ActivityWriteBody = z.input<typeof ActivityWriteSchema>;

// ── Hourly-rate rule ───────────────────────────────────────────────────────────
export const HourlyRateRuleSchema = z
  .object({
    id: z.number().int(),
    debtor: z.number().int().nullable(),
    project: z.number().int().nullable(),
    activity: z.number().int().nullable(),
    user: z.number().int().nullable(),
    rate_type: z.enum(RATE_TYPES),
    rate: z.string().optional(),
    internal_rate: z
      .string()
      .nullable()
      .optional()
      .describe("The cost of the hour inside the company; sent to the owner and admins only"),
    valid_from: z.string().nullable(),
    valid_until: z.string().nullable(),
    description: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "HourlyRateRule" });
export type HourlyRateRule = z.infer<typeof HourlyRateRuleSchema>;
export const HourlyRateRuleListSchema = paginated(HourlyRateRuleSchema).meta({
  id: "HourlyRateRuleList",
});
export const HourlyRateRuleWriteSchema = z
  .object({
    debtor: optionalPk,
    project: optionalPk,
    activity: optionalPk,
    user: optionalPk,
    rate_type: z.enum(RATE_TYPES),
    rate: moneyInput,
    internal_rate: moneyInput.nullable(),
    valid_from: isoDate.nullable(),
    valid_until: isoDate.nullable(),
    description: text(500),
  })
  .partial()
  .meta({ id: "HourlyRateRuleWrite" });
export type HourlyRateRuleWriteBody = z.input<typeof HourlyRateRuleWriteSchema>;

// ── Time log ───────────────────────────────────────────────────────────────────
const datetime = z.iso
  .datetime({ offset: true, local: false })
  .refine(isStorableInstant, { message: FIELD_MESSAGES.invalidDatetime });

export const TimeLogSchema = z
  .object({
    id: z.number().int(),
    user: z.number().int(),
    project: z.number().int(),
    activity: z.number().int().nullable(),
    description: z.string(),
    start: z.string(),
    end: z.string().nullable(),
    is_running: z.boolean(),
    duration_seconds: z.number().int().describe("Worked time: never changed by billing rounding"),
    billed_seconds: z
      .number()
      .int()
      .describe(
        "The time the log bills: its worked time after the billing-rounding rule (decision 031), 0 when not billable; the amount is its rate × this time",
      ),
    billable: z.boolean(),
    hourly_rate: z.string().nullable().optional(),
    rate_type: z.enum(RATE_TYPES).nullable(),
    rate_rule: z.number().int().nullable(),
    has_rate: z.boolean(),
    amount: z.string().optional(),
    currency: z.string(),
    invoice: z.number().int().nullable(),
    tags: z.array(z.number().int()).describe("The log's tags, by id, in ascending order"),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "TimeLog" });
export type TimeLog = z.infer<typeof TimeLogSchema>;
export const TimeLogListSchema = paginated(TimeLogSchema).meta({ id: "TimeLogList" });
export const TimeLogWriteSchema = z
  .object({
    user: pk,
    project: pk,
    activity: optionalPk,
    description: text(5000),
    start: datetime,
    end: datetime.nullable(),
    billable: z.boolean(),
    tags: tagIds.describe("The log's tags (replacing those it has)"),
  })
  .partial()
  .meta({ id: "TimeLogWrite" });
export type TimeLogWriteBody = z.input<typeof TimeLogWriteSchema>;
export const TimeLogTotalsSchema = z
  .object({
    tracked_seconds: z.number().int(),
    billable_seconds: z.number().int(),
    amounts: z.array(z.object({ currency: z.string(), amount: z.string() })).optional(),
  })
  .meta({ id: "TimeLogTotals" });
export type TimeLogTotals = z.infer<typeof TimeLogTotalsSchema>;
export const TimerStartSchema = z
  .object({
    project: pk,
    activity: optionalPk.optional(),
    description: text(5000).optional(),
    stop_running: z.boolean().optional(),
    tags: tagIds.optional(),
  })
  .meta({ id: "TimerStart" });
export type TimerStartBody = z.input<typeof TimerStartSchema>;
/** The most logs one bulk request may change (the list's largest page). */
export const MAX_BULK_TIME_LOGS = 1000;
export const TIME_LOG_BULK_ACTIONS = ["update", "delete"] as const;
export const TimeLogBulkSchema = z
  .object({
    ids: z
      .array(pk)
      .min(1, { message: "This list may not be empty." })
      .max(MAX_BULK_TIME_LOGS, {
        message: `Ensure this field has no more than ${MAX_BULK_TIME_LOGS} elements.`,
      }),
    action: z.enum(TIME_LOG_BULK_ACTIONS),
    changes: z
      .object({ project: pk, activity: optionalPk, billable: z.boolean(), tags: tagIds })
      .partial()
      .optional(),
  })
  .meta({ id: "TimeLogBulk" });
export type TimeLogBulkBody = z.input<typeof TimeLogBulkSchema>;
/** What a bulk request did: the changed logs as they are now (none for a delete) and how many. */
export const TimeLogBulkResultSchema = z
  .object({
    action: z.enum(TIME_LOG_BULK_ACTIONS),
    count: z.number().int(),
    results: z.array(TimeLogSchema),
  })
  .meta({ id: "TimeLogBulkResult" });
export type TimeLogBulkResult = z.infer<typeof TimeLogBulkResultSchema>;
export const TimeLogQuerySchema = ListQuerySchema.extend({
  ...TimeLogFilterSchema.shape,
  tag: idFilter.describe("Logs that carry this tag"),
  start_after: instantFilter.describe(
    "ISO datetime or date (00:00 in the company's time zone); inclusive",
  ),
  start_before: instantFilter.describe("ISO datetime or date; exclusive"),
});
/** The query string of the time-log list, totals and export. */
export type TimeLogQuery = z.input<typeof TimeLogQuerySchema>;
/** What the server reads from it. */
export type ParsedTimeLogQuery = z.output<typeof TimeLogQuerySchema>;
export const TIME_LOG_EXPORT_FORMATS = ["csv", "xlsx"] as const;
/** The media type of each export format. */
export const TIME_LOG_EXPORT_CONTENT_TYPES: Record<
  (typeof TIME_LOG_EXPORT_FORMATS)[number],
  string
> = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
/**
 * A CSV's separator and decimal mark: `comma` (1,234.50 → `1234.50`, fields split by commas, as
 * English spreadsheets read it) or `semicolon` (`1234,50`, fields split by semicolons, as German,
 * French and Dutch ones do). Without it, the user's language decides.
 */
export const TIME_LOG_CSV_STYLES = ["comma", "semicolon"] as const;
export type TimeLogCsvStyle = (typeof TIME_LOG_CSV_STYLES)[number];
export const TimeLogExportQuerySchema = TimeLogQuerySchema.extend({
  file_format: z.enum(TIME_LOG_EXPORT_FORMATS).optional(),
  csv_style: z.enum(TIME_LOG_CSV_STYLES).optional(),
});
export type ParsedTimeLogExportQuery = z.output<typeof TimeLogExportQuerySchema>;
/** Each list's own filters (any other parameter is ignored, as DRF ignores it). */
export const DebtorQuerySchema = ListQuerySchema.extend({ is_archived: booleanFilter });
export type DebtorQuery = z.input<typeof DebtorQuerySchema>;
export type ParsedDebtorQuery = z.output<typeof DebtorQuerySchema>;
export const ProjectQuerySchema = ListQuerySchema.extend({
  is_archived: booleanFilter,
  debtor: idFilter,
});
export type ProjectQuery = z.input<typeof ProjectQuerySchema>;
export type ParsedProjectQuery = z.output<typeof ProjectQuerySchema>;
export const ActivityQuerySchema = ListQuerySchema.extend({
  is_archived: booleanFilter,
  project: idFilter.describe("The activities usable on this project: its own and the global ones"),
});
export type ActivityQuery = z.input<typeof ActivityQuerySchema>;
export type ParsedActivityQuery = z.output<typeof ActivityQuerySchema>;
export const HourlyRateRuleQuerySchema = ListQuerySchema.extend({
  project: idFilter,
  debtor: idFilter,
});
export type HourlyRateRuleQuery = z.input<typeof HourlyRateRuleQuerySchema>;
export type ParsedHourlyRateRuleQuery = z.output<typeof HourlyRateRuleQuerySchema>;
/** The query strings of these lists together: what a client may send to any of them. */
export type ArchiveQuery = ProjectQuery & ActivityQuery;

// ── Dashboard ──────────────────────────────────────────────────────────────────
/** How many debtors the dashboard's "ready to bill" names at most. */
export const READY_TO_BILL_SHOWN = 10;
const TimeTotals = z.object({
  tracked_seconds: z.number().int(),
  billable_seconds: z.number().int(),
});
export const DashboardSchema = z
  .object({
    timezone: z.string(),
    today: z.string(),
    today_totals: TimeTotals,
    week_totals: TimeTotals,
    week_days: z.array(TimeTotals.extend({ date: z.string() })),
    unbilled_amounts: z.array(z.object({ currency: z.string(), amount: z.string() })).optional(),
    ready_to_bill: z
      .array(
        z.object({
          debtor: z.number().int(),
          name: z.string(),
          unbilled_seconds: z.number().int(),
          amounts: z.array(z.object({ currency: z.string(), amount: z.string() })).optional(),
        }),
      )
      .describe(
        `The ${READY_TO_BILL_SHOWN} debtors with the most billable time of ended logs not yet invoiced (owners and admins; empty for members)`,
      ),
    budget_warnings: z.array(
      z.object({
        project: z.number().int(),
        name: z.string(),
        budget_hours: z.string().nullable(),
        budget_amount: z.string().nullable().optional(),
        used_percent: z.number(),
      }),
    ),
  })
  .meta({ id: "Dashboard" });
export type Dashboard = z.infer<typeof DashboardSchema>;
