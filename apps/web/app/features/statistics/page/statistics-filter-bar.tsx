import { Card, CardContent, Stack, ToggleButton, ToggleButtonGroup } from "@mui/material";
import { useTranslation } from "react-i18next";
import { DateRangeField } from "../../../components/forms/date-field.tsx";
import { byName, FilterGrid, FilterSelect } from "../../../components/forms/filter-select.tsx";
import { ExportButtons } from "../../timelogs/index.ts";
import { nextDay, PRESETS, type Preset } from "../presets.ts";
import type { StatisticsPageData } from "./use-statistics-page.ts";

/** The range (a preset or two dates), the filters, and the exports of the logs they select. */
export function StatisticsFilterBar({ page }: { page: StatisticsPageData }) {
  const { t } = useTranslation("time");
  const { state, update, preset, range } = page;
  const { project, debtor, activity, tag, billable } = state;
  const member = state.user;
  const filterSelect = (
    label: string,
    value: string,
    onChange: (value: string) => void,
    choices: { value: string; label: string }[],
  ) => (
    <FilterSelect size="small" label={label} value={value} onChange={onChange} options={choices} />
  );
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <ToggleButtonGroup
            exclusive
            size="small"
            sx={{ flexWrap: "wrap" }}
            value={preset}
            onChange={(_event, value: Preset | "custom" | null) => {
              if (!value) return;
              update(
                value === "custom"
                  ? { preset: value, from: range.from, to: range.to }
                  : { preset: value, from: "", to: "" },
              );
            }}
          >
            {PRESETS.map((name) => (
              <ToggleButton key={name} value={name}>
                {t(`statistics.presets.${name}`)}
              </ToggleButton>
            ))}
            <ToggleButton value="custom">{t("statistics.presets.custom")}</ToggleButton>
          </ToggleButtonGroup>
          <FilterGrid>
            <DateRangeField
              size="small"
              from={range.from}
              to={range.to}
              labels={{ from: t("list.from"), to: t("statistics.to") }}
              testIds={{ from: "statistics-from", to: "statistics-to" }}
              onChange={({ from, to }) => {
                // The statistics need both days: an emptied field waits for its new date.
                if (from && to) update({ preset: "custom", from, to });
              }}
            />
            {filterSelect(
              t("fields.project"),
              project,
              (value) => update({ project: value }),
              byName(page.projects.data),
            )}
            {filterSelect(
              t("fields.debtor"),
              debtor,
              (value) => update({ debtor: value }),
              byName(page.debtors.data),
            )}
            {filterSelect(
              t("fields.activity"),
              activity,
              (value) => update({ activity: value }),
              byName(page.activities.data),
            )}
            {filterSelect(
              t("fields.tag"),
              tag,
              (value) => update({ tag: value }),
              byName(page.tags.data),
            )}
            {page.isAdmin &&
              filterSelect(
                t("fields.person"),
                member,
                (value) => update({ user: value }),
                page.people.choices,
              )}
            {filterSelect(t("fields.billable"), billable, (value) => update({ billable: value }), [
              { value: "true", label: t("list.billable") },
              { value: "false", label: t("list.notBillable") },
            ])}
          </FilterGrid>
          <ExportButtons
            query={{
              project,
              debtor,
              activity,
              user: member,
              tag,
              billable,
              start_after: range.from,
              start_before: nextDay(range.to),
            }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
