import { z } from "zod";
import { isStorableInstant } from "../filters.ts";
import { FIELD_MESSAGES } from "../messages.ts";

/**
 * Personal API tokens (decision 034): a user's key for scripts and integrations, sent as
 * `Authorization: Token <token>` beside the JWTs. A token acts as its user with the user's own
 * role, narrowed to its scopes; it is shown once when created and kept only as a hash.
 */

/** What a token may be granted: an area of the API, to read or to read and change. */
export const API_TOKEN_SCOPES = [
  "time:read",
  "time:write",
  "projects:read",
  "projects:write",
  "reports:read",
  "reports:write",
  "invoices:read",
  "invoices:write",
  "company:read",
  "company:write",
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Tokens a user may hold at once. */
export const MAX_API_TOKENS_PER_USER = 20;
/** What every token starts with, so that a leaked one is recognisable (secret scanners). */
export const API_TOKEN_PREFIX = "tpat_";

export const API_TOKEN_MESSAGES = {
  /** DRF's TokenAuthentication texts. */
  noCredentials: "Invalid token header. No credentials provided.",
  spaces: "Invalid token header. Token string should not contain spaces.",
  invalid: "Invalid token.",
  inactive: "User inactive or deleted.",
  /** A route outside the token's scopes. */
  outOfScope: "This API token's scopes do not allow this request.",
  /** Account, token and subscription routes need a signed-in session. */
  sessionOnly: "This request needs a signed-in session; an API token cannot make it.",
  tooMany: `You have ${MAX_API_TOKENS_PER_USER} API tokens; revoke one before creating another.`,
  expiryInPast: "The expiry must lie in the future.",
  scopesRequired: "Choose at least one scope.",
} as const;

type Area = "time" | "projects" | "reports" | "invoices" | "company";

/**
 * The API's areas by path prefix, first match wins. Under an area, GET reads and every other method
 * writes, except the POSTs listed in READING_POSTS, which only compute an answer.
 */
const AREAS: readonly (readonly [prefix: string, area: Area])[] = [
  ["/api/projectmanagement/timelog/", "time"],
  ["/api/projectmanagement/reminders/", "time"],
  ["/api/projectmanagement/import/", "time"],
  ["/api/projectmanagement/reminder-settings/", "time"],
  ["/api/projectmanagement/statistics/", "reports"],
  ["/api/projectmanagement/dashboard/", "reports"],
  ["/api/projectmanagement/report/", "reports"],
  ["/api/projectmanagement/saved-report/", "reports"],
  ["/api/projectmanagement/debtor/", "projects"],
  ["/api/projectmanagement/project/", "projects"],
  ["/api/projectmanagement/activity/", "projects"],
  ["/api/projectmanagement/tag/", "projects"],
  ["/api/projectmanagement/hourly-rate-rule/", "projects"],
  ["/api/projectmanagement/billing-rounding-rule/", "projects"],
  ["/api/projectmanagement/reminder-defaults/", "company"],
  ["/api/invoicing/", "invoices"],
  ["/api/masterdata/company-info/", "company"],
  ["/api/masterdata/company-image/", "company"],
  ["/api/usermanagement/member/", "company"],
  ["/api/usermanagement/invitation/", "company"],
  ["/api/audit/", "company"],
];

/** POSTs that read: running a report, exporting one, previewing an invoice's number or lines. */
const READING_POSTS = new Set([
  "/api/projectmanagement/report/",
  "/api/projectmanagement/report/export/",
  "/api/projectmanagement/saved-report/:id/run/",
  "/api/projectmanagement/saved-report/:id/export/",
  "/api/invoicing/invoice/preview/",
]);

/** Routes any token may call whatever its scopes: who it is, the currencies. */
const ANY_TOKEN = new Set(["GET /api/auth/users/me/", "GET /api/masterdata/currency/"]);

/**
 * What a token needs for a route (its pattern, `/api/…/:id/`): a scope, `"any"` (every token), or
 * `null` (no token at all: accounts, tokens, subscriptions; a signed-in session only).
 */
export function requiredScope(method: string, route: string): ApiTokenScope | "any" | null {
  const verb = method === "HEAD" ? "GET" : method;
  if (ANY_TOKEN.has(`${verb} ${route}`) || ANY_TOKEN.has(`${verb} ${route.replace(/:id\/$/, "")}`))
    return "any";
  const found = AREAS.find(([prefix]) => route.startsWith(prefix));
  if (!found) return null;
  const reads = verb === "GET" || (verb === "POST" && READING_POSTS.has(route));
  return `${found[1]}:${reads ? "read" : "write"}`;
}

/** Whether granted scopes cover a required one: a write scope includes reading its area. */
export function scopesAllow(granted: readonly string[], required: ApiTokenScope): boolean {
  if (granted.includes(required)) return true;
  return required.endsWith(":read") && granted.includes(required.replace(/:read$/, ":write"));
}

export const ApiTokenSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    scopes: z.array(z.enum(API_TOKEN_SCOPES)),
    created_at: z.string(),
    expires_at: z.string().nullable().describe("null: the token does not expire"),
    last_used_at: z.string().nullable().describe("Updated at most once a minute"),
  })
  .meta({ id: "ApiToken" });
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokenCreatedSchema = ApiTokenSchema.extend({
  token: z.string().describe("The token itself: shown this once, never again"),
}).meta({ id: "ApiTokenCreated" });
export type ApiTokenCreated = z.infer<typeof ApiTokenCreatedSchema>;

export const ApiTokenWriteSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    scopes: z
      .array(z.enum(API_TOKEN_SCOPES))
      .min(1, { message: API_TOKEN_MESSAGES.scopesRequired })
      .max(API_TOKEN_SCOPES.length)
      .transform((scopes) => API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope))),
    expires_at: z.iso
      .datetime({ offset: true, local: false })
      .refine(isStorableInstant, { message: FIELD_MESSAGES.invalidDatetime })
      .nullable()
      .default(null),
  })
  .meta({ id: "ApiTokenWrite" });
export type ApiTokenWriteBody = z.input<typeof ApiTokenWriteSchema>;
