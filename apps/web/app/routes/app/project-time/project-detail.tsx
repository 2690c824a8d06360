import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import {
  Alert,
  Box,
  Card,
  CardContent,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
} from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { HourlyRateRule, User } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useOutletContext, useParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { EntityForm } from "../../../components/entity-form.tsx";
import { CollectionTable } from "../../../components/lists/collection-table.tsx";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { updateProject } from "../../../features/projects/api.ts";
import { projectFields } from "../../../features/projects/project-fields.ts";
import { RuleForm } from "../../../features/projects/rule-form.tsx";
import { RuleDialog, useRulesChanged, useRuleText } from "../../../features/projects/rules.tsx";
import { useDebtors } from "../../../features/projects/use-lookups.ts";
import { hoursMinutes } from "../../../features/timelogs/api.ts";
import { api } from "../../../lib/api-client.ts";
import { formatMoney, pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.project");

interface ProjectDetail extends Record<string, unknown> {
  id: number;
  name: string;
  currency: string;
  tracked_seconds: number;
  billable_seconds: number;
  billable_amount: string;
  unbilled_amount: string;
  budget_hours_used_percent: number | null;
  budget_amount_used_percent: number | null;
}

export default function ProjectDetailPage() {
  const { t, i18n } = useTranslation("projects");
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useOutletContext<User>();
  const queryClient = useQueryClient();
  const { addAlert } = useAlerts();
  const debtors = useDebtors();
  const project = useQuery({
    queryKey: ["project", id],
    queryFn: () => api<ProjectDetail>(`/projectmanagement/project/${id}/`),
  });
  const rules = useQuery({
    queryKey: ["rules", "project", id],
    queryFn: async () =>
      (
        await api<{ results: HourlyRateRule[] }>("/projectmanagement/hourly-rate-rule/", {
          query: { project: id ?? "", page_size: 1000 },
        })
      ).results,
  });
  const canEdit = user.role !== "member";
  const ruleText = useRuleText(canEdit);
  const [editedRule, setEditedRule] = useState<HourlyRateRule | null>(null);
  const rulesChanged = useRulesChanged();
  if (project.isError) return <Alert severity="error">{t("notFound")}</Alert>;
  if (!project.data || !debtors.data) return <ListStatus state="loading" />;
  const data = project.data;
  const money = (amount: string) => formatMoney(i18n.language, amount, data.currency);
  const budget = data.budget_hours_used_percent ?? data.budget_amount_used_percent;

  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        {data.name}
      </Typography>
      <Box
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" } }}
      >
        <Card variant="outlined">
          <CardContent>
            <Typography color="text.secondary">{t("detail.tracked")}</Typography>
            <Typography variant="h3" data-testid="project-tracked">
              {hoursMinutes(data.tracked_seconds)} h
            </Typography>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography color="text.secondary">{t("detail.amount")}</Typography>
            <Typography variant="h3" data-testid="project-amount">
              {money(data.billable_amount)}
            </Typography>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography color="text.secondary">{t("detail.unbilled")}</Typography>
            <Typography variant="h3">{money(data.unbilled_amount)}</Typography>
          </CardContent>
        </Card>
      </Box>
      {budget !== null && (
        <Box>
          <Typography>{t("detail.budgetUse", { percent: budget })}</Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, budget)}
            color={budget >= 100 ? "error" : budget >= 80 ? "warning" : "primary"}
          />
        </Box>
      )}
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
                    rate: money(rule.rate),
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
          {canEdit && <RuleForm fixed={{ project: data.id }} onSaved={rulesChanged} />}
          <RuleDialog
            rule={editedRule}
            fixed={{ project: data.id }}
            onClose={() => setEditedRule(null)}
            onChanged={rulesChanged}
          />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            {t("detail.logs")}
          </Typography>
          <CollectionTable<{
            id: number;
            start: string;
            duration_seconds: number;
            description: string;
            amount: string;
          }>
            path="/projectmanagement/timelog/"
            queryKey="timelog"
            defaultOrdering="-start"
            extraQuery={{ project: String(data.id) }}
            onRowClick={(row) => navigate(`/app/project-time/timelog/${row.id}`)}
            columns={[
              {
                key: "start",
                label: t("detail.when"),
                sort: "start",
                render: (row) =>
                  new Date(row.start).toLocaleString(i18n.language, {
                    dateStyle: "medium",
                    timeStyle: "short",
                  }),
              },
              {
                key: "duration",
                label: t("detail.duration"),
                sort: "duration_seconds",
                render: (row) => hoursMinutes(row.duration_seconds),
              },
              {
                key: "description",
                label: t("fields.description"),
                render: (row) => row.description,
              },
              {
                key: "amount",
                label: t("detail.amount"),
                align: "right",
                render: (row) => money(row.amount),
              },
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
              initial={data}
              submitLabel={t("save")}
              fallbackError={t("accounts:unexpected")}
              onSubmit={async (body) => {
                await updateProject(data.id, body);
                await queryClient.invalidateQueries({ queryKey: ["project", id] });
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
