import type { User } from "@tempus/contract";
import { useOutletContext } from "react-router";
import { ActivitiesPage } from "../../../features/projects/index.ts";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.activities");

export default function ActivitiesAndRates() {
  return <ActivitiesPage user={useOutletContext<User>()} />;
}
