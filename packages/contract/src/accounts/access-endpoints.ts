import { z } from "zod";
import { IdParamsSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { NoContentSchema } from "../errors.ts";
import { ApiTokenCreatedSchema, ApiTokenSchema, ApiTokenWriteSchema } from "./api-tokens.ts";
import { UserSessionSchema } from "./sessions.ts";

const tags = ["accounts"];
const description =
  "Only with a signed-in session (a JWT): an API token cannot reach tokens or sessions.";

/** The caller's personal API tokens (decision 034) and signed-in sessions (decision 035). */
export const accessEndpoints = {
  apiToken: {
    list: endpoint({
      method: "GET",
      path: "/api/auth/tokens/",
      tags,
      summary: "The caller's API tokens, newest first",
      description,
      responses: { 200: z.array(ApiTokenSchema) },
    }),
    create: endpoint({
      method: "POST",
      path: "/api/auth/tokens/",
      tags,
      summary: "Create an API token; the answer shows it this once",
      description,
      body: ApiTokenWriteSchema,
      responses: { 201: ApiTokenCreatedSchema },
    }),
    remove: endpoint({
      method: "DELETE",
      path: "/api/auth/tokens/:id/",
      tags,
      summary: "Revoke one of the caller's API tokens",
      description,
      params: IdParamsSchema,
      responses: { 204: NoContentSchema },
    }),
  },
  session: {
    list: endpoint({
      method: "GET",
      path: "/api/auth/sessions/",
      tags,
      summary: "The caller's signed-in sessions, the most recently used first",
      description,
      responses: { 200: z.array(UserSessionSchema) },
    }),
    remove: endpoint({
      method: "DELETE",
      path: "/api/auth/sessions/:id/",
      tags,
      summary: "End one of the caller's sessions: its refresh tokens are refused from now on",
      description,
      params: IdParamsSchema,
      responses: { 204: NoContentSchema },
    }),
    removeOthers: endpoint({
      method: "POST",
      path: "/api/auth/sessions/end-others/",
      tags,
      summary: "End every session of the caller but the one the request comes from",
      description,
      responses: { 204: NoContentSchema },
    }),
  },
};
