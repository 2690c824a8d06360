import type { User } from "@tempus/contract";
import { useOutletContext } from "react-router";
import { TimeLogListPage } from "../../../features/timelogs/list/timelog-list-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.timelogs");

export default function TimeLogList() {
  return <TimeLogListPage user={useOutletContext<User>()} />;
}
