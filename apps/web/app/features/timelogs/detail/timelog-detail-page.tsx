import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { type TimeLog, TimeLogWriteSchema } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { useConfirmation } from "../../../components/confirmation.tsx";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { checkBody } from "../../../lib/check-body.ts";
import { splitErrors } from "../../../lib/form-errors.ts";
import { formatMoney } from "../../../lib/i18n.ts";
import { hoursMinutes } from "../../../lib/time-format.ts";
import { useCompanyTimeZone } from "../../masterdata/index.ts";
import { useDeleteTimeLog, useTimeLog, useUpdateTimeLog } from "../api.ts";
import { ProjectPickers } from "../project-pickers.tsx";
import { parseTypedDuration } from "../time-input.ts";
import { fromZonedInput, toZonedInput } from "../zoned-time.ts";
import { previewAmount } from "./price-preview.ts";

/** The fields of the editor that show their own message; the rest is shown above it. */
const EDITOR_FIELDS = ["start", "end", "non_field_errors"];

/**
 * The editor shows start and end on the company's wall clock (where the server cuts
 * days), whatever the browser's zone; durations are measured between the instants.
 */
function zonedFields(timeZone: string) {
  const instant = (value: string) => {
    const iso = fromZonedInput(value, timeZone);
    return iso === null ? null : new Date(iso).getTime();
  };
  /** Minutes from one input value to another, or null when either cannot be read. */
  const minutesBetween = (start: string, end: string) => {
    const [from, to] = [instant(start), instant(end)];
    return from === null || to === null ? null : Math.round((to - from) / 60_000);
  };
  /** Seconds from one input value to another, or null when unreadable or negative. */
  const secondsBetween = (start: string, end: string) => {
    const [from, to] = [instant(start), instant(end)];
    return from === null || to === null || to < from ? null : Math.floor((to - from) / 1000);
  };
  return {
    toInput: (iso: string | null) => toZonedInput(iso, timeZone),
    fromInput: (value: string) => (value ? fromZonedInput(value, timeZone) : null),
    instant,
    minutesBetween,
    secondsBetween,
  };
}

/** A duration as h:mm; nothing for a negative or unreadable one (never "NaN:NaN"). */
const asDuration = (minutes: number | null) =>
  minutes === null || minutes < 0 ? "" : hoursMinutes(minutes * 60);

