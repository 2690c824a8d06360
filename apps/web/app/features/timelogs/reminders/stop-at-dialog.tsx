import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from "@mui/material";
import type { TimeLog } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { useUpdateTimeLog } from "../api.ts";
import { parseTimeOfDay } from "../time-input.ts";
import { zonedInstant, zonedParts } from "../zoned-time.ts";
import { zonedClock, zonedDayLabel, zonedMoment } from "./zoned-labels.ts";

/**
 * "Stop the timer at 17:00?": the end a reminder proposes, on the company's clock, which the
 * person may change before it is saved (the log's update sets its end). A timer that no longer
 * runs (stopped elsewhere, or another one) is only said so.
 */
export function StopAtDialog({
  log,
  at,
  timeZone,
  onClose,
}: {
  /** The running log, or null when the one the link named no longer runs. */
  log: TimeLog | null;
  /** The proposed end. */
  at: string;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("time");
  const update = useUpdateTimeLog();
  const { addAlert } = useAlerts();
  const [typed, setTyped] = useState(() => zonedClock(at, timeZone));
  const [error, setError] = useState<string | null>(null);
  const day = zonedParts(at, timeZone).day;
  const minutes = parseTimeOfDay(typed);
  const shown =
    minutes === null ? typed : zonedClock(zonedInstant(day, minutes, timeZone) ?? at, timeZone);

  const confirm = async () => {
    if (!log) return;
    const end = minutes === null ? null : zonedInstant(day, minutes, timeZone);
    if (!end) return setError(t("reminders.stop.invalidTime"));
    if (Date.parse(end) <= Date.parse(log.start))
      return setError(t("reminders.stop.beforeStart", { start: zonedClock(log.start, timeZone) }));
    if (Date.parse(end) > Date.now()) return setError(t("reminders.stop.inFuture"));
    try {
      await update.mutateAsync({ id: log.id, body: { end } });
      addAlert({
        color: "success",
        title: t("reminders.stop.stoppedTitle"),
        text: t("reminders.stop.stoppedText", { time: zonedClock(end, timeZone) }),
      });
      onClose();
    } catch (failure) {
      setError(firstErrorMessage(failure, t("accounts:unexpected")));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="stop-at-title" fullWidth maxWidth="xs">
      <DialogTitle id="stop-at-title">
        {log ? t("reminders.stop.title", { time: shown }) : t("reminders.stop.notRunning")}
      </DialogTitle>
      {log ? (
        <>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {t("reminders.stop.text", {
                start: zonedMoment(log.start, timeZone, i18n.language),
                day: zonedDayLabel(at, timeZone, i18n.language),
              })}
            </DialogContentText>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <TextField
              id="stop-at-time"
              label={t("reminders.stop.time")}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  void confirm();
                }
              }}
              autoFocus
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t("reminders.stop.cancel")}</Button>
            <Button
              variant="contained"
              color="error"
              disabled={update.isPending}
              onClick={() => void confirm()}
            >
              {t("reminders.stop.confirm")}
            </Button>
          </DialogActions>
        </>
      ) : (
        <DialogActions>
          <Button onClick={onClose}>{t("reminders.stop.close")}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
