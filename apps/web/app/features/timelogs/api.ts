import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TimeLogBulkBody,
  TimeLogQuery,
  TimeLogWriteBody,
  TimerStartBody,
} from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { ApiError } from "../../lib/api-client.ts";
import { call, callAllPages } from "../../lib/call.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";

const { timelog, dashboard } = endpoints;

/** The filters of the time-log list that its totals and export share (no page, size or order). */
export type TimeLogFilters = Omit<TimeLogQuery, "page" | "page_size" | "ordering">;

/** Every query key of time logs and the dashboard (which adds them up). */
export const timelogKeys = {
  all: [QUERY_ROOTS.timelog] as const,
  running: [QUERY_ROOTS.timelog, "running"] as const,
  list: (query: TimeLogQuery) => [QUERY_ROOTS.timelog, "list", query] as const,
  totals: (filters: TimeLogFilters) => [QUERY_ROOTS.timelog, "totals", filters] as const,
  one: (id: string) => [QUERY_ROOTS.timelog, "one", id] as const,
  history: (id: string) => [QUERY_ROOTS.timelog, "history", id] as const,
  calendar: (range: CalendarRange | null, user: string) =>
    [QUERY_ROOTS.timelog, "calendar", range, user] as const,
  dashboard: [QUERY_ROOTS.dashboard] as const,
};

export interface CalendarRange {
  start: string;
  end: string;
}

/** The caller's running log, or null. */
export function useRunning() {
  return useQuery({
    queryKey: timelogKeys.running,
    queryFn: async () => {
      try {
        return await call(timelog.running, {}, { retry: 0 });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: 60_000,
  });
}

/**
 * A page of logs. `keepPrevious`: while another page or filter loads, the page shown stays (the
 * list does not collapse and jump, and its pagination keeps the focus).
 */
export function useTimeLogs(query: TimeLogQuery, { keepPrevious = false } = {}) {
  return useQuery({
    queryKey: timelogKeys.list(query),
    queryFn: () => call(timelog.list, { query }),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

export function useTimeLogTotals(filters: TimeLogFilters) {
  return useQuery({
    queryKey: timelogKeys.totals(filters),
    queryFn: () => call(timelog.totals, { query: filters }),
    // A currency with nothing in it is not a total worth showing ("$0.00" beside "€120.00").
    select: (totals) => ({
      ...totals,
      amounts: totals.amounts?.filter((entry) => /[1-9]/.test(entry.amount)),
    }),
  });
}

export function useTimeLog(id: string) {
  return useQuery({
    queryKey: timelogKeys.one(id),
    queryFn: () => call(timelog.get, { params: { id } }),
  });
}

/** A log's history from the audit trail (owners and admins). */
export function useTimeLogHistory(id: string) {
  return useQuery({
    queryKey: timelogKeys.history(id),
    queryFn: () => call(timelog.history, { params: { id } }),
  });
}

/**
 * Every log of a calendar's range: a month of a big team's logs, as an admin
 * sees them, can be more than one page. `user`: one person's logs ("" for all
 * the caller may see).
 */
export function useCalendarLogs(range: CalendarRange | null, user = "") {
  return useQuery({
    queryKey: timelogKeys.calendar(range, user),
    enabled: range !== null,
    queryFn: () =>
      callAllPages(timelog.list, {
        start_after: range?.start,
        start_before: range?.end,
        ordering: "start",
        ...(user ? { user } : {}),
      }),
  });
}

export function useDashboard() {
  return useQuery({
    queryKey: timelogKeys.dashboard,
    queryFn: () => call(dashboard.get),
  });
}

/** Everything that shows time is read again after a timer or log change, whether or not it worked. */
function useTimeMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timelogKeys.all }),
        queryClient.invalidateQueries({ queryKey: timelogKeys.dashboard }),
      ]),
  });
}

export const useStartTimer = () =>
  useTimeMutation((body: TimerStartBody) => call(timelog.start, { body }));
export const useStopTimer = () =>
  useTimeMutation((id: number) => call(timelog.stop, { params: { id } }));
export const useCreateTimeLog = () =>
  useTimeMutation((body: TimeLogWriteBody) => call(timelog.create, { body }));
export const useUpdateTimeLog = () =>
  useTimeMutation(({ id, body }: { id: number; body: TimeLogWriteBody }) =>
    call(timelog.patch, { params: { id }, body }),
  );
export const useDeleteTimeLog = () =>
  useTimeMutation((id: number) => call(timelog.remove, { params: { id } }));

/**
 * One change to several logs in one request and one transaction: every log
 * changes or none does (an invoiced or unknown one refuses the whole request).
 */
export const useBulkTimeLogs = () =>
  useTimeMutation((body: TimeLogBulkBody) => call(timelog.bulk, { body }));
