import { z } from "zod";
import { paginated, pk } from "../common.ts";
import { FIELD_MESSAGES } from "../messages.ts";

export const BILLING_PERIOD_STATUSES = ["active", "cancelled", "ended"] as const;
export type BillingPeriodStatus = (typeof BILLING_PERIOD_STATUSES)[number];

export const BILLING_MESSAGES = {
  alreadySubscribed: "The company already has a subscription.",
  noActivePeriod: "The company has no active billing period.",
  userCountPositive: "New user count must be a positive integer",
  userCountGreater: "New user count must be greater than current user count",
  userCountBelowMembers: (members: number) =>
    `New user count must not be lower than the number of active members (${members}).`,
  planUserLimit: (plan: string, max: number) =>
    `The plan "${plan}" allows at most ${max} user${max === 1 ? "" : "s"}.`,
  alreadyCancelled: "This billing period is already cancelled.",
  notCancelled: "This billing period is not cancelled.",
  periodEnded: "This billing period has already ended.",
  subscriptionEnded:
    "Your subscription has ended. Choose a plan to continue; until then your data is read-only.",
  invalidStatus: (value: string) =>
    `Select a valid choice. ${value} is not one of the available choices.`,
} as const;

export const SubscriptionTypeSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    price_per_user: z.string().describe("Monthly price per user, decimal string"),
    currency: z.string(),
    max_users: z.number().int().nullable(),
    features: z.array(z.string()),
    is_active: z.boolean(),
    sort_order: z.number().int(),
  })
  .meta({ id: "SubscriptionType" });
export type SubscriptionType = z.infer<typeof SubscriptionTypeSchema>;
export const SubscriptionTypeListSchema = paginated(SubscriptionTypeSchema).meta({
  id: "SubscriptionTypeList",
});

export const BillingChargeSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  users: z.number().int(),
  amount: z.string(),
  created_at: z.string(),
});

export const BillingPeriodSchema = z
  .object({
    id: z.number().int(),
    company: z.number().int(),
    subscription_type: z.number().int(),
    start_date: z.string().describe("YYYY-MM-DD, first day"),
    end_date: z.string().describe("YYYY-MM-DD, last day (inclusive)"),
    amount_of_users: z.number().int(),
    next_amount_of_users: z.number().int(),
    price_per_user: z.string(),
    currency: z.string(),
    total_amount: z
      .string()
      .describe(
        "The users the period started with × price_per_user, plus the pro-rata charges of the users added during it",
      )
      .optional(),
    next_subscription_type: z
      .number()
      .int()
      .nullable()
      .describe("The plan of the period that follows this one; null when none will follow"),
    next_total_amount: z
      .string()
      .nullable()
      .describe(
        "What the next period will cost: next_amount_of_users × the next plan's price; null when none will follow",
      )
      .optional(),
    status: z.enum(BILLING_PERIOD_STATUSES),
    cancel_at_period_end: z.boolean(),
    cancelled_at: z.string().nullable(),
    created_at: z.string(),
    charges: z.array(BillingChargeSchema).optional(),
  })
  .meta({ id: "BillingPeriod" });
export type BillingPeriod = z.infer<typeof BillingPeriodSchema>;
export const BillingPeriodListSchema = paginated(BillingPeriodSchema).meta({
  id: "BillingPeriodList",
});

/** What a change would cost, before it is made: the same figures the change itself produces. */
export const BillingQuoteSchema = z
  .object({
    charged_now: z.string().describe("Charged on the current period by the change"),
    total_amount: z.string().describe("The current period's total after the change"),
    next_total_amount: z
      .string()
      .nullable()
      .describe("The next period's total after the change; null when none will follow"),
    currency: z.string(),
  })
  .meta({ id: "BillingQuote" });
export type BillingQuote = z.infer<typeof BillingQuoteSchema>;

export const CompanySubscriptionSchema = z
  .object({
    company: z.number().int(),
    subscription_type: z.number().int(),
    next_subscription_type: z.number().int().nullable(),
    started_at: z.string(),
    cancelled_at: z.string().nullable(),
  })
  .meta({ id: "CompanySubscription" });

/** The most users a subscription can be for. */
export const MAX_USER_COUNT = 1_000_000;

/** A positive integer, as the spec's user-count rules word it (also for strings and decimals). */
export const userCount = z.unknown().transform((value, context) => {
  if (value === undefined) {
    context.addIssue({ code: "custom", message: FIELD_MESSAGES.required });
    return z.NEVER;
  }
  const number = typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number) || number <= 0) {
    context.addIssue({ code: "custom", message: BILLING_MESSAGES.userCountPositive });
    return z.NEVER;
  }
  // DRF's max_value: a count the integer columns hold and whose monthly amount fits numeric(12, 2).
  if (number > MAX_USER_COUNT) {
    context.addIssue({ code: "custom", message: FIELD_MESSAGES.maxValue(MAX_USER_COUNT) });
    return z.NEVER;
  }
  return number;
});

export const InitializeSubscriptionBodySchema = z
  .object({ subscription_type: pk, amount_of_users: userCount.optional() })
  .meta({ id: "InitializeSubscription" });
export type InitializeSubscriptionBody = z.input<typeof InitializeSubscriptionBodySchema>;
export const ChangeSubscriptionBodySchema = z
  .object({ new_subscription_type_id: pk })
  .meta({ id: "ChangeSubscription" });
export type ChangeSubscriptionBody = z.input<typeof ChangeSubscriptionBodySchema>;
export const UserCountBodySchema = z
  .object({ new_user_count: userCount })
  .meta({ id: "UserCount" });
export type UserCountBody = z.input<typeof UserCountBodySchema>;
export const UserCountQuoteQuerySchema = z.object({ new_user_count: userCount });
export const ChangeSubscriptionQuoteQuerySchema = z.object({ new_subscription_type_id: pk });
export const BillingPeriodQuerySchema = z.object({
  page: z.string().optional(),
  page_size: z.string().optional(),
  ordering: z.string().optional(),
  status: z
    .string()
    .optional()
    .transform((raw, context): BillingPeriodStatus | undefined => {
      if (raw === undefined || raw === "") return undefined;
      if ((BILLING_PERIOD_STATUSES as readonly string[]).includes(raw)) {
        return raw as BillingPeriodStatus;
      }
      context.addIssue({ code: "custom", message: BILLING_MESSAGES.invalidStatus(raw) });
      return z.NEVER;
    })
    .describe("active, cancelled or ended"),
});
export type BillingPeriodQuery = z.input<typeof BillingPeriodQuerySchema>;
export type ParsedBillingPeriodQuery = z.output<typeof BillingPeriodQuerySchema>;
