import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { firstErrorMessage } from "../../lib/api-client.ts";
import { clock } from "../../lib/time-format.ts";
import {
  isNetworkFailure,
  isOffline,
  type LogChanges,
  queueChange,
  queueCreate,
  runningTimer,
  updateQueued,
  useQueuedWrites,
} from "../offline/index.ts";
import { useRunning, useStartTimer, useStopTimer, useUpdateTimeLog } from "./api.ts";
import { changeDraft, useTimerDraft } from "./timer-draft.ts";
import { useElapsed } from "./use-elapsed.ts";

/**
 * The caller's timer with what starting one needs (project, activity,
 * description, billable), as the timer bar and the clock page offer it (they
 * share one draft): the running log's choices are shown while it runs, and its
 * description and billable can change while it does; start and stop say how it
 * went in an alert and answer whether they worked. Without a connection they are kept in the
 * offline queue (decision 033), shown at once and sent when it returns.
 */
export function useTimerControls() {
  const { t } = useTranslation("time");
  const running = useRunning();
  const startTimer = useStartTimer();
  const stopTimer = useStopTimer();
  const updateTimeLog = useUpdateTimeLog();
  const { addAlert } = useAlerts();
  const { project, activity, description, billable } = useTimerDraft();
  const serverLog = running.data ?? null;
  const log = runningTimer(serverLog, useQueuedWrites());
  const elapsed = useElapsed(log?.start);
  const shown = useRef<number | string | null>(null);
  const saving = useRef<{ text: string; done: Promise<boolean> } | null>(null);

  // A running log's choices are shown once when it appears (not again on every read).
  useEffect(() => {
    if (log && shown.current !== log.id) {
      shown.current = log.id;
      changeDraft({
        project: log.project,
        activity: log.activity ?? "",
        description: log.description,
        billable: log.billable,
      });
    }
    if (!log) shown.current = null;
  }, [log]);

  const queuedAlert = (title: string) =>
    addAlert({ color: "info", title, text: t("offline.queuedText") });

  /** A change of a log the server has, or queued when it cannot reach the server. */
  const change = async (id: number, body: LogChanges): Promise<"sent" | "queued"> => {
    if (isOffline()) {
      queueChange(id, body);
      return "queued";
    }
    try {
      await updateTimeLog.mutateAsync({ id, body });
      return "sent";
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      queueChange(id, body);
      return "queued";
    }
  };

  const failed = (error: unknown) =>
    addAlert({
      color: "error",
      title: t("timer.failedTitle"),
      text: firstErrorMessage(error, t("accounts:unexpected")),
    });

  const start = async (): Promise<boolean> => {
    if (project === "" || log || startTimer.isPending) return false;
    // The start as the user pressed it: sent later, the log still begins now.
    const startedAt = new Date().toISOString();
    const offline = () => {
      queueCreate(
        {
          project,
          activity: activity === "" ? null : activity,
          description,
          billable,
          start: startedAt,
          end: null,
        },
        true,
      );
      queuedAlert(t("offline.startedTitle"));
      return true;
    };
    if (isOffline()) return offline();
    try {
      const started = await startTimer.mutateAsync({
        project,
        activity: activity === "" ? null : activity,
        description,
      });
      // A new log is billable; the timer's switch said otherwise.
      if (!billable && started.billable) await change(started.id, { billable: false });
      addAlert({ color: "success", title: t("timer.startedTitle"), text: t("timer.startedText") });
      return true;
    } catch (error) {
      if (isNetworkFailure(error)) return offline();
      failed(error);
      return false;
    }
  };

  /**
   * The running log's description as typed in the bar, saved when the typing
   * ends (Enter, leaving the field, Stop); a refusal puts the saved one back.
   */
  const saveDescription = (): Promise<boolean> => {
    const text = description.trim();
    if (!log || text === log.description) return Promise.resolve(true);
    if (log.queued) {
      updateQueued(log.id, { description: text });
      return Promise.resolve(true);
    }
    // Leaving the field for Stop saves once, not twice.
    if (saving.current?.text === text) return saving.current.done;
    const done = change(log.id, { description: text }).then(
      () => true,
      (error: unknown) => {
        changeDraft({ description: log.description });
        failed(error);
        return false;
      },
    );
    saving.current = { text, done };
    void done.then(() => {
      if (saving.current?.done === done) saving.current = null;
    });
    return done;
  };

  const stop = async (): Promise<boolean> => {
    if (!log || stopTimer.isPending) return false;
    // What was typed last belongs to the log being stopped.
    if (!(await saveDescription())) return false;
    const stopped = () => {
      addAlert({
        color: "success",
        title: t("timer.stoppedTitle"),
        text: t("timer.stoppedText", { time: clock(elapsed) }),
      });
      changeDraft({ description: "" });
      return true;
    };
    // Stopped offline: the end is now, as the user pressed Stop.
    const end = new Date().toISOString();
    if (log.queued) {
      updateQueued(log.id, { end });
      return stopped();
    }
    if (isOffline()) {
      queueChange(log.id, { end });
      return stopped();
    }
    try {
      await stopTimer.mutateAsync(log.id);
      return stopped();
    } catch (error) {
      if (isNetworkFailure(error)) {
        queueChange(log.id, { end });
        return stopped();
      }
      failed(error);
      return false;
    }
  };

  /** The billable switch: the running log changes at once, else the next one. */
  const setBillable = async (next: boolean) => {
    changeDraft({ billable: next });
    if (!log) return;
    if (log.queued) {
      updateQueued(log.id, { billable: next });
      return;
    }
    try {
      await change(log.id, { billable: next });
    } catch (error) {
      changeDraft({ billable: log.billable });
      failed(error);
    }
  };

  return {
    log,
    /** The server's running log (reminders are about it), null while a stop waits to be sent. */
    serverLog: log && !log.queued ? serverLog : null,
    elapsed,
    project,
    setProject: (next: number | "") => changeDraft({ project: next }),
    activity,
    setActivity: (next: number | "") => changeDraft({ activity: next }),
    description,
    setDescription: (next: string) => changeDraft({ description: next }),
    saveDescription,
    /** Back to the running log's saved description (Escape). */
    revertDescription: () => log && changeDraft({ description: log.description }),
    billable,
    setBillable,
    start,
    stop,
    // Only a start in flight: a stop settles with the running log gone, and a Start that stayed
    // disabled until every list had reloaded flashed grey, then faded in.
    isStarting: startTimer.isPending,
  };
}

export type TimerControls = ReturnType<typeof useTimerControls>;
