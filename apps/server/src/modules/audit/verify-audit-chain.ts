import { AUDIT_GENESIS_HASH, type AuditVerification } from "@tempus/contract";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { auditChain, auditEvent } from "../../db/schema/index.ts";
import { hashOf } from "./audit-chain.ts";
import type { AuditDeps } from "./deps.ts";

const BATCH = 2_000;

/**
 * Walks the company's chain from its first record: each must follow the one before (sequence + 1,
 * its previous hash) and hash to what it holds, and the last must be the chain's head. Answers the
 * first record that does not fit; a record deleted, inserted or changed behind the API is found.
 */
export async function verifyAuditChain(deps: AuditDeps, actor: Actor): Promise<AuditVerification> {
  let previous = AUDIT_GENESIS_HASH;
  let expected = 1;
  for (;;) {
    const rows = await deps.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.companyId, actor.companyId), gt(auditEvent.sequence, expected - 1)))
      .orderBy(asc(auditEvent.sequence))
      .limit(BATCH);
    for (const row of rows) {
      const { hash, ...rest } = row;
      if (row.sequence !== expected || row.previousHash !== previous || hashOf(rest) !== hash)
        return { valid: false, records: expected - 1, last_hash: previous, broken_at: expected };
      previous = hash;
      expected += 1;
    }
    if (rows.length < BATCH) break;
  }
  const [head] = await deps.db
    .select()
    .from(auditChain)
    .where(eq(auditChain.companyId, actor.companyId));
  const records = expected - 1;
  // Records removed from the end leave the head pointing past them.
  if (head && (head.lastSequence !== records || head.lastHash !== previous))
    return { valid: false, records, last_hash: previous, broken_at: records + 1 };
  return { valid: true, records, last_hash: previous, broken_at: null };
}
