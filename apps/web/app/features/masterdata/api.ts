import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CompanyWriteBody } from "@tempus/contract";
import { SINGLE_PAGE_SIZE } from "@tempus/contract/constants";
import { endpoints } from "@tempus/contract/endpoints";
import { call, callWithForm } from "../../lib/call.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";
import { useTokens } from "../accounts/index.ts";

const { companyInfo } = endpoints;

export const masterdataKeys = {
  company: [QUERY_ROOTS.company] as const,
  currencies: [QUERY_ROOTS.currencies] as const,
};

/** Spec §7: the company info collection with page_size 1; the first result is the company. */
export function useCompany() {
  const tokens = useTokens();
  return useQuery({
    queryKey: masterdataKeys.company,
    enabled: tokens !== null,
    queryFn: async () => {
      const page = await call(companyInfo.list, { query: { page_size: String(SINGLE_PAGE_SIZE) } });
      const company = page.results[0];
      if (!company) throw new Error("no company");
      return company;
    },
  });
}

/**
 * The company's time zone, where days are cut and clocks are read; the
 * browser's when the company cannot be read; undefined while it loads (so that
 * nothing is drawn on one clock and then moved to another).
 */
export function useCompanyTimeZone(): string | undefined {
  const company = useCompany();
  return (
    company.data?.timezone ??
    (company.isError ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined)
  );
}

export { useCurrencies } from "../../lib/currencies.ts";

/** A change of the company; with `logo` sent as multipart (id, fields and company_image). */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes, logo }: { id: number; changes: CompanyWriteBody; logo?: File }) => {
      if (!logo) return call(companyInfo.patch, { params: { id }, body: changes });
      const body = new FormData();
      body.append("id", String(id));
      for (const [key, value] of Object.entries(changes)) {
        if (value !== undefined) body.append(key, value === null ? "" : String(value));
      }
      body.append("company_image", logo);
      return callWithForm(companyInfo.patch, { params: { id }, form: body });
    },
    onSuccess: (saved) => queryClient.setQueryData(masterdataKeys.company, saved),
  });
}
