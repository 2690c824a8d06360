import type { User } from "@tempus/contract";
import { useOutletContext } from "react-router";
import { ReportsPage } from "../../../features/reports/page/reports-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.reports");

export default function Reports() {
  return <ReportsPage user={useOutletContext<User>()} />;
}
