import type { User } from "@tempus/contract";
import { useOutletContext } from "react-router";
import { ActivitiesPage } from "../../../features/projects/pages/activities-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.activities");

export default function ActivitiesAndRates() {
  return <ActivitiesPage user={useOutletContext<User>()} />;
}
