import { type HourlyRateRule, HourlyRateRuleWriteSchema } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { EntityForm, type FieldSpec } from "../../components/forms/entity-form.tsx";
import { useColleagues } from "../team/index.ts";
import { useActivities, useDebtors, useProjects, useSaveRule } from "./api.ts";

/**
 * A new hourly-rate rule, or `rule` changed; `fixed` pins dimensions (e.g. the
 * project of the page). A dimension left empty matches everything.
 */
export function RuleForm({
  fixed = {},
  rule,
  onSaved,
}: {
  fixed?: Record<string, number>;
  rule?: HourlyRateRule;
  /** After the rule was saved (the rules and what they price are read again by then). */
  onSaved?: () => void;
}) {
  const { t } = useTranslation("projects");
  const { addAlert } = useAlerts();
  const saveRule = useSaveRule();
  // A rule being changed may name an archived project or activity.
  const projects = useProjects(Boolean(rule));
  const debtors = useDebtors();
  const activities = useActivities(Boolean(rule));
  const colleagues = useColleagues(true);
  const any = { value: "", label: t("rules.any") };
  const options = (list: { id: number; name?: string; username?: string }[] | undefined) => [
    any,
    ...(list ?? []).map((entry) => ({
      value: String(entry.id),
      label: entry.name ?? entry.username ?? "",
    })),
  ];
  const fields: FieldSpec[] = [
    {
      name: "rate_type",
      label: t("rules.rate_type"),
      type: "select",
      required: true,
      options: [
        { value: "hourly", label: t("rules.hourly") },
        { value: "fixed", label: t("rules.fixed") },
      ],
    },
    { name: "rate", label: t("rules.rate"), type: "number", required: true },
    ...(fixed.debtor
      ? []
      : [
          {
            name: "debtor",
            label: t("fields.debtor"),
            type: "select" as const,
            options: options(debtors.data),
          },
        ]),
    ...(fixed.project
      ? []
      : [
          {
            name: "project",
            label: t("rules.project"),
            type: "select" as const,
            options: options(projects.data),
          },
        ]),
    {
      name: "activity",
      label: t("rules.activity"),
      type: "select",
      options: options(activities.data),
    },
    { name: "user", label: t("rules.user"), type: "select", options: options(colleagues.data) },
    { name: "valid_from", label: t("rules.valid_from"), type: "date" },
    { name: "valid_until", label: t("rules.valid_until"), type: "date" },
    { name: "description", label: t("fields.description") },
  ];
  return (
    <EntityForm
      idPrefix={rule ? "rule-edit" : "rule"}
      fields={fields}
      schema={HourlyRateRuleWriteSchema}
      initial={rule ?? { rate_type: "hourly" }}
      clearAfterSubmit={!rule}
      submitLabel={rule ? t("save") : t("rules.add")}
      fallbackError={t("accounts:unexpected")}
      onSubmit={async (body) => {
        await saveRule.mutateAsync({ id: rule?.id ?? null, body: { ...body, ...fixed } });
        addAlert({ color: "success", title: t("rules.savedTitle"), text: t("rules.savedText") });
        onSaved?.();
      }}
    />
  );
}
