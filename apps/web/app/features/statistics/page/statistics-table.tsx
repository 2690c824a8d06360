import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { formatMoney } from "../../../lib/i18n.ts";
import { hoursMinutes } from "../../../lib/time-format.ts";
import type { SortKey, StatisticsPageData } from "./use-statistics-page.ts";

/** Tracked and billable time and amounts per project, sortable. */
export function StatisticsTable({ page }: { page: StatisticsPageData }) {
  const { t, i18n } = useTranslation("time");
  const { sort, rows } = page;
  const money = (amount: string, currency: string) => formatMoney(i18n.language, amount, currency);
  const sortLabel = (key: SortKey, label: string) => (
    <TableSortLabel
      active={sort.key === key}
      direction={sort.key === key && sort.descending ? "desc" : "asc"}
      onClick={() => page.sortBy(key)}
    >
      {label}
    </TableSortLabel>
  );
  return (
    <>
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
  );
}
