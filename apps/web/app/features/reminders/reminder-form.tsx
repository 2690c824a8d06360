import {
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from "@mui/material";
import {
  REMINDER_LIMITS,
  type ReminderDefaults,
  ReminderDefaultsWriteSchema,
  ReminderSettingsWriteSchema,
  WEEKDAYS,
} from "@tempus/contract";
import { useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { contractResolver, refusedByContract } from "../../components/forms/contract-resolver.ts";
import { Field } from "../../components/forms/field.tsx";
import { FormErrors } from "../../components/forms/form-errors.tsx";
import { applyServerErrors } from "../../lib/form-errors.ts";
import { formatLocale } from "../../lib/i18n.ts";
import { hoursMinutes } from "../../lib/time-format.ts";
import { parseTypedDuration } from "../timelogs/index.ts";

/**
 * The reminders' fields, for a user's own settings ("own": every field may be left to the
 * company's default) and for the company's defaults ("defaults": every field has a value).
 */
export type ReminderFormMode = "own" | "defaults";

export interface ReminderFormValues {
  reminders_enabled: "" | "on" | "off";
  /** Own mode: whether the user chose working days of their own. */
  own_days: boolean;
  working_days: number[];
  daily_target: string;
  timer_limit_hours: string;
  idle_minutes: string;
}

type Body = Record<string, unknown>;
const FIELDS = [
  "reminders_enabled",
  "working_days",
  "daily_target",
  "timer_limit_hours",
  "idle_minutes",
] as const;

/** A setting as the form shows it: "" for none (the company's default). */
export function formValues(
  values: { [K in keyof ReminderDefaults]: ReminderDefaults[K] | null },
): ReminderFormValues {
  return {
    reminders_enabled:
      values.reminders_enabled === null ? "" : values.reminders_enabled ? "on" : "off",
    own_days: values.working_days !== null,
    working_days: values.working_days ?? [],
    daily_target:
      values.daily_target_minutes === null ? "" : hoursMinutes(values.daily_target_minutes * 60),
    timer_limit_hours: values.timer_limit_hours === null ? "" : String(values.timer_limit_hours),
    idle_minutes: values.idle_minutes === null ? "" : String(values.idle_minutes),
  };
}

/** The form's values as the write's body: an empty field is null (the company's default). */
function toBody(mode: ReminderFormMode, values: ReminderFormValues): Body {
  const number = (text: string) => (text.trim() === "" ? null : Number(text.trim()));
  return {
    reminders_enabled: values.reminders_enabled === "" ? null : values.reminders_enabled === "on",
    working_days: mode === "defaults" || values.own_days ? values.working_days : null,
    daily_target_minutes:
      values.daily_target.trim() === "" ? null : parseTypedDuration(values.daily_target),
    timer_limit_hours: number(values.timer_limit_hours),
    idle_minutes: number(values.idle_minutes),
  };
}

/** Weekday names (1 Monday … 7 Sunday) in the page's language. */
export function weekdayName(language: string, day: number, width: "short" | "long" = "short") {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(formatLocale(language), {
    weekday: width,
    timeZone: "UTC",
  }).format(Date.UTC(2024, 0, day));
}

/**
 * The reminders' form: reminders on or off, working days, the daily target (typed as a duration,
 * "8:00" or "7,5"), the timer's limit in hours and the idle minutes. Each field's words are the
 * app's; the contract's write schema checks the body before it is sent.
 */
export function ReminderForm({
  mode,
  initial,
  defaults,
  readOnly = false,
  saveLabel,
  onSave,
  failedText,
}: {
  mode: ReminderFormMode;
  initial: ReminderFormValues;
  /** Own mode: the company's defaults, shown where a field is left empty. */
  defaults?: ReminderDefaults;
  readOnly?: boolean;
  saveLabel: string;
  onSave: (body: Body) => Promise<void>;
  failedText: string;
}) {
  const { t, i18n } = useTranslation("time");
  const [errors, setErrors] = useState<string[]>([]);
  const own = mode === "own";
  const schema = own ? ReminderSettingsWriteSchema : ReminderDefaultsWriteSchema;
  const range = (min: number, max: number) => t("reminders.settings.range", { min, max });
  const wholeNumber = (text: string, limits: { min: number; max: number }) => {
    if (!/^\d+$/.test(text.trim())) return false;
    const value = Number(text.trim());
    return value >= limits.min && value <= limits.max;
  };
  // The app's own words first (what a person may type wrong), then the contract's check.
  const resolver: Resolver<ReminderFormValues, unknown, Body> = (values, context, options) => {
    const found: Record<string, { type: string; message: string }> = {};
    const check = (name: (typeof FIELDS)[number], message: string | null) => {
      if (message) found[name] = { type: "app", message };
    };
    const empty = (text: string) => text.trim() === "";
    const required = !own && t("common:form.required");
    check(
      "daily_target",
      empty(values.daily_target)
        ? required || null
        : parseTypedDuration(values.daily_target) === null
          ? t("reminders.settings.invalidDuration")
          : null,
    );
    const { timerLimitHours, idleMinutes } = REMINDER_LIMITS;
    check(
      "timer_limit_hours",
      empty(values.timer_limit_hours)
        ? required || null
        : wholeNumber(values.timer_limit_hours, timerLimitHours)
          ? null
          : range(timerLimitHours.min, timerLimitHours.max),
    );
    check(
      "idle_minutes",
      empty(values.idle_minutes)
        ? required || null
        : wholeNumber(values.idle_minutes, idleMinutes)
          ? null
          : range(idleMinutes.min, idleMinutes.max),
    );
    if (Object.keys(found).length > 0)
      return { values: {}, errors: found as FieldErrors<ReminderFormValues> };
    return contractResolver(schema, (checked: ReminderFormValues) => toBody(mode, checked))(
      values,
      context,
      options,
    );
  };
  const form = useForm<ReminderFormValues, unknown, Body>({ defaultValues: initial, resolver });
  const submit = form.handleSubmit(
    async (body) => {
      setErrors([]);
      try {
        await onSave(body);
        form.reset(form.getValues());
      } catch (error) {
        setErrors(
          applyServerErrors(
            error,
            ["reminders_enabled", "working_days", "timer_limit_hours", "idle_minutes"],
            form.setError,
            failedText,
          ),
        );
      }
    },
    (refused) => {
      if (refusedByContract(refused)) setErrors([]);
    },
  );
  const language = i18n.language;
  const dayList = (days: readonly number[]) =>
    days.length === 0
      ? t("reminders.settings.noDays")
      : days.map((day) => weekdayName(language, day)).join(", ");
  const fallback = (value: string) => (own && defaults ? value : "");
  const helper = (key: string, value: string) =>
    own ? t(`reminders.settings.${key}`, { value }) : t(`reminders.defaults.${key}`);
  const ownDays = form.watch("own_days");
  const root = form.formState.errors.root?.message;
  const serverDaysError = form.formState.errors.working_days?.message;

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 520 }}>
      <FormErrors messages={root ? [root, ...errors] : errors} />
      <Controller
        name="reminders_enabled"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            select
            id={`${mode}-reminders_enabled`}
            label={own ? t("reminders.settings.enabled") : t("reminders.defaults.enabled")}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            disabled={readOnly}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            fullWidth
          >
            {own && defaults && (
              <MenuItem value="">
                {t("reminders.settings.companyDefault", {
                  value: t(
                    defaults.reminders_enabled ? "reminders.settings.on" : "reminders.settings.off",
                  ),
                })}
              </MenuItem>
            )}
            <MenuItem value="on">{t("reminders.settings.on")}</MenuItem>
            <MenuItem value="off">{t("reminders.settings.off")}</MenuItem>
          </TextField>
        )}
      />
      <FormControl component="fieldset" disabled={readOnly}>
        <FormLabel component="legend">{t("reminders.settings.workingDays")}</FormLabel>
        {own && defaults && (
          <Controller
            name="own_days"
            control={form.control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => {
                      field.onChange(event.target.checked);
                      // One's own days start from the company's.
                      if (event.target.checked && form.getValues("working_days").length === 0)
                        form.setValue("working_days", [...defaults.working_days]);
                    }}
                  />
                }
                label={
                  field.value
                    ? t("reminders.settings.ownDays")
                    : `${t("reminders.settings.ownDays")} · ${t(
                        "reminders.settings.companyDefault",
                        {
                          value: dayList(defaults.working_days),
                        },
                      )}`
                }
              />
            )}
          />
        )}
        <Controller
          name="working_days"
          control={form.control}
          render={({ field }) => (
            <ToggleButtonGroup
              value={own && !ownDays && defaults ? defaults.working_days : field.value}
              onChange={(_event, days: number[]) => field.onChange([...days].sort((a, b) => a - b))}
              disabled={readOnly || (own && !ownDays)}
              size="small"
              sx={{ flexWrap: "wrap", mt: 1 }}
            >
              {WEEKDAYS.map((day) => (
                <ToggleButton
                  key={day}
                  value={day}
                  // Named by what it shows (axe: label-content-name-mismatch); the full name on hover.
                  title={weekdayName(language, day, "long")}
                  sx={{ minWidth: 48 }}
                >
                  {weekdayName(language, day)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        />
        {serverDaysError && (
          <FormLabel error sx={{ mt: 1 }}>
            {serverDaysError}
          </FormLabel>
        )}
      </FormControl>
      <Field
        name="daily_target"
        label={t("reminders.settings.dailyTarget")}
        register={form.register}
        errors={form.formState.errors}
        disabled={readOnly}
        placeholder={fallback(defaults ? hoursMinutes(defaults.daily_target_minutes * 60) : "")}
        helperText={helper(
          "dailyTargetHelp",
          defaults ? hoursMinutes(defaults.daily_target_minutes * 60) : "",
        )}
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
      />
      <Field
        name="timer_limit_hours"
        label={t("reminders.settings.timerLimit")}
        register={form.register}
        errors={form.formState.errors}
        disabled={readOnly}
        placeholder={fallback(String(defaults?.timer_limit_hours ?? ""))}
        helperText={helper("timerLimitHelp", String(defaults?.timer_limit_hours ?? ""))}
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
      />
      <Field
        name="idle_minutes"
        label={t("reminders.settings.idleMinutes")}
        register={form.register}
        errors={form.formState.errors}
        disabled={readOnly}
        placeholder={fallback(String(defaults?.idle_minutes ?? ""))}
        helperText={helper("idleHelp", String(defaults?.idle_minutes ?? ""))}
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
      />
      {!readOnly && (
        <div>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {saveLabel}
          </Button>
        </div>
      )}
    </Stack>
  );
}
