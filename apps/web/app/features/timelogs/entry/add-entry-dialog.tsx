import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from "@mui/material";
import { type TimeLogWriteBody, TimeLogWriteSchema } from "@tempus/contract";
import { type FormEvent, useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { contractResolver } from "../../../components/forms/contract-resolver.ts";
import { SwitchField } from "../../../components/forms/switch-field.tsx";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { formatLocale } from "../../../lib/i18n.ts";
import { hoursMinutes } from "../../../lib/time-format.ts";
import { isNetworkFailure, isOffline, queueCreate } from "../../offline/index.ts";
import { useCreateTimeLog } from "../api.ts";
import { ProjectActivityPicker, useProjectChoices } from "../project-activity-picker.tsx";
import { TagPicker } from "../tag-picker.tsx";
import { zonedToday } from "../zoned-time.ts";
import { type EntryValues, entryBody, entryProblems, timesOf } from "./entry-form.ts";

/**
 * The fields whose server message is shown at them (one for `billable`, whose
 * switch shows none, is shown above the form).
 */
const FIELDS = ["project", "activity", "description", "start", "end", "tags"] as const;

/** What the dialog opens with: a day, and times when a calendar slot was chosen. */
export interface EntryDefaults {
  date?: string;
  start?: string;
  end?: string;
}

/**
 * A log typed by hand, with the keyboard alone: a date, a start, an end or a
 * duration ("9", "930", "9:30"; "1.5h", "90m", "1:30"), project and activity
 * with type-ahead, a description, tags and billable. Enter in any field adds it;
 * what cannot be read is said at its field and nothing is sent.
 */
export function AddEntryDialog({
  open,
  onClose,
  defaults,
  timeZone,
}: {
  open: boolean;
  onClose: () => void;
  defaults?: EntryDefaults;
  /** The zone the typed times are in (the company's). */
  timeZone: string;
}) {
  return open ? (
    <EntryForm onClose={onClose} defaults={defaults ?? {}} timeZone={timeZone} />
  ) : null;
}

function EntryForm({
  onClose,
  defaults,
  timeZone,
}: {
  onClose: () => void;
  defaults: EntryDefaults;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation("time");
  const { addAlert } = useAlerts();
  const createTimeLog = useCreateTimeLog();
  const { choices } = useProjectChoices();
  // The typed wall-clock times become instants in the company's zone in the body (entryBody).
  const checked = contractResolver<EntryValues, typeof TimeLogWriteSchema>(
    TimeLogWriteSchema,
    (values) => entryBody(values, timeZone),
  );
  // What cannot be read is said at its field in the app's language, before the schema.
  const resolver: Resolver<EntryValues, unknown, TimeLogWriteBody> = async (
    values,
    context,
    options,
  ) => {
    const problems = Object.entries(entryProblems(values, timeZone));
    if (problems.length === 0) return checked(values, context, options);
    return {
      values: {},
      errors: Object.fromEntries(
        problems.map(([field, problem]) => [
          field,
          {
            type: problem,
            message: problem === "required" ? t("accounts:required") : t(`entry.${problem}`),
          },
        ]),
      ) as FieldErrors<EntryValues>,
    };
  };
  const form = useForm<EntryValues, unknown, TimeLogWriteBody>({
    defaultValues: {
      project: "",
      activity: "",
      description: "",
      date: defaults.date ?? zonedToday(timeZone),
      start: defaults.start ?? "",
      end: defaults.end ?? "",
      duration: "",
      billable: true,
      tags: [],
    },
    resolver,
  });
  const { errors } = form.formState;
  const [general, setGeneral] = useState<string[]>([]);
  const values = form.watch();
  const times = timesOf(values, timeZone);
  const lasts = times.ok
    ? hoursMinutes((new Date(times.end).getTime() - new Date(times.start).getTime()) / 1000)
    : null;

  /** Without a connection the entry waits in the offline queue (decision 033). */
  const queue = (body: TimeLogWriteBody) => {
    queueCreate({
      project: body.project as number,
      activity: (body.activity as number | null | undefined) ?? null,
      description: body.description ?? "",
      billable: body.billable ?? true,
      start: body.start as string,
      end: body.end ?? null,
      ...(body.tags ? { tags: body.tags as number[] } : {}),
    });
    addAlert({ color: "info", title: t("offline.entryTitle"), text: t("offline.queuedText") });
    onClose();
  };
  const send = form.handleSubmit(async (body) => {
    if (isOffline()) return queue(body);
    try {
      await createTimeLog.mutateAsync(body);
      addAlert({
        color: "success",
        title: t("calendar.createdTitle"),
        text: t("calendar.createdText"),
      });
      onClose();
    } catch (error) {
      if (isNetworkFailure(error)) return queue(body);
      setGeneral(applyServerErrors(error, FIELDS, form.setError, t("accounts:unexpected")));
    }
  });
  const submit = (event: FormEvent) => {
    setGeneral([]);
    void send(event);
  };

  const messages = [...(errors.root?.message ? [errors.root.message] : []), ...general];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-entry-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="add-entry-title">{t("entry.title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {messages.map((message) => (
              <Alert key={message} severity="error">
                {message}
              </Alert>
            ))}
            <Controller
              name="project"
              control={form.control}
              render={({ field }) => (
                <ProjectActivityPicker
                  id="entry-project"
                  project={field.value}
                  activity={values.activity}
                  choices={choices}
                  autoFocus
                  error={Boolean(errors.project || errors.activity)}
                  helperText={errors.project?.message ?? errors.activity?.message}
                  onChange={(nextProject, nextActivity) => {
                    form.setValue("activity", nextActivity);
                    field.onChange(nextProject);
                  }}
                />
              )}
            />
            <Controller
              name="description"
              control={form.control}
              render={({ field }) => (
                <TextField
                  id="entry-description"
                  label={t("fields.description")}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  error={Boolean(errors.description)}
                  helperText={errors.description?.message}
                />
              )}
            />
            <Controller
              name="tags"
              control={form.control}
              render={({ field }) => (
                <TagPicker
                  id="entry-tags"
                  value={field.value}
                  onChange={field.onChange}
                  error={Boolean(errors.tags)}
                  helperText={errors.tags?.message}
                />
              )}
            />
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <Controller
                name="date"
                control={form.control}
                render={({ field }) => (
                  <TextField
                    id="entry-date"
                    type="date"
                    label={t("entry.date")}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    error={Boolean(errors.date)}
                    helperText={errors.date?.message}
                    slotProps={{ inputLabel: { shrink: true } }}
                    sx={{ flex: 2 }}
                  />
                )}
              />
              <Controller
                name="start"
                control={form.control}
                render={({ field }) => (
                  <TextField
                    id="entry-start"
                    label={t("fields.start")}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    error={Boolean(errors.start)}
                    helperText={errors.start?.message ?? t("entry.timeHelp")}
                    slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "off" } }}
                    sx={{ flex: 1 }}
                  />
                )}
              />
              <Controller
                name="end"
                control={form.control}
                render={({ field }) => (
                  <TextField
                    id="entry-end"
                    label={t("fields.end")}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    error={Boolean(errors.end)}
                    helperText={errors.end?.message}
                    slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "off" } }}
                    sx={{ flex: 1 }}
                  />
                )}
              />
              <Controller
                name="duration"
                control={form.control}
                render={({ field }) => (
                  <TextField
                    id="entry-duration"
                    label={t("detail.duration")}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    error={Boolean(errors.duration)}
                    helperText={errors.duration?.message ?? t("entry.durationHelp")}
                    slotProps={{ htmlInput: { autoComplete: "off" } }}
                    sx={{ flex: 1 }}
                  />
                )}
              />
            </Stack>
            <SwitchField name="billable" control={form.control} label={t("fields.billable")} />
            {times.ok && (
              <Box role="status" data-testid="entry-summary">
                {t("entry.summary", {
                  start: new Date(times.start).toLocaleString(formatLocale(i18n.language), {
                    dateStyle: "medium",
                    timeStyle: "short",
                    timeZone,
                  }),
                  end: new Date(times.end).toLocaleTimeString(formatLocale(i18n.language), {
                    timeStyle: "short",
                    timeZone,
                  }),
                  duration: lasts,
                })}
              </Box>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("common:dialogs.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={createTimeLog.isPending}>
            {t("entry.add")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
