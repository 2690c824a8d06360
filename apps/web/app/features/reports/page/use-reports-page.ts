import type { GroupBy, ReportQuery, SavedReport, User } from "@tempus/contract";
import { seesAllTime } from "@tempus/contract/policies";
import { useUrlState } from "../../../lib/url-state.ts";
import { useActivities, useDebtors, useProjects, useTags } from "../../projects/index.ts";
import { PRESETS, type Preset, presetRange } from "../../statistics/index.ts";
import { usePeople } from "../../team/index.ts";
import { useReport, useSavedReports } from "../api.ts";

/** The filters a report keeps besides its range and groupings (as its query string reads them). */
export const REPORT_FILTERS = [
  "project",
  "debtor",
  "activity",
  "tag",
  "user",
  "billable",
  "invoiced",
] as const;

/** The groupings in the order the builder offers them (the contract's, without loading zod). */
const GROUPINGS: readonly GroupBy[] = [
  "project",
  "debtor",
  "activity",
  "user",
  "tag",
  "day",
  "week",
  "month",
];

/**
 * The report builder's data. The definition lives in the address (a reload shows the same
 * report), with the saved report it came from, if any.
 */
export function useReportsPage(user: User) {
  const isAdmin = seesAllTime(user);
  const [state, update] = useUrlState({
    preset: "thisMonth",
    from: "",
    to: "",
    group_by: "project",
    then_by: "",
    project: "",
    debtor: "",
    activity: "",
    tag: "",
    user: "",
    billable: "",
    invoiced: "",
    report: "",
  });
  const preset: Preset | "custom" = (PRESETS as readonly string[]).includes(state.preset)
    ? (state.preset as Preset)
    : "custom";
  const fallback = presetRange("thisMonth");
  const range =
    preset === "custom"
      ? { from: state.from || fallback.from, to: state.to || fallback.to }
      : presetRange(preset);
  // Members see their own time only: by person is a team view.
  const groupings = GROUPINGS.filter((name) => name !== "user" || isAdmin);
  const groupBy = (
    (groupings as readonly string[]).includes(state.group_by) ? state.group_by : "project"
  ) as GroupBy;
  const thenBy =
    (groupings as readonly string[]).includes(state.then_by) && state.then_by !== groupBy
      ? (state.then_by as GroupBy)
      : "";
  const query: ReportQuery = {
    from: range.from,
    to: range.to,
    group_by: groupBy,
    then_by: thenBy,
    ...Object.fromEntries(REPORT_FILTERS.map((name) => [name, state[name]])),
  };
  const report = useReport(query, range.from <= range.to);
  const saved = useSavedReports();
  const selected = saved.data?.find((entry) => String(entry.id) === state.report);
  /** Shows a saved report: its definition becomes the builder's. */
  const open = (entry: SavedReport | undefined) =>
    update({
      report: entry ? String(entry.id) : "",
      ...(entry
        ? {
            preset: "custom",
            from: entry.from,
            to: entry.to,
            group_by: entry.group_by,
            then_by: entry.then_by ?? "",
            ...Object.fromEntries(REPORT_FILTERS.map((name) => [name, entry[name] ?? ""])),
          }
        : {}),
    });
  return {
    isAdmin,
    state,
    update,
    preset,
    range,
    groupings,
    groupBy,
    thenBy,
    query,
    report,
    saved,
    selected,
    open,
    projects: useProjects(true),
    debtors: useDebtors(),
    activities: useActivities(true),
    /** Every tag, archived ones too: past work is reported by them. */
    tags: useTags(true),
    people: usePeople(isAdmin),
  };
}

export type ReportsPageData = ReturnType<typeof useReportsPage>;
