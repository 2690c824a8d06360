import { createHash } from "node:crypto";
import { AUDIT_GENESIS_HASH, type AuditAction } from "@tempus/contract";
import { eq } from "drizzle-orm";
import { currentRequestClient } from "../../core/request-client.ts";
import type { Database, Transaction } from "../../db/open-database.ts";
import { auditChain, auditEvent } from "../../db/schema/index.ts";

/** What is recorded: who did what to which object, from where, with what before and after. */
export interface AuditEventInput {
  companyId: number;
  occurredAt: Date;
  user: { id: number; username: string } | null;
  action: AuditAction;
  subject?: { type: string; id: number };
  /** Where the change came from; the request under way's client when not given. */
  client?: { ipAddress: string; userAgent: string };
  details?: Record<string, unknown>;
}

export type AuditEventRow = typeof auditEvent.$inferSelect;

/** JSON with every object's keys in order: what PostgreSQL's jsonb gives back hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** A record's hash: the SHA-256 of the previous hash and every field of the record. */
export function hashOf(row: Omit<AuditEventRow, "hash">): string {
  return createHash("sha256")
    .update(
      canonicalJson([
        row.previousHash,
        row.companyId,
        row.sequence,
        row.occurredAt.toISOString(),
        row.userId,
        row.username,
        row.action,
        row.subjectType,
        row.subjectId,
        row.ipAddress,
        row.userAgent,
        row.details,
      ]),
    )
    .digest("hex");
}

/**
 * Appends a record to its company's chain, in `tx` when given (so it commits or rolls back with
 * the change it records), else in a transaction of its own. The chain's head row is locked while
 * the record is written: records of one company are numbered and chained one after the other.
 */
export async function appendAuditEvent(db: Database | Transaction, input: AuditEventInput) {
  const write = async (tx: Database | Transaction) => {
    const lockHead = () =>
      tx.select().from(auditChain).where(eq(auditChain.companyId, input.companyId)).for("update");
    let [head] = await lockHead();
    // The company's first record: its chain's head is made once (three statements after that).
    if (!head) {
      await tx
        .insert(auditChain)
        .values({ companyId: input.companyId, lastSequence: 0, lastHash: AUDIT_GENESIS_HASH })
        .onConflictDoNothing();
      [head] = await lockHead();
    }
    const client = input.client ?? currentRequestClient();
    const row = {
      companyId: input.companyId,
      sequence: head.lastSequence + 1,
      occurredAt: input.occurredAt,
      userId: input.user?.id ?? null,
      username: input.user?.username ?? null,
      action: input.action,
      subjectType: input.subject?.type ?? null,
      subjectId: input.subject?.id ?? null,
      ipAddress: client?.ipAddress ?? null,
      userAgent: client?.userAgent ?? null,
      details: input.details ?? {},
      previousHash: head.lastHash,
    };
    const hash = hashOf(row);
    await tx.insert(auditEvent).values({ ...row, hash });
    await tx
      .update(auditChain)
      .set({ lastSequence: row.sequence, lastHash: hash })
      .where(eq(auditChain.companyId, input.companyId));
  };
  if ("rollback" in db) return write(db);
  return (db as Database).transaction(write);
}
