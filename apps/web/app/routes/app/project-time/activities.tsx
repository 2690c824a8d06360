import { Card, CardContent, Stack, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import type { Activity, HourlyRateRule, User } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { EntityForm } from "../../../components/entity-form.tsx";
import { CollectionTable } from "../../../components/lists/collection-table.tsx";
import { saveActivity } from "../../../features/projects/api.ts";
import { RuleForm } from "../../../features/projects/rule-form.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.activities");

/** Activities and hourly-rate rules, managed by admins and the owner. */
export default function ActivitiesAndRates() {
  const { t } = useTranslation("projects");
  const user = useOutletContext<User>();
  const queryClient = useQueryClient();
  const { addAlert } = useAlerts();
  const canEdit = user.role !== "member";
  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        {t("activities.title")}
      </Typography>
      <CollectionTable<Activity>
        path="/projectmanagement/activity/"
        queryKey="activities"
        defaultOrdering="name"
        archivable
        columns={[
          { key: "name", label: t("fields.name"), sort: "name", render: (row) => row.name },
          {
            key: "billable",
            label: t("fields.billable_by_default"),
            render: (row) => (row.billable_by_default ? "✓" : "–"),
          },
          {
            key: "scope",
            label: t("activities.scope"),
            render: (row) => (row.project ? t("activities.oneProject") : t("activities.global")),
          },
        ]}
      />
      {canEdit && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h3" component="h2" gutterBottom>
              {t("activities.create")}
            </Typography>
            <EntityForm
              fields={[
                { name: "name", label: t("fields.name"), required: true },
                {
                  name: "billable_by_default",
                  label: t("fields.billable_by_default"),
                  type: "switch",
                },
                { name: "description", label: t("fields.description") },
              ]}
              initial={{ billable_by_default: true }}
              submitLabel={t("activities.create")}
              fallbackError={t("accounts:unexpected")}
              onSubmit={async (body) => {
                await saveActivity(body);
                await queryClient.invalidateQueries({ queryKey: ["activities"] });
                addAlert({
                  color: "success",
                  title: t("activities.createdTitle"),
                  text: t("activities.createdText"),
                });
              }}
            />
          </CardContent>
        </Card>
      )}
      <Typography variant="h2" component="h2">
        {t("rules.title")}
      </Typography>
      <CollectionTable<HourlyRateRule>
        path="/projectmanagement/hourly-rate-rule/"
        queryKey="rules"
        defaultOrdering="id"
        columns={[
          {
            key: "rate",
            label: t("rules.rate"),
            sort: "rate",
            render: (row) => `${row.rate} (${t(`rules.${row.rate_type}`)})`,
          },
          {
            key: "scope",
            label: t("rules.scope"),
            render: (row) =>
              [
                row.debtor && `${t("fields.debtor")} ${row.debtor}`,
                row.project && `${t("rules.project")} ${row.project}`,
                row.activity && `${t("rules.activity")} ${row.activity}`,
                row.user && `${t("rules.user")} ${row.user}`,
              ]
                .filter(Boolean)
                .join(", ") || t("rules.any"),
          },
          {
            key: "valid",
            label: t("rules.valid_from"),
            render: (row) => `${row.valid_from ?? "–"} – ${row.valid_until ?? "–"}`,
          },
          { key: "description", label: t("fields.description"), render: (row) => row.description },
        ]}
      />
      {canEdit && (
        <Card variant="outlined">
          <CardContent>
            <RuleForm onSaved={() => queryClient.invalidateQueries({ queryKey: ["rules"] })} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
