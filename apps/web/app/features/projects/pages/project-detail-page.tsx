import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Alert, Box, Card, CardContent, IconButton, Stack, Typography } from "@mui/material";
import { type HourlyRateRule, ProjectWriteSchema, type TimeLog, type User } from "@tempus/contract";
import { canManageCompany } from "@tempus/contract/policies";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { EntityForm } from "../../../components/forms/entity-form.tsx";
import { CollectionTable } from "../../../components/lists/collection-table.tsx";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { LogAmount } from "../../../components/money/log-amount.tsx";
import { formatLocale, formatMoney } from "../../../lib/i18n.ts";
import { hoursMinutes, logDuration } from "../../../lib/time-format.ts";
import { collections, useDebtors, useProject, useProjectRules, useUpdateProject } from "../api.ts";
import { BudgetBurnDown } from "../budget-burn-down.tsx";
import { projectFields } from "../project-fields.ts";
import { RuleForm } from "../rule-form.tsx";
import { RuleDialog, useRuleText } from "../rules.tsx";

/** A project: tracked time and amounts, its budget's burn-down, its rates, its logs and its edit form. */
export function ProjectDetailPage({
  id,
  user,
  timeZone,
}: {
  id: string;
  user: User;
  /** The company's: log times on its clock, as the time-log list shows them. */
  timeZone?: string;
}) {
  const { t, i18n } = useTranslation("projects");
  const navigate = useNavigate();
  const { addAlert } = useAlerts();
  const debtors = useDebtors();
  const project = useProject(id);
  const rules = useProjectRules(id);
  const updateProject = useUpdateProject();
  const canEdit = canManageCompany(user);
  const ruleText = useRuleText(canEdit);
  const [editedRule, setEditedRule] = useState<HourlyRateRule | null>(null);
  if (project.isError) return <Alert severity="error">{t("notFound")}</Alert>;
  if (!project.data || !debtors.data) return <ListStatus state="loading" />;
  const data = project.data;
  // A member's answer has no amounts unless the company shows them their own (decision 039).
  const showsAmounts = data.billable_amount !== undefined;
  const money = (amount: string) => formatMoney(i18n.language, amount, data.currency);

  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        {data.name}
      </Typography>
      {!canEdit && (
        <Typography color="text.secondary">
          {t(showsAmounts ? "detail.ownTotals" : "detail.ownTime")}
        </Typography>
      )}
      <Box
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" } }}
      >
        <Card variant="outlined">
          <CardContent>
            <Typography color="text.secondary">{t("detail.tracked")}</Typography>
            <Typography variant="h3" component="p" data-testid="project-tracked">
              {hoursMinutes(data.tracked_seconds)} h
            </Typography>
          </CardContent>
        </Card>
        {data.billable_amount !== undefined && (
          <Card variant="outlined">
            <CardContent>
              <Typography color="text.secondary">{t("detail.amount")}</Typography>
              <Typography variant="h3" component="p" data-testid="project-amount">
                {money(data.billable_amount)}
              </Typography>
            </CardContent>
          </Card>
        )}
        {data.unbilled_amount !== undefined && (
          <Card variant="outlined">
            <CardContent>
              <Typography color="text.secondary">{t("detail.unbilled")}</Typography>
              <Typography variant="h3" component="p">
                {money(data.unbilled_amount)}
              </Typography>
            </CardContent>
          </Card>
        )}
      </Box>
      <BudgetBurnDown id={String(data.id)} currency={data.currency} />
      {/* The rules' rates are the company's money: members do not see them (decision 039). */}
      {canEdit && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h3" component="h2" gutterBottom>
              {t("detail.rates")}
            </Typography>
            <Stack spacing={1} sx={{ mb: 2 }} data-testid="project-rules">
              {(rules.data ?? []).length === 0 && (
                <Typography color="text.secondary">{t("detail.noRules")}</Typography>
              )}
              {(rules.data ?? []).map((rule) => (
                <Stack key={rule.id} direction="row" spacing={1} sx={{ alignItems: "center" }}>
                  <Typography>
                    {t(`rules.line_${rule.rate_type}`, {
                      rate: rule.rate === undefined ? "" : money(rule.rate),
                      validity: ruleText.validity(rule),
                    })}
                    {rule.activity !== null || rule.user !== null
                      ? ` (${ruleText.scope({ ...rule, project: null })})`
                      : ""}
                  </Typography>
                  {canEdit && (
                    <IconButton
                      size="small"
                      aria-label={t("rules.edit")}
                      onClick={() => setEditedRule(rule)}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
              ))}
            </Stack>
            {canEdit && <RuleForm fixed={{ project: data.id }} />}
            <RuleDialog
              rule={editedRule}
              fixed={{ project: data.id }}
              onClose={() => setEditedRule(null)}
            />
          </CardContent>
        </Card>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            {t("detail.logs")}
          </Typography>
          <CollectionTable
            collection={collections.timeLogs}
            defaultOrdering="-start"
            extraQuery={{ project: String(data.id) }}
            onRowClick={(row) => navigate(`/app/project-time/timelog/${row.id}`)}
            columns={[
              {
                key: "start",
                label: t("detail.when"),
                sort: "start",
                render: (row) =>
                  new Date(row.start).toLocaleString(formatLocale(i18n.language), {
                    dateStyle: "medium",
                    timeStyle: "short",
                    timeZone,
                  }),
              },
              {
                key: "duration",
                label: t("detail.duration"),
                sort: "duration_seconds",
                render: (row) => logDuration(row.duration_seconds),
              },
              {
                key: "description",
                label: t("fields.description"),
                render: (row) => row.description,
              },
              ...(showsAmounts
                ? [
                    {
                      key: "amount",
                      label: t("detail.amount"),
                      align: "right" as const,
                      render: (row: TimeLog) => <LogAmount log={row} />,
                    },
                  ]
                : []),
            ]}
          />
        </CardContent>
      </Card>
      {canEdit && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h3" component="h2" gutterBottom>
              {t("detail.edit")}
            </Typography>
            <EntityForm
              fields={projectFields(t, debtors.data)}
              schema={ProjectWriteSchema}
              initial={data}
              submitLabel={t("save")}
              fallbackError={t("accounts:unexpected")}
              onSubmit={async (body) => {
                await updateProject.mutateAsync({ id: data.id, body });
                addAlert({
                  color: "success",
                  title: t("projects.savedTitle"),
                  text: t("projects.savedText"),
                });
              }}
            />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
