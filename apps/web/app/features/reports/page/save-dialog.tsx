import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from "@mui/material";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorBody } from "../../../lib/api-client.ts";

/** Asks for a report's name (to save a new one, or to rename one); the server's refusal stays shown. */
export function SaveDialog({
  open,
  title,
  initialName,
  onClose,
  onSave,
}: {
  open: boolean;
  title: string;
  initialName: string;
  onClose: () => void;
  onSave: (name: string) => Promise<unknown>;
}) {
  const { t } = useTranslation("reports");
  const titleId = useId();
  const [name, setName] = useState(initialName);
  const [messages, setMessages] = useState<string[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initialName);
      setMessages([]);
    }
  }, [open, initialName]);
  const save = async () => {
    setIsBusy(true);
    try {
      await onSave(name);
      onClose();
    } catch (error) {
      const found = Object.values(errorBody(error)).flat().map(String);
      setMessages(found.length > 0 ? found : [t("accounts:unexpected")]);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t("name")}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100, "data-testid": "report-name" } }}
          />
          {messages.length > 0 && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {messages.join(" ")}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("common:dialogs.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={isBusy || name.trim() === ""}>
            {t("save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
