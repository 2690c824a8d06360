import { z } from "zod";
import { dayParam, idFilter, TimeLogFilterSchema } from "../filters.ts";
import { FIELD_MESSAGES } from "../messages.ts";

export const GROUP_BY = [
  "day",
  "week",
  "month",
  "project",
  "debtor",
  "activity",
  "user",
  "tag",
] as const;
export type GroupBy = (typeof GROUP_BY)[number];
export const MAX_STATISTICS_DAYS = 3 * 366;

export const STATISTICS_MESSAGES = {
  toBeforeFrom: "To must not be before from.",
  rangeTooLong: "The range may not exceed 3 years.",
  invalidDate: FIELD_MESSAGES.invalidDate,
} as const;

/** Whole days from `from` to `to`, both included. */
const daysInclusive = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The range is checked once both its days are (whatever else a request got wrong). */
const rangeParsed = (payload: z.core.ParsePayload) =>
  !payload.issues.some(
    // A body that is no object at all (null, a list) has its issue at the root: nothing to check.
    (issue) => !issue.path?.length || issue.path[0] === "from" || issue.path[0] === "to",
  );

/**
 * A grouping's parameter (DRF's ChoiceField): one of GROUP_BY, `fallback` when not given (and,
 * for an optional one, when empty).
 */
export const groupingParam = <F extends GroupBy | undefined>(fallback: F) =>
  z
    .string()
    .optional()
    .transform((raw, context): GroupBy | F => {
      if (raw === undefined || (raw === "" && fallback === undefined)) return fallback;
      if ((GROUP_BY as readonly string[]).includes(raw)) return raw as GroupBy;
      context.addIssue({ code: "custom", message: FIELD_MESSAGES.invalidChoice(raw) });
      return z.NEVER;
    });

/** The range's and filters' parameters the statistics and the reports share. */
export const RANGE_FILTER_FIELDS = {
  ...TimeLogFilterSchema.shape,
  tag: idFilter.describe("Logs that carry this tag"),
  from: dayParam.describe("First day, YYYY-MM-DD, in the company's time zone"),
  to: dayParam.describe("Last day (inclusive)"),
};

/** The range's rules: `to` not before `from`, at most three years. */
export const withRangeRules = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine(({ from, to }) => to >= from, {
      path: ["to"],
      message: STATISTICS_MESSAGES.toBeforeFrom,
      when: rangeParsed,
    })
    .refine(({ from, to }) => to < from || daysInclusive(from, to) <= MAX_STATISTICS_DAYS, {
      path: ["to"],
      message: STATISTICS_MESSAGES.rangeTooLong,
      when: rangeParsed,
    });

export const StatisticsQuerySchema = withRangeRules(
  z.object({
    ...RANGE_FILTER_FIELDS,
    group_by: groupingParam("day").describe(
      `${GROUP_BY.join(", ")}. By tag, a log with several tags counts in each of them (the rows may add up to more than the totals), and time without a tag is the row whose key is null.`,
    ),
  }),
);
/** The statistics query string: range, grouping and the time-log filters. */
export type StatisticsQuery = z.input<typeof StatisticsQuerySchema>;
/** What the server reads from it. */
export type ParsedStatisticsQuery = z.output<typeof StatisticsQuerySchema>;

const Amount = z.object({ currency: z.string(), amount: z.string() });

export const StatisticsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    group_by: z.enum(GROUP_BY),
    timezone: z.string(),
    totals: z.object({
      tracked_seconds: z.number().int(),
      billable_seconds: z.number().int(),
      billed_seconds: z
        .number()
        .int()
        .describe("The billable time as billed, after billing rounding (decision 031)"),
      amounts: z.array(Amount.extend({ unbilled_amount: z.string() })).optional(),
    }),
    rows: z.array(
      z.object({
        key: z.string().nullable(),
        label: z.string().nullable(),
        tracked_seconds: z.number().int(),
        billable_seconds: z.number().int(),
        billed_seconds: z.number().int(),
        amounts: z.array(Amount).optional(),
      }),
    ),
  })
  .meta({ id: "Statistics" });
export type Statistics = z.infer<typeof StatisticsSchema>;
