import { useQuery } from "@tanstack/react-query";
import { REFERENCE_PAGE_SIZE } from "@tempus/contract/constants";
import { endpoints } from "@tempus/contract/endpoints";
import { call } from "./call.ts";
import { QUERY_ROOTS } from "./query-keys.ts";

/** The ISO 4217 currencies the API lists (a public reference list, read once). */
export function useCurrencies() {
  return useQuery({
    queryKey: [QUERY_ROOTS.currencies],
    queryFn: async () =>
      (
        await call(endpoints.currency.list, {
          query: { page_size: String(REFERENCE_PAGE_SIZE), ordering: "code" },
        })
      ).results,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
