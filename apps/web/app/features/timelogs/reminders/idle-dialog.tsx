import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
} from "@mui/material";
import type { TimeLog } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { hoursMinutes } from "../../../lib/time-format.ts";
import { useStartTimer, useStopTimer, useUpdateTimeLog } from "../api.ts";
import { zonedClock } from "./zoned-labels.ts";

/**
 * What the idle time was: kept (nothing changes), discarded (the log ends where the idleness
 * began and, if chosen, a new one with the same project, activity, description, tags and billable
 * starts now), or the timer stopped now. `reset` counts activity again from now.
 */
export function IdleDialog({
  log,
  idleSince,
  reset,
  timeZone,
}: {
  log: TimeLog;
  idleSince: Date;
  reset: () => void;
  timeZone: string;
}) {
  const { t } = useTranslation("time");
  const [restart, setRestart] = useState(true);
  const update = useUpdateTimeLog();
  const start = useStartTimer();
  const stop = useStopTimer();
  const { addAlert } = useAlerts();
  const busy = update.isPending || start.isPending || stop.isPending;

  const failed = (error: unknown) =>
    addAlert({
      color: "error",
      title: t("timer.failedTitle"),
      text: firstErrorMessage(error, t("accounts:unexpected")),
    });
  const discard = async () => {
    const end = idleSince.toISOString();
    try {
      await update.mutateAsync({ id: log.id, body: { end } });
      if (restart) {
        const started = await start.mutateAsync({
          project: log.project,
          activity: log.activity,
          description: log.description,
          tags: log.tags,
        });
        if (!log.billable && started.billable)
          await update.mutateAsync({ id: started.id, body: { billable: false } });
      }
      addAlert({
        color: "success",
        title: t("reminders.idle.discardedTitle"),
        text: t("reminders.idle.discardedText", { time: zonedClock(end, timeZone) }),
      });
      reset();
    } catch (error) {
      failed(error);
    }
  };
  const stopNow = async () => {
    try {
      await stop.mutateAsync(log.id);
      addAlert({
        color: "success",
        title: t("reminders.stop.stoppedTitle"),
        text: t("reminders.stop.stoppedText", { time: zonedClock(new Date(), timeZone) }),
      });
      reset();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Dialog open aria-labelledby="idle-title" data-testid="idle-prompt">
      <DialogTitle id="idle-title">{t("reminders.idle.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t("reminders.idle.text", {
            time: zonedClock(idleSince, timeZone),
            duration: hoursMinutes(
              Math.max(0, Math.floor((Date.now() - idleSince.getTime()) / 1000)),
            ),
          })}
        </DialogContentText>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox checked={restart} onChange={(event) => setRestart(event.target.checked)} />
          }
          label={t("reminders.idle.restart")}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={reset} disabled={busy}>
          {t("reminders.idle.keep")}
        </Button>
        <Button color="error" onClick={() => void stopNow()} disabled={busy}>
          {t("reminders.idle.stop")}
        </Button>
        <Button variant="contained" onClick={() => void discard()} disabled={busy}>
          {t("reminders.idle.discard")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
