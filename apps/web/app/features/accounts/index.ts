/** Sessions, the signed-in user, profile and passwords: what other parts of the app may use. */
export { accountKeys, useMe, useTokens, useVerifyEmailToken } from "./api.ts";
export { AuthCard } from "./auth-card.tsx";
export { ForgotPasswordForm, ResetPasswordForm } from "./password-reset-forms.tsx";
export { PasswordForm, ProfileForm } from "./profile-forms.tsx";
export { useSessionGuard } from "./use-session-guard.ts";
export { UserMenu } from "./user-menu.tsx";
export { VerifyEmailNotice } from "./verify-email-notice.tsx";
