import type { User } from "@tempus/contract";
import { useOutletContext } from "react-router";
import { ImportPage } from "../../../features/imports/import-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("imports:pageTitle");

export default function Import() {
  return <ImportPage user={useOutletContext<User>()} />;
}
