import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ResetPasswordBody,
  ResetPasswordConfirmBody,
  SetPasswordBody,
  UpdateMeBody,
  User,
  VerifyEmailBody,
} from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { useEffect, useState, useSyncExternalStore } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { call } from "../../lib/call.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";
import { clearTokens, getTokens, setTokens, subscribe } from "../../lib/session.ts";
import { forgetOfflineCopies } from "../offline/index.ts";
import { forgetUser, rememberedUser, rememberUser } from "./remembered-user.ts";

const { jwt, user, password, emailVerification } = endpoints;

export const accountKeys = { me: [QUERY_ROOTS.me] as const };

/** The stored tokens, re-read whenever the session changes. */
export function useTokens() {
  return useSyncExternalStore(subscribe, getTokens, () => null);
}

/**
 * Logs out: revokes the refresh token, then forgets user, token, cookie and every cached answer
 * (also the service worker's copies, decision 033).
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  return async () => {
    const tokens = getTokens();
    if (tokens) {
      await call(jwt.blacklist, { body: { refresh: tokens.refresh } }).catch(() => undefined);
    }
    clearTokens();
    forgetUser();
    queryClient.clear();
    await forgetOfflineCopies();
  };
}

/**
 * The signed-in user; a session the server refuses (401, after the client's one refresh) is reset.
 * A read that merely did not arrive (offline, or cut off by leaving the page) keeps the session.
 * The user remembered from the last read (remembered-user.ts) is there at once, and read again
 * straight away.
 */
export function useMe() {
  const tokens = useTokens();
  const refresh = tokens?.refresh;
  const me = useQuery({
    queryKey: accountKeys.me,
    enabled: tokens !== null,
    initialData: () => (refresh ? (rememberedUser(refresh) ?? undefined) : undefined),
    initialDataUpdatedAt: 0,
    queryFn: async () => {
      try {
        return await call(user.me);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          clearTokens();
          forgetUser();
        }
        throw error;
      }
    },
  });
  const read = me.isFetched ? me.data : undefined;
  useEffect(() => {
    if (refresh && read) rememberUser(refresh, read);
  }, [refresh, read]);
  return me;
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeBody) => call(user.updateMe, { body }),
    onSuccess: (me) => queryClient.setQueryData(accountKeys.me, me),
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
      await call(password.set, { body });
      const me = queryClient.getQueryData<User>(accountKeys.me) ?? (await call(user.me));
      const tokens = await call(jwt.create, {
        body: { username: me.username, password: body.new_password },
      });
      setTokens(tokens);
    },
  });
}

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (body: ResetPasswordBody) => call(password.reset, { body }),
  });

export const useConfirmPasswordReset = () =>
  useMutation({
    mutationFn: (body: ResetPasswordConfirmBody) => call(password.confirmReset, { body }),
  });

export const useSendVerificationMail = () =>
  useMutation({
    mutationFn: () => call(emailVerification.send),
  });

/** One request per link, even when React runs the effect twice (tokens are single-use). */
const checks = new Map<string, Promise<unknown>>();
function checkOnce(body: VerifyEmailBody) {
  const key = `${body.email_verification_token}|${body.email}`;
  let check = checks.get(key);
  if (!check) {
    check = call(emailVerification.confirm, { body });
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