function Editor({ log, timeZone }: { log: TimeLog; timeZone: string }) {
  const { toInput, fromInput, instant, minutesBetween, secondsBetween } = zonedFields(timeZone);
  const { t, i18n } = useTranslation("time");
  const { addAlert } = useAlerts();
  const navigate = useNavigate();
  // The list's address with its filters when the log was opened from it.
  const backTo =
    (useLocation().state as { list?: string } | null)?.list ?? "/app/project-time/timelog";
  const updateTimeLog = useUpdateTimeLog();
  const deleteTimeLog = useDeleteTimeLog();
  const [project, setProject] = useState<number | "">(log.project);
  const [activity, setActivity] = useState<number | "">(log.activity ?? "");
  const [description, setDescription] = useState(log.description);
  const [start, setStart] = useState(toInput(log.start));
  const [end, setEnd] = useState(toInput(log.end));
  const [duration, setDuration] = useState(() =>
    asDuration(minutesBetween(toInput(log.start), toInput(log.end))),
  );
  const [billable, setBillable] = useState(log.billable);
  const [saved, setSaved] = useState(log);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isLocked = log.invoice !== null;
  const money = (amount: string) => formatMoney(i18n.language, amount, saved.currency);
  // The price follows the fields as they change, at the rate the server resolved for the saved
  // log; a different project or activity may resolve another one (shown once saved).
  const typedSeconds = end ? secondsBetween(start, end) : null;
  const seconds = typedSeconds ?? saved.duration_seconds;
  const sameRate =
    project === saved.project && (activity === "" ? null : activity) === saved.activity;
  const amount = sameRate
    ? (previewAmount({
        rate: saved.hourly_rate,
        rateType: saved.rate_type,
        seconds,
        billable,
        digitsLike: saved.amount,
      }) ?? saved.amount)
    : null;

  const save = async () => {
    setErrors({});
    try {
      const body = checkBody(TimeLogWriteSchema, {
        project,
        activity: activity === "" ? null : activity,
        description,
        start: fromInput(start),
        end: fromInput(end),
        billable,
      });
      const updated = await updateTimeLog.mutateAsync({ id: log.id, body });
      setSaved(updated);
      addAlert({
        color: "success",
        title: t("detail.savedTitle"),
        text: t("detail.savedText", { amount: money(updated.amount) }),
      });
    } catch (error) {
      setErrors(splitErrors(error, EDITOR_FIELDS, "").atFields);
      addAlert({
        color: "error",
        title: t("detail.failedTitle"),
        text: t("accounts:profile.failedText"),
      });
    }
  };

  const confirmation = useConfirmation();
  const remove = async () => {
    const sure = await confirmation.ask({
      title: t("list.confirmDeleteTitle", { count: 1 }),
      text: t("common:dialogs.cannotUndo"),
      action: t("list.delete"),
    });
    if (!sure) return;
    try {
      await deleteTimeLog.mutateAsync(log.id);
      addAlert({
        color: "success",
        title: t("list.deletedTitle"),
        text: t("list.deletedText", { count: 1 }),
      });
      navigate(backTo);
    } catch {
      addAlert({
        color: "error",
        title: t("list.deleteFailedTitle"),
        text: t("list.deleteFailedText", { count: 1 }),
      });
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      {confirmation.dialog}
      {isLocked && <Alert severity="info">{t("detail.locked")}</Alert>}
      {errors.non_field_errors && <Alert severity="error">{errors.non_field_errors}</Alert>}
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        <ProjectPickers
          project={project}
          activity={activity}
          onProject={setProject}
          onActivity={setActivity}
        />
      </Stack>
      <TextField
        label={t("fields.description")}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        disabled={isLocked}
        multiline
      />
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        <TextField
          type="datetime-local"
          label={t("fields.start")}
          value={start}
          onChange={(event) => {
            setStart(event.target.value);
            setDuration(asDuration(minutesBetween(event.target.value, end)));
          }}
          error={Boolean(errors.start)}
          helperText={errors.start}
          disabled={isLocked}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "start-input" } }}
        />
        <TextField
          type="datetime-local"
          label={t("fields.end")}
          value={end}
          onChange={(event) => {
            setEnd(event.target.value);
            setDuration(asDuration(minutesBetween(start, event.target.value)));
          }}
          error={Boolean(errors.end)}
          helperText={errors.end}
          disabled={isLocked}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "end-input" } }}
        />
        <TextField
          label={t("detail.duration")}
          value={duration}
          onChange={(event) => {
            setDuration(event.target.value);
            const minutes = parseTypedDuration(event.target.value);
            const from = instant(start);
            if (minutes !== null && from !== null)
              setEnd(toInput(new Date(from + minutes * 60_000).toISOString()));
          }}
          error={duration !== "" && parseTypedDuration(duration) === null}
          helperText={t("detail.durationHelp")}
          disabled={isLocked || !start}
          slotProps={{ htmlInput: { "data-testid": "duration-input" } }}
          sx={{ maxWidth: 160 }}
        />
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={billable}
            onChange={(event) => setBillable(event.target.checked)}
            disabled={isLocked}
          />
        }
        label={t("fields.billable")}
      />
      <Typography data-testid="rate-and-amount" aria-live="polite">
        {t("detail.rateAndAmount", {
          duration: hoursMinutes(seconds),
          rate: saved.hourly_rate
            ? `${money(saved.hourly_rate)}${saved.rate_type === "fixed" ? ` (${t("detail.fixed")})` : "/h"}`
            : t("detail.noRate"),
          amount: amount === null ? "–" : money(amount),
        })}
        {sameRate ? "" : ` ${t("detail.rateOnSave")}`}
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={save} disabled={isLocked}>
          {t("detail.save")}
        </Button>
        <Button onClick={() => navigate(backTo)}>{t("detail.back")}</Button>
        <Button color="error" onClick={remove} disabled={isLocked} sx={{ ml: "auto" }}>
          {t("list.delete")}
        </Button>
      </Stack>
    </Stack>
  );
}

/** One time log, to change or delete. */
export function TimeLogDetailPage({ id }: { id: string }) {
  const { t } = useTranslation("time");
  const log = useTimeLog(id);
  const timeZone = useCompanyTimeZone();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" component="h1" gutterBottom>
          {t("detail.title")}
        </Typography>
        {log.isError && <Alert severity="error">{t("detail.notFound")}</Alert>}
        {log.data && timeZone ? (
          <Editor log={log.data} timeZone={timeZone} />
        ) : (
          !log.isError && <ListStatus state="loading" />
        )}
      </CardContent>
    </Card>
  );
}
