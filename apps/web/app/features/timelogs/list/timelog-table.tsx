import { Box, TableSortLabel, useMediaQuery, useTheme } from "@mui/material";
import type { Activity, Project, Tag, TimeLog } from "@tempus/contract";
import { Fragment, startTransition, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../../components/visually-hidden.ts";
import { formatLocale } from "../../../lib/i18n.ts";
import { hoursMinutes } from "../../../lib/time-format.ts";
import type { ProjectChoice } from "../project-activity-picker.tsx";
import { groupByDay } from "./day-groups.ts";
import { LIST_STYLES } from "./list-styles.ts";
import { LogRow, type RowHandlers } from "./log-row.tsx";

const SORTED_COLUMNS = ["start", "duration_seconds", "project"] as const;

/**
 * Rows in the first render (more than a screen holds); the rest follow in
 * chunks of as many, each a low-priority update, so a page of 1,000 logs shows
 * at once and stays responsive while it fills.
 */
export const ROWS_AT_ONCE = 100;

/** How many of `total` rows to show: the first chunk now, one more after each paint. */
function useRowsShown(total: number): number {
  const [shown, setShown] = useState(ROWS_AT_ONCE);
  useEffect(() => {
    if (shown >= total) return;
    const next = setTimeout(() => startTransition(() => setShown(shown + ROWS_AT_ONCE)), 0);
    return () => clearTimeout(next);
  }, [shown, total]);
  return shown;
}

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
  const some = chosen > 0 && chosen < ids.length;
  return (
    <input
      type="checkbox"
      className="tl-check"
      ref={(element) => {
        if (element) element.indeterminate = some;
      }}
      checked={ids.length > 0 && chosen === ids.length}
      disabled={ids.length === 0}
      onChange={(event) => onSelect(ids, event.target.checked)}
      aria-label={label}
    />
  );
}

export interface TimeLogDaysProps {
  logs: readonly TimeLog[];
  projects: readonly Project[] | undefined;
  activities: readonly Activity[] | undefined;
  tags: readonly Tag[] | undefined;
  /** Owners and admins: the people's names by id, shown in a person column (members see their own logs only). */
  people?: ReadonlyMap<number, string>;
  /** Whether amounts are shown (decision 039: members see theirs where the company allows it). */
  showsAmounts: boolean;
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
  const { logs, selected, handlers, ordering, timeZone, people } = props;
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
  const tagsById = useMemo(
    () => new Map((props.tags ?? []).map((tag) => [tag.id, tag])),
    [props.tags],
  );
  const allIds = useMemo(() => logs.map((log) => log.id), [logs]);
  // The groups (and their totals and checkboxes) are whole; only their rows come in chunks.
  const shown = useRowsShown(logs.length);
  const visible = useMemo(() => {
    let left = shown;
    return groups
      .map((group) => {
        const rows = group.logs.slice(0, Math.max(0, left));
        left -= rows.length;
        return { ...group, rows };
      })
      .filter((group) => group.rows.length > 0);
  }, [groups, shown]);
  const dayIds = useRef(new Map<string, number[]>());
  dayIds.current = new Map(groups.map((group) => [group.day, group.logs.map((log) => log.id)]));
  const dayName = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(formatLocale(i18n.language), {
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
      tagsById={tagsById}
      personName={people && (people.get(log.user) ?? "")}
      showsAmounts={props.showsAmounts}
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

  const styles = {
    ...LIST_STYLES,
    "--tl-primary": theme.palette.primary.main,
  };
  if (isPhone)
    return (
      <Box sx={styles} data-testid="timelog-days">
        <div className="tl-day-line">
          {selectAll}
          {/* The checkbox is named by its own label; this is the same words for the eye. */}
          <span aria-hidden="true">{t("list.selectAll")}</span>
        </div>
        {visible.map((group) => (
          <section key={group.day} aria-label={group.day ? dayName(group.day) : undefined}>
            {group.day && (
              <div className="tl-day-line" data-testid="day-header">
                {selectDay(group.day)}
                <h2>{dayName(group.day)}</h2>
                <span data-testid="day-total">{hoursMinutes(group.trackedSeconds)}</span>
              </div>
            )}
            <ul className="tl-cards">{group.rows.map((log) => row(log, "card"))}</ul>
          </section>
        ))}
      </Box>
    );

  return (
    <Box sx={{ ...styles, overflowX: "auto" }} data-testid="timelog-days">
      <table className="tl-table">
        <thead>
          <tr>
            <th className="tl-check-cell">{selectAll}</th>
            {SORTED_COLUMNS.map((field) => (
              <Fragment key={field}>
                {/* The person after the time, before what the time was spent on. */}
                {field === "project" && people && <th>{t("fields.person")}</th>}
                <th>{sortLabel(field, t(`list.columns.${field}`))}</th>
              </Fragment>
            ))}
            <th>{t("fields.description")}</th>
            {props.showsAmounts && (
              <th className="tl-right">{sortLabel("amount", t("list.columns.amount"))}</th>
            )}
            <th>
              <Box component="span" sx={visuallyHidden}>
                {t("list.columns.actions")}
              </Box>
            </th>
          </tr>
        </thead>
        <tbody>
          {visible.map((group) => (
            <Fragment key={group.day}>
              {group.day && (
                <tr className="tl-day" data-testid="day-header">
                  <td className="tl-check-cell">{selectDay(group.day)}</td>
                  <th colSpan={(people ? 6 : 5) - (props.showsAmounts ? 0 : 1)} scope="rowgroup">
                    {dayName(group.day)}
                  </th>
                  <td className="tl-right" data-testid="day-total">
                    {hoursMinutes(group.trackedSeconds)}
                  </td>
                </tr>
              )}
              {group.rows.map((log) => row(log, "table"))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
