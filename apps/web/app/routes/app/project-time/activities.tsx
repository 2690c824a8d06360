import { Card, CardContent, Stack, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import type { Activity, HourlyRateRule, User } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { EditDialog } from "../../../components/edit-dialog.tsx";
import { EntityForm, type FieldSpec } from "../../../components/entity-form.tsx";
import { CollectionTable } from "../../../components/lists/collection-table.tsx";
import { deleteActivity, saveActivity } from "../../../features/projects/api.ts";
import { RuleForm } from "../../../features/projects/rule-form.tsx";
import { RuleDialog, useRulesChanged, useRuleText } from "../../../features/projects/rules.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.activities");

/** Activities and hourly-rate rules, managed by admins and the owner. */
export default function ActivitiesAndRates() {
  const { t } = useTranslation("projects");
  const user = useOutletContext<User>();
  const queryClient = useQueryClient();
  const { addAlert } = useAlerts();
  const canEdit = user.role !== "member";
  const [activity, setActivity] = useState<Activity | null>(null);
  const [rule, setRule] = useState<HourlyRateRule | null>(null);
  const ruleText = useRuleText(canEdit);
  const activityFields: FieldSpec[] = [
    { name: "name", label: t("fields.name"), required: true },
    { name: "billable_by_default", label: t("fields.billable_by_default"), type: "switch" },
    { name: "description", label: t("fields.description") },
  ];
  const activitiesChanged = () => queryClient.invalidateQueries({ queryKey: ["activities"] });
  const rulesChanged = useRulesChanged();
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
        testId="activities"
        onRowClick={canEdit ? setActivity : undefined}
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
          {
            key: "archived",
            label: t("fields.is_archived"),
            render: (row) => (row.is_archived ? "✓" : ""),
          },
        ]}
      />
      <EditDialog
        title={t("activities.edit")}
        open={activity !== null}
        onClose={() => setActivity(null)}
        deleteQuestion={{
          title: t("activities.confirmDelete"),
          text: t("activities.confirmDeleteText"),
        }}
        onDelete={async () => {
          if (!activity) return;
          await deleteActivity(activity.id);
          addAlert({
            color: "success",
            title: t("activities.deletedTitle"),
            text: t("activities.deletedText"),
          });
          await activitiesChanged();
        }}
      >
        {activity && (
          <EntityForm
            key={activity.id}
            fields={[
              ...activityFields,
              { name: "is_archived", label: t("fields.is_archived"), type: "switch" },
            ]}
            initial={activity}
            submitLabel={t("save")}
            fallbackError={t("accounts:unexpected")}
            onSubmit={async (body) => {
              await saveActivity(activity.id, body);
              await activitiesChanged();
              addAlert({
                color: "success",
                title: t("activities.savedTitle"),
                text: t("activities.savedText"),
              });
              setActivity(null);
            }}
          />
        )}
      </EditDialog>
      {canEdit && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h3" component="h2" gutterBottom>
              {t("activities.create")}
            </Typography>
            <EntityForm
              fields={activityFields}
              initial={{ billable_by_default: true }}
              submitLabel={t("activities.create")}
              fallbackError={t("accounts:unexpected")}
              onSubmit={async (body) => {
                await saveActivity(null, body);
                await activitiesChanged();
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
        testId="rules"
        onRowClick={canEdit ? setRule : undefined}
        columns={[
          {
            key: "rate",
            label: t("rules.rate"),
            sort: "rate",
            render: (row) => ruleText.rate(row),
          },
          { key: "scope", label: t("rules.scope"), render: (row) => ruleText.scope(row) },
          { key: "valid", label: t("rules.valid"), render: (row) => ruleText.validity(row) },
          { key: "description", label: t("fields.description"), render: (row) => row.description },
        ]}
      />
      <RuleDialog rule={rule} onClose={() => setRule(null)} onChanged={rulesChanged} />
      {canEdit && (
        <Card variant="outlined">
          <CardContent>
            <RuleForm onSaved={rulesChanged} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
