import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatLocale } from "../../lib/i18n.ts";
import { useProjectChoices } from "../timelogs/index.ts";
import {
  discardQueued,
  type QueuedLogBody,
  type QueuedWrite,
  updateQueued,
  useQueuedWrites,
} from "./queue.ts";

/** `datetime-local`'s value (the browser's zone) for an instant, and back. */
const localInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/**
 * The changes waiting to be sent (decision 033): each with what it is and whether it waits or
 * was refused (with the server's message). A refused one is sent again, edited (description,
 * start, end) or discarded; nothing leaves the list without the user.
 */
export function QueuePanel({
  onClose,
  onSend,
  online,
}: {
  onClose: () => void;
  onSend: () => Promise<void>;
  online: boolean;
}) {
  const { t } = useTranslation("time");
  const queue = useQueuedWrites();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="offline-queue-title">
      <DialogTitle id="offline-queue-title">{t("offline.title")}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {online ? t("offline.onlineHelp") : t("offline.offlineHelp")}
        </Typography>
        {queue.length === 0 ? (
          <Typography>{t("offline.nothing")}</Typography>
        ) : (
          <List aria-label={t("offline.title")}>
            {queue.map((write) => (
              <QueuedItem key={write.id} write={write} onSend={onSend} online={online} />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("offline.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}

function QueuedItem({
  write,
  onSend,
  online,
}: {
  write: QueuedWrite;
  onSend: () => Promise<void>;
  online: boolean;
}) {
  const { t, i18n } = useTranslation("time");
  const { choices } = useProjectChoices();
  const [editing, setEditing] = useState(false);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(formatLocale(i18n.language), {
      dateStyle: "medium",
      timeStyle: "short",
    }).format(new Date(iso));

  let what: string;
  if (write.kind === "create") {
    const { body } = write;
    const name =
      choices.find((choice) => choice.project === body.project && choice.activity === body.activity)
        ?.label ?? "";
    const times =
      body.end === null
        ? t("offline.runningSince", { start: when(body.start) })
        : `${when(body.start)} – ${when(body.end)}`;
    what = [name, body.description, times].filter(Boolean).join(" · ");
  } else {
    const parts = [
      write.body.description !== undefined
        ? t("offline.newDescription", { text: write.body.description })
        : "",
      write.body.billable !== undefined
        ? write.body.billable
          ? t("list.billable")
          : t("list.notBillable")
        : "",
      write.body.end !== undefined ? t("offline.stoppedAt", { end: when(write.body.end) }) : "",
    ];
    what = [t("offline.change"), ...parts.filter(Boolean)].join(" · ");
  }

  return (
    <ListItem divider disableGutters data-testid="offline-write" sx={{ display: "block" }}>
      <Typography>{what}</Typography>
      {write.refused ? (
        <Alert severity="error" sx={{ my: 1 }}>
          {t("offline.refused", { message: write.refused })}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t("offline.waitingToSend")}
        </Typography>
      )}
      {editing && write.kind === "create" ? (
        <EditQueued
          body={write.body}
          onCancel={() => setEditing(false)}
          onSave={(body) => {
            updateQueued(write.id, body, true);
            setEditing(false);
            void onSend();
          }}
        />
      ) : (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {write.refused && (
            <Button
              size="small"
              disabled={!online}
              onClick={() => {
                updateQueued(write.id, {}, true);
                void onSend();
              }}
            >
              {t("offline.retry")}
            </Button>
          )}
          {write.refused && write.kind === "create" && (
            <Button size="small" onClick={() => setEditing(true)}>
              {t("offline.edit")}
            </Button>
          )}
          <Button size="small" color="error" onClick={() => discardQueued(write.id)}>
            {t("offline.discard")}
          </Button>
        </Stack>
      )}
    </ListItem>
  );
}

function EditQueued({
  body,
  onSave,
  onCancel,
}: {
  body: QueuedLogBody;
  onSave: (body: Partial<QueuedLogBody>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("time");
  const [description, setDescription] = useState(body.description);
  const [start, setStart] = useState(localInput(body.start));
  const [end, setEnd] = useState(body.end === null ? "" : localInput(body.end));
  const startAt = fromLocalInput(start);
  const endAt = end === "" ? null : fromLocalInput(end);
  const badStart = startAt === null;
  const badEnd = end !== "" && (endAt === null || (startAt !== null && endAt < startAt));
  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      <TextField
        size="small"
        label={t("fields.description")}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          type="datetime-local"
          label={t("offline.start")}
          value={start}
          error={badStart}
          helperText={badStart ? t("offline.invalidStart") : undefined}
          onChange={(event) => setStart(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="datetime-local"
          label={t("offline.end")}
          value={end}
          error={badEnd}
          helperText={badEnd ? t("offline.invalidEnd") : undefined}
          onChange={(event) => setEnd(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="contained"
          disabled={badStart || badEnd}
          onClick={() =>
            startAt && onSave({ description: description.trim(), start: startAt, end: endAt })
          }
        >
          {t("offline.saveAndSend")}
        </Button>
        <Button size="small" onClick={onCancel}>
          {t("offline.cancel")}
        </Button>
      </Stack>
    </Stack>
  );
}
