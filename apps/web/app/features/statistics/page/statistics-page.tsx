import { Alert, Stack, Typography } from "@mui/material";
import type { User } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { errorBody } from "../../../lib/api-client.ts";
import { formatDateInput } from "../../../lib/date-input.ts";
import { formatLocale, formatMoney } from "../../../lib/i18n.ts";
import { hoursMinutes } from "../../../lib/time-format.ts";
import { StatisticsCharts } from "./statistics-charts.tsx";
import { StatisticsFilterBar } from "./statistics-filter-bar.tsx";
import { StatisticsTable } from "./statistics-table.tsx";
import { useStatisticsPage } from "./use-statistics-page.ts";

/** Every message of a refused request (the server's 400 texts), one after another. */
const serverMessages = (error: unknown) =>
  Object.values(errorBody(error))
    .flat()
    .filter((message): message is string => typeof message === "string")
    .join(" ");

/** Where the time went and what it is worth: a range, filters, charts, a totals table and exports. */
export function StatisticsPage({ user }: { user: User }) {
  const { t, i18n } = useTranslation("time");
  const page = useStatisticsPage(user);
  const { byProject } = page;
  // A member's answer has no amounts unless the company shows them their own (decision 039).
  const showsAmounts = byProject.data?.totals.amounts !== undefined;
  const money = (amount: string, currency: string) => formatMoney(i18n.language, amount, currency);
  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        {t("statistics.title")}
      </Typography>
      <StatisticsFilterBar page={page} />
      {page.reversed ? (
        <Alert severity="warning" data-testid="statistics-range-error">
          {t("statistics.rangeReversed", {
            from: formatDateInput(page.range.from, formatLocale(i18n.language)),
            to: formatDateInput(page.range.to, formatLocale(i18n.language)),
          })}
        </Alert>
      ) : byProject.isPending ? (
        <ListStatus state="loading" />
      ) : byProject.isError ? (
        <Alert severity="error" data-testid="statistics-range-error">
          {serverMessages(byProject.error) || t("accounts:unexpected")}
        </Alert>
      ) : (
        <>
          <Typography data-testid="statistics-totals">
            {byProject.data.totals.amounts === undefined
              ? t("statistics.timeTotals", {
                  tracked: hoursMinutes(byProject.data.totals.tracked_seconds),
                  billable: hoursMinutes(byProject.data.totals.billable_seconds),
                })
              : t("statistics.totals", {
                  tracked: hoursMinutes(byProject.data.totals.tracked_seconds),
                  billable: hoursMinutes(byProject.data.totals.billable_seconds),
                  amounts:
                    byProject.data.totals.amounts
                      .map((entry) => money(entry.amount, entry.currency))
                      .join(", ") || "–",
                })}
          </Typography>
          {byProject.data.totals.billed_seconds !== byProject.data.totals.billable_seconds && (
            <Typography data-testid="statistics-billed" color="text.secondary">
              {t("statistics.billedTotals", {
                billed: hoursMinutes(byProject.data.totals.billed_seconds),
                billable: hoursMinutes(byProject.data.totals.billable_seconds),
              })}
            </Typography>
          )}
          <StatisticsCharts page={page} />
          <StatisticsTable page={page} showsAmounts={showsAmounts} />
        </>
      )}
    </Stack>
  );
}
