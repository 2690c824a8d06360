import type { User } from "@tempus/contract";
import { canManageCompany } from "@tempus/contract/policies";
import { Navigate, useOutletContext } from "react-router";
import { SubscriptionPage } from "../../features/billing/subscription-page.tsx";
import { pageMeta } from "../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.subscription");

/** The owner's and admins' page: a member cannot change the plan and is sent to the dashboard. */
export default function ChangeSubscription() {
  const user = useOutletContext<User>();
  if (!canManageCompany(user)) return <Navigate to="/app" replace />;
  return <SubscriptionPage user={user} />;
}
