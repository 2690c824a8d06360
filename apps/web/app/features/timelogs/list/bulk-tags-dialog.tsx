import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from "@mui/material";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TagPicker } from "../tag-picker.tsx";

/**
 * The tags for the selected logs, chosen in a small dialog: they replace the tags each log has
 * (none chosen takes them all off). `onSave` says whether the change went through; the dialog
 * stays open when it did not (the alert says why).
 */
export function BulkTagsDialog({
  count,
  onClose,
  onSave,
}: {
  count: number;
  onClose: () => void;
  onSave: (tags: number[]) => Promise<boolean>;
}) {
  const { t } = useTranslation("time");
  const [tags, setTags] = useState<number[]>([]);
  const [isSaving, setIsSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaving(true);
    const done = await onSave(tags);
    setIsSaving(false);
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-tags-title">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="bulk-tags-title">{t("list.setTagsTitle", { count })}</DialogTitle>
        <DialogContent>
          <DialogContentText id="bulk-tags-help" sx={{ mb: 2 }}>
            {t("list.setTagsHelp", { count })}
          </DialogContentText>
          <TagPicker id="bulk-tags" value={tags} onChange={setTags} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("common:dialogs.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={isSaving}>
            {t("list.applyTags")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
