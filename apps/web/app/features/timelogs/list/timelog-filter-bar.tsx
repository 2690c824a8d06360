import FilterListIcon from "@mui/icons-material/FilterList";
import {
  Badge,
  Box,
  Button,
  Card,
  CardContent,
  Drawer,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DateRangeField } from "../../../components/forms/date-field.tsx";
import { byName, FilterGrid, FilterSelect } from "../../../components/forms/filter-select.tsx";
import { errorBody } from "../../../lib/api-client.ts";
import { formatMoney } from "../../../lib/i18n.ts";
import { hoursMinutes } from "../../../lib/time-format.ts";
import { ExportButtons } from "../export-buttons.tsx";
import type { TimeLogListData } from "./use-timelog-list.ts";

/**
 * A calendar day `days` later (earlier when negative), YYYY-MM-DD to YYYY-MM-DD; "" past the
 * calendar's end (the day after 9999-12-31 bounds nothing).
 */
const shiftDay = (day: string, days: number) => {
  const [year, month, date] = day.split("-").map(Number);
  const shifted = new Date(0);
  shifted.setUTCFullYear(year, month - 1, date + days);
  const shiftedYear = shifted.getUTCFullYear();
  if (shiftedYear > 9999 || shiftedYear < 1) return "";
  return `${String(shiftedYear).padStart(4, "0")}-${shifted.toISOString().slice(5, 10)}`;
};

/** The totals' line: as high as the totals are, on a phone two lines. */
const TOTALS_SX = { mt: 2, minHeight: { xs: "3em", sm: "auto" } } as const;

/** The server's message for a date filter it refused (the list's or the totals' 400). */
function dateErrors(list: TimeLogListData) {
  const body = { ...errorBody(list.totals.error), ...errorBody(list.logs.error) };
  const message = (value: unknown) =>
    Array.isArray(value)
      ? value.map(String).join(" ")
      : typeof value === "string"
        ? value
        : undefined;
  return { from: message(body.start_after), to: message(body.start_before) };
}

/**
 * Search, filters and dates of the list, its exports and the totals of what they select.
 * On a phone the filters wait in a drawer behind a "Filters" button, so the logs come first.
 */
export function TimeLogFilterBar({ list }: { list: TimeLogListData }) {
  const { t, i18n } = useTranslation("time");
  const { filters, filterBy, totals } = list;
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const [open, setOpen] = useState(false);
  const money = (amount: string, currency: string) => formatMoney(i18n.language, amount, currency);
  const search = (
    <TextField
      sx={{ gridColumn: { xs: "1 / -1", md: "span 2" } }}
      label={t("list.search")}
      value={filters.search}
      fullWidth={phone}
      onChange={(event) => {
        filterBy({ search: event.target.value });
      }}
    />
  );
  const active = (
    [
      "project",
      "billable",
      "debtor",
      "activity",
      "tag",
      "user",
      "invoiced",
      "start_after",
      "start_before",
    ] as const
  ).filter((name) => filters[name]).length;
  const rest = <FilterFields list={list} />;
  return (
    <Card variant="outlined">
      <CardContent>
        {phone ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            {search}
            <Badge badgeContent={active} color="primary">
              <Button
                variant="outlined"
                startIcon={<FilterListIcon />}
                onClick={() => setOpen(true)}
                aria-haspopup="dialog"
                sx={{ whiteSpace: "nowrap" }}
              >
                {t("list.filters")}
              </Button>
            </Badge>
            <FilterDrawer open={open} onClose={() => setOpen(false)} title={t("list.filters")}>
              {rest}
            </FilterDrawer>
          </Stack>
        ) : (
          <FilterGrid>
            {search}
            {rest}
          </FilterGrid>
        )}
        <Box sx={{ mt: 2 }}>
          <ExportButtons query={{ ...filters, ordering: list.ordering }} />
          {list.isAdmin && (
            <Button component={Link} to="/app/project-time/import" size="small" sx={{ mt: 1 }}>
              {t("list.import")}
            </Button>
          )}
        </Box>
        {/* The totals' place is kept while they load (two lines on a phone, where they wrap), so
            the logs below do not move when they come. */}
        {!totals.data && (
          <Typography sx={TOTALS_SX} aria-hidden="true">
            {"\u00a0"}
          </Typography>
        )}
        {totals.data && (
          <Typography sx={TOTALS_SX} data-testid="totals">
            {totals.data.amounts === undefined
              ? t("list.timeTotals", {
                  tracked: hoursMinutes(totals.data.tracked_seconds),
                  billable: hoursMinutes(totals.data.billable_seconds),
                })
              : t("list.totals", {
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

function FilterDrawer({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("time");
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { "aria-label": title, sx: { p: 2, maxHeight: "85vh" } } }}
    >
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
      <Button variant="contained" sx={{ mt: 2 }} onClick={onClose}>
        {t("list.showLogs")}
      </Button>
    </Drawer>
  );
}

/** The selects and dates (everything but the search). */
function FilterFields({ list }: { list: TimeLogListData }) {
  const { t } = useTranslation("time");
  const { filters, filterBy } = list;
  return (
    <>
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
      <FilterSelect
        label={t("fields.tag")}
        value={filters.tag}
        onChange={(value) => {
          filterBy({ tag: value });
        }}
        options={byName(list.tags.data)}
      />
      {list.isAdmin && (
        <FilterSelect
          label={t("fields.person")}
          value={filters.user}
          onChange={(value) => {
            filterBy({ user: value });
          }}
          options={list.people.choices}
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
      {/* The range as people say it, both days included; the API's start_before is the day after. */}
      <DateRangeField
        from={filters.start_after}
        to={filters.start_before && shiftDay(filters.start_before, -1)}
        labels={{ from: t("list.from"), to: t("list.to") }}
        errors={dateErrors(list)}
        testIds={{ from: "timelog-from", to: "timelog-to" }}
        onChange={({ from, to }) =>
          filterBy({ start_after: from, start_before: to && shiftDay(to, 1) })
        }
      />
    </>
  );
}
