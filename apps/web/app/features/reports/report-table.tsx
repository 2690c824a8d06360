import { Box, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { GroupBy, Report } from "@tempus/contract";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/i18n.ts";
import { hoursMinutes } from "../../lib/time-format.ts";

type Figures = Pick<
  Report["totals"],
  "tracked_seconds" | "billable_seconds" | "billed_seconds" | "amounts"
>;

/**
 * A report as a table: a row per group with its subtotal, the rows within it indented below,
 * the totals last; worked and billable time, the billable time as billed (after billing
 * rounding), and the amounts where the report has them.
 */
export function ReportTable({ report }: { report: Report }) {
  const { t, i18n } = useTranslation("reports");
  const withAmounts = report.totals.amounts !== undefined;
  const name = (grouping: GroupBy, label: string | null) =>
    label ?? t(`none.${grouping}`, { defaultValue: t("none.other") });
  const cells = (figures: Figures) => (
    <>
      <TableCell align="right">{hoursMinutes(figures.tracked_seconds)}</TableCell>
      <TableCell align="right">{hoursMinutes(figures.billable_seconds)}</TableCell>
      <TableCell align="right">{hoursMinutes(figures.billed_seconds)}</TableCell>
      {withAmounts && (
        <TableCell align="right">
          {(figures.amounts ?? [])
            .map((entry) => formatMoney(i18n.language, entry.amount, entry.currency))
            .join(", ") || "–"}
        </TableCell>
      )}
    </>
  );
  const heading = report.then_by
    ? `${t(`groupings.${report.group_by}`)} / ${t(`groupings.${report.then_by}`)}`
    : t(`groupings.${report.group_by}`);
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" data-testid="report-table">
        <TableHead>
          <TableRow>
            <TableCell>{heading}</TableCell>
            <TableCell align="right">{t("columns.worked")}</TableCell>
            <TableCell align="right">{t("columns.billable")}</TableCell>
            <TableCell align="right">{t("columns.billed")}</TableCell>
            {withAmounts && <TableCell align="right">{t("columns.amount")}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row) => (
            <Fragment key={row.key ?? "none"}>
              <TableRow sx={report.then_by ? { bgcolor: "action.hover" } : undefined}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ fontWeight: report.then_by ? 600 : undefined }}
                >
                  {name(report.group_by, row.label)}
                </TableCell>
                {cells(row)}
              </TableRow>
              {report.then_by &&
                row.rows.map((inner) => (
                  <TableRow key={`${row.key}-${inner.key}`}>
                    <TableCell sx={{ pl: 4 }}>
                      {name(report.then_by as GroupBy, inner.label)}
                    </TableCell>
                    {cells(inner)}
                  </TableRow>
                ))}
            </Fragment>
          ))}
          <TableRow data-testid="report-totals">
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {t("total")}
            </TableCell>
            {cells(report.totals)}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
