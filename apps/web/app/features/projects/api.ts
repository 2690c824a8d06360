import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Activity,
  ActivityWriteBody,
  Debtor,
  DebtorDetail,
  DebtorWriteBody,
  HourlyRateRule,
  HourlyRateRuleWriteBody,
  Project,
  ProjectDetail,
  ProjectWriteBody,
  TimeLog,
} from "@tempus/contract";
import { REFERENCE_PAGE_SIZE } from "@tempus/contract/constants";
import type { Collection } from "../../components/lists/collection-table.tsx";
import { api } from "../../lib/api-client.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";

const BASE = "/projectmanagement";
type Scope = "all" | "active";

/** Every query key of projects, debtors, activities and hourly-rate rules. */
export const projectKeys = {
  projects: [QUERY_ROOTS.projects] as const,
  lookup: (scope: Scope) => [QUERY_ROOTS.projects, scope] as const,
  ofDebtor: (debtor: string) => [QUERY_ROOTS.projects, "debtor", debtor] as const,
  project: [QUERY_ROOTS.project] as const,
  detail: (id: string) => [QUERY_ROOTS.project, id] as const,
  debtors: [QUERY_ROOTS.debtors] as const,
  debtorLookup: [QUERY_ROOTS.debtors, "all"] as const,
  debtor: (id: string) => [QUERY_ROOTS.debtor, id] as const,
  activities: [QUERY_ROOTS.activities] as const,
  activityLookup: (scope: Scope) => [QUERY_ROOTS.activities, scope] as const,
  rules: [QUERY_ROOTS.rules] as const,
  rulesOfProject: (id: string) => [QUERY_ROOTS.rules, "project", id] as const,
};

/** A collection of the API as a table reads it, page by page, cached under `key`. */
const collection = <T>(key: readonly unknown[], path: string): Collection<T> => ({
  key,
  fetchPage: (query) => api(`${BASE}${path}`, { query }),
});

/** The tables of the project pages. */
export const collections = {
  projects: collection<Project>(projectKeys.projects, "/project/"),
  debtors: collection<Debtor>(projectKeys.debtors, "/debtor/"),
  activities: collection<Activity>(projectKeys.activities, "/activity/"),
  rules: collection<HourlyRateRule>(projectKeys.rules, "/hourly-rate-rule/"),
  /** A project's logs, under the time logs' root: every time change reads them again. */
  timeLogs: collection<TimeLog>([QUERY_ROOTS.timelog], "/timelog/"),
};

const scopeQuery = (withArchived: boolean) => ({
  page_size: REFERENCE_PAGE_SIZE,
  ...(withArchived ? {} : { is_archived: "false" }),
});

/**
 * The company's projects: the active ones, to choose from; with `withArchived`
 * every one, for the names and colours of logs (a log keeps its project when
 * that is archived) and for filters over past work.
 */
export function useProjects(withArchived = false) {
  return useQuery({
    queryKey: projectKeys.lookup(withArchived ? "all" : "active"),
    queryFn: async () =>
      (await api<{ results: Project[] }>(`${BASE}/project/`, { query: scopeQuery(withArchived) }))
        .results,
  });
}

/** Spec §7/§9: activities are read with page_size 1000; archived ones as `useProjects`. */
export function useActivities(withArchived = false) {
  return useQuery({
    queryKey: projectKeys.activityLookup(withArchived ? "all" : "active"),
    queryFn: async () =>
      (
        await api<{ results: Activity[] }>(`${BASE}/activity/`, {
          query: scopeQuery(withArchived),
        })
      ).results,
  });
}

export function useDebtors() {
  return useQuery({
    queryKey: projectKeys.debtorLookup,
    queryFn: async () =>
      (
        await api<{ results: Debtor[] }>(`${BASE}/debtor/`, {
          query: { page_size: REFERENCE_PAGE_SIZE },
        })
      ).results,
  });
}

export function useProject(id: string) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: () => api<ProjectDetail>(`${BASE}/project/${id}/`),
  });
}

export function useProjectRules(id: string) {
  return useQuery({
    queryKey: projectKeys.rulesOfProject(id),
    queryFn: async () =>
      (
        await api<{ results: HourlyRateRule[] }>(`${BASE}/hourly-rate-rule/`, {
          query: { project: id, page_size: 1000 },
        })
      ).results,
  });
}

/** One debtor with its unbilled time; nothing is read while `id` is empty. */
export function useDebtor(id: string) {
  return useQuery({
    queryKey: projectKeys.debtor(id),
    queryFn: () => api<DebtorDetail>(`${BASE}/debtor/${id}/`),
    enabled: id !== "",
  });
}

export function useDebtorProjects(id: string) {
  return useQuery({
    queryKey: projectKeys.ofDebtor(id),
    queryFn: async () =>
      (
        await api<{ results: Project[] }>(`${BASE}/project/`, {
          query: { debtor: id, page_size: 1000 },
        })
      ).results,
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectWriteBody) =>
      api<Project>(`${BASE}/project/`, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.projects }),
  });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProjectWriteBody }) =>
      api<Project>(`${BASE}/project/${id}/`, { method: "PATCH", body }),
    onSuccess: (_project, { id }) =>
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(String(id)) }),
  });
}

/** Creates a debtor (`id` null) or changes one. */
export function useSaveDebtor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DebtorWriteBody }) =>
      id
        ? api<Debtor>(`${BASE}/debtor/${id}/`, { method: "PATCH", body })
        : api<Debtor>(`${BASE}/debtor/`, { method: "POST", body }),
    onSuccess: (_debtor, { id }) =>
      queryClient.invalidateQueries({
        queryKey: id ? projectKeys.debtor(String(id)) : projectKeys.debtors,
      }),
  });
}

export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ActivityWriteBody }) =>
      id
        ? api<Activity>(`${BASE}/activity/${id}/`, { method: "PATCH", body })
        : api<Activity>(`${BASE}/activity/`, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.activities }),
  });
}

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`${BASE}/activity/${id}/`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.activities }),
  });
}

/**
 * After a rule was added, changed or deleted: it re-prices the unbilled logs,
 * so the rules and everything that shows amounts (logs, projects, dashboard)
 * are read again.
 */
function useRulesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.rules }),
      queryClient.invalidateQueries({ queryKey: projectKeys.project }),
      queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.timelog] }),
      queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.dashboard] }),
    ]);
}

export function useSaveRule() {
  const rulesChanged = useRulesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: HourlyRateRuleWriteBody }) =>
      id
        ? api<HourlyRateRule>(`${BASE}/hourly-rate-rule/${id}/`, { method: "PATCH", body })
        : api<HourlyRateRule>(`${BASE}/hourly-rate-rule/`, { method: "POST", body }),
    onSuccess: rulesChanged,
  });
}

export function useDeleteRule() {
  const rulesChanged = useRulesChanged();
  return useMutation({
    mutationFn: (id: number) => api(`${BASE}/hourly-rate-rule/${id}/`, { method: "DELETE" }),
    onSuccess: rulesChanged,
  });
}

/** The set-up's first debtor and a project for it. */
export function useCreateDebtorAndProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      debtor,
      project,
    }: {
      debtor: DebtorWriteBody;
      project: ProjectWriteBody;
    }) => {
      const created = await api<Debtor>(`${BASE}/debtor/`, { method: "POST", body: debtor });
      return api<Project>(`${BASE}/project/`, {
        method: "POST",
        body: { ...project, debtor: created.id },
      });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.debtors }),
        queryClient.invalidateQueries({ queryKey: projectKeys.projects }),
      ]),
  });
}
