import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Company, CompanyWrite } from "@tempus/contract";
import { SINGLE_PAGE_SIZE } from "@tempus/contract";
import { api } from "../../lib/api-client.ts";
import { useTokens } from "../accounts/api.ts";

export const COMPANY_KEY = ["company"] as const;

/** Spec §7: the company info collection with page_size 1; the first result is the company. */
export function useCompany() {
  const tokens = useTokens();
  return useQuery({
    queryKey: COMPANY_KEY,
    enabled: tokens !== null,
    queryFn: async () => {
      const page = await api<{ results: Company[] }>("/masterdata/company-info/", {
        query: { page_size: SINGLE_PAGE_SIZE },
      });
      const company = page.results[0];
      if (!company) throw new Error("no company");
      return company;
    },
  });
}

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return async (id: number, changes: CompanyWrite, logo?: File) => {
    let saved: Company;
    if (logo) {
      // Spec §7: the logo goes as multipart with id, name and company_image.
      const body = new FormData();
      body.append("id", String(id));
      for (const [key, value] of Object.entries(changes)) {
        if (value !== undefined) body.append(key, value === null ? "" : String(value));
      }
      body.append("company_image", logo);
      saved = await api<Company>(`/masterdata/company-info/${id}/`, { method: "PATCH", body });
    } else {
      saved = await api<Company>(`/masterdata/company-info/${id}/`, {
        method: "PATCH",
        body: changes,
      });
    }
    queryClient.setQueryData(COMPANY_KEY, saved);
    return saved;
  };
}

/** A JSON change without touching the cache (the caller decides). */
export const saveCompanyPatch = (id: number, changes: CompanyWrite) =>
  api<Company>(`/masterdata/company-info/${id}/`, { method: "PATCH", body: changes });
