import { ForgotPasswordForm } from "../../features/accounts/password-reset-forms.tsx";
import { pageMeta } from "../../lib/i18n.ts";
import type { SiteHandle } from "../../site/pages.ts";

export const meta = () => pageMeta("common:titles.forgotPassword");
export const handle: SiteHandle = { hydrate: true };

export default function ForgotPassword() {
  return <ForgotPasswordForm />;
}
