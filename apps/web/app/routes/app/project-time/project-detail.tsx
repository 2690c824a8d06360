import type { User } from "@tempus/contract";
import { useOutletContext, useParams } from "react-router";
import { useCompanyTimeZone } from "../../../features/masterdata/api.ts";
import { ProjectDetailPage } from "../../../features/projects/pages/project-detail-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.project");

export default function ProjectDetail() {
  const { id = "" } = useParams();
  return (
    <ProjectDetailPage id={id} user={useOutletContext<User>()} timeZone={useCompanyTimeZone()} />
  );
}
