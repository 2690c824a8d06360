import { useQueries, useQuery } from "@tanstack/react-query";
import type { GroupBy, StatisticsQuery } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { call } from "../../lib/call.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";

/** The statistics' range and filters (the grouping is chosen per query). */
export type StatisticsFilters = Omit<StatisticsQuery, "group_by">;

export const statisticsKeys = {
  all: [QUERY_ROOTS.statistics] as const,
  grouped: (groupBy: GroupBy, filters: StatisticsFilters) =>
    [QUERY_ROOTS.statistics, groupBy, filters] as const,
};

const fetchStatistics = (groupBy: GroupBy, filters: StatisticsFilters) =>
  call(endpoints.statistics.get, { query: { ...filters, group_by: groupBy } });

/** One grouping of the statistics; `enabled: false` while the range cannot be asked for. */
export function useStatistics(groupBy: GroupBy, filters: StatisticsFilters, enabled = true) {
  return useQuery({
    queryKey: statisticsKeys.grouped(groupBy, filters),
    queryFn: () => fetchStatistics(groupBy, filters),
    enabled,
  });
}

/** One period series per project, for bars stacked by project. */
export function useProjectSeries(
  period: "day" | "week" | "month",
  projectIds: string[],
  filters: StatisticsFilters,
) {
  return useQueries({
    queries: projectIds.map((project) => ({
      queryKey: statisticsKeys.grouped(period, { ...filters, project }),
      queryFn: () => fetchStatistics(period, { ...filters, project }),
    })),
  });
}
