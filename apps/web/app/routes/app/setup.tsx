import type { User } from "@tempus/contract";
import { useOutletContext } from "react-router";
import { SetupWizard } from "../../features/masterdata/setup-wizard.tsx";
import { pageMeta } from "../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.setup");

export default function Setup() {
  return <SetupWizard user={useOutletContext<User>()} />;
}
