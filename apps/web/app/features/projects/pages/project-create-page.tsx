import { Card, CardContent, Typography } from "@mui/material";
import {
  DEFAULT_BUDGET_THRESHOLDS,
  nextProjectColor,
  ProjectWriteSchema,
  type User,
} from "@tempus/contract";
import { canManageCompany } from "@tempus/contract/policies";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { EntityForm } from "../../../components/forms/entity-form.tsx";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { useCreateProject, useDebtors, useProjects } from "../api.ts";
import { projectFields } from "../project-fields.ts";

/** A new project; members cannot create one and are sent to the projects. */
export function ProjectCreatePage({ user }: { user: User }) {
  const { t } = useTranslation("projects");
  const navigate = useNavigate();
  const { addAlert } = useAlerts();
  const debtors = useDebtors();
  const projects = useProjects(true);
  const createProject = useCreateProject();
  if (!canManageCompany(user)) return <Navigate to="/app/project-time/projects" replace />;
  if (!debtors.data || !projects.data) return <ListStatus state="loading" />;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" component="h1" gutterBottom>
          {t("projects.create")}
        </Typography>
        <EntityForm
          fields={projectFields(t, debtors.data)}
          schema={ProjectWriteSchema}
          initial={{
            color: nextProjectColor(projects.data.length),
            billable_by_default: true,
            budget_alert_thresholds: DEFAULT_BUDGET_THRESHOLDS,
          }}
          submitLabel={t("save")}
          fallbackError={t("accounts:unexpected")}
          onSubmit={async (body) => {
            const created = await createProject.mutateAsync(body);
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
