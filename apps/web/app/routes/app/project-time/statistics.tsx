import type { User } from "@tempus/contract";
import { useOutletContext } from "react-router";
import { StatisticsPage } from "../../../features/statistics/page/statistics-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.statistics");

export default function Statistics() {
  return <StatisticsPage user={useOutletContext<User>()} />;
}
