import MarkEmailUnreadIcon from "@mui/icons-material/MarkEmailUnread";
import { Alert, Button, Stack, Typography } from "@mui/material";
import type { User } from "@tempus/contract";
import { canManageCompany } from "@tempus/contract/policies";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useOutletContext } from "react-router";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { useCompany } from "../../features/masterdata/api.ts";
import { DashboardSummary } from "../../features/timelogs/dashboard-summary.tsx";
import { ShortDayNotice } from "../../features/timelogs/reminders/short-day-notice.tsx";
import { pageMeta } from "../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.dashboard");

export default function Dashboard() {
  const { t } = useTranslation("time");
  const user = useOutletContext<User>();
  const company = useCompany();
  if (!company.data) return <ListStatus state="loading" />;
  // A company that has not finished its set-up starts there (members cannot change it).
  if (!company.data.setup_completed && canManageCompany(user))
    return <Navigate to="/app/setup" replace />;

  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        {t("accounts:dashboard.welcome", { name: user.username })}
      </Typography>
      <Typography color="text.secondary" data-testid="account-summary">
        {t("accounts:dashboard.account", {
          email: user.email,
          role: t(`accounts:roles.${user.role}`),
        })}
      </Typography>
      {!user.email_verified && (
        <Alert
          severity="warning"
          icon={<MarkEmailUnreadIcon />}
          action={
            <Button component={Link} to="/app/legal/verifyemail" color="inherit">
              {t("accounts:dashboard.verifyAction")}
            </Button>
          }
        >
          {t("accounts:dashboard.unverified", { email: user.email })}
        </Alert>
      )}
      <ShortDayNotice />
      <DashboardSummary
        defaultCurrency={company.data.default_currency}
        canBill={canManageCompany(user)}
      />
    </Stack>
  );
}
