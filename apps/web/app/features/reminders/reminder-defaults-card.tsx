import { Alert, Card, CardContent, Typography } from "@mui/material";
import type { User } from "@tempus/contract";
import { canManageCompany } from "@tempus/contract/policies";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { useReminderDefaults, useSaveReminderDefaults } from "./api.ts";
import { formValues, ReminderForm } from "./reminder-form.tsx";

/**
 * The company's reminder defaults: what applies to everyone who has not chosen otherwise.
 * Owners and admins change them; members see them.
 */
export function ReminderDefaultsCard({ user }: { user: User }) {
  const { t } = useTranslation("time");
  const defaults = useReminderDefaults();
  const save = useSaveReminderDefaults();
  const { addAlert } = useAlerts();
  return (
    <Card variant="outlined" component="section" aria-labelledby="reminder-defaults-title">
      <CardContent>
        <Typography id="reminder-defaults-title" variant="h3" component="h2" gutterBottom>
          {t("reminders.defaults.title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("reminders.defaults.intro")}
        </Typography>
        {defaults.data ? (
          <ReminderForm
            mode="defaults"
            initial={formValues(defaults.data)}
            readOnly={!canManageCompany(user)}
            saveLabel={t("reminders.defaults.save")}
            failedText={t("reminders.settings.failed")}
            onSave={async (body) => {
              await save.mutateAsync(body);
              addAlert({
                color: "success",
                title: t("reminders.settings.savedTitle"),
                text: t("reminders.defaults.savedText"),
              });
            }}
          />
        ) : defaults.isError ? (
          <Alert severity="error">{t("reminders.settings.loadFailed")}</Alert>
        ) : (
          <ListStatus state="loading" />
        )}
      </CardContent>
    </Card>
  );
}
