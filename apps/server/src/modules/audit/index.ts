/** The audit trail: what other modules use to record (decision 038). */
export { type AuditEventInput, appendAuditEvent } from "./audit-chain.ts";
export type { AuditDeps } from "./deps.ts";
export { securityEventsOf } from "./get-own-activity.ts";
export { auditedRow, type ChangeInput, recordChange, recordRowChange } from "./record-change.ts";
export { subjectHistory } from "./subject-history.ts";
