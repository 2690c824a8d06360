import { Card, CardContent, Typography } from "@mui/material";
import { nextProjectColor } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { EntityForm } from "../../../components/entity-form.tsx";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { createProject } from "../../../features/projects/api.ts";
import { projectFields } from "../../../features/projects/project-fields.ts";
import { useDebtors } from "../../../features/projects/use-lookups.ts";
import { useProjects } from "../../../features/timelogs/api.ts";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.projectCreate");

export default function ProjectCreate() {
  const { t } = useTranslation("projects");
  const navigate = useNavigate();
  const { addAlert } = useAlerts();
  const debtors = useDebtors();
  const projects = useProjects(true);
  if (!debtors.data || !projects.data) return <ListStatus state="loading" />;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" component="h1" gutterBottom>
          {t("projects.create")}
        </Typography>
        <EntityForm
          fields={projectFields(t, debtors.data)}
          initial={{ color: nextProjectColor(projects.data.length), billable_by_default: true }}
          submitLabel={t("save")}
          fallbackError={t("accounts:unexpected")}
          onSubmit={async (body) => {
            const created = await createProject(body as { name: string });
            addAlert({
              color: "success",
              title: t("projects.createdTitle"),
              text: t("projects.createdText", { name: created.name }),
            });
            navigate(`/app/project-time/projects/${created.id}`);
          }}
        />
      </CardContent>
    </Card>
  );
}
