import { COMPANY_MANAGERS, IMPORT_MAX_BYTES } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { route } from "../../http/endpoint-routes.ts";
import { parseId } from "../../http/ids.ts";
import { createImport } from "./create-import.ts";
import type { ImportsDeps } from "./deps.ts";
import { getImport } from "./get-import.ts";
import { runImport } from "./run-import.ts";
import { readUpload } from "./upload-request.ts";

const { timeImport } = endpoints;

/**
 * Imports of other time trackers' export files under /api/projectmanagement/import/ (owners and
 * admins). The upload's route takes a body of up to 20 MB (the app's default is 3 MB); the app
 * waits for imports under way when it closes.
 */
export const importRoutes: FastifyPluginAsyncZod<{ deps: Omit<ImportsDeps, "running"> }> = async (
  app,
  options,
) => {
  const deps: ImportsDeps = { ...options.deps, running: new Set() };
  app.addHook("onClose", async () => {
    await Promise.all([...deps.running]);
  });
  route(app, timeImport.upload, {
    config: { roles: COMPANY_MANAGERS },
    options: { bodyLimit: IMPORT_MAX_BYTES + 1024 * 1024 },
    handler: async (request) => createImport(deps, currentUser(request), await readUpload(request)),
  });
  route(app, timeImport.get, {
    config: { roles: COMPANY_MANAGERS, allowedWhenReadOnly: true },
    handler: (request) => getImport(deps, currentUser(request), parseId(request.params.id)),
  });
  route(app, timeImport.run, {
    config: { roles: COMPANY_MANAGERS },
    handler: (request) =>
      runImport(deps, currentUser(request), parseId(request.params.id), request.body),
  });
};
