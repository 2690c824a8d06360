import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Language, TokenPair, User } from "@tempus/contract";
import { useSyncExternalStore } from "react";
import { api } from "../../lib/api-client.ts";
import { clearTokens, getTokens, setTokens, subscribe } from "../../lib/session.ts";

export const ME_KEY = ["me"] as const;

/** The stored tokens, re-read whenever the session changes. */
export function useTokens() {
  return useSyncExternalStore(subscribe, getTokens, () => null);
}

/** Logs in; on failure the session is reset (spec §8) and the error goes to the caller. */
export async function logIn(username: string, password: string): Promise<void> {
  try {
    const tokens = await api<TokenPair>("/auth/jwt/create/", {
      method: "POST",
      body: { username, password },
    });
    setTokens(tokens);
  } catch (error) {
    clearTokens();
    throw error;
  }
}

/** Logs out: revokes the refresh token, then forgets user, token and cookie. */
export async function logOut(): Promise<void> {
  const tokens = getTokens();
  if (tokens) {
    await api("/auth/jwt/blacklist/", { method: "POST", body: { refresh: tokens.refresh } }).catch(
      () => undefined,
    );
  }
  clearTokens();
}

export const register = (body: {
  username: string;
  email: string;
  password: string;
  re_password: string;
  invitation?: string;
}) =>
  api<{ id: number; username: string; email: string }>("/auth/users/", { method: "POST", body });

export const fetchMe = () => api<User>("/auth/users/me/");

/** The signed-in user; a failed fetch resets the session (spec §8). */
export function useMe() {
  const tokens = useTokens();
  return useQuery({
    queryKey: ME_KEY,
    enabled: tokens !== null,
    queryFn: async () => {
      try {
        return await fetchMe();
      } catch (error) {
        clearTokens();
        throw error;
      }
    },
  });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return async (changes: { email?: string; language_preference?: Language }) => {
    const user = await api<User>("/auth/users/me/", { method: "PATCH", body: changes });
    queryClient.setQueryData(ME_KEY, user);
    return user;
  };
}

export const setPassword = (body: {
  current_password: string;
  new_password: string;
  re_new_password: string;
}) => api("/auth/users/set_password/", { method: "POST", body });

export const requestPasswordReset = (email: string) =>
  api("/auth/users/reset_password/", { method: "POST", body: { email } });

export const confirmPasswordReset = (body: {
  uid: string;
  token: string;
  new_password: string;
  re_new_password: string;
}) => api("/auth/users/reset_password_confirm/", { method: "POST", body });

export const sendVerificationMail = () =>
  api<{ detail: string }>("/usermanagement/create_and_send_email_verification/", {
    method: "POST",
    body: {},
  });

export const verifyEmailToken = (email_verification_token: string, email: string) =>
  api<{ detail: string }>("/usermanagement/verify_email_token/", {
    method: "POST",
    body: { email_verification_token, email },
  });
