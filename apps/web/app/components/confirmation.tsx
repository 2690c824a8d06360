import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from "@mui/material";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

export interface Question {
  title: string;
  text: string;
  /** The button that goes ahead, e.g. "Delete". */
  action: string;
}

/**
 * Asks before something that cannot be undone: `ask` opens the question and
 * resolves true only when the person goes ahead; render `dialog` once.
 */
export function useConfirmation() {
  const { t } = useTranslation();
  const titleId = useId();
  const [pending, setPending] = useState<(Question & { resolve: (yes: boolean) => void }) | null>(
    null,
  );
  const ask = (question: Question) =>
    new Promise<boolean>((resolve) => setPending({ ...question, resolve }));
  const answer = (yes: boolean) => {
    pending?.resolve(yes);
    setPending(null);
  };
  const dialog = (
    <Dialog open={pending !== null} onClose={() => answer(false)} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{pending?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{pending?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)}>{t("dialogs.cancel")}</Button>
        <Button color="error" variant="contained" onClick={() => answer(true)}>
          {pending?.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ask, dialog };
}
