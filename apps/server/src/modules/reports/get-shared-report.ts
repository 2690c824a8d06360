import type { SharedReport } from "@tempus/contract";
import type { ReportsDeps } from "./deps.ts";
import { buildReport } from "./report-rows.ts";
import { sharedReportSource } from "./shared-report-source.ts";

/** What a read-only link shows, without signing in: the report as its owner may see it now. */
export async function getSharedReport(deps: ReportsDeps, token: string): Promise<SharedReport> {
  const now = deps.clock();
  const source = await sharedReportSource(deps.db, token, now);
  return {
    name: source.name,
    company_name: source.companyName,
    report: await buildReport(deps.db, source.owner, source.query, now),
  };
}
