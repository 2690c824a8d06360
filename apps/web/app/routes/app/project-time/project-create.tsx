import type { User } from "@tempus/contract";
import { useOutletContext } from "react-router";
import { ProjectCreatePage } from "../../../features/projects/pages/project-create-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.projectCreate");

export default function ProjectCreate() {
  return <ProjectCreatePage user={useOutletContext<User>()} />;
}
