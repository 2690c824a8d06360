import { Box, CircularProgress } from "@mui/material";
import { Outlet } from "react-router";
import { AppLayout } from "../../components/layouts/app-layout.tsx";
import { UserMenu, useSessionGuard } from "../../features/accounts/index.ts";
import { useCompany } from "../../features/masterdata/index.ts";
import { TimerBar } from "../../features/timelogs/index.ts";

/** Every /app path: the session guard, then the app's frame around the page. */
export default function AppSection() {
  const user = useSessionGuard();
  const company = useCompany();
  if (!user) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 10 }}>
        <CircularProgress aria-label="loading" />
      </Box>
    );
  }
  return (
    <AppLayout
      userMenu={<UserMenu username={user.username} />}
      logo={company.data?.company_image}
      isAdmin={user.role !== "member"}
    >
      <TimerBar user={user} />
      <Outlet context={user} />
    </AppLayout>
  );
}
