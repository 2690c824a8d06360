import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import type { Queryable } from "../../db/open-database.ts";
import { company, reportShare, savedReport, users } from "../../db/schema/index.ts";
import { queryOf } from "./saved-reports.ts";
import { shareLinkOf } from "./share-links.ts";

/**
 * What a link opens: the saved report, its company's name and its owner as they are now (the
 * shared view shows what the owner may see at read time). An unknown, revoked or expired link,
 * or one whose owner is no longer active, is not found.
 */
export async function sharedReportSource(db: Queryable, token: string, now: Date) {
  const link = shareLinkOf(token);
  if (!link) throw notFound();
  const [row] = await db
    .select({ report: savedReport, owner: users, companyName: company.name })
    .from(reportShare)
    .innerJoin(
      savedReport,
      and(
        eq(savedReport.companyId, reportShare.companyId),
        eq(savedReport.id, reportShare.reportId),
      ),
    )
    .innerJoin(
      users,
      and(eq(users.companyId, savedReport.companyId), eq(users.id, savedReport.userId)),
    )
    .innerJoin(company, eq(company.id, reportShare.companyId))
    .where(
      and(
        eq(reportShare.companyId, link.companyId),
        eq(reportShare.tokenHash, link.tokenHash),
        or(isNull(reportShare.expiresAt), gt(reportShare.expiresAt, now)),
      ),
    );
  if (!row?.owner.isActive) throw notFound();
  return {
    name: row.report.name,
    companyName: row.companyName,
    owner: row.owner as Actor,
    query: queryOf(row.report.definition),
  };
}
