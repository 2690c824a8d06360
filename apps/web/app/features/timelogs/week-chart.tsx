import { BarChart } from "@mui/x-charts/BarChart";
import type { Dashboard } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { formatLocale } from "../../lib/i18n.ts";

/** The week by day: billable and other hours stacked (the dashboard loads it on its own). */
export default function WeekChart({
  days,
  height,
}: {
  days: Dashboard["week_days"];
  height: number;
}) {
  const { t, i18n } = useTranslation("time");
  const weekday = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(formatLocale(i18n.language), {
      weekday: "short",
      timeZone: "UTC",
    });
  return (
    <BarChart
      height={height}
      xAxis={[{ scaleType: "band", data: days.map((day) => weekday(day.date)) }]}
      // At least a working day's hours: an empty week, or one with a few minutes (a timer just
      // started), still gets a readable scale rather than one of fractions of a minute.
      yAxis={[
        {
          min: 0,
          max: days.some((day) => day.tracked_seconds > 8 * 3600) ? undefined : 8,
        },
      ]}
      series={[
        {
          data: days.map((day) => Math.round((day.billable_seconds / 3600) * 100) / 100),
          label: t("dashboard.billableHours"),
          stack: "hours",
          color: "#ef6c00",
        },
        {
          data: days.map(
            (day) => Math.round(((day.tracked_seconds - day.billable_seconds) / 3600) * 100) / 100,
          ),
          label: t("dashboard.otherHours"),
          stack: "hours",
          color: "#8d6e63",
        },
      ]}
    />
  );
}
