import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Invitation, Member } from "@tempus/contract";
import { api } from "../../lib/api-client.ts";

export const MEMBERS_KEY = ["members"] as const;
export const INVITATIONS_KEY = ["invitations"] as const;

export function useMembers() {
  return useQuery({
    queryKey: MEMBERS_KEY,
    queryFn: async () =>
      (await api<{ results: Member[] }>("/usermanagement/member/", { query: { page_size: 1000 } }))
        .results,
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: async () =>
      (
        await api<{ results: Invitation[] }>("/usermanagement/invitation/", {
          query: { page_size: 1000 },
        })
      ).results,
  });
}

export function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
      queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
    ]);
}

export const invite = (email: string, role: "admin" | "member") =>
  api<Invitation>("/usermanagement/invitation/", { method: "POST", body: { email, role } });
export const withdrawInvitation = (id: number) =>
  api(`/usermanagement/invitation/${id}/`, { method: "DELETE" });
export const updateMember = (
  id: number,
  changes: { role?: "admin" | "member"; is_active?: boolean; hourly_rate?: string | null },
) => api<Member>(`/usermanagement/member/${id}/`, { method: "PATCH", body: changes });
