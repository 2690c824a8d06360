import type { TimeLog, User } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { useConfirmation } from "../../../components/confirmation.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { useUrlState } from "../../../lib/url-state.ts";
import { useActivities, useDebtors, useProjects } from "../../projects/index.ts";
import { useColleagues } from "../../team/index.ts";
import {
  type TimeLogFilters,
  useCreateTimeLog,
  useEachTimeLog,
  useStartTimer,
  useTimeLogs,
  useTimeLogTotals,
} from "../api.ts";

/** The list's state in the address: filters, sorting and page, each with its default. */
const DEFAULTS = {
  page: "1",
  page_size: "10",
  ordering: "-start",
  search: "",
  project: "",
  billable: "",
  debtor: "",
  activity: "",
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
  const pageSize = Number.parseInt(state.page_size, 10) || 10;
  const { ordering } = state;
  const isAdmin = user.role !== "member";
  const [selected, setSelected] = useState<number[]>([]);
  const filters: Required<TimeLogFilters> = {
    search: state.search,
    project: state.project,
    billable: state.billable,
    debtor: state.debtor,
    activity: state.activity,
    invoiced: state.invoiced,
    user: state.user,
    start_after: state.start_after,
    start_before: state.start_before,
  };
  const logs = useTimeLogs({
    page: String(page + 1),
    page_size: String(pageSize),
    ordering,
    ...filters,
  });
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
    debtors: useDebtors(),
    colleagues: useColleagues(isAdmin),
    selected,
    setSelected,
    /**
     * Changes filters and goes back to the first page. The selection is let go: a bulk action must
     * not reach logs the new filters hide.
     */
    filterBy: (changes: Partial<ListState>) => {
      setSelected([]);
      update({ ...changes, page: "1" });
    },
    sortBy: (field: string) => update({ ordering: ordering === field ? `-${field}` : field }),
    toPage: (next: number) => update({ page: String(next + 1) }),
    toPageSize: (size: string) => update({ page_size: size, page: "1" }),
  };
}

export type TimeLogListData = ReturnType<typeof useTimeLogList>;

/** Continue, duplicate, mark billable and delete, for one log or the selection, each with its alert. */
export function useTimeLogActions(clearSelection: () => void) {
  const { t } = useTranslation("time");
  const { addAlert } = useAlerts();
  const confirmation = useConfirmation();
  const createTimeLog = useCreateTimeLog();
  const startTimer = useStartTimer();
  const eachTimeLog = useEachTimeLog();

  const duplicate = async (log: TimeLog) => {
    await createTimeLog.mutateAsync({
      project: log.project,
      activity: log.activity,
      description: log.description,
      start: log.start,
      end: log.end,
      billable: log.billable,
    });
    addAlert({
      color: "success",
      title: t("list.duplicatedTitle"),
      text: t("list.duplicatedText"),
    });
  };
  /** Toggl's "continue": a new timer on the log's project, activity and description, now. */
  const resume = async (log: TimeLog) => {
    try {
      await startTimer.mutateAsync({
        project: log.project,
        activity: log.activity,
        description: log.description,
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
  /**
   * Does `change` to each log and says in one alert how it went, with the `list.<done>…` or
   * `list.<failed>…` title and text (the text counts the logs).
   */
  const eachLog = async (
    ids: number[],
    change: Parameters<typeof eachTimeLog.mutateAsync>[0]["change"],
    messages: { done: string; failed: string },
  ) => {
    const failed = await eachTimeLog.mutateAsync({ ids, change });
    addAlert(
      failed
        ? {
            color: "error",
            title: t(`list.${messages.failed}Title`),
            text: t(`list.${messages.failed}Text`, { count: failed }),
          }
        : {
            color: "success",
            title: t(`list.${messages.done}Title`),
            text: t(`list.${messages.done}Text`, { count: ids.length }),
          },
    );
  };
  /** Marks the logs billable or not (each is priced again; invoiced ones refuse). */
  const markBillable = (ids: number[], billable: boolean) =>
    eachLog(ids, { billable }, { done: "updated", failed: "updateFailed" });
  const remove = async (ids: number[]) => {
    const sure = await confirmation.ask({
      title: t("list.confirmDeleteTitle", { count: ids.length }),
      text: t("common:dialogs.cannotUndo"),
      action: t("list.delete"),
    });
    if (!sure) return;
    clearSelection();
    await eachLog(ids, "delete", { done: "deleted", failed: "deleteFailed" });
  };
  return { dialog: confirmation.dialog, duplicate, resume, markBillable, remove };
}

export type TimeLogActions = ReturnType<typeof useTimeLogActions>;
