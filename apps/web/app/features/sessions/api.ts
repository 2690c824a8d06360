import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { endpoints } from "@tempus/contract/endpoints";
import { call } from "../../lib/call.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";

const { session } = endpoints;
const key = [QUERY_ROOTS.sessions] as const;

/** The caller's signed-in sessions (decision 035). */
export function useSessions() {
  return useQuery({ queryKey: key, queryFn: () => call(session.list) });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(session.remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(session.removeOthers),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
