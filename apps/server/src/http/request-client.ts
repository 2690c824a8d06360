import type { FastifyInstance } from "fastify";
import { requestClientOf, withRequestClient } from "../core/request-client.ts";

/**
 * Runs every request with its client (address and User-Agent) at hand, for the audit trail's
 * records of what the request changes (decision 038). The hook calls on inside the client's
 * async context, so the hooks and the handler after it see it.
 */
export function registerRequestClient(app: FastifyInstance) {
  app.addHook("onRequest", (request, _reply, done) => {
    withRequestClient(requestClientOf(request.headers["user-agent"], request.ip), done);
  });
}
