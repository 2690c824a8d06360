import type { User } from "@tempus/contract";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { useConfirmation } from "../../components/confirmation.tsx";
import { firstErrorMessage } from "../../lib/api-client.ts";
import { hoursMinutes } from "../../lib/time-format.ts";
import { useUrlState } from "../../lib/url-state.ts";
import { useCompany, useCompanyTimeZone } from "../masterdata/index.ts";
import { useActivities, useProjects } from "../projects/index.ts";
import { zonedToday } from "../timelogs/index.ts";
import { useSaveCell, useWeekLogs, weekGridKeys } from "./api.ts";
import { cellLock, readCell } from "./cell-rules.ts";
import { dayFormats } from "./day-formats.ts";
import {
  buildGrid,
  type GridCell,
  type GridRow,
  type RowId,
  rowKey,
  rowsWithTime,
} from "./grid.ts";
import { addDays, isDay, weekDays, weekStart } from "./week.ts";

/** What a cell shows while it differs from its logs: the typed text, an error, or that it saves. */
export interface Draft {
  text: string;
  error?: string;
  isSaving?: boolean;
}

/** A cell's key: its row's and its day. */
export const cellKey = (row: string, day: string) => `${row}|${day}`;

/** A cell's time as it is shown and typed over: "1:30", or nothing. */
export const cellText = (seconds: number) => (seconds === 0 ? "" : hoursMinutes(seconds));

/**
 * The week grid's state: the week (in the address, `?week=` its Monday; this week without it),
 * the signed-in user's own logs of it and of the week before, the rows (with time, added or
 * copied), what is typed into cells and the saving of it (cell-rules.ts).
 */
