import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { PieChart } from "@mui/x-charts/PieChart";
import type { Statistics, User } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { useColleagues, useDebtors } from "../../../features/projects/use-lookups.ts";
import {
  PRESETS,
  type Preset,
  periodFor,
  presetRange,
  useProjectSeries,
  useStatistics,
} from "../../../features/statistics/api.ts";
import { hoursMinutes, useActivities, useProjects } from "../../../features/timelogs/api.ts";
import { ExportButtons } from "../../../features/timelogs/export-buttons.tsx";
import { FilterSelect } from "../../../features/timelogs/filter-select.tsx";
import { formatMoney, pageMeta } from "../../../lib/i18n.ts";
import { useUrlState } from "../../../lib/url-state.ts";

export const meta = () => pageMeta("common:titles.statistics");

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
type SortKey = "label" | "tracked_seconds" | "billable_seconds";

function Doughnut({
  title,
  data,
  testId,
  colorOf,
}: {
  title: string;
  data: Statistics | undefined;
  testId: string;
  /** The colour of a row's key (a project's own); the chart's palette otherwise. */
  colorOf?: (key: string | null) => string | undefined;
}) {
  const { t } = useTranslation("time");
  const rows = (data?.rows ?? []).filter((row) => row.tracked_seconds > 0);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          {title}
        </Typography>
        {rows.length === 0 ? (
          <ListStatus state="empty" />
        ) : (
          <Box data-testid={testId}>
            <PieChart
              height={220}
              series={[
                {
                  innerRadius: 50,
                  data: rows.map((row, index) => ({
                    id: index,
                    value: hours(row.tracked_seconds),
                    label: row.label ?? t("statistics.none"),
                    color: colorOf?.(row.key),
                  })),
                },
              ]}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** Where the time went and what it is worth: a range, filters, charts, a totals table and exports. */
export default function StatisticsPage() {
  const { t, i18n } = useTranslation("time");
  const user = useOutletContext<User>();
  const isAdmin = user.role !== "member";
  // Range and filters live in the address: a reload or a shared link shows the same figures (a
  // preset such as "last month" stays relative to the day it is opened).
  const [state, update] = useUrlState({
    preset: "thisMonth",
    from: "",
    to: "",
    project: "",
    debtor: "",
    activity: "",
    user: "",
    billable: "",
  });
  const preset: Preset | "custom" = (PRESETS as readonly string[]).includes(state.preset)
    ? (state.preset as Preset)
    : "custom";
  const fallback = presetRange("thisMonth");
  const range =
    preset === "custom"
      ? { from: state.from || fallback.from, to: state.to || fallback.to }
      : presetRange(preset);
  const { project, debtor, activity, billable } = state;
  const member = state.user;
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({
    key: "tracked_seconds",
    descending: true,
  });
  const projects = useProjects(true);
  const debtors = useDebtors();
  const activities = useActivities(true);
  const colleagues = useColleagues(isAdmin);
  const filters = {
    from: range.from,
    to: range.to,
    project,
    debtor,
    activity,
    user: member,
    billable,
  };
  const byProject = useStatistics("project", filters);
  const byDebtor = useStatistics("debtor", filters);
  const byActivity = useStatistics("activity", filters);
  const period = periodFor(range.from, range.to);
  const top = (byProject.data?.rows ?? []).filter((row) => row.key !== null).slice(0, 8);
  const series = useProjectSeries(
    period,
    top.map((row) => row.key as string),
    filters,
  );
  const periods = series[0]?.data?.rows.map((row) => row.key as string) ?? [];
  const money = (amount: string, currency: string) => formatMoney(i18n.language, amount, currency);

  const filterSelect = (
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: { value: string; label: string }[],
  ) => (
    <FilterSelect size="small" label={label} value={value} onChange={onChange} options={options} />
  );
  const rows = [...(byProject.data?.rows ?? [])].sort((a, b) => {
    const order =
      sort.key === "label"
        ? String(a.label).localeCompare(String(b.label))
        : a[sort.key] - b[sort.key];
    return sort.descending ? -order : order;
  });
  const sortLabel = (key: SortKey, label: string) => (
    <TableSortLabel
      active={sort.key === key}
      direction={sort.key === key && sort.descending ? "desc" : "asc"}
      onClick={() => setSort({ key, descending: sort.key === key ? !sort.descending : true })}
    >
      {label}
    </TableSortLabel>
  );

  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        {t("statistics.title")}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <ToggleButtonGroup
              exclusive
              size="small"
              sx={{ flexWrap: "wrap" }}
              value={preset}
              onChange={(_event, value: Preset | "custom" | null) => {
                if (!value) return;
                update(
                  value === "custom"
                    ? { preset: value, from: range.from, to: range.to }
                    : { preset: value, from: "", to: "" },
                );
              }}
            >
              {PRESETS.map((name) => (
                <ToggleButton key={name} value={name}>
                  {t(`statistics.presets.${name}`)}
                </ToggleButton>
              ))}
              <ToggleButton value="custom">{t("statistics.presets.custom")}</ToggleButton>
            </ToggleButtonGroup>
            <Box
              sx={{
                display: "grid",
                gap: 2,
                gridTemplateColumns: "repeat(auto-fill, minmax(min(150px, 100%), 1fr))",
              }}
            >
              <TextField
                size="small"
                type="date"
                label={t("list.from")}
                value={range.from}
                onChange={(event) => {
                  update({ preset: "custom", from: event.target.value, to: range.to });
                }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                size="small"
                type="date"
                label={t("statistics.to")}
                value={range.to}
                onChange={(event) => {
                  update({ preset: "custom", from: range.from, to: event.target.value });
                }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              {filterSelect(
                t("fields.project"),
                project,
                (value) => update({ project: value }),
                (projects.data ?? []).map((entry) => ({
                  value: String(entry.id),
                  label: entry.name,
                })),
              )}
              {filterSelect(
                t("fields.debtor"),
                debtor,
                (value) => update({ debtor: value }),
                (debtors.data ?? []).map((entry) => ({
                  value: String(entry.id),
                  label: entry.name,
                })),
              )}
              {filterSelect(
                t("fields.activity"),
                activity,
                (value) => update({ activity: value }),
                (activities.data ?? []).map((entry) => ({
                  value: String(entry.id),
                  label: entry.name,
                })),
              )}
              {isAdmin &&
                filterSelect(
                  t("fields.user"),
                  member,
                  (value) => update({ user: value }),
                  (colleagues.data ?? []).map((entry) => ({
                    value: String(entry.id),
                    label: entry.username,
                  })),
                )}
              {filterSelect(
                t("fields.billable"),
                billable,
                (value) => update({ billable: value }),
                [
                  { value: "true", label: t("list.billable") },
                  { value: "false", label: t("list.notBillable") },
                ],
              )}
            </Box>
            <ExportButtons
              query={{
                project,
                debtor,
                activity,
                user: member,
                billable,
                start_after: range.from,
                start_before: nextDay(range.to),
              }}
            />
          </Stack>
        </CardContent>
      </Card>
      {byProject.isPending ? (
        <ListStatus state="loading" />
      ) : byProject.isError ? (
        <ListStatus state="empty" />
      ) : (
        <>
          <Typography data-testid="statistics-totals">
            {t("statistics.totals", {
              tracked: hoursMinutes(byProject.data.totals.tracked_seconds),
              billable: hoursMinutes(byProject.data.totals.billable_seconds),
              amounts:
                byProject.data.totals.amounts
                  .map((entry) => money(entry.amount, entry.currency))
                  .join(", ") || "–",
            })}
          </Typography>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h3" component="h2">
                {t(`statistics.hoursPer.${period}`)}
              </Typography>
              {top.length === 0 ? (
                <ListStatus state="empty" />
              ) : (
                <Box data-testid="statistics-bars">
                  <BarChart
                    height={300}
                    xAxis={[{ scaleType: "band", data: periods }]}
                    series={top.map((row, index) => ({
                      label: row.label ?? "",
                      stack: "hours",
                      color: projects.data?.find((entry) => String(entry.id) === row.key)?.color,
                      data:
                        series[index]?.data?.rows.map((entry) => hours(entry.tracked_seconds)) ??
                        [],
                    }))}
                  />
                </Box>
              )}
            </CardContent>
          </Card>
          <Box
            sx={{
              display: "grid",
              gap: 2,
              gridTemplateColumns: { xs: "1fr", lg: "repeat(3, 1fr)" },
            }}
          >
            <Doughnut
              title={t("statistics.byProject")}
              data={byProject.data}
              testId="doughnut-project"
              colorOf={(key) => projects.data?.find((entry) => String(entry.id) === key)?.color}
            />
            <Doughnut
              title={t("statistics.byDebtor")}
              data={byDebtor.data}
              testId="doughnut-debtor"
            />
            <Doughnut
              title={t("statistics.byActivity")}
              data={byActivity.data}
              testId="doughnut-activity"
            />
          </Box>
          <Box sx={{ overflowX: "auto" }}>
            <Table size="small" data-testid="statistics-table">
              <TableHead>
                <TableRow>
                  <TableCell>{sortLabel("label", t("fields.project"))}</TableCell>
                  <TableCell align="right">
                    {sortLabel("tracked_seconds", t("statistics.tracked"))}
                  </TableCell>
                  <TableCell align="right">
                    {sortLabel("billable_seconds", t("statistics.billable"))}
                  </TableCell>
                  <TableCell align="right">{t("list.columns.amount")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.key ?? "none"}>
                    <TableCell>{row.label ?? t("statistics.none")}</TableCell>
                    <TableCell align="right">{hoursMinutes(row.tracked_seconds)}</TableCell>
                    <TableCell align="right">{hoursMinutes(row.billable_seconds)}</TableCell>
                    <TableCell align="right">
                      {row.amounts.map((entry) => money(entry.amount, entry.currency)).join(", ") ||
                        "–"}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {rows.length === 0 && <ListStatus state="empty" />}
        </>
      )}
    </Stack>
  );
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
