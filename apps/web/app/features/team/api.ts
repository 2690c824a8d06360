import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InvitationCreateBody, MemberUpdateBody } from "@tempus/contract";
import { REFERENCE_PAGE_SIZE } from "@tempus/contract/constants";
import { endpoints } from "@tempus/contract/endpoints";
import { call } from "../../lib/call.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";

const { member, invitation } = endpoints;

export const teamKeys = {
  members: [QUERY_ROOTS.members] as const,
  colleagues: [QUERY_ROOTS.members, "lookup"] as const,
  invitations: [QUERY_ROOTS.invitations] as const,
};

export function useMembers() {
  return useQuery({
    queryKey: teamKeys.members,
    queryFn: async () => (await call(member.list, { query: { page_size: "1000" } })).results,
  });
}

/** Colleagues for rule and filter pickers (admins and the owner may list them). */
export function useColleagues(enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.colleagues,
    enabled,
    queryFn: async () =>
      (await call(member.list, { query: { page_size: String(REFERENCE_PAGE_SIZE) } })).results,
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: teamKeys.invitations,
    queryFn: async () => (await call(invitation.list, { query: { page_size: "1000" } })).results,
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
    mutationFn: (body: InvitationCreateBody) => call(invitation.create, { body }),
    onSuccess: () => void refresh(),
  });
}

export function useWithdrawInvitation() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (id: number) => call(invitation.remove, { params: { id } }),
    onSuccess: refresh,
  });
}

/** A member's role, status or rate; the team is read again whether or not it worked. */
export function useUpdateMember() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: MemberUpdateBody }) =>
      call(member.patch, { params: { id }, body: changes }),
    onSettled: refresh,
  });
}
