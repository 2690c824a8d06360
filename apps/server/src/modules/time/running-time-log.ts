import { and, eq, isNull, sql } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { sameCompanyRow } from "../../db/company-row.ts";
import { preparedPerDatabase } from "../../db/per-database.ts";
import { project, timeLog } from "../../db/schema/index.ts";
import type { TimeDeps } from "./deps.ts";
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
export async function runningTimeLog(deps: TimeDeps, actor: Actor) {
  const [row] = await runningRead(deps.db).execute({ company: actor.companyId, user: actor.id });
  if (!row) throw notFound();
  return presentTimeLog(deps.db, actor.companyId, row, deps.clock());
}
