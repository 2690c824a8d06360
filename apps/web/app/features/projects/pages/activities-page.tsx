import { Card, CardContent, Stack, Typography } from "@mui/material";
import {
  type Activity,
  ActivityWriteSchema,
  type HourlyRateRule,
  type User,
} from "@tempus/contract";
import { canManageCompany } from "@tempus/contract/policies";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { EditDialog } from "../../../components/edit-dialog.tsx";
import { EntityForm, type FieldSpec } from "../../../components/forms/entity-form.tsx";
import { CollectionTable } from "../../../components/lists/collection-table.tsx";
import { collections, useDeleteActivity, useSaveActivity } from "../api.ts";
import { RuleForm } from "../rule-form.tsx";
import { RuleDialog, useRuleText } from "../rules.tsx";
import { TagsSection } from "./tags-section.tsx";

/** Billing rounding (decision 031): its own chunk, read when the page shows it. */
const RoundingSection = lazy(() => import("../rounding-section.tsx"));

/** Activities, tags, hourly-rate rules and billing rounding, managed by admins and the owner. */
export function ActivitiesPage({ user }: { user: User }) {
  const { t } = useTranslation("projects");
  const { addAlert } = useAlerts();
  const saveActivity = useSaveActivity();
  const deleteActivity = useDeleteActivity();
  const canEdit = canManageCompany(user);
  const [activity, setActivity] = useState<Activity | null>(null);
  const [rule, setRule] = useState<HourlyRateRule | null>(null);
  const ruleText = useRuleText(canEdit);
  const activityFields: FieldSpec[] = [
    { name: "name", label: t("fields.name"), required: true },
    { name: "billable_by_default", label: t("fields.billable_by_default"), type: "switch" },
    { name: "description", label: t("fields.description") },
  ];
  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        {t("activities.title")}
      </Typography>
      <CollectionTable<Activity>
        collection={collections.activities}
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
          await deleteActivity.mutateAsync(activity.id);
          addAlert({
            color: "success",
            title: t("activities.deletedTitle"),
            text: t("activities.deletedText"),
          });
        }}
      >
        {activity && (
          <EntityForm
            key={activity.id}
            idPrefix="activity-edit"
            fields={[
              ...activityFields,
              { name: "is_archived", label: t("fields.is_archived"), type: "switch" },
            ]}
            schema={ActivityWriteSchema}
            initial={activity}
            submitLabel={t("save")}
            fallbackError={t("accounts:unexpected")}
            onSubmit={async (body) => {
              await saveActivity.mutateAsync({ id: activity.id, body });
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
              schema={ActivityWriteSchema}
              initial={{ billable_by_default: true }}
              clearAfterSubmit
              submitLabel={t("activities.create")}
              fallbackError={t("accounts:unexpected")}
              onSubmit={async (body) => {
                await saveActivity.mutateAsync({ id: null, body });
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
      {/* Members choose tags on their logs; the list is the owner's and the admins' to keep. */}
      {canEdit && <TagsSection />}
      {/* The rules' rates are the company's money: members do not see them (decision 039). */}
      {canEdit && (
        <>
          <Typography variant="h2" component="h2">
            {t("rules.title")}
          </Typography>
          <CollectionTable<HourlyRateRule>
            collection={collections.rules}
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
              {
                key: "description",
                label: t("fields.description"),
                render: (row) => row.description,
              },
            ]}
          />
          <RuleDialog rule={rule} onClose={() => setRule(null)} />
          <Card variant="outlined">
            <CardContent>
              <RuleForm />
            </CardContent>
          </Card>
        </>
      )}
      <Suspense fallback={null}>
        <RoundingSection canEdit={canEdit} />
      </Suspense>
    </Stack>
  );
}
