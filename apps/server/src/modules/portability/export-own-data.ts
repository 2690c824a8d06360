import { PassThrough } from "node:stream";
import { seesAmounts } from "@tempus/contract";
import { and, asc, eq, gt } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "../../core/actor.ts";
import { apiToken, company, savedReport, timeLog, userSession } from "../../db/schema/index.ts";
import { securityEventsOf } from "../audit/index.ts";
import { membersSeeOwnAmounts } from "../masterdata/index.ts";
import { toTimeLog } from "../time/index.ts";
import type { PortabilityDeps } from "./deps.ts";

/** Logs read per batch: a year of a busy person's time in a few reads, never all in memory. */
const BATCH = 1000;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Everything Tempus stores about the signed-in user, as one JSON document (issue 26, data
 * portability): the profile, their company's name, all their time logs (as the API shows them,
 * amounts only where they see them, decision 039), their sessions, API tokens without secrets,
 * saved reports and security events. The logs are written in batches as they are read.
 */
export async function exportOwnData(deps: PortabilityDeps, actor: Actor) {
  const { db } = deps;
  const now = deps.clock();
  const amounts =
    actor.role !== "member" ||
    seesAmounts(actor, {
      members_see_own_amounts: await membersSeeOwnAmounts(db, actor.companyId),
    });
  const [owner] = await db
    .select({ id: company.id, name: company.name })
    .from(company)
    .where(eq(company.id, actor.companyId));
  const mine = (table: { companyId: AnyPgColumn; userId: AnyPgColumn }) =>
    and(eq(table.companyId, actor.companyId), eq(table.userId, actor.id));
  const sessions = await db
    .select()
    .from(userSession)
    .where(mine(userSession))
    .orderBy(asc(userSession.id));
  const tokens = await db.select().from(apiToken).where(mine(apiToken)).orderBy(asc(apiToken.id));
  const reports = await db
    .select()
    .from(savedReport)
    .where(mine(savedReport))
    .orderBy(asc(savedReport.id));
  // Oldest first in the file, as the rest of it reads.
  const events = (await securityEventsOf(db, actor)).reverse();
  const head = {
    exported_at: now.toISOString(),
    user: {
      id: actor.id,
      username: actor.username,
      email: actor.email,
      role: actor.role,
      language_preference: actor.languagePreference,
      format_locale: actor.formatLocale,
      ...(amounts ? { hourly_rate: actor.hourlyRate } : {}),
      email_verified: actor.emailVerified,
      date_joined: actor.dateJoined.toISOString(),
      last_login: iso(actor.lastLogin),
    },
    company: owner,
    sessions: sessions.map((row) => ({
      user_agent: row.userAgent,
      ip_address: row.ipAddress,
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt.toISOString(),
    })),
    api_tokens: tokens.map((row) => ({
      name: row.name,
      scopes: row.scopes,
      created_at: row.createdAt.toISOString(),
      expires_at: iso(row.expiresAt),
      last_used_at: iso(row.lastUsedAt),
    })),
    saved_reports: reports.map((row) => ({ name: row.name, definition: row.definition })),
    security_events: events.map((row) => ({
      occurred_at: row.occurredAt.toISOString(),
      action: row.action,
      ip_address: row.ipAddress,
      user_agent: row.userAgent,
      details: row.details,
    })),
  };
  const out = new PassThrough();
  void (async () => {
    // The document without its last brace, then the logs as its last member.
    out.write(`${JSON.stringify(head).slice(0, -1)},"time_logs":[`);
    let after = 0;
    let first = true;
    for (;;) {
      const rows = await db
        .select()
        .from(timeLog)
        .where(and(mine(timeLog), gt(timeLog.id, after)))
        .orderBy(asc(timeLog.id))
        .limit(BATCH);
      if (rows.length === 0) break;
      const text = rows
        .map((row) => {
          const { hourly_rate: _rate, amount: _amount, ...timeOnly } = toTimeLog(row, now);
          return JSON.stringify(amounts ? toTimeLog(row, now) : timeOnly);
        })
        .join(",");
      if (!out.write(`${first ? "" : ","}${text}`))
        await new Promise((resolve) => out.once("drain", resolve));
      first = false;
      after = rows[rows.length - 1].id;
      if (rows.length < BATCH) break;
    }
    out.end("]}\n");
  })().catch((error) => out.destroy(error));
  return {
    filename: `tempus-${actor.username.replace(/[^A-Za-z0-9_-]+/g, "-")}-data.json`,
    // A download (as the audit trail's JSON export): a file to keep, not an answer to render.
    contentType: "application/octet-stream",
    body: out,
  };
}
