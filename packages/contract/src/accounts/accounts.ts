import { z } from "zod";
import { FORMAT_LOCALES, LANGUAGES } from "../constants.ts";

export const USERNAME_MAX_LENGTH = 150;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const ROLES = ["owner", "admin", "member"] as const;
export type Role = (typeof ROLES)[number];

/** Texts of djoser, simplejwt and Django's validators that the accounts endpoints answer with. */
export const ACCOUNT_MESSAGES = {
  noActiveAccount: "No active account found with the given credentials",
  usernameTaken: "A user with that username already exists.",
  usernameInvalid:
    "Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.",
  emailTaken: "user with this email address already exists.",
  passwordMismatch: "The two password fields didn't match.",
  invalidPassword: "Invalid password.",
  invalidResetToken: "Invalid token for given user.",
  invalidUid: "Invalid user id or user doesn't exist.",
  verificationSent: "Verification e-mail sent.",
  emailVerified: "E-mail verified.",
  emailAlreadyVerified: "Your e-mail address is already verified.",
  invalidVerificationToken: "Invalid or expired token.",
  passwordTooSimilar: (attribute: "username" | "email address") =>
    `The password is too similar to the ${attribute}.`,
  passwordTooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooCommon: "This password is too common.",
  passwordNumeric: "This password is entirely numeric.",
} as const;

/** simplejwt's and DRF's authentication texts. */
export const AUTH_MESSAGES = {
  badHeader: "Authorization header must contain two space-delimited values",
  badHeaderCode: "bad_authorization_header",
  tokenNotValid: "Given token not valid for any token type",
  tokenNotValidCode: "token_not_valid",
  tokenInvalid: "Token is invalid",
  tokenExpired: "Token is expired",
  tokenBlacklisted: "Token is blacklisted",
  tokenWrongType: "Token has wrong type",
  userNotFound: "User not found",
  userInactive: "User is inactive",
} as const;

const username = z
  .string()
  .trim()
  .min(1)
  .max(USERNAME_MAX_LENGTH)
  .regex(/^[\p{L}\p{N}@.+\-_]+$/u, ACCOUNT_MESSAGES.usernameInvalid);
const email = z.string().trim().min(1).max(EMAIL_MAX_LENGTH).pipe(z.email());
/** Passwords are taken as typed (DRF does not trim them) and judged by the validators. */
const password = z.string().min(1).max(PASSWORD_MAX_LENGTH);
export const LanguageSchema = z.enum(LANGUAGES);
/** A regional format for dates and numbers, or null for the browser's own. */
export const FormatLocaleSchema = z
  .enum(FORMAT_LOCALES)
  .nullable()
  .describe("Dates, times and numbers in this regional format; null: the browser's.");

export const TokenCreateBodySchema = z
  .object({ username: z.string().min(1), password: z.string().min(1) })
  .meta({ id: "TokenCreate" });
export type TokenCreateBody = z.input<typeof TokenCreateBodySchema>;
export const TokenPairSchema = z
  .object({ refresh: z.string(), access: z.string() })
  .meta({ id: "TokenPair" });
export type TokenPair = z.infer<typeof TokenPairSchema>;
/** jwt/refresh answers the new access token first, as simplejwt does. */
export const RefreshedTokensSchema = z
  .object({ access: z.string(), refresh: z.string() })
  .meta({ id: "RefreshedTokens" });
export const RefreshBodySchema = z
  .object({ refresh: z.string().min(1) })
  .meta({ id: "TokenRefresh" });
export type RefreshBody = z.input<typeof RefreshBodySchema>;
export const VerifyTokenBodySchema = z
  .object({ token: z.string().min(1) })
  .meta({ id: "TokenVerify" });
export const EmptySchema = z.object({}).meta({ id: "Empty" });

export const RegisterBodySchema = z
  .object({
    username,
    email,
    password,
    re_password: z.string().min(1),
    invitation: z.string().optional(),
    /** The language of the page signed up from: the account's, and its verification mail's. */
    language_preference: LanguageSchema.optional(),
  })
  .meta({ id: "Registration" });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;
export const RegisteredUserSchema = z
  .object({ id: z.number().int(), username: z.string(), email: z.string() })
  .meta({ id: "RegisteredUser" });
export type RegisteredUser = z.infer<typeof RegisteredUserSchema>;

export const UserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    language_preference: LanguageSchema,
    format_locale: FormatLocaleSchema,
    email_verified: z.boolean(),
    role: z.enum(ROLES),
    company: z.number().int(),
    hourly_rate: z.string().nullable().describe('Decimal string, e.g. "85.00"').optional(),
    is_active: z.boolean(),
    date_joined: z.string(),
    last_login: z.string().nullable(),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof UserSchema>;

/** PUT and PATCH of `me`: read-only fields (username, role, …) are ignored as in DRF. */
export const UpdateMeBodySchema = z
  .object({
    email: email.optional(),
    language_preference: LanguageSchema.optional(),
    format_locale: FormatLocaleSchema.optional(),
  })
  .meta({ id: "UserUpdate" });
export type UpdateMeBody = z.input<typeof UpdateMeBodySchema>;
export const ReplaceMeBodySchema = z
  .object({
    email,
    language_preference: LanguageSchema.optional(),
    format_locale: FormatLocaleSchema.optional(),
  })
  .meta({ id: "UserReplace" });

export const SetPasswordBodySchema = z
  .object({
    current_password: z.string().min(1),
    new_password: password,
    re_new_password: z.string().min(1),
  })
  .meta({ id: "SetPassword" });
export type SetPasswordBody = z.input<typeof SetPasswordBodySchema>;
export const ResetPasswordBodySchema = z.object({ email }).meta({ id: "ResetPassword" });
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;
export const ResetPasswordConfirmBodySchema = z
  .object({
    uid: z.string().min(1),
    token: z.string().min(1),
    new_password: password,
    re_new_password: z.string().min(1),
  })
  .meta({ id: "ResetPasswordConfirm" });
export type ResetPasswordConfirmBody = z.input<typeof ResetPasswordConfirmBodySchema>;
export const VerifyEmailBodySchema = z
  .object({ email_verification_token: z.string().min(1), email })
  .meta({ id: "VerifyEmail" });
export type VerifyEmailBody = z.input<typeof VerifyEmailBodySchema>;
