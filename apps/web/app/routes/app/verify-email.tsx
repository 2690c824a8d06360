import type { User } from "@tempus/contract";
import { useOutletContext } from "react-router";
import { VerifyEmailNotice } from "../../features/accounts/verify-email-notice.tsx";
import { pageMeta } from "../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.verifyEmail");

export default function VerifyEmail() {
  return <VerifyEmailNotice user={useOutletContext<User>()} />;
}
