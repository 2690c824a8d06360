import { z } from "zod";
import { paginated } from "../common.ts";
import { idFilter, ListQuerySchema } from "../filters.ts";

/**
 * The company's audit trail (decision 038): append-only records, each with the SHA-256 of the
 * record before it in the company's chain, so that a record changed or removed behind the API
 * breaks the chain where it happened.
 */
export const AUDIT_ACTIONS = [
  "auth.login",
  "auth.login_failed",
  "auth.logout",
  "auth.password_changed",
  "auth.password_reset",
  "auth.session_ended",
  "auth.other_sessions_ended",
  "api_token.created",
  "api_token.revoked",
  "time_log.created",
  "time_log.updated",
  "time_log.deleted",
  "hourly_rate_rule.created",
  "hourly_rate_rule.updated",
  "hourly_rate_rule.deleted",
  "company.updated",
  "project.created",
  "project.updated",
  "project.deleted",
  "debtor.created",
  "debtor.updated",
  "debtor.deleted",
  "member.updated",
  "invoice.issued",
  "invoice.cancelled",
  "invoice.payment_recorded",
  "invoice.payment_changed",
  "invoice.payment_deleted",
  "import.started",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The chain's first `previous_hash`: 64 zeros. */
export const AUDIT_GENESIS_HASH = "0".repeat(64);

export const AuditEventSchema = z
  .object({
    sequence: z.number().int().describe("1, 2, 3, … per company"),
    occurred_at: z.string(),
    user: z.number().int().nullable().describe("Who acted (null: nobody signed in)"),
    username: z.string().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    subject_type: z.string().nullable(),
    subject_id: z.number().int().nullable(),
    ip_address: z.string().nullable(),
    user_agent: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    previous_hash: z.string(),
    hash: z.string(),
  })
  .meta({ id: "AuditEvent" });
export type AuditEvent = z.infer<typeof AuditEventSchema>;
export const AuditEventListSchema = paginated(AuditEventSchema).meta({ id: "AuditEventList" });

export const AuditEventQuerySchema = ListQuerySchema.extend({
  user: idFilter,
  action: z.enum(AUDIT_ACTIONS).optional(),
});
export type ParsedAuditEventQuery = z.output<typeof AuditEventQuerySchema>;

export const AuditExportQuerySchema = z.object({
  format: z.enum(["csv", "json"]).default("csv"),
});

/** The chain checked from its first record: whole, or where it first breaks. */
export const AuditVerificationSchema = z
  .object({
    valid: z.boolean(),
    records: z.number().int().describe("Records checked"),
    last_hash: z.string().describe("The hash of the last record (64 zeros for none)"),
    broken_at: z
      .number()
      .int()
      .nullable()
      .describe("The sequence of the first record that does not fit the chain"),
  })
  .meta({ id: "AuditVerification" });
export type AuditVerification = z.infer<typeof AuditVerificationSchema>;

/** The actions that are security events: what a user sees as their own recent activity. */
export const SECURITY_AUDIT_ACTIONS = AUDIT_ACTIONS.filter(
  (action) => action.startsWith("auth.") || action.startsWith("api_token."),
);

/**
 * A time log's fields its audit records hold, before and after a change (only those that
 * changed; all of them when it was created or deleted).
 */
export const AUDITED_TIME_LOG_FIELDS = [
  "user",
  "project",
  "activity",
  "description",
  "start",
  "end",
  "billable",
  "tags",
] as const;

/** An hourly-rate rule's fields its audit records hold. */
export const AUDITED_RATE_RULE_FIELDS = [
  "debtor",
  "project",
  "activity",
  "user",
  "rate_type",
  "rate",
  "internal_rate",
  "valid_from",
  "valid_until",
  "description",
] as const;

/** A time log's history: its audit records, oldest first (owners and admins). */
export const TimeLogHistorySchema = z
  .array(AuditEventSchema.omit({ previous_hash: true, hash: true }))
  .meta({ id: "TimeLogHistory" });
export type TimeLogHistory = z.infer<typeof TimeLogHistorySchema>;

/** A user's own recent security events. */
export const OwnActivitySchema = z.array(
  AuditEventSchema.omit({ previous_hash: true, hash: true }),
);
export type OwnActivity = z.infer<typeof OwnActivitySchema>;
