import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Dashboard,
  TimeLog,
  TimeLogBulkBody,
  TimeLogBulkResult,
  TimeLogQuery,
  TimeLogTotals,
  TimeLogWriteBody,
  TimerStartBody,
} from "@tempus/contract";
import { FetchError } from "ofetch";
import { api, apiAllPages } from "../../lib/api-client.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";

const BASE = "/projectmanagement";

/** The filters of the time-log list that its totals and export share (no page, size or order). */
export type TimeLogFilters = Omit<TimeLogQuery, "page" | "page_size" | "ordering">;

/** Every query key of time logs and the dashboard (which adds them up). */
export const timelogKeys = {
  all: [QUERY_ROOTS.timelog] as const,
  running: [QUERY_ROOTS.timelog, "running"] as const,
  list: (query: TimeLogQuery) => [QUERY_ROOTS.timelog, "list", query] as const,
  totals: (filters: TimeLogFilters) => [QUERY_ROOTS.timelog, "totals", filters] as const,
  one: (id: string) => [QUERY_ROOTS.timelog, "one", id] as const,
  calendar: (range: CalendarRange | null) => [QUERY_ROOTS.timelog, "calendar", range] as const,
  dashboard: [QUERY_ROOTS.dashboard] as const,
};

export interface CalendarRange {
  start: string;
  end: string;
}

/** A query without its empty values (the API reads an empty filter as a wrong one). */
const given = (query: object) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ""),
  );

/** The caller's running log, or null. */
export function useRunning() {
  return useQuery({
    queryKey: timelogKeys.running,
    queryFn: async () => {
      try {
        return await api<TimeLog>(`${BASE}/timelog/running/`, { retry: 0 });
      } catch (error) {
        if (error instanceof FetchError && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: 60_000,
  });
}

export function useTimeLogs(query: TimeLogQuery) {
  return useQuery({
    queryKey: timelogKeys.list(query),
    queryFn: () =>
      api<{ count: number; results: TimeLog[] }>(`${BASE}/timelog/`, { query: given(query) }),
  });
}

export function useTimeLogTotals(filters: TimeLogFilters) {
  return useQuery({
    queryKey: timelogKeys.totals(filters),
    queryFn: () => api<TimeLogTotals>(`${BASE}/timelog/totals/`, { query: given(filters) }),
    // A currency with nothing in it is not a total worth showing ("$0.00" beside "€120.00").
    select: (totals) => ({
      ...totals,
      amounts: totals.amounts.filter((entry) => /[1-9]/.test(entry.amount)),
    }),
  });
}

export function useTimeLog(id: string) {
  return useQuery({
    queryKey: timelogKeys.one(id),
    queryFn: () => api<TimeLog>(`${BASE}/timelog/${id}/`),
  });
}

/**
 * Every log of a calendar's range: a month of a big team's logs, as an admin
 * sees them, can be more than one page.
 */
export function useCalendarLogs(range: CalendarRange | null) {
  return useQuery({
    queryKey: timelogKeys.calendar(range),
    enabled: range !== null,
    queryFn: () =>
      apiAllPages<TimeLog>(`${BASE}/timelog/`, {
        start_after: range?.start,
        start_before: range?.end,
        ordering: "start",
      }),
  });
}

export function useDashboard() {
  return useQuery({
    queryKey: timelogKeys.dashboard,
    queryFn: () => api<Dashboard>(`${BASE}/dashboard/`),
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
  useTimeMutation((body: TimerStartBody) =>
    api<TimeLog>(`${BASE}/timelog/start/`, { method: "POST", body }),
  );
export const useStopTimer = () =>
  useTimeMutation((id: number) =>
    api<TimeLog>(`${BASE}/timelog/${id}/stop/`, { method: "POST", body: {} }),
  );
export const useCreateTimeLog = () =>
  useTimeMutation((body: TimeLogWriteBody) =>
    api<TimeLog>(`${BASE}/timelog/`, { method: "POST", body }),
  );
export const useUpdateTimeLog = () =>
  useTimeMutation(({ id, body }: { id: number; body: TimeLogWriteBody }) =>
    api<TimeLog>(`${BASE}/timelog/${id}/`, { method: "PATCH", body }),
  );
export const useDeleteTimeLog = () =>
  useTimeMutation((id: number) => api(`${BASE}/timelog/${id}/`, { method: "DELETE" }));

/**
 * One change to several logs in one request and one transaction: every log
 * changes or none does (an invoiced or unknown one refuses the whole request).
 */
export const useBulkTimeLogs = () =>
  useTimeMutation((body: TimeLogBulkBody) =>
    api<TimeLogBulkResult>(`${BASE}/timelog/bulk/`, { method: "POST", body }),
  );
