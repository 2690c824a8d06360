import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { firstErrorMessage } from "../../lib/api-client.ts";
import { clock } from "../../lib/time-format.ts";
import { useRunning, useStartTimer, useStopTimer } from "./api.ts";
import { useElapsed } from "./use-elapsed.ts";

/**
 * The caller's timer with what starting one needs (project, activity,
 * description), as the clock page and the dashboard offer it: the running log's
 * choices are shown while it runs; start and stop say how it went in an alert.
 */
export function useTimerControls() {
  const { t } = useTranslation("time");
  const running = useRunning();
  const startTimer = useStartTimer();
  const stopTimer = useStopTimer();
  const { addAlert } = useAlerts();
  const [project, setProject] = useState<number | "">("");
  const [activity, setActivity] = useState<number | "">("");
  const [description, setDescription] = useState("");
  const log = running.data ?? null;
  const elapsed = useElapsed(log?.start);

  useEffect(() => {
    if (log) {
      setProject(log.project);
      setActivity(log.activity ?? "");
      setDescription(log.description);
    }
  }, [log]);

  const failed = (error: unknown) =>
    addAlert({
      color: "error",
      title: t("timer.failedTitle"),
      text: firstErrorMessage(error, t("accounts:unexpected")),
    });

  const start = async () => {
    if (project === "") return;
    try {
      await startTimer.mutateAsync({
        project,
        activity: activity === "" ? null : activity,
        description,
      });
      addAlert({ color: "success", title: t("timer.startedTitle"), text: t("timer.startedText") });
    } catch (error) {
      failed(error);
    }
  };

  const stop = async () => {
    if (!log) return;
    try {
      await stopTimer.mutateAsync(log.id);
      addAlert({
        color: "success",
        title: t("timer.stoppedTitle"),
        text: t("timer.stoppedText", { time: clock(elapsed) }),
      });
    } catch (error) {
      failed(error);
    }
  };

  return {
    log,
    elapsed,
    project,
    setProject,
    activity,
    setActivity,
    description,
    setDescription,
    start,
    stop,
  };
}
