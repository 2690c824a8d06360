import { z } from "zod";

export const GROUP_BY = ["day", "week", "month", "project", "debtor", "activity", "user"] as const;
export type GroupBy = (typeof GROUP_BY)[number];
export const MAX_STATISTICS_DAYS = 3 * 366;

export const STATISTICS_MESSAGES = {
  toBeforeFrom: "To must not be before from.",
  rangeTooLong: "The range may not exceed 3 years.",
  invalidDate: "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.",
} as const;

export const StatisticsQuerySchema = z.object({
  from: z.string().optional().describe("First day, YYYY-MM-DD, in the company's time zone"),
  to: z.string().optional().describe("Last day (inclusive)"),
  group_by: z.string().optional().describe(GROUP_BY.join(", ")),
  user: z.string().optional(),
  project: z.string().optional(),
  debtor: z.string().optional(),
  activity: z.string().optional(),
  billable: z.string().optional(),
  invoiced: z.string().optional(),
});
/** The statistics query string: range, grouping and the time-log filters. */
export type StatisticsQuery = z.input<typeof StatisticsQuerySchema>;

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
      amounts: z.array(Amount.extend({ unbilled_amount: z.string() })),
    }),
    rows: z.array(
      z.object({
        key: z.string().nullable(),
        label: z.string().nullable(),
        tracked_seconds: z.number().int(),
        billable_seconds: z.number().int(),
        amounts: z.array(Amount),
      }),
    ),
  })
  .meta({ id: "Statistics" });
export type Statistics = z.infer<typeof StatisticsSchema>;
