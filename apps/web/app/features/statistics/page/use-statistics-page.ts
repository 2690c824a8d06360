import type { User } from "@tempus/contract";
import { seesAllTime } from "@tempus/contract/policies";
import { useState } from "react";
import { useUrlState } from "../../../lib/url-state.ts";
import { useActivities, useDebtors, useProjects } from "../../projects/index.ts";
import { useColleagues } from "../../team/index.ts";
import { type StatisticsFilters, useProjectSeries, useStatistics } from "../api.ts";
import { PRESETS, type Preset, periodFor, presetRange } from "../presets.ts";

export type SortKey = "label" | "tracked_seconds" | "billable_seconds";

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
    billable: "",
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
    billable: state.billable,
  } satisfies StatisticsFilters;
  const byProject = useStatistics("project", filters, !reversed);
  const byDebtor = useStatistics("debtor", filters, !reversed);
  const byActivity = useStatistics("activity", filters, !reversed);
  const period = periodFor(range.from, range.to);
  const top = (byProject.data?.rows ?? []).filter((row) => row.key !== null).slice(0, 8);
  const series = useProjectSeries(
    period,
    top.map((row) => row.key as string),
    filters,
  );
  const rows = [...(byProject.data?.rows ?? [])].sort((a, b) => {
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
    colleagues: useColleagues(isAdmin),
  };
}

export type StatisticsPageData = ReturnType<typeof useStatisticsPage>;
