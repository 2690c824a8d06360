import { z } from "zod";
import { paginated, pk } from "../common.ts";
import { idFilter, ListQuerySchema } from "../filters.ts";
import { FIELD_MESSAGES } from "../messages.ts";
import { integerField } from "../validation.ts";

/**
 * Billing rounding (decision 031): how a log's worked time becomes the time it bills. Worked time
 * (`duration_seconds`) never changes; the billed time (`billed_seconds`) and the amount are derived.
 */
export const ROUNDING_MODES = ["up", "down", "nearest"] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];
/** The steps a rule rounds to, in minutes. */
export const ROUNDING_INTERVALS = [1, 5, 6, 10, 15, 30] as const;
export type RoundingInterval = (typeof ROUNDING_INTERVALS)[number];
/** Each log on its own, or a person's billable time per project and day (company time zone). */
export const ROUNDING_SCOPES = ["log", "day"] as const;
export type RoundingScope = (typeof ROUNDING_SCOPES)[number];
/** The longest minimum billable time: a day. */
export const MAX_MINIMUM_MINUTES = 1440;

export const ROUNDING_MESSAGES = {
  debtorAndProject: "A rounding rule applies to the company, one debtor or one project, not two.",
  companyTaken: "The company has a rounding rule already.",
  debtorTaken: "This debtor has a rounding rule already.",
  projectTaken: "This project has a rounding rule already.",
} as const;

/** One of the intervals, as DRF's ChoiceField with integer choices reads it (15 or "15"). */
const interval = z.unknown().transform((value, context): RoundingInterval => {
  if (value === undefined || value === null) {
    context.addIssue({
      code: "custom",
      message: value === undefined ? FIELD_MESSAGES.required : FIELD_MESSAGES.notNull,
    });
    return z.NEVER;
  }
  const number = typeof value === "string" && /^\d{1,2}$/.test(value) ? Number(value) : value;
  const choice = ROUNDING_INTERVALS.find((one) => one === number);
  if (choice === undefined) {
    context.addIssue({
      code: "custom",
      message: FIELD_MESSAGES.invalidChoice(
        typeof value === "object" ? JSON.stringify(value) : String(value),
      ),
    });
    return z.NEVER;
  }
  return choice;
});

export const BillingRoundingRuleSchema = z
  .object({
    id: z.number().int(),
    debtor: z.number().int().nullable().describe("The debtor whose projects it rounds"),
    project: z.number().int().nullable().describe("The project it rounds"),
    mode: z.enum(ROUNDING_MODES),
    interval_minutes: z.number().int(),
    scope: z.enum(ROUNDING_SCOPES),
    minimum_minutes: z
      .number()
      .int()
      .describe("The least billed time of a log or day with worked time; 0: none"),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({
    id: "BillingRoundingRule",
    description:
      "Neither debtor nor project: the company's default. The most specific rule wins: project, then debtor, then company.",
  });
export type BillingRoundingRule = z.infer<typeof BillingRoundingRuleSchema>;
export const BillingRoundingRuleListSchema = paginated(BillingRoundingRuleSchema).meta({
  id: "BillingRoundingRuleList",
});
export const BillingRoundingRuleWriteSchema = z
  .object({
    debtor: pk.nullable(),
    project: pk.nullable(),
    mode: z.enum(ROUNDING_MODES),
    interval_minutes: interval.meta({ type: "integer", enum: [...ROUNDING_INTERVALS] }),
    scope: z.enum(ROUNDING_SCOPES),
    minimum_minutes: integerField({ min: 0, max: MAX_MINIMUM_MINUTES }),
  })
  .partial()
  .meta({ id: "BillingRoundingRuleWrite" });
export type BillingRoundingRuleWriteBody = z.input<typeof BillingRoundingRuleWriteSchema>;
export const BillingRoundingRuleQuerySchema = ListQuerySchema.extend({
  project: idFilter,
  debtor: idFilter,
});
export type BillingRoundingRuleQuery = z.input<typeof BillingRoundingRuleQuerySchema>;
export type ParsedBillingRoundingRuleQuery = z.output<typeof BillingRoundingRuleQuerySchema>;

/** What a rule does, as the pure rounding (server) and the forms (web) read it. */
export interface Rounding {
  mode: RoundingMode;
  intervalMinutes: number;
  scope: RoundingScope;
  minimumMinutes: number;
}

/**
 * Worked seconds to billed seconds: to a multiple of the interval (up keeps an exact multiple,
 * nearest rounds a half up), then at least the minimum. Nothing worked bills nothing: a zero
 * duration gets no minimum.
 */
export function roundBilledSeconds(rounding: Rounding, seconds: number): number {
  if (seconds <= 0) return 0;
  const step = rounding.intervalMinutes * 60;
  const below = seconds - (seconds % step);
  const rest = seconds - below;
  const rounded =
    rest === 0
      ? seconds
      : rounding.mode === "down"
        ? below
        : rounding.mode === "up"
          ? below + step
          : rest * 2 >= step
            ? below + step
            : below;
  return Math.max(rounded, rounding.minimumMinutes * 60);
}
