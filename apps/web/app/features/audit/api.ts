import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { AuditAction } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { call } from "../../lib/call.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";

const { audit, ownActivity } = endpoints;

/** A page of the company's audit trail, newest first (decision 038). */
export function useAuditEvents(page: number, action: AuditAction | "") {
  return useQuery({
    queryKey: [QUERY_ROOTS.audit, "events", page, action],
    queryFn: () =>
      call(audit.list, {
        query: { page: String(page), page_size: "25", ...(action ? { action } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The check of the chain, asked for by a button. */
export function useVerifyAuditChain() {
  return useMutation({ mutationFn: () => call(audit.verify) });
}

/** The caller's own recent security events. */
export function useOwnActivity() {
  return useQuery({ queryKey: [QUERY_ROOTS.audit, "own"], queryFn: () => call(ownActivity.get) });
}
