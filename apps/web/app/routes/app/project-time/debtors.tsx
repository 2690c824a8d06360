import type { User } from "@tempus/contract";
import { useOutletContext } from "react-router";
import { DebtorsPage } from "../../../features/projects/index.ts";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.debtors");

export default function Debtors() {
  return <DebtorsPage user={useOutletContext<User>()} />;
}
