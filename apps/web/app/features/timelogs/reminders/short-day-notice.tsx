import CloseIcon from "@mui/icons-material/Close";
import { Alert, Button, IconButton } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatLocale } from "../../../lib/i18n.ts";
import { hoursMinutes } from "../../../lib/time-format.ts";
import { useReminders } from "./api.ts";

/** The last short day dismissed in this browser: its notice does not come back. */
const DISMISSED_KEY = "tempus.reminders.dismissedDay";

const dismissedDay = () => {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
};

/**
 * The dashboard's notice of a short yesterday (a working day with less than the daily target),
 * as the reminder mail says it, with a way to the list to add the time.
 */
export function ShortDayNotice() {
  const { t, i18n } = useTranslation("time");
  const reminders = useReminders();
  const [dismissed, setDismissed] = useState(dismissedDay);
  const short = reminders.data?.short_day;
  if (!short || dismissed === short.day) return null;
  const day = new Intl.DateTimeFormat(formatLocale(i18n.language), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${short.day}T12:00:00Z`));
  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, short.day);
    } catch {
      // Without storage the notice goes for this page only.
    }
    setDismissed(short.day);
  };
  return (
    <Alert
      severity="info"
      data-testid="short-day-notice"
      action={
        <>
          <Button component={Link} to="/app/project-time/timelog" color="inherit" size="small">
            {t("reminders.notice.addTime")}
          </Button>
          <IconButton
            aria-label={t("reminders.notice.dismiss")}
            color="inherit"
            size="small"
            onClick={dismiss}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      {t("reminders.notice.shortDay", {
        day,
        tracked: hoursMinutes(short.tracked_seconds),
        target: hoursMinutes(short.target_seconds),
      })}
    </Alert>
  );
}
