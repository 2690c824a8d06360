import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { formatMoney } from "../../../lib/i18n.ts";
import { hoursMinutes } from "../../../lib/time-format.ts";
import type { Breakdown, SortKey, StatisticsPageData } from "./use-statistics-page.ts";

/** The heading of a breakdown's names (time-namespace keys). */
const NAME_COLUMN: Record<Breakdown, string> = {
  project: "fields.project",
  debtor: "fields.debtor",
  activity: "fields.activity",
  tag: "fields.tag",
  user: "fields.person",
};

/** The row of the time without a debtor, activity or tag. */
const NONE_ROW: Record<Breakdown, string> = {
  project: "statistics.none",
  debtor: "statistics.noDebtor",
  activity: "statistics.noActivity",
  tag: "statistics.noTag",
  user: "statistics.none",
};

/**
 * Tracked and billable time and amounts per project, debtor, activity, tag or (for owners and
 * admins) person, sortable.
 */
export function StatisticsTable({
  page,
  showsAmounts,
}: {
  page: StatisticsPageData;
  /** Whether amounts are shown: a member's answers have none unless the company allows it. */
  showsAmounts: boolean;
}) {
  const { t, i18n } = useTranslation("time");
  const { sort, rows, breakdown } = page;
  const money = (amount: string, currency: string) => formatMoney(i18n.language, amount, currency);
  // Billed time (decision 031) has a column where rounding made it differ from billable time.
  const showBilled = rows.some((row) => row.billed_seconds !== row.billable_seconds);
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
      <Stack spacing={1}>
        <Typography id="statistics-breakdown" variant="h3" component="h2">
          {t("statistics.totalsBy")}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          sx={{ flexWrap: "wrap" }}
          aria-labelledby="statistics-breakdown"
          value={breakdown}
          onChange={(_event, value: Breakdown | null) => {
            if (value) page.update({ by: value });
          }}
        >
          {page.breakdowns.map((name) => (
            <ToggleButton key={name} value={name}>
              {t(NAME_COLUMN[name])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {breakdown === "tag" && (
          <Typography variant="body2" color="text.secondary">
            {t("statistics.tagsOverlap")}
          </Typography>
        )}
      </Stack>
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small" data-testid="statistics-table">
          <TableHead>
            <TableRow>
              <TableCell>{sortLabel("label", t(NAME_COLUMN[breakdown]))}</TableCell>
              <TableCell align="right">
                {sortLabel("tracked_seconds", t("statistics.tracked"))}
              </TableCell>
              <TableCell align="right">
                {sortLabel("billable_seconds", t("statistics.billable"))}
              </TableCell>
              {showBilled && <TableCell align="right">{t("statistics.billed")}</TableCell>}
              {showsAmounts && <TableCell align="right">{t("list.columns.amount")}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key ?? "none"}>
                <TableCell>{row.label ?? t(NONE_ROW[breakdown])}</TableCell>
                <TableCell align="right">{hoursMinutes(row.tracked_seconds)}</TableCell>
                <TableCell align="right">{hoursMinutes(row.billable_seconds)}</TableCell>
                {showBilled && (
                  <TableCell align="right" data-testid="statistics-billed-cell">
                    {hoursMinutes(row.billed_seconds)}
                  </TableCell>
                )}
                {showsAmounts && (
                  <TableCell align="right">
                    {(row.amounts ?? [])
                      .map((entry) => money(entry.amount, entry.currency))
                      .join(", ") || "–"}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {page.table.isPending ? (
        <ListStatus state="loading" />
      ) : (
        rows.length === 0 && <ListStatus state="empty" />
      )}
    </>
  );
}
