import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiTokenWriteBody } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { call } from "../../lib/call.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";

const { apiToken } = endpoints;
const key = [QUERY_ROOTS.apiTokens] as const;

/** The caller's personal API tokens (decision 034). */
export function useApiTokens() {
  return useQuery({ queryKey: key, queryFn: () => call(apiToken.list) });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiTokenWriteBody) => call(apiToken.create, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(apiToken.remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
