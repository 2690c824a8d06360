import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { firstErrorMessage } from "../../lib/api-client.ts";
import { clock } from "../../lib/time-format.ts";
import { useRunning, useStartTimer, useStopTimer, useUpdateTimeLog } from "./api.ts";
import { changeDraft, useTimerDraft } from "./timer-draft.ts";
import { useElapsed } from "./use-elapsed.ts";

/**
 * The caller's timer with what starting one needs (project, activity,
 * description, billable), as the timer bar and the clock page offer it (they
 * share one draft): the running log's choices are shown while it runs, and its
 * description and billable can change while it does; start and stop say how it
 * went in an alert and answer whether they worked.
 */
export function useTimerControls() {
  const { t } = useTranslation("time");
  const running = useRunning();
  const startTimer = useStartTimer();
  const stopTimer = useStopTimer();
  const updateTimeLog = useUpdateTimeLog();
  const { addAlert } = useAlerts();
  const { project, activity, description, billable } = useTimerDraft();
  const log = running.data ?? null;
  const elapsed = useElapsed(log?.start);
  const shown = useRef<number | null>(null);
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

  const failed = (error: unknown) =>
    addAlert({
      color: "error",
      title: t("timer.failedTitle"),
      text: firstErrorMessage(error, t("accounts:unexpected")),
    });

  const start = async (): Promise<boolean> => {
    if (project === "" || log || startTimer.isPending) return false;
    try {
      const started = await startTimer.mutateAsync({
        project,
        activity: activity === "" ? null : activity,
        description,
      });
      // A new log is billable; the timer's switch said otherwise.
      if (!billable && started.billable)
        await updateTimeLog.mutateAsync({ id: started.id, body: { billable: false } });
      addAlert({ color: "success", title: t("timer.startedTitle"), text: t("timer.startedText") });
      return true;
    } catch (error) {
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
    // Leaving the field for Stop saves once, not twice.
    if (saving.current?.text === text) return saving.current.done;
    const done = updateTimeLog.mutateAsync({ id: log.id, body: { description: text } }).then(
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
    try {
      await stopTimer.mutateAsync(log.id);
      addAlert({
        color: "success",
        title: t("timer.stoppedTitle"),
        text: t("timer.stoppedText", { time: clock(elapsed) }),
      });
      changeDraft({ description: "" });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  /** The billable switch: the running log changes at once, else the next one. */
  const setBillable = async (next: boolean) => {
    changeDraft({ billable: next });
    if (!log) return;
    try {
      await updateTimeLog.mutateAsync({ id: log.id, body: { billable: next } });
    } catch (error) {
      changeDraft({ billable: log.billable });
      failed(error);
    }
  };

  return {
    log,
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
