import { ResetPasswordForm } from "../../features/accounts/password-reset-forms.tsx";
import { pageMeta } from "../../lib/i18n.ts";
import type { SiteHandle } from "../../site/pages.ts";

export const meta = () => pageMeta("common:titles.resetPassword");
export const handle: SiteHandle = { hydrate: true };

/** The link from the reset mail: `?uid=…&token=…`. */
export default function ResetPassword() {
  return <ResetPasswordForm />;
}
