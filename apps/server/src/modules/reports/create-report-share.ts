import { REPORT_MESSAGES, type ReportShareCreated } from "@tempus/contract";
import { eq } from "drizzle-orm";
import { addDays, startOfDayIn, todayIn } from "../../calendar.ts";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { company, reportShare } from "../../db/schema/index.ts";
import { hashToken } from "../../lib/token-hash.ts";
import type { ReportsDeps } from "./deps.ts";
import { findOwnReport } from "./saved-reports.ts";
import { newShareToken, presentShare } from "./share-links.ts";

/**
 * A new read-only link to one of the caller's saved reports. With a last day (today or later in
 * the company's time zone) it stops opening when that day ends there. The token is answered this
 * once; only its hash is kept.
 */
export async function createReportShare(
  deps: ReportsDeps,
  actor: Actor,
  id: number,
  body: { expires_on?: string | null },
): Promise<ReportShareCreated> {
  await findOwnReport(deps.db, actor, id);
  const now = deps.clock();
  const expiresOn = body.expires_on ?? null;
  let expiresAt: Date | null = null;
  if (expiresOn !== null) {
    const [{ timezone }] = await deps.db
      .select({ timezone: company.timezone })
      .from(company)
      .where(eq(company.id, actor.companyId));
    if (expiresOn < todayIn(timezone, now))
      throw new ValidationError({ expires_on: [REPORT_MESSAGES.expiryPast] });
    const after = addDays(expiresOn, 1);
    expiresAt = after > expiresOn ? startOfDayIn(after, timezone) : null;
  }
  const token = newShareToken(actor.companyId);
  const [row] = await deps.db
    .insert(reportShare)
    .values({
      companyId: actor.companyId,
      reportId: id,
      tokenHash: hashToken(token),
      expiresOn,
      expiresAt,
      createdAt: now,
    })
    .returning();
  return { ...presentShare(row, now), token };
}
