import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ActivityWriteBody,
  BillingRoundingRuleWriteBody,
  DebtorWriteBody,
  HourlyRateRuleWriteBody,
  ProjectWriteBody,
  TagWriteBody,
} from "@tempus/contract";
import { REFERENCE_PAGE_SIZE } from "@tempus/contract/constants";
import type { Endpoint, OutputOf } from "@tempus/contract/endpoint";
import { endpoints } from "@tempus/contract/endpoints";
import type { Collection } from "../../components/lists/collection-table.tsx";
import { call } from "../../lib/call.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";

const {
  debtor,
  debtorBudget,
  project,
  projectBudget,
  activity,
  tag,
  rateRule,
  roundingRule,
  timelog,
} = endpoints;
type Scope = "all" | "active";

/** Every query key of projects, debtors, activities, tags and hourly-rate rules. */
export const projectKeys = {
  projects: [QUERY_ROOTS.projects] as const,
  lookup: (scope: Scope) => [QUERY_ROOTS.projects, scope] as const,
  ofDebtor: (debtor: string) => [QUERY_ROOTS.projects, "debtor", debtor] as const,
  project: [QUERY_ROOTS.project] as const,
  detail: (id: string) => [QUERY_ROOTS.project, id] as const,
  /** A project's budget and burn-down, under the time logs: every change of time reads it again. */
  budget: (id: string) => [QUERY_ROOTS.timelog, "project-budget", id] as const,
  debtors: [QUERY_ROOTS.debtors] as const,
  debtorLookup: [QUERY_ROOTS.debtors, "all"] as const,
  debtor: (id: string) => [QUERY_ROOTS.debtor, id] as const,
  /** A debtor's budget over its projects, under the time logs as a project's is. */
  debtorBudget: (id: string) => [QUERY_ROOTS.timelog, "debtor-budget", id] as const,
  activities: [QUERY_ROOTS.activities] as const,
  activityLookup: (scope: Scope) => [QUERY_ROOTS.activities, scope] as const,
  tags: [QUERY_ROOTS.tags] as const,
  tagLookup: (scope: Scope) => [QUERY_ROOTS.tags, scope] as const,
  rules: [QUERY_ROOTS.rules] as const,
  rulesOfProject: (id: string) => [QUERY_ROOTS.rules, "project", id] as const,
  /** Billing-rounding rules (decision 031), under the rules: a change reads both again. */
  roundingRules: [QUERY_ROOTS.rules, "rounding"] as const,
};

/** An endpoint that lists a collection page by page (`endpoints.<resource>.list`). */
interface ListEndpoint extends Endpoint {
  readonly method: "GET";
  readonly params?: undefined;
  readonly body?: undefined;
}

/** The items of a list endpoint's pages. */
type ItemOf<E extends ListEndpoint> = OutputOf<E> extends { results: (infer T)[] } ? T : never;

/** A list endpoint as a table reads it, page by page, cached under `key`. */
const collectionOf = <E extends ListEndpoint>(
  key: readonly unknown[],
  endpoint: E,
): Collection<ItemOf<E>> => ({
  key,
  // The table's query is the list's (page, size, ordering, search and its filters), as strings.
  fetchPage: (query) =>
    call<ListEndpoint>(endpoint, { query }) as Promise<{ count: number; results: ItemOf<E>[] }>,
});

/** The tables of the project pages. */
export const collections = {
  projects: collectionOf(projectKeys.projects, project.list),
  debtors: collectionOf(projectKeys.debtors, debtor.list),
  activities: collectionOf(projectKeys.activities, activity.list),
  tags: collectionOf(projectKeys.tags, tag.list),
  rules: collectionOf(projectKeys.rules, rateRule.list),
  roundingRules: collectionOf(projectKeys.roundingRules, roundingRule.list),
  /** A project's logs, under the time logs' root: every time change reads them again. */
  timeLogs: collectionOf([QUERY_ROOTS.timelog], timelog.list),
};

const scopeQuery = (withArchived: boolean) => ({
  page_size: String(REFERENCE_PAGE_SIZE),
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
    queryFn: async () => (await call(project.list, { query: scopeQuery(withArchived) })).results,
  });
}

/** Spec §7/§9: activities are read with page_size 1000; archived ones as `useProjects`. */
export function useActivities(withArchived = false) {
  return useQuery({
    queryKey: projectKeys.activityLookup(withArchived ? "all" : "active"),
    queryFn: async () => (await call(activity.list, { query: scopeQuery(withArchived) })).results,
  });
}

/**
 * The company's tags, read as activities are: the active ones to choose from; with
 * `withArchived` every one, for the names and colours of the tags logs carry and for filters.
 */
