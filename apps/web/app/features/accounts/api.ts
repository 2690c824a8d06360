import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ResetPasswordBody,
  ResetPasswordConfirmBody,
  SetPasswordBody,
  TokenPair,
  UpdateMeBody,
  User,
  VerifyEmailBody,
} from "@tempus/contract";
import { useEffect, useState, useSyncExternalStore } from "react";
import { api } from "../../lib/api-client.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";
import { clearTokens, getTokens, setTokens, subscribe } from "../../lib/session.ts";

export const accountKeys = { me: [QUERY_ROOTS.me] as const };

/** The stored tokens, re-read whenever the session changes. */
export function useTokens() {
  return useSyncExternalStore(subscribe, getTokens, () => null);
}

/** Logs out: revokes the refresh token, then forgets user, token, cookie and every cached answer. */
export function useLogOut() {
  const queryClient = useQueryClient();
  return async () => {
    const tokens = getTokens();
    if (tokens) {
      await api("/auth/jwt/blacklist/", {
        method: "POST",
        body: { refresh: tokens.refresh },
      }).catch(() => undefined);
    }
    clearTokens();
    queryClient.clear();
  };
}

/** The signed-in user; a failed fetch resets the session. */
export function useMe() {
  const tokens = useTokens();
  return useQuery({
    queryKey: accountKeys.me,
    enabled: tokens !== null,
    queryFn: async () => {
      try {
        return await api<User>("/auth/users/me/");
      } catch (error) {
        clearTokens();
        throw error;
      }
    },
  });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeBody) => api<User>("/auth/users/me/", { method: "PATCH", body }),
    onSuccess: (user) => queryClient.setQueryData(accountKeys.me, user),
  });
}

/**
 * Changes the password. The server ends every session that began before the
 * change, so this one signs in again with the new password and keeps going.
 */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetPasswordBody) => {
      await api("/auth/users/set_password/", { method: "POST", body });
      const user =
        queryClient.getQueryData<User>(accountKeys.me) ?? (await api<User>("/auth/users/me/"));
      const tokens = await api<TokenPair>("/auth/jwt/create/", {
        method: "POST",
        body: { username: user.username, password: body.new_password },
      });
      setTokens(tokens);
    },
  });
}

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api("/auth/users/reset_password/", { method: "POST", body }),
  });

export const useConfirmPasswordReset = () =>
  useMutation({
    mutationFn: (body: ResetPasswordConfirmBody) =>
      api("/auth/users/reset_password_confirm/", { method: "POST", body }),
  });

export const useSendVerificationMail = () =>
  useMutation({
    mutationFn: () =>
      api<{ detail: string }>("/usermanagement/create_and_send_email_verification/", {
        method: "POST",
        body: {},
      }),
  });

/** One request per link, even when React runs the effect twice (tokens are single-use). */
const checks = new Map<string, Promise<unknown>>();
function checkOnce(body: VerifyEmailBody) {
  const key = `${body.email_verification_token}|${body.email}`;
  let check = checks.get(key);
  if (!check) {
    check = api<{ detail: string }>("/usermanagement/verify_email_token/", {
      method: "POST",
      body,
    });
    checks.set(key, check);
  }
  return check;
}

/** Checks a verification link's token once on arrival; the user is read again when it holds. */
export function useVerifyEmailToken(token: string, email: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<"checking" | "verified" | "failed">("checking");
  useEffect(() => {
    let isCurrent = true;
    checkOnce({ email_verification_token: token, email }).then(
      () => {
        if (!isCurrent) return;
        setState("verified");
        void queryClient.invalidateQueries({ queryKey: accountKeys.me });
      },
      () => isCurrent && setState("failed"),
    );
    return () => {
      isCurrent = false;
    };
  }, [token, email, queryClient]);
  return state;
}
