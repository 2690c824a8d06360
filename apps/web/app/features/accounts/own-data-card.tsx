import { Button, Card, CardContent, Typography } from "@mui/material";
import { endpoints } from "@tempus/contract/endpoints";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { firstErrorMessage } from "../../lib/api-client.ts";
import { download } from "../../lib/call.ts";

/**
 * Data portability (issue 26): everything Tempus stores about the signed-in person as one JSON
 * file: the profile, their time logs, sessions, API tokens (without secrets), saved reports and
 * security events.
 */
export function OwnDataCard() {
  const { t } = useTranslation("accounts");
  const { addAlert } = useAlerts();
  const [busy, setBusy] = useState(false);
  const take = async () => {
    setBusy(true);
    try {
      await download(endpoints.user.exportMine, {}, () => {});
    } catch (error) {
      addAlert({
        color: "error",
        title: t("ownData.failed"),
        text: firstErrorMessage(error, t("unexpected")),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="own-data-title">
      <CardContent>
        <Typography id="own-data-title" variant="h3" component="h2" gutterBottom>
          {t("ownData.title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("ownData.intro")}
        </Typography>
        <Button variant="outlined" onClick={() => void take()} disabled={busy}>
          {t("ownData.download")}
        </Button>
      </CardContent>
    </Card>
  );
}
