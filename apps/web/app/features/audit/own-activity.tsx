import { Alert, List, ListItem, ListItemText, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { formatLocale } from "../../lib/i18n.ts";
import { actionKey } from "./action-label.ts";
import { useOwnActivity } from "./api.ts";

/** The caller's own recent security events (decision 038): sign-ins, passwords, sessions, tokens. */
export function OwnActivity() {
  const { t, i18n } = useTranslation("accounts");
  const activity = useOwnActivity();
  const when = (value: string) =>
    new Date(value).toLocaleString(formatLocale(i18n.language), {
      dateStyle: "medium",
      timeStyle: "short",
    });
  return (
    <Stack spacing={1} component="section" aria-labelledby="activity-title">
      <Typography id="activity-title" variant="h3" component="h2">
        {t("audit.ownTitle")}
      </Typography>
      {activity.isPending ? (
        <ListStatus state="loading" />
      ) : activity.isError ? (
        <Alert severity="error">{t("audit.loadFailed")}</Alert>
      ) : activity.data.length === 0 ? (
        <Typography color="text.secondary">{t("audit.none")}</Typography>
      ) : (
        <List dense aria-labelledby="activity-title" data-testid="own-activity">
          {activity.data.slice(0, 10).map((event) => (
            <ListItem key={event.sequence} disableGutters>
              <ListItemText
                primary={t(actionKey(event.action))}
                secondary={[when(event.occurred_at), event.ip_address].filter(Boolean).join(" · ")}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
