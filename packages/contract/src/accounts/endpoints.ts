import { DetailSchema } from "../common.ts";
import { endpoint, fileAnswer } from "../endpoint.ts";
import { ERROR_RESPONSES, NoContentSchema } from "../errors.ts";
import {
  EmptySchema,
  RefreshBodySchema,
  RefreshedTokensSchema,
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
} from "./accounts.ts";

const tags = ["accounts"];
/** Answers of these endpoints that the HTTP layer does not give. */
const throttled = { 429: ERROR_RESPONSES.throttled };
const tokenRefused = { 401: ERROR_RESPONSES.tokenError };
const noContent = { 204: NoContentSchema, ...throttled };

/** Sign-up, sign-in, tokens, passwords and the caller's account. */
export const accountsEndpoints = {
  jwt: {
    create: endpoint({
      method: "POST",
      path: "/api/auth/jwt/create/",
      tags,
      summary: "Log in",
      body: TokenCreateBodySchema,
      responses: { 200: TokenPairSchema, ...tokenRefused, ...throttled },
    }),
    refresh: endpoint({
      method: "POST",
      path: "/api/auth/jwt/refresh/",
      tags,
      summary: "Rotate the refresh token",
      body: RefreshBodySchema,
      responses: { 200: RefreshedTokensSchema, ...tokenRefused },
    }),
    verify: endpoint({
      method: "POST",
      path: "/api/auth/jwt/verify/",
      tags,
      summary: "Check a token",
      body: VerifyTokenBodySchema,
      responses: { 200: EmptySchema, ...tokenRefused },
    }),
    blacklist: endpoint({
      method: "POST",
      path: "/api/auth/jwt/blacklist/",
      tags,
      summary: "Log out: revoke a refresh token",
      body: RefreshBodySchema,
      responses: { 200: EmptySchema, ...tokenRefused },
    }),
  },
  user: {
    create: endpoint({
      method: "POST",
      path: "/api/auth/users/",
      tags,
      summary: "Sign up",
      body: RegisterBodySchema,
      responses: { 201: RegisteredUserSchema, ...throttled },
    }),
    me: endpoint({
      method: "GET",
      path: "/api/auth/users/me/",
      tags,
      summary: "The signed-in user",
      responses: { 200: UserSchema },
    }),
    replaceMe: endpoint({
      method: "PUT",
      path: "/api/auth/users/me/",
      tags,
      summary: "Replace the profile",
      body: ReplaceMeBodySchema,
      responses: { 200: UserSchema },
    }),
    updateMe: endpoint({
      method: "PATCH",
      path: "/api/auth/users/me/",
      tags,
      summary: "Change the profile",
      body: UpdateMeBodySchema,
      responses: { 200: UserSchema },
    }),
    exportMine: endpoint({
      method: "GET",
      path: "/api/auth/users/me/export/",
      tags,
      summary: "Everything stored about the signed-in user, as one JSON file (data portability)",
      responses: {
        200: fileAnswer(
          "A JSON file as a download: the profile, the user's time logs, sessions, API tokens (without their secrets), saved reports and security events",
          ["application/octet-stream"],
        ),
      },
    }),
  },
  password: {
    set: endpoint({
      method: "POST",
      path: "/api/auth/users/set_password/",
      tags,
      summary: "Change the password",
      body: SetPasswordBodySchema,
      responses: noContent,
    }),
    reset: endpoint({
      method: "POST",
      path: "/api/auth/users/reset_password/",
      tags,
      summary: "Mail a password reset link",
      body: ResetPasswordBodySchema,
      responses: noContent,
    }),
    confirmReset: endpoint({
      method: "POST",
      path: "/api/auth/users/reset_password_confirm/",
      tags,
      summary: "Set a new password with a reset link",
      body: ResetPasswordConfirmBodySchema,
      responses: noContent,
    }),
  },
  emailVerification: {
    send: endpoint({
      method: "POST",
      path: "/api/usermanagement/create_and_send_email_verification/",
      tags,
      summary: "Mail an e-mail verification link",
      responses: { 200: DetailSchema, ...throttled },
    }),
    confirm: endpoint({
      method: "POST",
      path: "/api/usermanagement/verify_email_token/",
      tags,
      summary: "Confirm an e-mail address",
      body: VerifyEmailBodySchema,
      responses: { 200: DetailSchema, ...throttled },
    }),
  },
};
