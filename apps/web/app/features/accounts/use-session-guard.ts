import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { setSessionExpiredHandler } from "../../lib/api-client.ts";
import { setFormatPreference } from "../../lib/format-locale.ts";
import { changeLanguage } from "../../lib/i18n.ts";
import { useMe, useTokens } from "./api.ts";

/**
 * Every /app path needs a session: without a stored token, or when the token
 * cannot be refreshed, the user goes to /auth/login (a public page of its own,
 * decision 007, reached by a page load) and comes back afterwards. Answers the
 * signed-in user once known, whose language the app then speaks (in their regional format).
 */
export function useSessionGuard() {
  const tokens = useTokens();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const me = useMe();
  const next = `${location.pathname}${location.search}`;

  const login = `/auth/login?next=${encodeURIComponent(next)}`;
  useEffect(() => {
    setSessionExpiredHandler(() => {
      queryClient.clear();
      window.location.replace(login);
    });
  }, [login, queryClient]);
  useEffect(() => {
    if (!tokens) window.location.replace(login);
  }, [tokens, login]);

  // Before the pages render: they write dates and numbers in the user's regional format.
  setFormatPreference(me.data?.format_locale);
  const preferred = me.data?.language_preference;
  useEffect(() => {
    if (preferred && preferred !== i18n.language) void changeLanguage(i18n, preferred);
  }, [preferred, i18n]);

  return tokens ? (me.data ?? null) : null;
}
