import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorBody } from "../lib/api-client.ts";
import { type Question, useConfirmation } from "./confirmation.tsx";

/**
 * Editing one object of a list in a dialog: the form (with its own save button)
 * as children, and a delete button that asks `deleteQuestion` first and whose
 * refusal (e.g. "… archive it instead.") is shown in the dialog, which stays open.
 */
export function EditDialog({
  title,
  open,
  onClose,
  onDelete,
  deleteQuestion,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  onDelete?: () => Promise<unknown>;
  deleteQuestion?: Omit<Question, "action">;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const confirmation = useConfirmation();
  const close = () => {
    setRefusal([]);
    onClose();
  };
  const remove = async () => {
    if (!onDelete) return;
    if (
      deleteQuestion &&
      !(await confirmation.ask({ ...deleteQuestion, action: t("dialogs.delete") }))
    )
      return;
    setIsBusy(true);
    setRefusal([]);
    try {
      await onDelete();
      close();
    } catch (error) {
      const messages = Object.entries(errorBody(error))
        .filter(([key]) => key !== "code")
        .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
        .map(String);
      setRefusal(messages.length > 0 ? messages : [t("dialogs.deleteFailed")]);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <>
      {confirmation.dialog}
      <Dialog open={open} onClose={close} fullWidth maxWidth="md">
        <DialogTitle>{title}</DialogTitle>
        {/* Room above the first row, so its floating labels are not cut off under the title. */}
        <DialogContent sx={{ "&&": { pt: 1 } }}>
          {refusal.map((message) => (
            <Alert key={message} severity="error" sx={{ mb: 2 }}>
              {message}
            </Alert>
          ))}
          {children}
        </DialogContent>
        <DialogActions>
          {onDelete && (
            <Button color="error" onClick={() => void remove()} disabled={isBusy}>
              {t("dialogs.delete")}
            </Button>
          )}
          <Button onClick={close}>{t("dialogs.close")}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
