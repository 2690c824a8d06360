import AddIcon from "@mui/icons-material/Add";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { TimeLogWriteSchema } from "@tempus/contract";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { checkBody } from "../../../lib/check-body.ts";
import { splitErrors } from "../../../lib/form-errors.ts";
import { hoursMinutes } from "../../../lib/time-format.ts";
import { useCreateTimeLog } from "../api.ts";
import { ProjectActivityPicker, useProjectChoices } from "../project-activity-picker.tsx";
import { entryTimes } from "../time-input.ts";
import { zonedToday } from "../zoned-time.ts";

/** The fields whose server message is shown at them. */
const FIELDS = ["project", "activity", "description", "start", "end", "billable"] as const;

/** What the dialog opens with: a day, and times when a calendar slot was chosen. */
export interface EntryDefaults {
  date?: string;
  start?: string;
  end?: string;
}

/**
 * A log typed by hand, with the keyboard alone: a date, a start, an end or a
 * duration ("9", "930", "9:30"; "1.5h", "90m", "1:30"), project and activity
 * with type-ahead, a description and billable. Enter in any field adds it;
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
  const [date, setDate] = useState(defaults.date ?? zonedToday(timeZone));
  const [start, setStart] = useState(defaults.start ?? "");
  const [end, setEnd] = useState(defaults.end ?? "");
  const [duration, setDuration] = useState("");
  const [project, setProject] = useState<number | "">("");
  const [activity, setActivity] = useState<number | "">("");
  const [description, setDescription] = useState("");
  const [billable, setBillable] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const times = entryTimes({ date, start, end, duration, timeZone });
  const lasts = times.ok
    ? hoursMinutes((new Date(times.end).getTime() - new Date(times.start).getTime()) / 1000)
    : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral([]);
    const found: Record<string, string> = {};
    if (!times.ok) {
      if (times.errors.date) found.date = t("entry.invalidDate");
      if (times.errors.start) found.start = t("entry.invalidTime");
      if (times.errors.end)
        found.end = end.trim() ? t("entry.invalidTime") : t("entry.endOrDuration");
      if (times.errors.duration) found.duration = t("entry.invalidDuration");
    }
    if (project === "") found.project = t("accounts:required");
    setErrors(found);
    if (!times.ok || project === "") return;
    try {
      const body = checkBody(TimeLogWriteSchema, {
        project,
        activity: activity === "" ? null : activity,
        description,
        start: times.start,
        end: times.end,
        billable,
      });
      await createTimeLog.mutateAsync(body);
      addAlert({
        color: "success",
        title: t("calendar.createdTitle"),
        text: t("calendar.createdText"),
      });
      onClose();
    } catch (error) {
      const split = splitErrors(error, FIELDS, t("accounts:unexpected"));
      setErrors(split.atFields);
      setGeneral(split.general);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-entry-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="add-entry-title">{t("entry.title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {general.map((message) => (
              <Alert key={message} severity="error">
                {message}
              </Alert>
            ))}
            <ProjectActivityPicker
              id="entry-project"
              project={project}
              activity={activity}
              choices={choices}
              autoFocus
              error={Boolean(errors.project || errors.activity)}
              helperText={errors.project ?? errors.activity}
              onChange={(nextProject, nextActivity) => {
                setProject(nextProject);
                setActivity(nextActivity);
              }}
            />
            <TextField
              id="entry-description"
              label={t("fields.description")}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              error={Boolean(errors.description)}
              helperText={errors.description}
            />
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <TextField
                id="entry-date"
                type="date"
                label={t("entry.date")}
                value={date}
                onChange={(event) => setDate(event.target.value)}
                error={Boolean(errors.date)}
                helperText={errors.date}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 2 }}
              />
              <TextField
                id="entry-start"
                label={t("fields.start")}
                value={start}
                onChange={(event) => setStart(event.target.value)}
                error={Boolean(errors.start)}
                helperText={errors.start ?? t("entry.timeHelp")}
                slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "off" } }}
                sx={{ flex: 1 }}
              />
              <TextField
                id="entry-end"
                label={t("fields.end")}
                value={end}
                onChange={(event) => setEnd(event.target.value)}
                error={Boolean(errors.end)}
                helperText={errors.end}
                slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "off" } }}
                sx={{ flex: 1 }}
              />
              <TextField
                id="entry-duration"
                label={t("detail.duration")}
                value={duration}
                onChange={(event) => setDuration(event.target.value)}
                error={Boolean(errors.duration)}
                helperText={errors.duration ?? t("entry.durationHelp")}
                slotProps={{ htmlInput: { autoComplete: "off" } }}
                sx={{ flex: 1 }}
              />
            </Stack>
            <FormControlLabel
              control={
                <Switch
                  checked={billable}
                  onChange={(event) => setBillable(event.target.checked)}
                />
              }
              label={t("fields.billable")}
            />
            {times.ok && (
              <Box role="status" data-testid="entry-summary">
                {t("entry.summary", {
                  start: new Date(times.start).toLocaleString(i18n.language, {
                    dateStyle: "medium",
                    timeStyle: "short",
                    timeZone,
                  }),
                  end: new Date(times.end).toLocaleTimeString(i18n.language, {
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

/** A page's heading with its "Add entry" button, which opens the dialog and gets the focus back. */
export function HeadingWithAddEntry({ title, timeZone }: { title: string; timeZone: string }) {
  const { t } = useTranslation("time");
  const [isAdding, setIsAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <AddEntryDialog
        open={isAdding}
        timeZone={timeZone}
        onClose={() => {
          setIsAdding(false);
          addButton.current?.focus();
        }}
      />
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Button
          ref={addButton}
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setIsAdding(true)}
        >
          {t("entry.open")}
        </Button>
      </Stack>
    </>
  );
}
