import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { useReminderSettings, useSaveReminderSettings } from "./api.ts";
import { ReminderCard } from "./reminder-card.tsx";
import { formValues, ReminderForm } from "./reminder-form.tsx";

/** The profile's reminders: the user's own settings, each empty one following the company's. */
export function ReminderSettingsCard() {
  const { t } = useTranslation("time");
  const settings = useReminderSettings();
  const save = useSaveReminderSettings();
  const { addAlert } = useAlerts();
  return (
    <ReminderCard
      id="reminder-settings-title"
      title={t("reminders.settings.title")}
      intro={t("reminders.settings.intro")}
      query={settings}
      form={(data) => (
        <ReminderForm
          mode="own"
          initial={formValues(data)}
          defaults={data.company_defaults}
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
      )}
    />
  );
}
