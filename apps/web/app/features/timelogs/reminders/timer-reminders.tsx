import { Alert, Button } from "@mui/material";
import type { TimeLog } from "@tempus/contract";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useCompanyTimeZone } from "../../masterdata/index.ts";
import { useRunning } from "../api.ts";
import { useReminders } from "./api.ts";
import { IdlePrompt } from "./idle-prompt.tsx";
import { zonedClock, zonedMoment } from "./zoned-labels.ts";

/** The dialog comes when it is asked for, after the app's first paint (the shell stays light). */
const StopAtDialog = lazy(() =>
  import("./stop-at-dialog.tsx").then((module) => ({ default: module.StopAtDialog })),
);

/** A stop the page was asked for: by a reminder mail's link (`?stop=<id>&at=<instant>`) or the notice. */
interface StopRequest {
  id: number;
  at: string;
  fromLink: boolean;
}

const readLink = (params: URLSearchParams): StopRequest | null => {
  const id = Number(params.get("stop"));
  const at = params.get("at") ?? "";
  return Number.isInteger(id) && id > 0 && !Number.isNaN(Date.parse(at))
    ? { id, at: new Date(at).toISOString(), fromLink: true }
    : null;
};

/**
 * What the timer bar shows of the reminders: a notice when the running timer ran past the
 * person's limit or over midnight, with "Stop at …" (the end the mail proposes); the same
 * question when a reminder mail's link opened the app; and the idle prompt.
 */
export function TimerReminders({ log }: { log: TimeLog | null }) {
  const { t, i18n } = useTranslation("time");
  const timeZone = useCompanyTimeZone();
  const running = useRunning();
  const reminders = useReminders();
  const [params, setParams] = useSearchParams();
  const [asked, setAsked] = useState<StopRequest | null>(null);
  const request = asked ?? readLink(params);
  if (!timeZone) return null;

  const close = () => {
    setAsked(null);
    if (request?.fromLink)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete("stop");
          next.delete("at");
          return next;
        },
        { replace: true },
      );
  };
  const due = reminders.data?.running;
  const notice = due && log && due.id === log.id ? due : null;
  return (
    <>
      {notice && (
        <Alert
          severity="warning"
          data-testid="timer-reminder"
          sx={{ mt: 1.5 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => setAsked({ id: notice.id, at: notice.suggested_end, fromLink: false })}
            >
              {t("reminders.notice.stopAt", { time: zonedClock(notice.suggested_end, timeZone) })}
            </Button>
          }
        >
          {t(notice.over_limit ? "reminders.notice.overLimit" : "reminders.notice.midnight", {
            start: zonedMoment(notice.start, timeZone, i18n.language),
            hours: notice.limit_hours,
          })}
        </Alert>
      )}
      {/* A link's question waits until the running timer is known. */}
      {request && !running.isPending && (
        <Suspense fallback={null}>
          <StopAtDialog
            key={`${request.id}-${request.at}`}
            log={log && log.id === request.id ? log : null}
            at={request.at}
            timeZone={timeZone}
            onClose={close}
          />
        </Suspense>
      )}
      <IdlePrompt log={log} idleMinutes={reminders.data?.idle_minutes ?? 0} timeZone={timeZone} />
    </>
  );
}
