import { Box, CircularProgress } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { AppLayout } from "../../components/layouts/app-layout.tsx";
import { useMe, useTokens } from "../../features/accounts/api.ts";
import { UserMenu } from "../../features/accounts/user-menu.tsx";
import { useCompany } from "../../features/company/api.ts";
import { RunningTimer } from "../../features/timelogs/running-timer.tsx";
import { setSessionExpiredHandler } from "../../lib/api-client.ts";
import { changeLanguage } from "../../lib/i18n.ts";

/**
 * Every /app path needs a session: without a stored token, or when the token
 * cannot be refreshed, the user goes to /auth/login and comes back afterwards.
 */
export default function AppSection() {
  const tokens = useTokens();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const me = useMe();
  const company = useCompany();
  const next = `${location.pathname}${location.search}`;

  const login = `/auth/login?next=${encodeURIComponent(next)}`;
  // The log-in page is a public page of its own (decision 007), reached by a page load.
  useEffect(() => {
    setSessionExpiredHandler(() => {
      queryClient.clear();
      window.location.replace(login);
    });
  }, [login, queryClient]);
  useEffect(() => {
    if (!tokens) window.location.replace(login);
  }, [tokens, login]);

  const preferred = me.data?.language_preference;
  useEffect(() => {
    if (preferred && preferred !== i18n.language) void changeLanguage(i18n, preferred);
  }, [preferred, i18n]);

  if (!tokens || !me.data) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 10 }}>
        <CircularProgress aria-label="loading" />
      </Box>
    );
  }
  return (
    <AppLayout
      userMenu={
        <>
          <RunningTimer />
          <UserMenu username={me.data.username} />
        </>
      }
      logo={company.data?.company_image}
    >
      <Outlet context={me.data} />
    </AppLayout>
  );
}