export function useWeekGrid(user: User) {
  const { t, i18n } = useTranslation("time");
  const { addAlert } = useAlerts();
  const confirmation = useConfirmation();
  const [{ week }, setUrl] = useUrlState({ week: "" });
  const company = useCompany();
  const timeZone = useCompanyTimeZone();
  const lockedUntil = company.data?.locked_until ?? null;
  const today = timeZone ? zonedToday(timeZone) : null;
  const monday = isDay(week) ? weekStart(week) : today ? weekStart(today) : null;
  const days = useMemo(() => (monday ? weekDays(monday) : []), [monday]);
  const from = monday ? addDays(monday, -7) : "";
  const to = monday ? addDays(monday, 7) : "";
  const key = weekGridKeys.logs(user.id, from, to);
  const logs = useWeekLogs(user.id, from, to, monday !== null && timeZone !== undefined);
  const save = useSaveCell(key, timeZone ?? "UTC");
  const projects = useProjects(true);
  const activities = useActivities(true);
  const formats = useMemo(() => dayFormats(i18n.language), [i18n.language]);
  // Rows added by hand or copied, per week (they hold no time until some is typed into them).
  const [extraRows, setExtraRows] = useState<Record<string, RowId[]>>({});
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  /** What a screen reader hears after a save (the cell itself shows it). */
  const [announcement, setAnnouncement] = useState("");

  const labelOf = useMemo(() => {
    const projectNames = new Map((projects.data ?? []).map((entry) => [entry.id, entry.name]));
    const activityNames = new Map((activities.data ?? []).map((entry) => [entry.id, entry.name]));
    return (row: RowId) =>
      [
        projectNames.get(row.project) ?? `#${row.project}`,
        ...(row.activity === null ? [] : [activityNames.get(row.activity) ?? `#${row.activity}`]),
      ].join(" · ");
  }, [projects.data, activities.data]);

  const weekExtras = monday ? extraRows[monday] : undefined;
  const grid = useMemo(
    () =>
      buildGrid({
        logs: logs.data ?? [],
        days,
        timeZone: timeZone ?? "UTC",
        extraRows: weekExtras ?? [],
        labelOf,
        locale: i18n.language,
      }),
    [logs.data, days, timeZone, weekExtras, labelOf, i18n.language],
  );

  const setDraft = (cell: string, draft: Draft | null) =>
    setDrafts((current) => {
      const next = { ...current };
      if (draft) next[cell] = draft;
      else delete next[cell];
      return next;
    });

  /** Rows a week (this one unless told) keeps besides those with time (each once). */
  const keepRows = (rows: RowId[], week = monday) => {
    if (!week) return;
    setExtraRows((current) => {
      const known = new Set((current[week] ?? []).map(rowKey));
      const added = rows
        .filter((row) => !known.has(rowKey(row)))
        .map(({ project, activity }) => ({ project, activity }));
      return added.length === 0
        ? current
        : { ...current, [week]: [...(current[week] ?? []), ...added] };
    });
  };

  const lockOf = (cell: GridCell) => cellLock(cell, lockedUntil);

  /** Why a cell cannot be changed, in words; null when it can. */
  const lockReason = (cell: GridCell) => {
    const lock = lockOf(cell);
    if (lock === "locked") return t("weekGrid.locked", { date: formats.full(lockedUntil ?? "") });
    if (lock === "invoiced") return t("weekGrid.invoiced");
    if (lock === "running") return t("weekGrid.running");
    return null;
  };

  /**
   * The text typed into a cell, left (Tab, Enter, a click elsewhere): nothing when it is what
   * the cell shows; an error when it is no duration; after a question when it clears logs;
   * else saved, one change after another.
   */
  const commit = async (row: GridRow, cell: GridCell, text: string) => {
    const id = cellKey(row.key, cell.day);
    // The week of the cell, should another be shown by the time it is saved.
    const week = monday;
    if (drafts[id]?.isSaving) return;
    if (text.trim() === cellText(cell.seconds) || lockOf(cell) !== null) {
      setDraft(id, null);
      return;
    }
    const entry = readCell(text);
    if (entry.kind === "invalid") {
      setDraft(id, { text, error: t("weekGrid.invalid", { decimal: formats.decimalExample }) });
      return;
    }
    const seconds = entry.kind === "time" ? entry.seconds : 0;
    if (seconds === 0 && cell.logs.length === 0) {
      setDraft(id, null);
      return;
    }
    const where = { row: row.label, day: formats.long(cell.day) };
    if (seconds === 0) {
      setDraft(id, { text });
      const isSure = await confirmation.ask({
        title: t("weekGrid.deleteTitle"),
        text: t("weekGrid.deleteText", {
          ...where,
          count: cell.logs.length,
          duration: hoursMinutes(cell.seconds),
        }),
        action: t("weekGrid.delete"),
      });
      if (!isSure) {
        setDraft(id, null);
        return;
      }
    }
    setDraft(id, { text, isSaving: true });
    try {
      const { plan } = await save.mutateAsync({ row, day: cell.day, seconds });
      if (plan.kind === "too-short") {
        setDraft(id, {
          text,
          error: t("weekGrid.tooShort", { duration: hoursMinutes(plan.lastSeconds) }),
        });
        return;
      }
      // A row whose time is all gone stays in the grid (the focus may be in it).
      if (plan.kind === "delete") keepRows([row], week);
      setDraft(id, null);
      setAnnouncement(t("weekGrid.saved", { ...where, duration: hoursMinutes(seconds) }));
    } catch (error) {
      setDraft(id, { text, error: firstErrorMessage(error, t("accounts:unexpected")) });
    }
  };

  /** Escape: the cell shows its logs' time again. */
  const revert = (row: GridRow, cell: GridCell) => setDraft(cellKey(row.key, cell.day), null);

  /** A row added by hand (or found, when the week has it already); its key. */
  const addRow = (row: RowId) => {
    keepRows([row]);
    return rowKey(row);
  };

  const removeRow = (row: GridRow) => {
    if (!monday || !row.isEmpty) return;
    setExtraRows((current) => ({
      ...current,
      [monday]: (current[monday] ?? []).filter((entry) => rowKey(entry) !== row.key),
    }));
  };

  /** The rows of last week that this week lacks, added empty; says how many. */
  const copyLastWeek = () => {
    if (!monday || !logs.data) return;
    const present = new Set(grid.rows.map((row) => row.key));
    const missing = rowsWithTime(
      logs.data,
      weekDays(addDays(monday, -7)),
      timeZone ?? "UTC",
    ).filter((row) => !present.has(rowKey(row)));
    keepRows(missing);
    if (missing.length === 0)
      addAlert({
        color: "info",
        title: t("weekGrid.nothingToCopyTitle"),
        text: t("weekGrid.nothingToCopy"),
      });
    else
      addAlert({
        color: "success",
        title: t("weekGrid.copiedTitle"),
        text: t("weekGrid.copied", { count: missing.length }),
      });
  };

  /** Shows the week that contains `day` (this week leaves the address bare). */
  const toWeek = (day: string) => {
    const start = weekStart(day);
    setUrl({ week: today !== null && start === weekStart(today) ? "" : start });
  };

  return {
    monday,
    days,
    today,
    grid,
    drafts,
    formats,
    announcement,
    dialog: confirmation.dialog,
    isLoading:
      timeZone === undefined || logs.isPending || projects.isPending || activities.isPending,
    loadError: logs.isError,
    lockReason,
    commit,
    revert,
    addRow,
    removeRow,
    copyLastWeek,
    toWeek,
  };
}

export type WeekGridState = ReturnType<typeof useWeekGrid>;
