import MarkEmailUnreadIcon from "@mui/icons-material/MarkEmailUnread";
import { Alert, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import type { User } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useOutletContext } from "react-router";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { useCompany } from "../../features/company/api.ts";

export const meta = () => [{ title: "Dashboard · Tempus" }];

export default function Dashboard() {
  const { t } = useTranslation("accounts");
  const user = useOutletContext<User>();
  const company = useCompany();
  if (!company.data) return <ListStatus state="loading" />;
  // A company that has not finished its set-up starts there (members cannot change it).
  if (!company.data.setup_completed && user.role !== "member") {
    return <Navigate to="/app/setup" replace />;
  }
  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        {t("dashboard.welcome", { name: user.username })}
      </Typography>
      {!user.email_verified && (
        <Alert
          severity="warning"
          icon={<MarkEmailUnreadIcon />}
          action={
            <Button component={Link} to="/app/legal/verifyemail" color="inherit">
              {t("dashboard.verifyAction")}
            </Button>
          }
        >
          {t("dashboard.unverified", { email: user.email })}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            {t("dashboard.accountTitle")}
          </Typography>
          <Typography data-testid="account-summary">
            {t("dashboard.account", { email: user.email, role: t(`roles.${user.role}`) })}
          </Typography>
          <Button component={Link} to="/app/settings" sx={{ mt: 2 }}>
            {t("menu.settings")}
          </Button>
        </CardContent>
      </Card>
    </Stack>
  );
}
