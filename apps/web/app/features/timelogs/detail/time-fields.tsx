import { Stack, TextField } from "@mui/material";
import type { TimeLogWriteBody } from "@tempus/contract";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { hoursMinutes } from "../../../lib/time-format.ts";
import { parseTypedDuration } from "../time-input.ts";
import { fromZonedInput, toZonedInput } from "../zoned-time.ts";

/** The editor's values as typed: start and end on the company's wall clock. */
export interface EditorValues {
  project: number | "";
  activity: number | "";
  description: string;
  start: string;
  end: string;
  /** A typed duration moves the end; it is not sent. */
  duration: string;
  billable: boolean;
  /** The tags' ids. */
  tags: number[];
}

/**
 * The editor shows start and end on the company's wall clock (where the server cuts
 * days), whatever the browser's zone; durations are measured between the instants.
 */
export function zonedFields(timeZone: string) {
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
export const asDuration = (minutes: number | null) =>
  minutes === null || minutes < 0 ? "" : hoursMinutes(minutes * 60);

/**
 * A log's start and end on the company's wall clock, and its duration: a typed duration moves
 * the end, a changed start or end the duration.
 */
export function TimeFields({
  form,
  timeZone,
  isLocked,
}: {
  form: UseFormReturn<EditorValues, unknown, TimeLogWriteBody>;
  timeZone: string;
  isLocked: boolean;
}) {
  const { t } = useTranslation("time");
  const { toInput, instant, minutesBetween } = zonedFields(timeZone);
  const { errors } = form.formState;
  const [start, duration] = form.watch(["start", "duration"]);
  return (
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
  );
}
