import type { ParsedAuditEventQuery } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import type { ListInput } from "../../core/list.ts";
import { listCollection } from "../../db/collection.ts";
import { tablePages } from "../../db/paginate.ts";
import { auditEvent } from "../../db/schema/index.ts";
import { toAuditEvent } from "./audit-presenter.ts";
import type { AuditDeps } from "./deps.ts";

/** The company's records, newest first, by person and action, searchable by name and action. */
export async function listAuditEvents(
  deps: AuditDeps,
  actor: Actor,
  input: ListInput<ParsedAuditEventQuery>,
) {
  const { user, action } = input.query;
  const page = await listCollection(input, {
    searchFields: [auditEvent.username, auditEvent.action],
    orderingFields: { sequence: auditEvent.sequence, occurred_at: auditEvent.occurredAt },
    defaultOrdering: ["-sequence"],
    idColumn: auditEvent.sequence,
    where: and(
      eq(auditEvent.companyId, actor.companyId),
      user === undefined ? undefined : eq(auditEvent.userId, user),
      action === undefined ? undefined : eq(auditEvent.action, action),
    ),
    ...tablePages(deps.db, auditEvent),
  });
  return { ...page, results: page.results.map(toAuditEvent) };
}
