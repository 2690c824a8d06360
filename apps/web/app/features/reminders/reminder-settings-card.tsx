import { Alert, Card, CardContent, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { useReminderSettings, useSaveReminderSettings } from "./api.ts";
import { formValues, ReminderForm } from "./reminder-form.tsx";

/** The profile's reminders: the user's own settings, each empty one following the company's. */
export function ReminderSettingsCard() {
  const { t } = useTranslation("time");
  const settings = useReminderSettings();
  const save = useSaveReminderSettings();
  const { addAlert } = useAlerts();
  return (
    <Card variant="outlined" component="section" aria-labelledby="reminder-settings-title">
      <CardContent>
        <Typography id="reminder-settings-title" variant="h3" component="h2" gutterBottom>
          {t("reminders.settings.title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("reminders.settings.intro")}
        </Typography>
        {settings.data ? (
          <ReminderForm
            mode="own"
            initial={formValues(settings.data)}
            defaults={settings.data.company_defaults}
            saveLabel={t("reminders.settings.save")}
            failedText={t("reminders.settings.failed")}
            onSave={async (body) => {
              await save.mutateAsync(body);
              addAlert({
                color: "success",
                title: t("reminders.settings.savedTitle"),
                text: t("reminders.settings.savedText"),
              });
            }}
          />
        ) : settings.isError ? (
          <Alert severity="error">{t("reminders.settings.loadFailed")}</Alert>
        ) : (
          <ListStatus state="loading" />
        )}
      </CardContent>
    </Card>
  );
}
