import { and, asc, eq, gt } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { auditEvent } from "../../db/schema/index.ts";
import { toAuditEvent } from "./audit-presenter.ts";
import type { AuditDeps } from "./deps.ts";

const BATCH = 2_000;
const COLUMNS = [
  "sequence",
  "occurred_at",
  "user",
  "username",
  "action",
  "subject_type",
  "subject_id",
  "ip_address",
  "user_agent",
  "details",
  "previous_hash",
  "hash",
] as const;

/** A CSV cell: quoted when needed, and a leading = + - @ tab or CR defused (OWASP). */
const cell = (value: unknown) => {
  let text =
    value === null || value === undefined
      ? ""
      : typeof value === "string"
        ? value
        : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The whole trail, oldest first, as CSV (one row per record, details as JSON) or JSON (an array),
 * read in batches. The file can be checked outside Tempus: each record's `previous_hash` is the
 * `hash` of the row before it.
 */
export async function exportAuditEvents(deps: AuditDeps, actor: Actor, format: "csv" | "json") {
  const records = [];
  let after = 0;
  for (;;) {
    const rows = await deps.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.companyId, actor.companyId), gt(auditEvent.sequence, after)))
      .orderBy(asc(auditEvent.sequence))
      .limit(BATCH);
    records.push(...rows.map(toAuditEvent));
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1].sequence;
  }
  if (format === "json")
    return {
      body: `${JSON.stringify(records, null, 2)}\n`,
      contentType: "application/octet-stream",
      filename: "audit-trail.json",
    };
  const lines = [
    COLUMNS.join(","),
    ...records.map((record) => COLUMNS.map((column) => cell(record[column])).join(",")),
  ];
  return {
    body: `${lines.join("\r\n")}\r\n`,
    contentType: "text/csv; charset=utf-8",
    filename: "audit-trail.csv",
  };
}
