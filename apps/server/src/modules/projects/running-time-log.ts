import { and, eq, isNull, sql } from "drizzle-orm";
import { sameCompanyRow } from "../../db/company-row.ts";
import { preparedPerDatabase } from "../../db/per-database.ts";
import { project, timeLog } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { notFound } from "../../http/errors.ts";
import type { ProjectsDeps } from "./deps.ts";
import { presentTimeLog } from "./time-log-presenter.ts";

/** The running log of a user, prepared once per database: the app bar asks on every page. */
const runningRead = preparedPerDatabase((db) =>
  db
    .select({ log: timeLog, debtorId: project.debtorId })
    .from(timeLog)
    .innerJoin(project, sameCompanyRow(project, timeLog, timeLog.projectId))
    .where(
      and(
        eq(timeLog.companyId, sql.placeholder("company")),
        eq(timeLog.userId, sql.placeholder("user")),
        isNull(timeLog.end),
      ),
    )
    .prepare("running_time_log"),
);

/** The caller's running log, or 404. */
export async function runningTimeLog(deps: ProjectsDeps, actor: AuthenticatedUser) {
  const [row] = await runningRead(deps.db).execute({ company: actor.companyId, user: actor.id });
  if (!row) throw notFound();
  return presentTimeLog(deps.db, actor.companyId, row, deps.clock());
}