export function useTags(withArchived = false) {
  return useQuery({
    queryKey: projectKeys.tagLookup(withArchived ? "all" : "active"),
    queryFn: async () => (await call(tag.list, { query: scopeQuery(withArchived) })).results,
  });
}

export function useDebtors() {
  return useQuery({
    queryKey: projectKeys.debtorLookup,
    queryFn: async () =>
      (await call(debtor.list, { query: { page_size: String(REFERENCE_PAGE_SIZE) } })).results,
  });
}

export function useProject(id: string) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: () => call(project.get, { params: { id } }),
  });
}

/** A project's budget in its period and its use week by week. */
export function useProjectBudget(id: string) {
  return useQuery({
    queryKey: projectKeys.budget(id),
    queryFn: () => call(projectBudget.get, { params: { id } }),
  });
}

export function useProjectRules(id: string) {
  return useQuery({
    queryKey: projectKeys.rulesOfProject(id),
    queryFn: async () =>
      (await call(rateRule.list, { query: { project: id, page_size: "1000" } })).results,
  });
}

/** One debtor with its unbilled time; nothing is read while `id` is empty. */
export function useDebtor(id: string) {
  return useQuery({
    queryKey: projectKeys.debtor(id),
    queryFn: () => call(debtor.get, { params: { id } }),
    enabled: id !== "",
  });
}

/** A debtor's budget over all its projects in its period and their use week by week. */
export function useDebtorBudget(id: string) {
  return useQuery({
    queryKey: projectKeys.debtorBudget(id),
    queryFn: () => call(debtorBudget.get, { params: { id } }),
  });
}

export function useDebtorProjects(id: string) {
  return useQuery({
    queryKey: projectKeys.ofDebtor(id),
    queryFn: async () =>
      (await call(project.list, { query: { debtor: id, page_size: "1000" } })).results,
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectWriteBody) => call(project.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.projects }),
  });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProjectWriteBody }) =>
      call(project.patch, { params: { id }, body }),
    onSuccess: (_project, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(String(id)) }),
        // A budget, its period or its thresholds may have changed.
        queryClient.invalidateQueries({ queryKey: projectKeys.budget(String(id)) }),
      ]),
  });
}

/** Creates a debtor (`id` null) or changes one. */
export function useSaveDebtor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DebtorWriteBody }) =>
      id ? call(debtor.patch, { params: { id }, body }) : call(debtor.create, { body }),
    onSuccess: (_debtor, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: id ? projectKeys.debtor(String(id)) : projectKeys.debtors,
        }),
        // A budget, its period or its thresholds may have changed.
        id && queryClient.invalidateQueries({ queryKey: projectKeys.debtorBudget(String(id)) }),
      ]),
  });
}

export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ActivityWriteBody }) =>
      id ? call(activity.patch, { params: { id }, body }) : call(activity.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.activities }),
  });
}

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(activity.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.activities }),
  });
}

/** Creates a tag (`id` null) or changes one (its name and colour show on every log carrying it). */
export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TagWriteBody }) =>
      id ? call(tag.patch, { params: { id }, body }) : call(tag.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.tags }),
  });
}

/** Deletes a tag: it is taken off every log, so the logs are read again too. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(tag.remove, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.tags }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.timelog] }),
      ]),
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
      queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.statistics] }),
    ]);
}

export function useSaveRule() {
  const rulesChanged = useRulesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: HourlyRateRuleWriteBody }) =>
      id ? call(rateRule.patch, { params: { id }, body }) : call(rateRule.create, { body }),
    onSuccess: rulesChanged,
  });
}

export function useDeleteRule() {
  const rulesChanged = useRulesChanged();
  return useMutation({
    mutationFn: (id: number) => call(rateRule.remove, { params: { id } }),
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
      const created = await call(endpoints.debtor.create, { body: debtor });
      return call(endpoints.project.create, { body: { ...project, debtor: created.id } });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.debtors }),
        queryClient.invalidateQueries({ queryKey: projectKeys.projects }),
      ]),
  });
}

/** A billing-rounding rule added or changed: the logs' billed time and amounts are read again. */
export function useSaveRoundingRule() {
  const rulesChanged = useRulesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BillingRoundingRuleWriteBody }) =>
      id ? call(roundingRule.patch, { params: { id }, body }) : call(roundingRule.create, { body }),
    onSuccess: rulesChanged,
  });
}

export function useDeleteRoundingRule() {
  const rulesChanged = useRulesChanged();
  return useMutation({
    mutationFn: (id: number) => call(roundingRule.remove, { params: { id } }),
    onSuccess: rulesChanged,
  });
}
