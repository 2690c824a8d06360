import type { TimeLog, TimeLogBulkBody, TimeLogWriteBody, User } from "@tempus/contract";
import { seesAllTime } from "@tempus/contract/policies";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { useConfirmation } from "../../../components/confirmation.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { useUrlState } from "../../../lib/url-state.ts";
import { useCompany } from "../../masterdata/index.ts";
import { useActivities, useDebtors, useProjects, useTags } from "../../projects/index.ts";
import { usePeople } from "../../team/index.ts";
import {
  type TimeLogFilters,
  useBulkTimeLogs,
  useCreateTimeLog,
  useStartTimer,
  useTimeLogs,
  useTimeLogTotals,
  useUpdateTimeLog,
} from "../api.ts";
import { DEFAULT_PAGE_SIZE, rememberedPageSize, rememberPageSize } from "./page-size.ts";

/**
 * The list's state in the address: filters, sorting and page, each with its default. No size in
 * the address means the one the person chose last on this browser, else 10.
 */
const DEFAULTS = {
  page: "1",
  page_size: "",
  ordering: "-start",
  search: "",
  project: "",
  billable: "",
  debtor: "",
  activity: "",
  tag: "",
  user: "",
  invoiced: "",
  start_after: "",
  start_before: "",
};
type ListState = typeof DEFAULTS;

/**
 * The time-log list's data: filters, sorting and page live in the address
 * (back from a log, a reload or a shared link keep them); the page of logs,
 * their totals, the names to show and the selection for bulk actions.
 */
export function useTimeLogList(user: User) {
  const [state, update] = useUrlState(DEFAULTS);
  const page = Math.max(0, (Number.parseInt(state.page, 10) || 1) - 1);
  const pageSize =
    Number.parseInt(state.page_size, 10) || rememberedPageSize(user.id) || DEFAULT_PAGE_SIZE;
  const { ordering } = state;
  const isAdmin = seesAllTime(user);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  /** Selects or lets go of logs (one, a day's or the page's). */
  const select = useCallback((ids: readonly number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const filters: Required<TimeLogFilters> = {
    search: state.search,
    project: state.project,
    billable: state.billable,
    debtor: state.debtor,
    activity: state.activity,
    tag: state.tag,
    invoiced: state.invoiced,
    user: state.user,
    start_after: state.start_after,
    start_before: state.start_before,
  };
  const logs = useTimeLogs(
    { page: String(page + 1), page_size: String(pageSize), ordering, ...filters },
    { keepPrevious: true },
  );
  return {
    state,
    filters,
    page,
    pageSize,
    ordering,
    isAdmin,
    logs,
    totals: useTimeLogTotals(filters),
    projects: useProjects(true),
    activities: useActivities(true),
    /** Every tag, archived ones too: logs keep them, and past work is filtered by them. */
    tags: useTags(true),
    debtors: useDebtors(),
    /** Owners and admins: everyone's names by id (the person column) and the person filter's choices. */
    people: usePeople(isAdmin),
    /** The company's zone, in which the server cuts days (UTC until the company is read). */
    timeZone: useCompany().data?.timezone ?? "UTC",
    selected,
    select,
    clearSelection,
    /**
     * Changes filters and goes back to the first page. The selection is let go: a bulk action must
     * not reach logs the new filters hide.
     */
    filterBy: (changes: Partial<ListState>) => {
      clearSelection();
      update({ ...changes, page: "1" });
    },
    sortBy: (field: string) => update({ ordering: ordering === field ? `-${field}` : field }),
    toPage: (next: number) => update({ page: String(next + 1) }),
    /** Shows `size` logs a page, from the first, and remembers it for this person's next visit. */
    toPageSize: (size: string) => {
      rememberPageSize(user.id, Number(size));
      update({ page_size: size, page: "1" });
    },
  };
}

export type TimeLogListData = ReturnType<typeof useTimeLogList>;

/**
 * Continue, duplicate, change one log in place, and the bulk actions (project
 * and activity, billable, tags, delete) on the selection in one request, each
 * with its alert.
 */
export function useTimeLogActions(clearSelection: () => void) {
  const { t } = useTranslation("time");
  const { addAlert } = useAlerts();
  const confirmation = useConfirmation();
  const createTimeLog = useCreateTimeLog();
  const startTimer = useStartTimer();
  const updateTimeLog = useUpdateTimeLog();
  const bulk = useBulkTimeLogs();

  const duplicate = async (log: TimeLog) => {
    await createTimeLog.mutateAsync({
      project: log.project,
      activity: log.activity,
      description: log.description,
      start: log.start,
      end: log.end,
      billable: log.billable,
      tags: log.tags,
    });
    addAlert({
      color: "success",
      title: t("list.duplicatedTitle"),
      text: t("list.duplicatedText"),
    });
  };
  /** Toggl's "continue": a new timer on the log's project, activity, description and tags, now. */
  const resume = async (log: TimeLog) => {
    try {
      await startTimer.mutateAsync({
        project: log.project,
        activity: log.activity,
        description: log.description,
        tags: log.tags,
        stop_running: true,
      });
      addAlert({ color: "success", title: t("timer.startedTitle"), text: t("timer.startedText") });
    } catch (error) {
      addAlert({
        color: "error",
        title: t("timer.failedTitle"),
        text: firstErrorMessage(error, t("accounts:unexpected")),
      });
    }
  };
  /** Changes one log in place: null when saved, else the server's (or the check's) text. */
  const save = async (id: number, body: TimeLogWriteBody): Promise<string | null> => {
    try {
      await updateTimeLog.mutateAsync({ id, body });
      return null;
    } catch (error) {
      return firstErrorMessage(error, t("accounts:unexpected"));
    }
  };
  /**
   * One bulk request; says in one alert how it went (all changed, or nothing and why), and
   * whether it went through.
   */
  const inBulk = async (body: TimeLogBulkBody, done: "updated" | "tagged" | "deleted") => {
    try {
      const result = await bulk.mutateAsync(body);
      clearSelection();
      addAlert({
        color: "success",
        title: t(`list.${done}Title`),
        text: t(`list.${done}Text`, { count: result.count }),
      });
      return true;
    } catch (error) {
      addAlert({
        color: "error",
        title: t("list.bulkFailedTitle"),
        text: firstErrorMessage(error, t("accounts:unexpected")),
      });
      return false;
    }
  };
  /** Marks the logs billable or not (each is priced again; an invoiced one refuses them all). */
  const markBillable = (ids: number[], billable: boolean) =>
    inBulk({ ids, action: "update", changes: { billable } }, "updated");
  /** Moves the logs to a project and activity (priced again). */
  const moveTo = (ids: number[], project: number, activity: number | null) =>
    inBulk({ ids, action: "update", changes: { project, activity } }, "updated");
  /** Gives the logs these tags, in place of those they have (none takes them all off). */
  const setTags = (ids: number[], tags: number[]) =>
    inBulk({ ids, action: "update", changes: { tags } }, "tagged");
  const remove = async (ids: number[]) => {
    const sure = await confirmation.ask({
      title: t("list.confirmDeleteTitle", { count: ids.length }),
      text: t("common:dialogs.cannotUndo"),
      action: t("list.delete"),
    });
    if (!sure) return;
    await inBulk({ ids, action: "delete" }, "deleted");
  };
  return {
    dialog: confirmation.dialog,
    duplicate,
    resume,
    save,
    markBillable,
    moveTo,
    setTags,
    remove,
  };
}

export type TimeLogActions = ReturnType<typeof useTimeLogActions>;
