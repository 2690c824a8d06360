import type { User } from "@tempus/contract";
import { canManageCompany } from "@tempus/contract/policies";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { useReminderDefaults, useSaveReminderDefaults } from "./api.ts";
import { ReminderCard } from "./reminder-card.tsx";
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
    <ReminderCard
      id="reminder-defaults-title"
      title={t("reminders.defaults.title")}
      intro={t("reminders.defaults.intro")}
      query={defaults}
      form={(data) => (
        <ReminderForm
          mode="defaults"
          initial={formValues(data)}
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
      )}
    />
  );
}
