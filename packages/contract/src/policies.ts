import type { Role } from "./accounts/accounts.ts";

/**
 * Who may do what, by role: one place for the rules. The server enforces them (route roles,
 * which rows a list shows); the web asks the same questions before it shows a button or a page.
 */
type Who = { role: Role };

/** Owners and admins manage the company: customers, projects, activities, rates, members, invoices, settings. */
export const COMPANY_MANAGERS: readonly Role[] = ["owner", "admin"];

/** The owner alone: the subscription and billing, and the owner's own data. */
export const OWNER_ONLY: readonly Role[] = ["owner"];

export const canManageCompany = (who: Who): boolean => COMPANY_MANAGERS.includes(who.role);

export const isOwner = (who: Who): boolean => who.role === "owner";

/** Owners and admins see everyone's time in the company; members their own. */
export const seesAllTime = (who: Who): boolean => who.role !== "member";

/** Only the owner changes the owner's data (rate, role, status); admins manage everyone else. */
export const mayChangeMember = (who: Who, member: { role: string }): boolean =>
  member.role !== "owner" || who.role === "owner";

/**
 * Money that belongs to the company rather than to anyone's time: its rules' rates, money
 * budgets with their use, and what its subscription costs. A member's answers never carry these
 * fields (decision 039).
 */
export const COMPANY_MONEY_FIELDS = [
  "rate",
  "internal_rate",
  "budget_amount",
  "used_amount",
  "cumulative_amount",
  "total_amount",
  "next_total_amount",
  "charges",
] as const;

/**
 * The money of a member's own time: the rate a log was priced at and the amounts of their logs,
 * totals and statistics. A member's answers carry these only where the company allows members
 * to see their own amounts (`members_see_own_amounts`, off by default; decision 039).
 */
export const OWN_MONEY_FIELDS = [
  "hourly_rate",
  "amount",
  "amounts",
  "unbilled_amounts",
  "billable_amount",
  "unbilled_amount",
] as const;

/** Whether someone sees the amounts of the time they may see (owners and admins: everyone's). */
export const seesAmounts = (
  who: Who,
  company: { members_see_own_amounts: boolean } | undefined,
): boolean => who.role !== "member" || company?.members_see_own_amounts === true;

/**
 * The contract's endpoint groups a member cannot call at all (403 before anything is read), so
 * their answers keep money as required fields: invoices and payments, the team, imports and the
 * subscription's quotes. The server's member-privacy test checks each answers a member 403.
 */
export const CLOSED_TO_MEMBERS = [
  "billingQuote",
  "invoice",
  "payment",
  "member",
  "timeImport",
] as const;
