import type { User } from "@tempus/contract";
import { seesAllTime } from "@tempus/contract/policies";
import { useState } from "react";
import { useUrlState } from "../../../lib/url-state.ts";
import { useActivities, useDebtors, useProjects, useTags } from "../../projects/index.ts";
import { usePeople } from "../../team/index.ts";
import { type StatisticsFilters, useProjectSeries, useStatistics } from "../api.ts";
import { PRESETS, type Preset, periodFor, presetRange } from "../presets.ts";

export type SortKey = "label" | "tracked_seconds" | "billable_seconds";

/** What the totals table can be broken down by; `user` (by person) for owners and admins only. */
export const BREAKDOWNS = ["project", "debtor", "activity", "tag", "user"] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

/**
 * The statistics page's data. Range and filters live in the address: a reload
 * or a shared link shows the same figures (a preset such as "last month" stays
 * relative to the day it is opened).
 */
export function useStatisticsPage(user: User) {
  const isAdmin = seesAllTime(user);
  const [state, update] = useUrlState({
    preset: "thisMonth",
    from: "",
    to: "",
    project: "",
    debtor: "",
    activity: "",
    user: "",
    tag: "",
    billable: "",
    by: "project",
  });
  const preset: Preset | "custom" = (PRESETS as readonly string[]).includes(state.preset)
    ? (state.preset as Preset)
    : "custom";
  const fallback = presetRange("thisMonth");
  const range =
    preset === "custom"
      ? { from: state.from || fallback.from, to: state.to || fallback.to }
      : presetRange(preset);
  // A range that ends before it starts (typed into the address) is shown as such, not asked for.
  const reversed = range.from > range.to;
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({
    key: "tracked_seconds",
    descending: true,
  });
  const filters = {
    from: range.from,
    to: range.to,
    project: state.project,
    debtor: state.debtor,
    activity: state.activity,
    user: state.user,
    tag: state.tag,
    billable: state.billable,
  } satisfies StatisticsFilters;
  const byProject = useStatistics("project", filters, !reversed);
  const byDebtor = useStatistics("debtor", filters, !reversed);
  const byActivity = useStatistics("activity", filters, !reversed);
  const byTag = useStatistics("tag", filters, !reversed);
  // Members see their own time only: by person is a team view.
  const byPerson = useStatistics("user", filters, !reversed && isAdmin);
  const breakdowns = BREAKDOWNS.filter((name) => name !== "user" || isAdmin);
  const breakdown: Breakdown = (breakdowns as readonly string[]).includes(state.by)
    ? (state.by as Breakdown)
    : "project";
  const table = {
    project: byProject,
    debtor: byDebtor,
    activity: byActivity,
    tag: byTag,
    user: byPerson,
  }[breakdown];
  const period = periodFor(range.from, range.to);
  const top = (byProject.data?.rows ?? []).filter((row) => row.key !== null).slice(0, 8);
  const series = useProjectSeries(
    period,
    top.map((row) => row.key as string),
    filters,
  );
  const rows = [...(table.data?.rows ?? [])].sort((a, b) => {
    const order =
      sort.key === "label"
        ? String(a.label).localeCompare(String(b.label))
        : a[sort.key] - b[sort.key];
    return sort.descending ? -order : order;
  });
  return {
    isAdmin,
    state,
    update,
    preset,
    range,
    reversed,
    filters,
    byProject,
    byDebtor,
    byActivity,
    byTag,
    byPerson,
    /** The totals table's grouping, the ones this person may choose, and its answer. */
    breakdown,
    breakdowns,
    table,
    period,
    top,
    series,
    periods: series[0]?.data?.rows.map((row) => row.key as string) ?? [],
    rows,
    sort,
    /** Sorts by `key`, descending first; again on the same key turns the order round. */
    sortBy: (key: SortKey) =>
      setSort({ key, descending: sort.key === key ? !sort.descending : true }),
    projects: useProjects(true),
    debtors: useDebtors(),
    activities: useActivities(true),
    /** Every tag, archived ones too: past work is filtered by them. */
    tags: useTags(true),
    people: usePeople(isAdmin),
  };
}

export type StatisticsPageData = ReturnType<typeof useStatisticsPage>;
