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
