import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type Activity,
  type Dashboard,
  type Project,
  REFERENCE_PAGE_SIZE,
  type TimeLog,
  type TimeLogTotals,
} from "@tempus/contract";
import { FetchError } from "ofetch";
import { api } from "../../lib/api-client.ts";

const BASE = "/projectmanagement";
export const RUNNING_KEY = ["timelog", "running"] as const;
export const TIMELOGS_KEY = ["timelog", "list"] as const;

/**
 * The company's projects: the active ones, to choose from; with `withArchived`
 * every one, for the names and colours of logs (a log keeps its project when
 * that is archived) and for filters over past work.
 */
export function useProjects(withArchived = false) {
  return useQuery({
    queryKey: ["projects", withArchived ? "all" : "active"],
    queryFn: async () =>
      (
        await api<{ results: Project[] }>(`${BASE}/project/`, {
          query: {
            page_size: REFERENCE_PAGE_SIZE,
            ...(withArchived ? {} : { is_archived: "false" }),
          },
        })
      ).results,
  });
}

/** Spec §7/§9: activities are read with page_size 1000; archived ones as `useProjects`. */
export function useActivities(withArchived = false) {
  return useQuery({
    queryKey: ["activities", withArchived ? "all" : "active"],
    queryFn: async () =>
      (
        await api<{ results: Activity[] }>(`${BASE}/activity/`, {
          query: {
            page_size: REFERENCE_PAGE_SIZE,
            ...(withArchived ? {} : { is_archived: "false" }),
          },
        })
      ).results,
  });
}

/** The caller's running log, or null. */
export function useRunning() {
  return useQuery({
    queryKey: RUNNING_KEY,
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

export interface TimeLogQuery {
  page: number;
  page_size: number;
  ordering?: string;
  search?: string;
  project?: string;
  billable?: string;
  debtor?: string;
  activity?: string;
  invoiced?: string;
  user?: string;
  start_after?: string;
  start_before?: string;
}

export function useTimeLogs(query: TimeLogQuery) {
  return useQuery({
    queryKey: [...TIMELOGS_KEY, query],
    queryFn: () =>
      api<{ count: number; results: TimeLog[] }>(`${BASE}/timelog/`, {
        query: Object.fromEntries(
          Object.entries(query).filter(([, value]) => value !== undefined && value !== ""),
        ),
      }),
  });
}

export function useDashboard() {
  return useQuery({ queryKey: ["dashboard"], queryFn: () => api<Dashboard>(`${BASE}/dashboard/`) });
}

/** Everything that shows time changes after a timer or log change. */
export function useRefreshTime() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["timelog"] }),
      queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
    ]);
}

export const startTimer = (body: {
  project: number;
  activity?: number | null;
  description?: string;
  stop_running?: boolean;
}) => api<TimeLog>(`${BASE}/timelog/start/`, { method: "POST", body });
export const stopTimer = (id: number) =>
  api<TimeLog>(`${BASE}/timelog/${id}/stop/`, { method: "POST", body: {} });
export const getTimeLog = (id: number) => api<TimeLog>(`${BASE}/timelog/${id}/`);
export const updateTimeLog = (id: number, body: Partial<Record<string, unknown>>) =>
  api<TimeLog>(`${BASE}/timelog/${id}/`, { method: "PATCH", body });
export const createTimeLog = (body: Record<string, unknown>) =>
  api<TimeLog>(`${BASE}/timelog/`, { method: "POST", body });
export const deleteTimeLog = (id: number) => api(`${BASE}/timelog/${id}/`, { method: "DELETE" });

/** hh:mm:ss of a number of seconds. */
export function clock(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [hours, minutes, rest].map((part) => String(part).padStart(2, "0")).join(":");
}

/** h:mm of a number of seconds. */
export function hoursMinutes(seconds: number): string {
  return `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, "0")}`;
}

export function useTimeLogTotals(query: Omit<TimeLogQuery, "page" | "page_size" | "ordering">) {
  return useQuery({
    queryKey: ["timelog", "totals", query],
    queryFn: () =>
      api<TimeLogTotals>(`${BASE}/timelog/totals/`, {
        query: Object.fromEntries(
          Object.entries(query).filter(([, value]) => value !== undefined && value !== ""),
        ),
      }),
  });
}
