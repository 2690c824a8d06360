import { Box, Card, CardContent, Typography } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { PieChart } from "@mui/x-charts/PieChart";
import type { Statistics } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { ChartTable } from "../../../components/chart-table.tsx";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { formatLocale } from "../../../lib/i18n.ts";
import { hoursMinutes } from "../../../lib/time-format.ts";
import { chartColor, periodLabel } from "../chart-labels.ts";
import type { StatisticsPageData } from "./use-statistics-page.ts";

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

function Doughnut({
  title,
  nameColumn,
  data,
  testId,
  colorOf,
  noneLabel,
  note,
}: {
  title: string;
  /** The heading of the slices' names in the table a screen reader reads. */
  nameColumn: string;
  data: Statistics | undefined;
  testId: string;
  /** The colour of a row's key: its own, else one of the palette chosen by the key. */
  colorOf: (key: string | null) => string;
  /** The name of the slice without a debtor, activity or tag. */
  noneLabel: string;
  /** What to know to read the slices (a log counts in each of its tags). */
  note?: string;
}) {
  const { t, i18n } = useTranslation("time");
  const rows = (data?.rows ?? []).filter((row) => row.tracked_seconds > 0);
  const total = rows.reduce((sum, row) => sum + row.tracked_seconds, 0);
  const percent = new Intl.NumberFormat(formatLocale(i18n.language), {
    style: "percent",
    maximumFractionDigits: 1,
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          {title}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {note}
          </Typography>
        )}
        {rows.length === 0 ? (
          <ListStatus state="empty" />
        ) : (
          <Box data-testid={testId}>
            <PieChart
              height={220}
              series={[
                {
                  innerRadius: 50,
                  data: rows.map((row) => ({
                    id: row.key ?? "none",
                    value: hours(row.tracked_seconds),
                    label: row.label ?? noneLabel,
                    color: colorOf(row.key),
                  })),
                },
              ]}
            />
            <ChartTable
              caption={title}
              columns={[nameColumn, t("statistics.tracked"), t("statistics.share")]}
              rows={rows.map((row) => ({
                key: row.key ?? "none",
                label: row.label ?? noneLabel,
                values: [
                  `${hoursMinutes(row.tracked_seconds)} h`,
                  percent.format(row.tracked_seconds / total),
                ],
              }))}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Hours per period stacked by the top projects, and the shares per project, debtor, activity, tag
 * and (for owners and admins) person.
 */
export function StatisticsCharts({ page }: { page: StatisticsPageData }) {
  const { t, i18n } = useTranslation("time");
  const { top, series, periods, projects, activities, tags } = page;
  const ownColor = (list: { id: number; color: string }[] | undefined) => (key: string | null) =>
    chartColor(key, list?.find((entry) => String(entry.id) === key)?.color);
  const projectColor = ownColor(projects.data);
  const activityColor = ownColor(activities.data);
  const tagColor = ownColor(tags.data);
  // Debtors and people have no colour of their own: one of the palette, chosen by the id.
  const paletteColor = (key: string | null) => chartColor(key);
  return (
    <>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" component="h2">
            {t(`statistics.hoursPer.${page.period}`)}
          </Typography>
          {top.length === 0 ? (
            <ListStatus state="empty" />
          ) : (
            <Box data-testid="statistics-bars">
              <BarChart
                height={300}
                xAxis={[
                  {
                    scaleType: "band",
                    data: periods,
                    valueFormatter: (key: string) =>
                      periodLabel(key, i18n.language, (week) => t("statistics.week", { week })),
                  },
                ]}
                series={top.map((row, index) => ({
                  label: row.label ?? "",
                  stack: "hours",
                  color: projectColor(row.key),
                  data:
                    series[index]?.data?.rows.map((entry) => hours(entry.tracked_seconds)) ?? [],
                }))}
              />
              <ChartTable
                caption={t(`statistics.hoursPer.${page.period}`)}
                columns={[t("statistics.period"), ...top.map((row) => row.label ?? "")]}
                rows={periods.map((key, period) => ({
                  key,
                  label: periodLabel(key, i18n.language, (week) => t("statistics.week", { week })),
                  values: top.map(
                    (_, index) =>
                      `${hoursMinutes(series[index]?.data?.rows[period]?.tracked_seconds ?? 0)} h`,
                  ),
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
          nameColumn={t("fields.project")}
          data={page.byProject.data}
          testId="doughnut-project"
          colorOf={projectColor}
          noneLabel={t("statistics.none")}
        />
        <Doughnut
          title={t("statistics.byDebtor")}
          nameColumn={t("fields.debtor")}
          data={page.byDebtor.data}
          testId="doughnut-debtor"
          colorOf={paletteColor}
          noneLabel={t("statistics.noDebtor")}
        />
        <Doughnut
          title={t("statistics.byActivity")}
          nameColumn={t("fields.activity")}
          data={page.byActivity.data}
          testId="doughnut-activity"
          colorOf={activityColor}
          noneLabel={t("statistics.noActivity")}
        />
        <Doughnut
          title={t("statistics.byTag")}
          nameColumn={t("fields.tag")}
          data={page.byTag.data}
          testId="doughnut-tag"
          colorOf={tagColor}
          noneLabel={t("statistics.noTag")}
          note={t("statistics.tagsOverlap")}
        />
        {page.isAdmin && (
          <Doughnut
            title={t("statistics.byPerson")}
            nameColumn={t("fields.person")}
            data={page.byPerson.data}
            testId="doughnut-person"
            colorOf={paletteColor}
            noneLabel={t("statistics.none")}
          />
        )}
      </Box>
    </>
  );
}
