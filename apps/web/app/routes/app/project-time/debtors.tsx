import type { User } from "@tempus/contract";
import { useOutletContext } from "react-router";
import { DebtorsPage } from "../../../features/projects/pages/debtors-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.debtors");

export default function Debtors() {
  return <DebtorsPage user={useOutletContext<User>()} />;
}
