import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import type { User } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { useSendVerificationMail } from "./api.ts";

/** /app/legal/verifyemail: why the address needs confirming, and the mail again on request. */
export function VerifyEmailNotice({ user }: { user: User }) {
  const { t } = useTranslation("accounts");
  const sendVerificationMail = useSendVerificationMail();
  const { addAlert } = useAlerts();
  const [isSending, setIsSending] = useState(false);
  const resend = async () => {
    setIsSending(true);
    try {
      await sendVerificationMail.mutateAsync();
      addAlert({
        color: "success",
        title: t("verifyNotice.sentTitle"),
        text: t("verifyNotice.sentText", { email: user.email }),
      });
    } catch {
      addAlert({ color: "error", title: t("verifyNotice.failedTitle"), text: t("unexpected") });
    } finally {
      setIsSending(false);
    }
  };
  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h2" component="h1">
            {user.email_verified ? t("verifyNotice.verifiedTitle") : t("verifyNotice.title")}
          </Typography>
          <Typography>
            {user.email_verified
              ? t("verifyNotice.verifiedText")
              : t("verifyNotice.text", { email: user.email })}
          </Typography>
          {!user.email_verified && (
            <Button
              variant="contained"
              onClick={resend}
              disabled={isSending}
              sx={{ alignSelf: "flex-start" }}
            >
              {t("verifyNotice.resend")}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
