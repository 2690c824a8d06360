import type { User } from "@tempus/contract";
import { useOutletContext } from "react-router";
import { ProjectsPage } from "../../../features/projects/pages/projects-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.projects");

export default function Projects() {
  return <ProjectsPage user={useOutletContext<User>()} />;
}
