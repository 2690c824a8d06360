import type { HourlyRateRule } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { EditDialog } from "../../components/edit-dialog.tsx";
import { formatLocale } from "../../lib/i18n.ts";
import { useColleagues } from "../team/index.ts";
import { useActivities, useDebtors, useDeleteRule, useProjects } from "./api.ts";
import { RuleForm } from "./rule-form.tsx";

/** How a rule reads: its rate, what it applies to (by name) and when it is valid. */
export function useRuleText(canListMembers: boolean) {
  const { t, i18n } = useTranslation("projects");
  const projects = useProjects(true);
  const activities = useActivities(true);
  const debtors = useDebtors();
  const colleagues = useColleagues(canListMembers);
  const date = (value: string) =>
    new Date(`${value}T12:00:00Z`).toLocaleDateString(formatLocale(i18n.language), {
      timeZone: "UTC",
    });
  const nameIn = (list: { id: number; name: string }[] | undefined, id: number) =>
    list?.find((entry) => entry.id === id)?.name ?? `#${id}`;
  const validity = (rule: HourlyRateRule) =>
    rule.valid_from && rule.valid_until
      ? t("rules.between", { from: date(rule.valid_from), until: date(rule.valid_until) })
      : rule.valid_from
        ? t("rules.from", { from: date(rule.valid_from) })
        : rule.valid_until
          ? t("rules.until", { until: date(rule.valid_until) })
          : t("rules.always");
  const scope = (rule: HourlyRateRule) =>
    [
      rule.debtor !== null && `${t("fields.debtor")}: ${nameIn(debtors.data, rule.debtor)}`,
      rule.project !== null && `${t("rules.project")}: ${nameIn(projects.data, rule.project)}`,
      rule.activity !== null && `${t("rules.activity")}: ${nameIn(activities.data, rule.activity)}`,
      rule.user !== null &&
        `${t("rules.user")}: ${
          colleagues.data?.find((entry) => entry.id === rule.user)?.username ?? `#${rule.user}`
        }`,
    ]
      .filter(Boolean)
      .join(", ") || t("rules.any");
  /** A rate as the user's language writes numbers ("95,00" in German); exact to 12 digits. */
  const number = new Intl.NumberFormat(formatLocale(i18n.language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  /** The rate with its kind; `money` formats it in a currency where one is known. */
  const rate = (
    rule: HourlyRateRule,
    money: (amount: string) => string = (amount) => number.format(Number(amount)),
  ) =>
    // A member's answer has no rate (decision 039); the rules are shown to managers only.
    rule.rate === undefined
      ? ""
      : t(`rules.rateLine_${rule.rate_type}`, { rate: money(rule.rate) });
  return { validity, scope, rate };
}

/** Changing or deleting a rule (either re-prices the unbilled logs on the server). */
export function RuleDialog({
  rule,
  fixed,
  onClose,
}: {
  rule: HourlyRateRule | null;
  fixed?: Record<string, number>;
  onClose: () => void;
}) {
  const { t } = useTranslation("projects");
  const { addAlert } = useAlerts();
  const deleteRule = useDeleteRule();
  return (
    <EditDialog
      title={t("rules.edit")}
      open={rule !== null}
      onClose={onClose}
      deleteQuestion={{ title: t("rules.confirmDelete"), text: t("rules.confirmDeleteText") }}
      onDelete={async () => {
        if (!rule) return;
        await deleteRule.mutateAsync(rule.id);
        addAlert({
          color: "success",
          title: t("rules.deletedTitle"),
          text: t("rules.deletedText"),
        });
      }}
    >
      {rule && <RuleForm key={rule.id} rule={rule} fixed={fixed} onSaved={onClose} />}
    </EditDialog>
  );
}
