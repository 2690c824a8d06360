import { Box, CircularProgress } from "@mui/material";
import { canManageCompany } from "@tempus/contract/policies";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { AppLayout } from "../../components/layouts/app-layout.tsx";
import { useSessionGuard } from "../../features/accounts/use-session-guard.ts";
import { UserMenu } from "../../features/accounts/user-menu.tsx";
import { useCompany } from "../../features/masterdata/api.ts";
import { TimerBar } from "../../features/timelogs/timer-bar.tsx";

/** The offline indicator and its queue's sender come after the first paint (decision 033). */
const OfflineStatus = lazy(() =>
  import("../../features/offline/offline-status.tsx").then((module) => ({
    default: module.OfflineStatus,
  })),
);

/** Every /app path: the session guard, then the app's frame around the page. */
export default function AppSection() {
  const { t } = useTranslation();
  const user = useSessionGuard();
  const company = useCompany();
  if (!user) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 10 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    );
  }
  return (
    <AppLayout
      userMenu={
        <>
          <Suspense fallback={null}>
            <OfflineStatus />
          </Suspense>
          <UserMenu username={user.username} />
        </>
      }
      logo={company.data?.company_image}
      isAdmin={canManageCompany(user)}
    >
      <TimerBar user={user} />
      <Outlet context={user} />
    </AppLayout>
  );
}
