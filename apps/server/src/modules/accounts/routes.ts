import {
  ACCOUNT_MESSAGES,
  DetailSchema,
  EmptySchema,
  ERROR_RESPONSES,
  NON_FIELD_ERRORS,
  NoContentSchema,
  RefreshBodySchema,
  RefreshedTokensSchema,
  type RegisterBody,
  RegisterBodySchema,
  RegisteredUserSchema,
  ReplaceMeBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordConfirmBodySchema,
  SetPasswordBodySchema,
  TokenCreateBodySchema,
  TokenPairSchema,
  UpdateMeBodySchema,
  UserSchema,
  VerifyEmailBodySchema,
  VerifyTokenBodySchema,
} from "@tempus/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ValidationError } from "../../core/errors.ts";
import { currentUser } from "../../http/authentication.ts";
import { errorResponse } from "../../http/declared-responses.ts";
import { confirmPasswordReset } from "./confirm-password-reset.ts";
import type { AccountsDeps } from "./deps.ts";
import { obtainTokenPair } from "./obtain-token-pair.ts";
import { refreshTokenPair } from "./refresh-token-pair.ts";
import { registerUser } from "./register-user.ts";
import { requestPasswordReset } from "./request-password-reset.ts";
import { revokeRefreshToken } from "./revoke-refresh-token.ts";
import { sendVerificationMail } from "./send-verification-mail.ts";
import { setPassword } from "./set-password.ts";
import { throttleAccountRequest } from "./throttle-keys.ts";
import { updateMe } from "./update-me.ts";
import { toUser } from "./user-representation.ts";
import { verifyEmailToken } from "./verify-email-token.ts";
import { verifyToken } from "./verify-token.ts";

/** Answers of these routes that the HTTP layer does not give (see http/declared-responses.ts). */
const throttled = { 429: errorResponse(ERROR_RESPONSES.throttled) };
const tokenRefused = { 401: errorResponse(ERROR_RESPONSES.tokenError) };
const noContent = { 204: NoContentSchema, ...throttled };
const tags = ["accounts"];
/** A person's own account (profile, password, sessions) stays usable when the company's subscription ends. */
const ownAccount = { allowedWhenReadOnly: true };

export const accountsRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    "/api/auth/jwt/create/",
    {
      config: { auth: "none", ...ownAccount },
      schema: {
        tags,
        summary: "Log in",
        body: TokenCreateBodySchema,
        response: { 200: TokenPairSchema, ...tokenRefused, ...throttled },
      },
    },
    async (request) => {
      await throttleAccountRequest(deps, request.ip, "login", request.body.username);
      return obtainTokenPair(deps, request.body.username, request.body.password);
    },
  );
  app.post(
    "/api/auth/jwt/refresh/",
    {
      config: { auth: "none", ...ownAccount },
      schema: {
        tags,
        summary: "Rotate the refresh token",
        body: RefreshBodySchema,
        response: { 200: RefreshedTokensSchema, ...tokenRefused },
      },
    },
    (request) => refreshTokenPair(deps, request.body.refresh),
  );
  app.post(
    "/api/auth/jwt/verify/",
    {
      config: { auth: "none", ...ownAccount },
      schema: {
        tags,
        summary: "Check a token",
        body: VerifyTokenBodySchema,
        response: { 200: EmptySchema, ...tokenRefused },
      },
    },
    (request) => verifyToken(deps, request.body.token),
  );
  app.post(
    "/api/auth/jwt/blacklist/",
    {
      config: { auth: "none", ...ownAccount },
      schema: {
        tags,
        summary: "Log out: revoke a refresh token",
        body: RefreshBodySchema,
        response: { 200: EmptySchema, ...tokenRefused },
      },
    },
    (request) => revokeRefreshToken(deps, request.body.refresh),
  );

  app.post(
    "/api/auth/users/",
    {
      config: { auth: "optional", ...ownAccount },
      attachValidation: true,
      schema: {
        tags,
        summary: "Sign up",
        body: RegisterBodySchema,
        response: { 201: RegisteredUserSchema, ...throttled },
      },
    },
    async (request, reply) => {
      await throttleAccountRequest(deps, request.ip, "register");
      const failed = request.validationError;
      const shapeErrors = failed instanceof ValidationError ? failed.fields : {};
      if (failed && (!(failed instanceof ValidationError) || shapeErrors[NON_FIELD_ERRORS]))
        throw failed;
      const body = request.body as RegisterBody;
      return reply.code(201).send(await registerUser(deps, body, shapeErrors));
    },
  );

  app.get(
    "/api/auth/users/me/",
    {
      config: ownAccount,
      schema: {
        tags,
        summary: "The signed-in user",
        response: { 200: UserSchema },
      },
    },
    (request) => toUser(currentUser(request)),
  );
  app.put(
    "/api/auth/users/me/",
    {
      config: ownAccount,
      schema: {
        tags,
        summary: "Replace the profile",
        body: ReplaceMeBodySchema,
        response: { 200: UserSchema },
      },
    },
    (request) => updateMe(deps, currentUser(request), request.body),
  );
  app.patch(
    "/api/auth/users/me/",
    {
      config: ownAccount,
      schema: {
        tags,
        summary: "Change the profile",
        body: UpdateMeBodySchema,
        response: { 200: UserSchema },
      },
    },
    (request) => updateMe(deps, currentUser(request), request.body),
  );

  app.post(
    "/api/auth/users/set_password/",
    {
      config: ownAccount,
      schema: {
        tags,
        summary: "Change the password",
        body: SetPasswordBodySchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await throttleAccountRequest(deps, request.ip, "set-password", user.username);
      await setPassword(deps, user, request.body);
      return reply.code(204).send(null);
    },
  );
  app.post(
    "/api/auth/users/reset_password/",
    {
      config: { auth: "optional", ...ownAccount },
      schema: {
        tags,
        summary: "Mail a password reset link",
        body: ResetPasswordBodySchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await throttleAccountRequest(deps, request.ip, "reset-password", request.body.email);
      await requestPasswordReset(deps, request.body.email);
      return reply.code(204).send(null);
    },
  );
  app.post(
    "/api/auth/users/reset_password_confirm/",
    {
      config: { auth: "optional", ...ownAccount },
      schema: {
        tags,
        summary: "Set a new password with a reset link",
        body: ResetPasswordConfirmBodySchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await throttleAccountRequest(deps, request.ip, "reset-password-confirm", request.body.uid);
      await confirmPasswordReset(deps, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/usermanagement/create_and_send_email_verification/",
    {
      config: ownAccount,
      schema: {
        tags,
        summary: "Mail an e-mail verification link",
        response: { 200: DetailSchema, ...throttled },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await throttleAccountRequest(deps, request.ip, "verification-mail", user.username);
      await sendVerificationMail(deps, user);
      return { detail: ACCOUNT_MESSAGES.verificationSent };
    },
  );
  app.post(
    "/api/usermanagement/verify_email_token/",
    {
      config: { auth: "optional", ...ownAccount },
      schema: {
        tags,
        summary: "Confirm an e-mail address",
        body: VerifyEmailBodySchema,
        response: { 200: DetailSchema, ...throttled },
      },
    },
    async (request) => {
      await throttleAccountRequest(deps, request.ip, "verify-email", request.body.email);
      return verifyEmailToken(deps, request.body.email_verification_token, request.body.email);
    },
  );
};
