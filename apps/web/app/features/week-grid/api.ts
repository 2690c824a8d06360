import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TimeLog } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { call, callAllPages } from "../../lib/call.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";
import { planCell } from "./cell-rules.ts";
import { cellOf, logDay, type RowId } from "./grid.ts";

const { timelog } = endpoints;

/**
 * The grid's reads, under the time logs' root: every change of time elsewhere (the timer, the
 * list, the calendar) reads the grid again, and the grid's writes read the others again.
 */
export const weekGridKeys = {
  logs: (user: number, from: string, to: string) =>
    [QUERY_ROOTS.timelog, "week-grid", user, from, to] as const,
};

/**
 * The user's own logs that start from `from` to before `to` (days in the company's zone): the
 * week and the one before it (whose rows can be copied), in one request of the list's largest
 * page (more only past 1,000 logs).
 */
export function useWeekLogs(user: number, from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: weekGridKeys.logs(user, from, to),
    enabled,
    queryFn: () =>
      callAllPages(timelog.list, {
        user: String(user),
        start_after: from,
        start_before: to,
        ordering: "start",
      }) as Promise<TimeLog[]>,
  });
}

/** A cell's new time: `seconds` (0 clears it) for `row` on `day`. */
export interface CellChange {
  row: RowId;
  day: string;
  seconds: number;
}

/**
 * Gives a cell its new time (cell-rules.ts). The changes of a page run one after another (one
 * scope), each planned on the logs as the ones before it left them: the answer goes into the
 * grid's logs at once, without waiting for a read. Then everything that shows time is read again
 * (not waited for: the next change cancels that read first, as it would bring back the logs from
 * before that change). Resolves to the plan (`too-short` changed nothing).
 */
export function useSaveCell(key: readonly unknown[], timeZone: string) {
  const queryClient = useQueryClient();
  const update = (change: (logs: TimeLog[]) => TimeLog[]) =>
    queryClient.setQueryData<TimeLog[]>(key, (logs) => change(logs ?? []));
  return useMutation({
    scope: { id: "week-grid" },
    mutationFn: async ({ row, day, seconds }: CellChange) => {
      await queryClient.cancelQueries({ queryKey: key });
      const logs = queryClient.getQueryData<TimeLog[]>(key) ?? [];
      const plan = planCell({
        row,
        cell: cellOf(logs, row, day, timeZone),
        seconds,
        dayLogs: logs.filter((log) => logDay(log, timeZone) === day),
        timeZone,
      });
      if (plan.kind === "create")
        return { plan, log: await call(timelog.create, { body: plan.body }) };
      if (plan.kind === "update") {
        const body = { end: plan.end };
        return { plan, log: await call(timelog.patch, { params: { id: plan.id }, body }) };
      }
      if (plan.kind === "delete")
        await call(timelog.bulk, { body: { action: "delete", ids: plan.ids } });
      return { plan, log: null };
    },
    onSuccess: ({ plan, log }) => {
      if (plan.kind === "create" && log) update((logs) => [...logs, log]);
      else if (plan.kind === "update" && log)
        update((logs) => logs.map((entry) => (entry.id === log.id ? log : entry)));
      else if (plan.kind === "delete") {
        const gone = new Set(plan.ids);
        update((logs) => logs.filter((entry) => !gone.has(entry.id)));
      }
    },
    onSettled: (result) => {
      if (result?.plan.kind === "nothing" || result?.plan.kind === "too-short") return;
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.timelog] });
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.dashboard] });
    },
  });
}
