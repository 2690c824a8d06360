import {
  Box,
  Checkbox,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import type { Activity, Project, TimeLog } from "@tempus/contract";
import { Fragment, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { hoursMinutes } from "../../../lib/time-format.ts";
import type { ProjectChoice } from "../project-activity-picker.tsx";
import { groupByDay } from "./day-groups.ts";
import { LogRow, type RowHandlers } from "./log-row.tsx";

/** Text for screen readers only (table headings of the checkbox and action columns). */
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

const SORTED_COLUMNS = ["start", "duration_seconds", "project"] as const;

/** A checkbox that selects or lets go of several logs, half-checked when some are chosen. */
function SelectMany({
  ids,
  selected,
  label,
  onSelect,
}: {
  ids: readonly number[];
  selected: ReadonlySet<number>;
  label: string;
  onSelect: (ids: readonly number[], on: boolean) => void;
}) {
  const chosen = ids.filter((id) => selected.has(id)).length;
  return (
    <Checkbox
      checked={ids.length > 0 && chosen === ids.length}
      indeterminate={chosen > 0 && chosen < ids.length}
      disabled={ids.length === 0}
      onChange={(event) => onSelect(ids, event.target.checked)}
      slotProps={{ input: { "aria-label": label } }}
    />
  );
}

export interface TimeLogDaysProps {
  logs: readonly TimeLog[];
  projects: readonly Project[] | undefined;
  activities: readonly Activity[] | undefined;
  choices: ProjectChoice[];
  selected: ReadonlySet<number>;
  timeZone: string;
  ordering: string;
  sortBy: (field: string) => void;
  handlers: RowHandlers;
  backTo: string;
}

/**
 * The page of logs by the company's day (when sorted by start): a header per
 * day with its total and a checkbox for the day, one for the page; each log a
 * table row, or a card on a phone (no sideways scrolling there).
 */
export function TimeLogDays(props: TimeLogDaysProps) {
  const { t, i18n } = useTranslation("time");
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"));
  const { logs, selected, handlers, ordering, timeZone } = props;
  const byStart = ordering.replace("-", "") === "start";
  const groups = useMemo(
    () =>
      byStart ? groupByDay(logs, timeZone) : [{ day: "", logs: [...logs], trackedSeconds: 0 }],
    [logs, timeZone, byStart],
  );
  const names = useMemo(() => {
    const map = new Map<number, string>();
    for (const entry of props.projects ?? []) map.set(entry.id, entry.name);
    return map;
  }, [props.projects]);
  const activityNames = useMemo(() => {
    const map = new Map<number, string>();
    for (const entry of props.activities ?? []) map.set(entry.id, entry.name);
    return map;
  }, [props.activities]);
  const allIds = useMemo(() => logs.map((log) => log.id), [logs]);
  const dayIds = useRef(new Map<string, number[]>());
  dayIds.current = new Map(groups.map((group) => [group.day, group.logs.map((log) => log.id)]));
  const dayName = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(i18n.language, {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
  const row = (log: TimeLog, layout: "table" | "card") => (
    <LogRow
      key={log.id}
      log={log}
      projectName={names.get(log.project) ?? ""}
      activityName={log.activity === null ? "" : (activityNames.get(log.activity) ?? "")}
      isSelected={selected.has(log.id)}
      showDate={!byStart}
      timeZone={timeZone}
      handlers={handlers}
      choices={props.choices}
      backTo={props.backTo}
      layout={layout}
    />
  );
  const selectAll = (
    <SelectMany
      ids={allIds}
      selected={selected}
      label={t("list.selectAll")}
      onSelect={handlers.select}
    />
  );
  const selectDay = (day: string) => (
    <SelectMany
      ids={dayIds.current.get(day) ?? []}
      selected={selected}
      label={t("list.selectDay", { day: dayName(day) })}
      onSelect={handlers.select}
    />
  );
  const sortLabel = (field: string, label: string) => (
    <TableSortLabel
      active={ordering.replace("-", "") === field}
      direction={ordering === field ? "asc" : "desc"}
      onClick={() => props.sortBy(field)}
    >
      {label}
    </TableSortLabel>
  );

  if (isPhone)
    return (
      <Stack spacing={2} data-testid="timelog-days">
        <Box sx={{ display: "flex", alignItems: "center" }}>
          {selectAll}
          <Typography>{t("list.selectAll")}</Typography>
        </Box>
        {groups.map((group) => (
          <Box
            key={group.day}
            component="section"
            aria-label={group.day ? dayName(group.day) : undefined}
          >
            {group.day && (
              <Box sx={{ display: "flex", alignItems: "center" }} data-testid="day-header">
                {selectDay(group.day)}
                <Typography component="h2" variant="subtitle1" sx={{ flexGrow: 1 }}>
                  {dayName(group.day)}
                </Typography>
                <Typography data-testid="day-total">
                  {hoursMinutes(group.trackedSeconds)}
                </Typography>
              </Box>
            )}
            <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
              {group.logs.map((log) => row(log, "card"))}
            </Stack>
          </Box>
        ))}
      </Stack>
    );

  return (
    <Box sx={{ overflowX: "auto" }} data-testid="timelog-days">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{selectAll}</TableCell>
            {SORTED_COLUMNS.map((field) => (
              <TableCell key={field}>{sortLabel(field, t(`list.columns.${field}`))}</TableCell>
            ))}
            <TableCell>{t("fields.description")}</TableCell>
            <TableCell align="right">{sortLabel("amount", t("list.columns.amount"))}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t("list.columns.actions")}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <Fragment key={group.day}>
              {group.day && (
                <TableRow data-testid="day-header" sx={{ bgcolor: "action.hover" }}>
                  <TableCell padding="checkbox">{selectDay(group.day)}</TableCell>
                  <TableCell colSpan={5} component="th" scope="rowgroup">
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {dayName(group.day)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" data-testid="day-total" sx={{ fontWeight: 600 }}>
                    {hoursMinutes(group.trackedSeconds)}
                  </TableCell>
                </TableRow>
              )}
              {group.logs.map((log) => row(log, "table"))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
