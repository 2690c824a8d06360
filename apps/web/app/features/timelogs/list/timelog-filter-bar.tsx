import { Box, Card, CardContent, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { byName, FilterGrid, FilterSelect } from "../../../components/forms/filter-select.tsx";
import { formatMoney } from "../../../lib/i18n.ts";
import { hoursMinutes } from "../../../lib/time-format.ts";
import { ExportButtons } from "../export-buttons.tsx";
import type { TimeLogListData } from "./use-timelog-list.ts";

/** Search, filters and dates of the list, its exports and the totals of what they select. */
export function TimeLogFilterBar({ list }: { list: TimeLogListData }) {
  const { t, i18n } = useTranslation("time");
  const { filters, filterBy, totals } = list;
  const money = (amount: string, currency: string) => formatMoney(i18n.language, amount, currency);
  return (
    <Card variant="outlined">
      <CardContent>
        <FilterGrid>
          <TextField
            sx={{ gridColumn: { xs: "1 / -1", md: "span 2" } }}
            label={t("list.search")}
            value={filters.search}
            onChange={(event) => {
              filterBy({ search: event.target.value });
            }}
          />
          <FilterSelect
            label={t("fields.project")}
            value={filters.project}
            onChange={(value) => {
              filterBy({ project: value });
            }}
            options={byName(list.projects.data)}
          />
          <FilterSelect
            label={t("fields.billable")}
            value={filters.billable}
            onChange={(value) => {
              filterBy({ billable: value });
            }}
            options={[
              { value: "true", label: t("list.billable") },
              { value: "false", label: t("list.notBillable") },
            ]}
          />
          <FilterSelect
            label={t("fields.debtor")}
            value={filters.debtor}
            onChange={(value) => {
              filterBy({ debtor: value });
            }}
            options={byName(list.debtors.data)}
          />
          <FilterSelect
            label={t("fields.activity")}
            value={filters.activity}
            onChange={(value) => {
              filterBy({ activity: value });
            }}
            options={byName(list.activities.data)}
          />
          {list.isAdmin && (
            <FilterSelect
              label={t("fields.user")}
              value={filters.user}
              onChange={(value) => {
                filterBy({ user: value });
              }}
              options={(list.colleagues.data ?? []).map((entry) => ({
                value: String(entry.id),
                label: entry.username,
              }))}
            />
          )}
          <FilterSelect
            label={t("fields.invoiced")}
            value={filters.invoiced}
            onChange={(value) => {
              filterBy({ invoiced: value });
            }}
            options={[
              { value: "true", label: t("list.invoiced") },
              { value: "false", label: t("list.notInvoiced") },
            ]}
          />
          <TextField
            type="date"
            label={t("list.from")}
            value={filters.start_after}
            onChange={(event) => {
              filterBy({ start_after: event.target.value });
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={t("list.to")}
            value={filters.start_before}
            onChange={(event) => {
              filterBy({ start_before: event.target.value });
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </FilterGrid>
        <Box sx={{ mt: 2 }}>
          <ExportButtons query={{ ...filters, ordering: list.ordering }} />
        </Box>
        {totals.data && (
          <Typography sx={{ mt: 2 }} data-testid="totals">
            {t("list.totals", {
              tracked: hoursMinutes(totals.data.tracked_seconds),
              billable: hoursMinutes(totals.data.billable_seconds),
              amounts:
                totals.data.amounts
                  .map((entry) => money(entry.amount, entry.currency))
                  .join(", ") || "–",
            })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
