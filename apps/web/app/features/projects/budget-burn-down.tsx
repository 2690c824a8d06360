import {
  Box,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { ProjectBudget } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { formatLocale, formatMoney } from "../../lib/i18n.ts";
import { hoursMinutes } from "../../lib/time-format.ts";
import { useDebtorBudget, useProjectBudget } from "./api.ts";

/** A budget's use in percent, one decimal (null: no budget to measure against). */
const percentOf = (used: number, budget: number) =>
  budget > 0 ? Math.round((used * 1000) / budget) / 10 : null;

/** Seconds as h:mm, with a minus sign when negative (over budget). */
const signedHours = (seconds: number) =>
  seconds < 0 ? `−${hoursMinutes(-seconds)}` : hoursMinutes(seconds);

interface Measure {
  key: "hours" | "amount";
  label: string;
  percent: number;
}

/** One budget's bar: its use, and a mark at each threshold (below 100 %) where alerts go. */
function BudgetBar({ measure, thresholds }: { measure: Measure; thresholds: number[] }) {
  const { t } = useTranslation("projects");
  const reached = thresholds.filter((threshold) => measure.percent >= threshold);
  return (
    <Box data-testid={`budget-${measure.key}`}>
      <Typography>{measure.label}</Typography>
      <Box sx={{ position: "relative", my: 0.5 }}>
        <LinearProgress
          variant="determinate"
          aria-label={measure.label}
          value={Math.min(100, measure.percent)}
          color={measure.percent >= 100 ? "error" : reached.length > 0 ? "warning" : "primary"}
          sx={{ height: 10, borderRadius: 1 }}
        />
        {thresholds
          .filter((threshold) => threshold < 100)
          .map((threshold) => (
            <Box
              key={threshold}
              aria-hidden
              sx={{
                position: "absolute",
                top: -2,
                bottom: -2,
                left: `${threshold}%`,
                width: 2,
                bgcolor: "text.primary",
              }}
            />
          ))}
      </Box>
      {thresholds.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t("budget.thresholds", {
            list: thresholds.map((threshold) => `${threshold} %`).join(", "),
          })}{" "}
          {reached.length > 0
            ? t("budget.reached", { list: reached.map((threshold) => `${threshold} %`).join(", ") })
            : t("budget.noneReached")}
        </Typography>
      )}
    </Box>
  );
}

/** What the burn-down shows of a budget: its bars and its weeks, in the user's language. */
export function BudgetBurnDownView({ data, currency }: { data: ProjectBudget; currency: string }) {
  const { t, i18n } = useTranslation("projects");
  const money = (amount: string) => formatMoney(i18n.language, amount, currency);
  const percent = (value: number) =>
    new Intl.NumberFormat(formatLocale(i18n.language), { maximumFractionDigits: 1 }).format(value);
  const budgetSeconds = data.budget_hours ? Math.round(Number(data.budget_hours) * 3600) : 0;
  const budgetAmount = data.budget_amount ? Number(data.budget_amount) : 0;
  const measures: Measure[] = [];
  const hoursPercent = percentOf(data.used_seconds, budgetSeconds);
  if (data.budget_hours && hoursPercent !== null) {
    measures.push({
      key: "hours",
      percent: hoursPercent,
      label: t("budget.hoursUsed", {
        used: hoursMinutes(data.used_seconds),
        budget: hoursMinutes(budgetSeconds),
        percent: percent(hoursPercent),
      }),
    });
  }
  const amountPercent = data.used_amount ? percentOf(Number(data.used_amount), budgetAmount) : null;
  if (data.budget_amount && data.used_amount && amountPercent !== null) {
    measures.push({
      key: "amount",
      percent: amountPercent,
      label: t("budget.amountUsed", {
        used: money(data.used_amount),
        budget: money(data.budget_amount),
        percent: percent(amountPercent),
      }),
    });
  }
  if (measures.length === 0) return null;
  const day = (value: string) =>
    new Date(`${value}T12:00:00Z`).toLocaleDateString(formatLocale(i18n.language), {
      dateStyle: "medium",
      timeZone: "UTC",
    });
  const withHours = budgetSeconds > 0;
  const withAmount = data.budget_amount !== null && budgetAmount > 0;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h3" component="h2">
            {data.period === "month" ? t("budget.titleMonth") : t("budget.titleTotal")}
          </Typography>
          <Typography color="text.secondary">
            {data.start
              ? t("budget.period", { from: day(data.start), to: day(data.end) })
              : t("budget.nothingYet")}
          </Typography>
          {measures.map((measure) => (
            <BudgetBar key={measure.key} measure={measure} thresholds={data.thresholds} />
          ))}
          {data.weeks.length > 0 && (
            <Box sx={{ overflowX: "auto" }}>
              <Table size="small" aria-label={t("budget.byWeek")}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t("budget.week")}</TableCell>
                    <TableCell align="right">{t("budget.tracked")}</TableCell>
                    <TableCell align="right">{t("budget.cumulative")}</TableCell>
                    {withHours && <TableCell align="right">{t("budget.hoursLeft")}</TableCell>}
                    {withAmount && <TableCell align="right">{t("budget.amount")}</TableCell>}
                    {withAmount && <TableCell align="right">{t("budget.amountLeft")}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.weeks.map((week) => (
                    <TableRow key={week.week}>
                      <TableCell>{t("budget.weekOf", { day: day(week.week) })}</TableCell>
                      <TableCell align="right">{hoursMinutes(week.tracked_seconds)}</TableCell>
                      <TableCell align="right">{hoursMinutes(week.cumulative_seconds)}</TableCell>
                      {withHours && (
                        <TableCell align="right">
                          {signedHours(budgetSeconds - week.cumulative_seconds)}
                        </TableCell>
                      )}
                      {withAmount && (
                        <TableCell align="right">{money(week.amount ?? "0")}</TableCell>
                      )}
                      {withAmount && (
                        <TableCell align="right">
                          {money(String(budgetAmount - Number(week.cumulative_amount ?? "0")))}
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The project page's burn-down: the budget's use in its period, bar by budget and week by week. */
export function BudgetBurnDown({ id, currency }: { id: string; currency: string }) {
  const budget = useProjectBudget(id);
  if (!budget.data) return null;
  return <BudgetBurnDownView data={budget.data} currency={currency} />;
}

/** The debtor page's burn-down: the budget over all the debtor's projects, in its currency. */
export function DebtorBudgetBurnDown({ id }: { id: string }) {
  const budget = useDebtorBudget(id);
  if (!budget.data) return null;
  return <BudgetBurnDownView data={budget.data} currency={budget.data.currency} />;
}
