import { ACCOUNT_MESSAGES, NON_FIELD_ERRORS, type RegisterBody } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ValidationError } from "../../core/errors.ts";
import { currentUser } from "../../http/authentication.ts";
import { route } from "../../http/endpoint-routes.ts";
import { parseId } from "../../http/ids.ts";
import { confirmPasswordReset } from "./confirm-password-reset.ts";
import type { AccountsDeps } from "./deps.ts";
import { endOtherSessions } from "./end-other-sessions.ts";
import { endSessionById } from "./end-session.ts";
import { listSessions } from "./list-sessions.ts";
import { obtainTokenPair } from "./obtain-token-pair.ts";
import { refreshTokenPair } from "./refresh-token-pair.ts";
import { registerUser } from "./register-user.ts";
import { requestPasswordReset } from "./request-password-reset.ts";
import { revokeRefreshToken } from "./revoke-refresh-token.ts";
import { sendVerificationMail } from "./send-verification-mail.ts";
import { sessionClient } from "./sessions.ts";
import { setPassword } from "./set-password.ts";
import { throttleAccountRequest } from "./throttle-keys.ts";
import { updateMe } from "./update-me.ts";
import { toUser } from "./user-representation.ts";
import { verifyEmailToken } from "./verify-email-token.ts";
import { verifyToken } from "./verify-token.ts";

const { jwt, user, password, emailVerification, session } = endpoints;
/** A person's own account (profile, password, sessions) stays usable when the company's subscription ends. */
const ownAccount = { allowedWhenReadOnly: true };
/** Where a request comes from, for sessions and the audit trail. */
const clientOf = (request: FastifyRequest) =>
  sessionClient(request.headers["user-agent"], request.ip);

export const accountsRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (
  app,
  { deps },
) => {
  route(app, jwt.create, {
    config: { auth: "none", ...ownAccount },
    handler: async (request) => {
      await throttleAccountRequest(deps, request.ip, "login", request.body.username);
      return obtainTokenPair(deps, request.body.username, request.body.password, clientOf(request));
    },
  });
  route(app, jwt.refresh, {
    config: { auth: "none", ...ownAccount },
    handler: (request) => refreshTokenPair(deps, request.body.refresh, clientOf(request)),
  });
  route(app, jwt.verify, {
    config: { auth: "none", ...ownAccount },
    handler: (request) => verifyToken(deps, request.body.token),
  });
  route(app, jwt.blacklist, {
    config: { auth: "none", ...ownAccount },
    handler: (request) => revokeRefreshToken(deps, request.body.refresh, clientOf(request)),
  });

  route(app, user.create, {
    config: { auth: "optional", ...ownAccount },
    options: { attachValidation: true },
    handler: async (request) => {
      await throttleAccountRequest(deps, request.ip, "register");
      const failed = request.validationError;
      const shapeErrors = failed instanceof ValidationError ? failed.fields : {};
      if (failed && (!(failed instanceof ValidationError) || shapeErrors[NON_FIELD_ERRORS]))
        throw failed;
      // With `attachValidation` the body may be the raw one: registerUser reports its fields.
      const body = request.body as RegisterBody;
      return registerUser(deps, body, shapeErrors);
    },
  });

  route(app, user.me, {
    config: ownAccount,
    handler: async (request) => toUser(currentUser(request)),
  });
  route(app, user.replaceMe, {
    config: ownAccount,
    handler: (request) => updateMe(deps, currentUser(request), request.body),
  });
  route(app, user.updateMe, {
    config: ownAccount,
    handler: (request) => updateMe(deps, currentUser(request), request.body),
  });

  route(app, password.set, {
    config: ownAccount,
    handler: async (request) => {
      const caller = currentUser(request);
      await throttleAccountRequest(deps, request.ip, "set-password", caller.username);
      await setPassword(deps, caller, request.body, clientOf(request));
      return undefined;
    },
  });
  route(app, password.reset, {
    config: { auth: "optional", ...ownAccount },
    handler: async (request) => {
      await throttleAccountRequest(deps, request.ip, "reset-password", request.body.email);
      await requestPasswordReset(deps, request.body.email);
      return undefined;
    },
  });
  route(app, password.confirmReset, {
    config: { auth: "optional", ...ownAccount },
    handler: async (request) => {
      await throttleAccountRequest(deps, request.ip, "reset-password-confirm", request.body.uid);
      await confirmPasswordReset(deps, request.body, clientOf(request));
      return undefined;
    },
  });

  route(app, emailVerification.send, {
    config: ownAccount,
    handler: async (request) => {
      const caller = currentUser(request);
      await throttleAccountRequest(deps, request.ip, "verification-mail", caller.username);
      await sendVerificationMail(deps, caller);
      return { detail: ACCOUNT_MESSAGES.verificationSent };
    },
  });
  route(app, emailVerification.confirm, {
    config: { auth: "optional", ...ownAccount },
    handler: async (request) => {
      await throttleAccountRequest(deps, request.ip, "verify-email", request.body.email);
      return verifyEmailToken(deps, request.body.email_verification_token, request.body.email);
    },
  });

  route(app, session.list, {
    config: ownAccount,
    handler: (request) => listSessions(deps, currentUser(request), request.sessionId),
  });
  route(app, session.remove, {
    config: ownAccount,
    handler: async (request) => {
      await endSessionById(
        deps,
        currentUser(request),
        parseId(request.params.id),
        clientOf(request),
      );
      return undefined;
    },
  });
  route(app, session.removeOthers, {
    config: ownAccount,
    handler: async (request) => {
      await endOtherSessions(deps, currentUser(request), request.sessionId, clientOf(request));
      return undefined;
    },
  });
};
