import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from "@mui/material";
import { type TimeLog, type TimeLogWriteBody, TimeLogWriteSchema } from "@tempus/contract";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { useConfirmation } from "../../../components/confirmation.tsx";
import { contractResolver, requiring } from "../../../components/forms/contract-resolver.ts";
import { FormErrors } from "../../../components/forms/form-errors.tsx";
import { SwitchField } from "../../../components/forms/switch-field.tsx";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { formatMoney } from "../../../lib/i18n.ts";
import { hoursMinutes } from "../../../lib/time-format.ts";
import { useCompanyTimeZone } from "../../masterdata/index.ts";
import { useDeleteTimeLog, useTimeLog, useUpdateTimeLog } from "../api.ts";
import { ProjectPickers } from "../project-pickers.tsx";
import { parseTypedDuration } from "../time-input.ts";
import { fromZonedInput, toZonedInput } from "../zoned-time.ts";
import { previewAmount } from "./price-preview.ts";

/**
 * The fields of the editor that show their own message; the rest (the project and
 * activity pickers and the switch show none) is shown above it.
 */
const FIELDS = ["description", "start", "end"] as const;

/** The editor's values as typed: start and end on the company's wall clock. */
interface EditorValues {
  project: number | "";
  activity: number | "";
  description: string;
  start: string;
  end: string;
  /** A typed duration moves the end; it is not sent. */
  duration: string;
  billable: boolean;
}

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
  const form = useForm<EditorValues, unknown, TimeLogWriteBody>({
    defaultValues: {
      project: log.project,
      activity: log.activity ?? "",
      description: log.description,
      start: toInput(log.start),
      end: toInput(log.end),
      duration: asDuration(minutesBetween(toInput(log.start), toInput(log.end))),
      billable: log.billable,
    },
    // A start left empty is asked for in the app's language; the rest is the contract's to judge:
    // a choice left empty as null, start and end read on the company's clock as the instants
    // they are.
    resolver: requiring(
      ["start"],
      t("common:form.required"),
      contractResolver(TimeLogWriteSchema, (values: EditorValues) => ({
        project: values.project === "" ? null : values.project,
        activity: values.activity === "" ? null : values.activity,
        description: values.description,
        start: fromInput(values.start),
        end: fromInput(values.end),
        billable: values.billable,
      })),
    ),
    // The focus stays on Save when something is refused; each message is at its field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [general, setGeneral] = useState<string[]>([]);
  const { project, activity, start, end, duration, billable } = form.watch();
  const [saved, setSaved] = useState(log);
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

  const failed = () =>
    addAlert({
      color: "error",
      title: t("detail.failedTitle"),
      text: t("accounts:profile.failedText"),
    });
  const save = form.handleSubmit(
    async (body) => {
      try {
        const updated = await updateTimeLog.mutateAsync({ id: log.id, body });
        setSaved(updated);
        addAlert({
          color: "success",
          title: t("detail.savedTitle"),
          text: t("detail.savedText", { amount: money(updated.amount) }),
        });
      } catch (error) {
        // A failure without any message is said by the alert alone.
        setGeneral(applyServerErrors(error, FIELDS, form.setError, "").filter(Boolean));
        failed();
      }
    },
    () => failed(),
  );
  const submit = () => {
    setGeneral([]);
    void save();
  };
  // The pickers and the switch show no message of their own: theirs are said above the editor.
  const messages = [
    errors.root?.message,
    errors.project?.message,
    errors.activity?.message,
    errors.billable?.message,
    ...general,
  ].filter((message): message is string => Boolean(message));

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
      <FormErrors messages={messages} />
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        <ProjectPickers
          project={project}
          activity={activity}
          onProject={(next) => form.setValue("project", next)}
          onActivity={(next) => form.setValue("activity", next)}
        />
      </Stack>
      <Controller
        name="description"
        control={form.control}
        render={({ field }) => (
          <TextField
            label={t("fields.description")}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(errors.description)}
            helperText={errors.description?.message}
            disabled={isLocked}
            multiline
          />
        )}
      />
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        <Controller
          name="start"
          control={form.control}
          render={({ field }) => (
            <TextField
              type="datetime-local"
              label={t("fields.start")}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                form.setValue(
                  "duration",
                  asDuration(minutesBetween(event.target.value, form.getValues("end"))),
                );
              }}
              onBlur={field.onBlur}
              error={Boolean(errors.start)}
              helperText={errors.start?.message}
              disabled={isLocked}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { "data-testid": "start-input" },
              }}
            />
          )}
        />
        <Controller
          name="end"
          control={form.control}
          render={({ field }) => (
            <TextField
              type="datetime-local"
              label={t("fields.end")}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                form.setValue(
                  "duration",
                  asDuration(minutesBetween(form.getValues("start"), event.target.value)),
                );
              }}
              onBlur={field.onBlur}
              error={Boolean(errors.end)}
              helperText={errors.end?.message}
              disabled={isLocked}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { "data-testid": "end-input" },
              }}
            />
          )}
        />
        <Controller
          name="duration"
          control={form.control}
          render={({ field }) => (
            <TextField
              label={t("detail.duration")}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                const minutes = parseTypedDuration(event.target.value);
                const from = instant(form.getValues("start"));
                if (minutes !== null && from !== null)
                  form.setValue(
                    "end",
                    toInput(new Date(from + minutes * 60_000).toISOString()),
                    // After a refused save, the end's message follows the end it now has.
                    { shouldValidate: form.formState.isSubmitted },
                  );
              }}
              onBlur={field.onBlur}
              error={duration !== "" && parseTypedDuration(duration) === null}
              helperText={t("detail.durationHelp")}
              disabled={isLocked || !start}
              slotProps={{ htmlInput: { "data-testid": "duration-input" } }}
              sx={{ maxWidth: 160 }}
            />
          )}
        />
      </Stack>
      <SwitchField
        name="billable"
        control={form.control}
        label={t("fields.billable")}
        disabled={isLocked}
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
        <Button variant="contained" onClick={submit} disabled={isLocked}>
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
