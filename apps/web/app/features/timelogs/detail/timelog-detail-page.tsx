import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from "@mui/material";
import {
  type TimeLog,
  type TimeLogWriteBody,
  TimeLogWriteSchema,
  type User,
} from "@tempus/contract";
import { canManageCompany } from "@tempus/contract/policies";
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
import { billedDuration, hoursMinutes, logDuration } from "../../../lib/time-format.ts";
import { useCompanyTimeZone } from "../../masterdata/index.ts";
import { useDeleteTimeLog, useTimeLog, useUpdateTimeLog } from "../api.ts";
import { ProjectPickers } from "../project-pickers.tsx";
import { TagPicker } from "../tag-picker.tsx";
import { previewAmount } from "./price-preview.ts";
import { asDuration, type EditorValues, TimeFields, zonedFields } from "./time-fields.tsx";
import { TimeLogHistoryCard } from "./timelog-history.tsx";

/**
 * The fields of the editor that show their own message; the rest (the project and
 * activity pickers and the switch show none) is shown above it.
 */
const FIELDS = ["description", "start", "end", "tags"] as const;

function Editor({ log, timeZone }: { log: TimeLog; timeZone: string }) {
  const { toInput, fromInput, minutesBetween, secondsBetween } = zonedFields(timeZone);
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
      tags: log.tags,
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
        tags: values.tags,
      })),
    ),
    // The focus stays on Save when something is refused; each message is at its field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [general, setGeneral] = useState<string[]>([]);
  const { project, activity, start, end, billable } = form.watch();
  const [saved, setSaved] = useState(log);
  const isLocked = log.invoice !== null;
  const money = (amount: string) => formatMoney(i18n.language, amount, saved.currency);
  // The price follows the fields as they change, at the rate the server resolved for the saved
  // log; a different project or activity may resolve another one (shown once saved).
  const typedSeconds = end ? secondsBetween(start, end) : null;
  const seconds = typedSeconds ?? saved.duration_seconds;
  const sameRate =
    project === saved.project && (activity === "" ? null : activity) === saved.activity;
  // Billing rounding (decision 031): a log whose billed time is not its worked time follows a
  // rule the page does not resolve; its amount is the saved one until the change is saved.
  const unchanged = sameRate && seconds === saved.duration_seconds && billable === saved.billable;
  const rounded = saved.billable && saved.billed_seconds !== saved.duration_seconds;
  // A member's log has no rate or amount unless the company shows them (decision 039).
  const showsAmount = saved.amount !== undefined;
  const amount = !showsAmount
    ? null
    : unchanged
      ? (saved.amount ?? null)
      : sameRate && !rounded
        ? (previewAmount({
            rate: saved.hourly_rate ?? null,
            rateType: saved.rate_type,
            seconds,
            billable,
            digitsLike: saved.amount ?? "0",
          }) ??
          saved.amount ??
          null)
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
          text:
            updated.amount === undefined
              ? t("detail.savedPlain")
              : t("detail.savedText", { amount: money(updated.amount) }),
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
      <TimeFields form={form} timeZone={timeZone} isLocked={isLocked} />
      <Controller
        name="tags"
        control={form.control}
        render={({ field }) => (
          <TagPicker
            id="log-tags"
            value={field.value}
            onChange={field.onChange}
            disabled={isLocked}
            error={Boolean(errors.tags)}
            helperText={errors.tags?.message}
          />
        )}
      />
      <SwitchField
        name="billable"
        control={form.control}
        label={t("fields.billable")}
        disabled={isLocked}
      />
      {showsAmount && (
        <Typography data-testid="rate-and-amount" aria-live="polite">
          {t("detail.rateAndAmount", {
            duration: hoursMinutes(seconds),
            rate: saved.hourly_rate
              ? `${money(saved.hourly_rate)}${saved.rate_type === "fixed" ? ` (${t("detail.fixed")})` : "/h"}`
              : t("detail.noRate"),
            amount: amount === null ? "–" : money(amount),
          })}
          {amount !== null ? "" : ` ${t("detail.rateOnSave")}`}
        </Typography>
      )}
      {unchanged && rounded && (
        <Typography data-testid="billed-time" color="text.secondary">
          {t("detail.billed", {
            time: billedDuration(saved.billed_seconds),
            worked: logDuration(saved.duration_seconds),
          })}
        </Typography>
      )}
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

/** One time log, to change or delete; its history below for owners and admins. */
export function TimeLogDetailPage({ id, user }: { id: string; user: User }) {
  const { t } = useTranslation("time");
  const log = useTimeLog(id);
  const timeZone = useCompanyTimeZone();
  return (
    <Stack spacing={3}>
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
      {canManageCompany(user) && log.data && timeZone && (
        <TimeLogHistoryCard id={id} timeZone={timeZone} />
      )}
    </Stack>
  );
}
