import { Card, CardContent, Stack, Typography } from "@mui/material";
import {
  type BillingRoundingRule,
  BillingRoundingRuleWriteSchema,
  ROUNDING_INTERVALS,
  ROUNDING_MODES,
  ROUNDING_SCOPES,
} from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { EditDialog } from "../../components/edit-dialog.tsx";
import { EntityForm, type FieldSpec } from "../../components/forms/entity-form.tsx";
import { CollectionTable } from "../../components/lists/collection-table.tsx";
import {
  collections,
  useDebtors,
  useDeleteRoundingRule,
  useProjects,
  useSaveRoundingRule,
} from "./api.ts";

/**
 * Billing rounding (decision 031): the company's default and overrides per debtor and project,
 * the most specific winning. Worked time stays as tracked; the billed time and amounts follow.
 * Loaded with the activities page's own chunk only when shown.
 */
export default function RoundingSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation("projects");
  const { addAlert } = useAlerts();
  const projects = useProjects(true);
  const debtors = useDebtors();
  const save = useSaveRoundingRule();
  const remove = useDeleteRoundingRule();
  const [editing, setEditing] = useState<BillingRoundingRule | null>(null);
  const nameIn = (list: { id: number; name: string }[] | undefined, id: number) =>
    list?.find((entry) => entry.id === id)?.name ?? `#${id}`;
  const appliesTo = (rule: BillingRoundingRule) =>
    rule.project !== null
      ? `${t("rules.project")}: ${nameIn(projects.data, rule.project)}`
      : rule.debtor !== null
        ? `${t("fields.debtor")}: ${nameIn(debtors.data, rule.debtor)}`
        : t("rounding.company");
  /** "Up to 15 minutes per log, at least 30 minutes". */
  const describe = (rule: BillingRoundingRule) =>
    [
      t(`rounding.line_${rule.mode}`, { minutes: rule.interval_minutes }),
      t(`rounding.per_${rule.scope}`),
      rule.minimum_minutes > 0 && t("rounding.atLeast", { minutes: rule.minimum_minutes }),
    ]
      .filter(Boolean)
      .join(", ");
  const choices = (list: { id: number; name: string }[] | undefined) => [
    { value: "", label: t("rounding.none") },
    ...(list ?? []).map((entry) => ({ value: String(entry.id), label: entry.name })),
  ];
  const fields: FieldSpec[] = [
    {
      name: "mode",
      label: t("rounding.mode"),
      type: "select",
      required: true,
      options: ROUNDING_MODES.map((mode) => ({ value: mode, label: t(`rounding.mode_${mode}`) })),
    },
    {
      name: "interval_minutes",
      label: t("rounding.interval"),
      type: "select",
      required: true,
      options: ROUNDING_INTERVALS.map((minutes) => ({
        value: String(minutes),
        label: t("rounding.minutes", { minutes }),
      })),
    },
    {
      name: "scope",
      label: t("rounding.scope"),
      type: "select",
      required: true,
      options: ROUNDING_SCOPES.map((scope) => ({
        value: scope,
        label: t(`rounding.scope_${scope}`),
      })),
      helperText: t("rounding.scopeHelp"),
    },
    {
      name: "minimum_minutes",
      label: t("rounding.minimum"),
      type: "integer",
      helperText: t("rounding.minimumHelp"),
    },
    { name: "debtor", label: t("fields.debtor"), type: "select", options: choices(debtors.data) },
    { name: "project", label: t("rules.project"), type: "select", options: choices(projects.data) },
  ];
  const saved = (title: string) =>
    addAlert({ color: "success", title, text: t("rounding.savedText") });
  const form = (rule: BillingRoundingRule | null) => (
    <EntityForm
      key={rule?.id ?? "new"}
      idPrefix={rule ? "rounding-edit" : "rounding"}
      fields={fields}
      schema={BillingRoundingRuleWriteSchema}
      initial={
        rule
          ? { ...rule, interval_minutes: String(rule.interval_minutes) }
          : { mode: "up", interval_minutes: "15", scope: "log", minimum_minutes: 0 }
      }
      clearAfterSubmit={!rule}
      submitLabel={rule ? t("save") : t("rounding.add")}
      fallbackError={t("accounts:unexpected")}
      onSubmit={async (body) => {
        await save.mutateAsync({ id: rule?.id ?? null, body });
        saved(t("rounding.savedTitle"));
        setEditing(null);
      }}
    />
  );
  return (
    <Stack spacing={2} data-testid="rounding-section">
      <Typography variant="h2" component="h2">
        {t("rounding.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("rounding.intro")}
      </Typography>
      <CollectionTable<BillingRoundingRule>
        collection={collections.roundingRules}
        defaultOrdering="id"
        testId="rounding-rules"
        onRowClick={canEdit ? setEditing : undefined}
        columns={[
          { key: "scope", label: t("rules.scope"), render: appliesTo },
          { key: "rule", label: t("rounding.rule"), render: describe },
        ]}
      />
      <EditDialog
        title={t("rounding.edit")}
        open={editing !== null}
        onClose={() => setEditing(null)}
        deleteQuestion={{
          title: t("rounding.confirmDelete"),
          text: t("rounding.confirmDeleteText"),
        }}
        onDelete={async () => {
          if (!editing) return;
          await remove.mutateAsync(editing.id);
          saved(t("rounding.deletedTitle"));
        }}
      >
        {editing && form(editing)}
      </EditDialog>
      {canEdit && (
        <Card variant="outlined">
          <CardContent>{form(null)}</CardContent>
        </Card>
      )}
    </Stack>
  );
}
