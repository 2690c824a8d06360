import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { route } from "../../http/endpoint-routes.ts";
import { parseId } from "../../http/ids.ts";
import { negotiateLanguage } from "../../i18n/languages.ts";
import type { Download } from "../time/index.ts";
import { createReportShare } from "./create-report-share.ts";
import { createSavedReport } from "./create-saved-report.ts";
import { deleteSavedReport } from "./delete-saved-report.ts";
import type { ReportsDeps } from "./deps.ts";
import { exportReport } from "./export-report.ts";
import { exportSavedReport } from "./export-saved-report.ts";
import { exportSharedReport } from "./export-shared-report.ts";
import { getSavedReport } from "./get-saved-report.ts";
import { getSharedReport } from "./get-shared-report.ts";
import { listReportShares } from "./list-report-shares.ts";
import { listSavedReports } from "./list-saved-reports.ts";
import { revokeReportShare } from "./revoke-report-share.ts";
import { runReport } from "./run-report.ts";
import { runSavedReport } from "./run-saved-report.ts";
import { updateSavedReport } from "./update-saved-report.ts";

const { report, savedReport, reportShare, sharedReport } = endpoints;

const sendFile = (reply: FastifyReply, file: Download) =>
  reply
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .type(file.contentType)
    .send(file.body);

/** Reports under /api/projectmanagement/, and what a shared link shows under /api/shared-report/. */
export const reportRoutes: FastifyPluginAsyncZod<{ deps: ReportsDeps }> = async (app, { deps }) => {
  route(app, report.run, {
    handler: (request) => runReport(deps, currentUser(request), request.query),
  });
  route(app, report.export, {
    handler: async (request, reply) =>
      sendFile(reply, await exportReport(deps, currentUser(request), request.query)),
  });
  route(app, savedReport.list, {
    handler: (request) => listSavedReports(deps, currentUser(request)),
  });
  route(app, savedReport.create, {
    handler: (request) => createSavedReport(deps, currentUser(request), request.body),
  });
  route(app, savedReport.get, {
    handler: (request) => getSavedReport(deps, currentUser(request), parseId(request.params.id)),
  });
  route(app, savedReport.update, {
    options: { attachValidation: true },
    handler: async (request) => {
      const actor = currentUser(request);
      const id = parseId(request.params.id);
      await getSavedReport(deps, actor, id);
      if (request.validationError) throw request.validationError;
      return updateSavedReport(deps, actor, { id, body: request.body });
    },
  });
  route(app, savedReport.remove, {
    handler: async (request) => {
      await deleteSavedReport(deps, currentUser(request), parseId(request.params.id));
      return undefined;
    },
  });
  route(app, savedReport.run, {
    handler: (request) => runSavedReport(deps, currentUser(request), parseId(request.params.id)),
  });
  route(app, savedReport.export, {
    handler: async (request, reply) =>
      sendFile(
        reply,
        await exportSavedReport(
          deps,
          currentUser(request),
          parseId(request.params.id),
          request.query,
        ),
      ),
  });
  route(app, reportShare.list, {
    handler: (request) => listReportShares(deps, currentUser(request), parseId(request.params.id)),
  });
  route(app, reportShare.create, {
    options: { attachValidation: true },
    handler: async (request) => {
      const actor = currentUser(request);
      const id = parseId(request.params.id);
      await getSavedReport(deps, actor, id);
      if (request.validationError) throw request.validationError;
      return createReportShare(deps, actor, id, request.body);
    },
  });
  route(app, reportShare.remove, {
    handler: async (request) => {
      await revokeReportShare(deps, currentUser(request), {
        id: parseId(request.params.id),
        shareId: parseId(request.params.share_id),
      });
      return undefined;
    },
  });
  route(app, sharedReport.get, {
    config: { auth: "none" },
    handler: (request) => getSharedReport(deps, request.params.token),
  });
  route(app, sharedReport.export, {
    config: { auth: "none" },
    handler: async (request, reply) =>
      sendFile(
        reply,
        await exportSharedReport(
          deps,
          request.params.token,
          request.query,
          negotiateLanguage(request.headers["accept-language"]),
        ),
      ),
  });
};
