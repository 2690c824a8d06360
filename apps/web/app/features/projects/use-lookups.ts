import { useQuery } from "@tanstack/react-query";
import type { Debtor, Member } from "@tempus/contract";
import { REFERENCE_PAGE_SIZE } from "@tempus/contract";
import { api } from "../../lib/api-client.ts";

export function useDebtors() {
  return useQuery({
    queryKey: ["debtors", "all"],
    queryFn: async () =>
      (
        await api<{ results: Debtor[] }>("/projectmanagement/debtor/", {
          query: { page_size: REFERENCE_PAGE_SIZE },
        })
      ).results,
  });
}

/** Colleagues for rule and filter pickers (admins and the owner may list them). */
export function useColleagues(enabled: boolean) {
  return useQuery({
    queryKey: ["members", "lookup"],
    enabled,
    queryFn: async () =>
      (
        await api<{ results: Member[] }>("/usermanagement/member/", {
          query: { page_size: REFERENCE_PAGE_SIZE },
        })
      ).results,
  });
}
