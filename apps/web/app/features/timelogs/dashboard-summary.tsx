import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Link as MuiLink,
  Stack,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChartTable } from "../../components/chart-table.tsx";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { formatLocale, formatMoney } from "../../lib/i18n.ts";
import { whenIdle } from "../../lib/idle.ts";
import { hoursMinutes } from "../../lib/time-format.ts";
import { useDashboard, useRunning } from "./api.ts";
import { RecentLogs } from "./recent-logs.tsx";
import { useElapsed } from "./use-elapsed.ts";

/** The week's chart, once loaded: the chart library is the dashboard's largest part. */
let loadedWeekChart: typeof import("./week-chart.tsx").default | undefined;
const loadWeekChart = () =>
  import("./week-chart.tsx").then((module) => {
    loadedWeekChart = module.default;
    return module.default;
  });

/**
 * The chart, asked for once the dashboard has painted (its library would otherwise hold back the
 * figures on a slow connection); its place is kept meanwhile.
 */
function useWeekChart() {
  const [chart, setChart] = useState(() => loadedWeekChart);
  useEffect(() => {
    if (chart) return;
    let active = true;
    const cancel = whenIdle(() => {
      void loadWeekChart().then((loaded) => {
        if (active) setChart(() => loaded);
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, [chart]);
  return chart;
}

const WEEK_CHART_HEIGHT = 280;
/** The chart's height with its legend: the space kept while the chart loads. */
const WEEK_CHART_BLOCK = 309;

/** A new invoice for a debtor (the create flow with the debtor chosen). */
const invoiceFor = (debtor: number) => `/app/invoices/new?debtor=${debtor}`;

function Figure({
  label,
  value,
  testId,
  link,
}: {
  label: string;
  value: string;
  testId: string;
  link?: { to: string; label: string };
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography color="text.secondary">{label}</Typography>
        {/* Several currencies get a smaller size and wrap between amounts, not inside one. */}
        <Typography
          variant={value.includes(" · ") ? "h4" : "h2"}
          component="p"
          data-testid={testId}
          sx={{ overflowWrap: "anywhere", "& span": { whiteSpace: "nowrap" } }}
        >
          {value.split(" · ").map((part, index) => (
            <span key={part}>
              {index > 0 && " · "}
              {part}
            </span>
          ))}
        </Typography>
        {link && (
          <MuiLink component={Link} to={link.to}>
            {link.label}
          </MuiLink>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard's figures: today's and this week's hours, what is not invoiced
 * (in `defaultCurrency` when nothing is) and, for those who bill, per debtor with
 * a new invoice one click away; the week by day, budgets running out and the
 * latest logs.
 */
export function DashboardSummary({
  defaultCurrency,
  canBill = false,
}: {
  defaultCurrency: string;
  /** Owners and admins: what is ready to bill leads to a new invoice for its debtor. */
  canBill?: boolean;
}) {
  const { t, i18n } = useTranslation("time");
  const dashboard = useDashboard();
  const data = dashboard.data;
  const running = useRunning().data;
  const elapsed = useElapsed(running?.start);
  const WeekChart = useWeekChart();
  // The server counted the running log up to when it answered; the rest ticks here.
  const counted = running
    ? Math.max(0, Math.floor((dashboard.dataUpdatedAt - new Date(running.start).getTime()) / 1000))
    : 0;
  const sinceRead = running ? Math.max(0, elapsed - counted) : 0;
  const money = (amount: string, currency: string) => formatMoney(i18n.language, amount, currency);
  return !data ? (
    <ListStatus state="loading" />
  ) : (
    <>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" },
        }}
      >
        <Figure
          label={t("dashboard.today")}
          value={hoursMinutes(data.today_totals.tracked_seconds + sinceRead)}
          testId="today-hours"
        />
        <Figure
          label={t("dashboard.week")}
          value={hoursMinutes(data.week_totals.tracked_seconds + sinceRead)}
          testId="week-hours"
        />
        {/* Left out of a member's answer unless the company shows them (decision 039). */}
        {data.unbilled_amounts !== undefined && (
          <Figure
            label={t("dashboard.unbilled")}
            value={
              data.unbilled_amounts
                .map((entry) => money(entry.amount, entry.currency))
                .join(" · ") || money("0", defaultCurrency)
            }
            testId="unbilled"
            link={
              canBill && data.unbilled_amounts.length > 0
                ? {
                    // One debtor to bill: straight to their invoice.
                    to:
                      data.ready_to_bill.length === 1
                        ? invoiceFor(data.ready_to_bill[0].debtor)
                        : "/app/invoices/new",
                    label: t("invoices:readyToBill"),
                  }
                : undefined
            }
          />
        )}
      </Box>
      {canBill && data.ready_to_bill.length > 0 && (
        <Card variant="outlined" component="section" aria-labelledby="ready-to-bill">
          <CardContent>
            <Typography variant="h3" component="h2" id="ready-to-bill" gutterBottom>
              {t("dashboard.readyToBill")}
            </Typography>
            <List disablePadding dense>
              {data.ready_to_bill.map((entry) => (
                <ListItem
                  key={entry.debtor}
                  disableGutters
                  divider
                  data-testid="ready-to-bill"
                  secondaryAction={
                    <Button
                      component={Link}
                      to={invoiceFor(entry.debtor)}
                      size="small"
                      aria-label={t("dashboard.billDebtor", { name: entry.name })}
                    >
                      {t("invoices:readyToBill")}
                    </Button>
                  }
                >
                  <ListItemText
                    primary={entry.name}
                    secondary={[
                      `${hoursMinutes(entry.unbilled_seconds)} h`,
                      ...(entry.amounts ?? []).map((amount) =>
                        money(amount.amount, amount.currency),
                      ),
                    ].join(" · ")}
                    sx={{ pr: 16 }}
                  />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" component="h2">
            {t("dashboard.thisWeek")}
          </Typography>
          {WeekChart ? (
            <WeekChart days={data.week_days} height={WEEK_CHART_HEIGHT} />
          ) : (
            <Box sx={{ height: WEEK_CHART_BLOCK }} />
          )}
          <ChartTable
            caption={t("dashboard.thisWeek")}
            columns={[t("entry.date"), t("dashboard.billableHours"), t("dashboard.otherHours")]}
            rows={data.week_days.map((day) => ({
              key: day.date,
              label: new Date(`${day.date}T12:00:00Z`).toLocaleDateString(
                formatLocale(i18n.language),
                { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" },
              ),
              values: [
                `${hoursMinutes(day.billable_seconds)} h`,
                `${hoursMinutes(day.tracked_seconds - day.billable_seconds)} h`,
              ],
            }))}
            testId="week-table"
          />
        </CardContent>
      </Card>
      {data.budget_warnings.length > 0 && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h3" component="h2" gutterBottom>
              {t("dashboard.budgets")}
            </Typography>
            <Stack spacing={2}>
              {data.budget_warnings.map((warning) => (
                <Box key={warning.project}>
                  <MuiLink
                    component={Link}
                    to={`/app/project-time/projects/${warning.project}`}
                    color="inherit"
                  >
                    {t("dashboard.budgetUsed", {
                      name: warning.name,
                      percent: warning.used_percent,
                    })}
                  </MuiLink>
                  <LinearProgress
                    variant="determinate"
                    value={Math.min(100, warning.used_percent)}
                    color={warning.used_percent >= 100 ? "error" : "warning"}
                    aria-label={t("dashboard.budgetUsed", {
                      name: warning.name,
                      percent: warning.used_percent,
                    })}
                  />
                </Box>
              ))}
            </Stack>
          </CardContent>
        </Card>
      )}
      <RecentLogs />
    </>
  );
}
