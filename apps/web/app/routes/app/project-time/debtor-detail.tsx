import type { User } from "@tempus/contract";
import { useOutletContext, useParams } from "react-router";
import { DebtorDetailPage } from "../../../features/projects/pages/debtor-detail-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.debtor");

export default function DebtorDetail() {
  const { id = "" } = useParams();
  return <DebtorDetailPage id={id} user={useOutletContext<User>()} />;
}
