import { endpoints } from "@tempus/contract/endpoints";
import { COMPANY_MANAGERS } from "@tempus/contract/policies";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { signedIn } from "../../http/collection-routes.ts";
import { route, routeCollection } from "../../http/endpoint-routes.ts";
import { parseId } from "../../http/ids.ts";
import { bulkTimeLogs } from "./bulk-time-logs.ts";
import { createTimeLog } from "./create-time-log.ts";
import { deleteTimeLog } from "./delete-time-log.ts";
import type { TimeDeps } from "./deps.ts";
import { exportTimeLogs } from "./export-time-logs.ts";
import { getDashboard } from "./get-dashboard.ts";
import { getTimeLog } from "./get-time-log.ts";
import { getTimeLogHistory } from "./get-time-log-history.ts";
import { listTimeLogs } from "./list-time-logs.ts";
import { runningTimeLog } from "./running-time-log.ts";
import { startTimer } from "./start-timer.ts";
import { stopTimer } from "./stop-timer.ts";
import { timeLogTotals } from "./time-log-totals.ts";
import { updateTimeLog } from "./update-time-log.ts";

const { timelog, dashboard } = endpoints;

/** Time logs, the timer, the export and the dashboard under /api/projectmanagement/. */
export const timeRoutes: FastifyPluginAsyncZod<{ deps: TimeDeps }> = async (app, { deps }) => {
  // The timer's routes come before the collection, so /running/ is not read as an id.
  route(app, timelog.start, {
    handler: (request) => startTimer(deps, currentUser(request), request.body),
  });
  route(app, timelog.bulk, {
    handler: (request) => bulkTimeLogs(deps, currentUser(request), request.body),
  });
  route(app, timelog.stop, {
    handler: (request) => stopTimer(deps, currentUser(request), parseId(request.params.id)),
  });
  route(app, timelog.export, {
    handler: async (request, reply) => {
      const file = await exportTimeLogs(deps, currentUser(request), request.query);
      return reply
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .type(file.contentType)
        .send(file.body);
    },
  });
  route(app, timelog.totals, {
    handler: (request) => timeLogTotals(deps, currentUser(request), request.query),
  });
  route(app, timelog.running, {
    handler: (request) => runningTimeLog(deps, currentUser(request)),
  });
  route(app, timelog.history, {
    config: { roles: COMPANY_MANAGERS },
    handler: (request) => getTimeLogHistory(deps, currentUser(request), parseId(request.params.id)),
  });
  routeCollection(app, deps, {
    endpoints: timelog,
    actor: signedIn,
    operations: {
      list: listTimeLogs,
      get: getTimeLog,
      create: createTimeLog,
      update: updateTimeLog,
      remove: deleteTimeLog,
    },
  });
  route(app, dashboard.get, {
    handler: (request) => getDashboard(deps, currentUser(request)),
  });
};
