import { Card, CardContent, Stack, Tab, Tabs, Typography } from "@mui/material";
import type { User } from "@tempus/contract";
import { canManageCompany, isOwner } from "@tempus/contract/policies";
import { useTranslation } from "react-i18next";
import { useOutletContext, useSearchParams } from "react-router";
import { OwnDataCard } from "../../features/accounts/own-data-card.tsx";
import { PasswordForm, ProfileForm } from "../../features/accounts/profile-forms.tsx";
import { ApiTokensPanel } from "../../features/api-tokens/api-tokens-panel.tsx";
import { AuditPanel } from "../../features/audit/audit-panel.tsx";
import { OwnActivity } from "../../features/audit/own-activity.tsx";
import { CompanyTab } from "../../features/masterdata/company-tab.tsx";
import { ReminderSettingsCard } from "../../features/reminders/reminder-settings-card.tsx";
import { SessionsPanel } from "../../features/sessions/sessions-panel.tsx";
import { MembersPanel } from "../../features/team/members-panel.tsx";
import { pageMeta } from "../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.settings");

const TABS = ["profile", "password", "api", "company", "members", "audit"] as const;
type SettingsTab = (typeof TABS)[number];

export default function Settings() {
  const { t } = useTranslation("accounts");
  const user = useOutletContext<User>();
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter(
    (name) => (name !== "members" || canManageCompany(user)) && (name !== "audit" || isOwner(user)),
  );
  const requested = params.get("tab");
  const tab: SettingsTab = tabs.find((name) => name === requested) ?? "profile";
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {t("settings.title")}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Tabs
            value={tab}
            onChange={(_event, value: SettingsTab) => setParams({ tab: value })}
            sx={{ mb: 3 }}
          >
            {tabs.map((name) => (
              <Tab key={name} value={name} label={t(`settings.${name}`)} />
            ))}
          </Tabs>
          {tab === "profile" && (
            <Stack spacing={3}>
              <ProfileForm user={user} />
              <ReminderSettingsCard />
              <OwnDataCard />
            </Stack>
          )}
          {tab === "password" && (
            <Stack spacing={4}>
              <PasswordForm />
              <SessionsPanel />
              <OwnActivity />
            </Stack>
          )}
          {tab === "api" && <ApiTokensPanel />}
          {tab === "company" && <CompanyTab user={user} />}
          {tab === "members" && <MembersPanel user={user} />}
          {tab === "audit" && <AuditPanel />}
        </CardContent>
      </Card>
    </>
  );
}
