import type { User } from "@tempus/contract";
import { useOutletContext } from "react-router";
import { SubscriptionPage } from "../../features/billing/index.ts";
import { pageMeta } from "../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.subscription");

export default function ChangeSubscription() {
  return <SubscriptionPage user={useOutletContext<User>()} />;
}
