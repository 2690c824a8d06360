import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Invitation, InvitationCreateBody, Member, MemberUpdateBody } from "@tempus/contract";
import { REFERENCE_PAGE_SIZE } from "@tempus/contract/constants";
import { api } from "../../lib/api-client.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";

export const teamKeys = {
  members: [QUERY_ROOTS.members] as const,
  colleagues: [QUERY_ROOTS.members, "lookup"] as const,
  invitations: [QUERY_ROOTS.invitations] as const,
};

export function useMembers() {
  return useQuery({
    queryKey: teamKeys.members,
    queryFn: async () =>
      (await api<{ results: Member[] }>("/usermanagement/member/", { query: { page_size: 1000 } }))
        .results,
  });
}

/** Colleagues for rule and filter pickers (admins and the owner may list them). */
export function useColleagues(enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.colleagues,
    enabled,
    queryFn: async () =>
      (
        await api<{ results: Member[] }>("/usermanagement/member/", {
          query: { page_size: REFERENCE_PAGE_SIZE },
        })
      ).results,
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: teamKeys.invitations,
    queryFn: async () =>
      (
        await api<{ results: Invitation[] }>("/usermanagement/invitation/", {
          query: { page_size: 1000 },
        })
      ).results,
  });
}

function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.members }),
      queryClient.invalidateQueries({ queryKey: teamKeys.invitations }),
    ]);
}

export function useInvite() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (body: InvitationCreateBody) =>
      api<Invitation>("/usermanagement/invitation/", { method: "POST", body }),
    onSuccess: () => void refresh(),
  });
}

export function useWithdrawInvitation() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (id: number) => api(`/usermanagement/invitation/${id}/`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}

/** A member's role, status or rate; the team is read again whether or not it worked. */
export function useUpdateMember() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: MemberUpdateBody }) =>
      api<Member>(`/usermanagement/member/${id}/`, { method: "PATCH", body: changes }),
    onSettled: refresh,
  });
}
