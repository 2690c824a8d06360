import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import type { SavedReport } from "@tempus/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { DateField } from "../../../components/forms/date-field.tsx";
import { errorBody } from "../../../lib/api-client.ts";
import { formatDateInput } from "../../../lib/date-input.ts";
import { formatLocale } from "../../../lib/i18n.ts";
import { sharedReportUrl, useCreateShare, useRevokeShare, useShares } from "../api.ts";

/**
 * A saved report's read-only links: a new one (with an optional last day), its address to copy
 * (shown this once: only its hash is kept), and the links made before, each revocable.
 */
export function ShareDialog({
  report,
  open,
  onClose,
}: {
  report: SavedReport;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("reports");
  const titleId = useId();
  const { addAlert } = useAlerts();
  const shares = useShares(open ? report.id : undefined);
  const create = useCreateShare(report.id);
  const revoke = useRevokeShare(report.id);
  const [expiresOn, setExpiresOn] = useState("");
  const [link, setLink] = useState("");
  const [messages, setMessages] = useState<string[]>([]);
  const day = (iso: string) => formatDateInput(iso, formatLocale(i18n.language));
  const close = () => {
    setLink("");
    setMessages([]);
    onClose();
  };
  const makeLink = async () => {
    setMessages([]);
    try {
      const created = await create.mutateAsync(expiresOn);
      setLink(sharedReportUrl(created.token));
    } catch (error) {
      const found = Object.values(errorBody(error)).flat().map(String);
      setMessages(found.length > 0 ? found : [t("accounts:unexpected")]);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      addAlert({ color: "success", title: t("share.copied"), text: link });
    } catch {
      addAlert({ color: "error", title: t("share.copyFailed"), text: link });
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("share.title", { name: report.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t("share.explanation")}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: "wrap", alignItems: "center" }}
          >
            <DateField
              size="small"
              label={t("share.expiresOn")}
              value={expiresOn}
              onChange={setExpiresOn}
              testId="share-expires-on"
            />
            <Button variant="contained" onClick={() => void makeLink()} disabled={create.isPending}>
              {t("share.create")}
            </Button>
          </Stack>
          {messages.length > 0 && <Alert severity="error">{messages.join(" ")}</Alert>}
          {link && (
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <TextField
                fullWidth
                size="small"
                label={t("share.link")}
                value={link}
                slotProps={{ htmlInput: { readOnly: true, "data-testid": "share-link" } }}
              />
              <Button onClick={() => void copy()}>{t("share.copy")}</Button>
            </Stack>
          )}
          <Typography variant="h4" component="h3">
            {t("share.links")}
          </Typography>
          {shares.data && shares.data.length === 0 && (
            <Typography variant="body2">{t("share.noLinks")}</Typography>
          )}
          <List dense data-testid="share-list">
            {(shares.data ?? []).map((share) => (
              <ListItem
                key={share.id}
                secondaryAction={
                  <Button
                    color="error"
                    onClick={() => void revoke.mutateAsync(share.id)}
                    disabled={revoke.isPending}
                  >
                    {t("share.revoke")}
                  </Button>
                }
              >
                <ListItemText
                  primary={t("share.createdOn", { date: day(share.created_at.slice(0, 10)) })}
                  secondary={
                    share.expires_on === null
                      ? t("share.noExpiry")
                      : t(share.is_expired ? "share.expired" : "share.expires", {
                          date: day(share.expires_on),
                        })
                  }
                />
              </ListItem>
            ))}
          </List>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t("common:dialogs.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
