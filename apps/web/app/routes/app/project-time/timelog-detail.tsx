import type { User } from "@tempus/contract";
import { useOutletContext, useParams } from "react-router";
import { TimeLogDetailPage } from "../../../features/timelogs/detail/timelog-detail-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.timelog");

export default function TimeLogDetail() {
  const { id = "" } = useParams();
  return <TimeLogDetailPage id={id} user={useOutletContext<User>()} />;
}
