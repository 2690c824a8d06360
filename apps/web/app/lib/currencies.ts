import { useQuery } from "@tanstack/react-query";
import { REFERENCE_PAGE_SIZE } from "@tempus/contract/constants";
import { api } from "./api-client.ts";
import { QUERY_ROOTS } from "./query-keys.ts";

/** The ISO 4217 currencies the API lists (a public reference list, read once). */
export function useCurrencies() {
  return useQuery({
    queryKey: [QUERY_ROOTS.currencies],
    queryFn: async () =>
      (
        await api<{ results: { code: string; name: string }[] }>("/masterdata/currency/", {
          query: { page_size: REFERENCE_PAGE_SIZE, ordering: "code" },
        })
      ).results,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
