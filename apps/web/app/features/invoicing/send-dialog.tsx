import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { InvoiceSendSchema } from "@tempus/contract";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { contractResolver } from "../../components/forms/contract-resolver.ts";
import { ApiError, firstErrorMessage } from "../../lib/api-client.ts";
import { applyServerErrors } from "../../lib/form-errors.ts";
import { useSavedReports } from "../reports/index.ts";
import {
  type InvoiceDetail,
  type SendBody,
  type SendDefaults,
  useSendDefaults,
  useSendInvoice,
} from "./api.ts";

const FIELDS = ["to", "cc", "message", "timesheet"] as const;

/** The mail as typed: To and CC as text, addresses separated by commas. */
interface SendValues {
  to: string;
  cc: string;
  message: string;
  copy_to_me: boolean;
  /** A PDF timesheet to attach: none (""), the invoice's own time ("invoice") or a saved report's id. */
  timesheet: string;
}

/** The addresses of a field as typed: separated by commas, semicolons, spaces or lines. */
const addressesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The body of `POST …/send/`: the addresses of To and CC as lists. */
const sendBody = (values: SendValues) => ({
  to: addressesOf(values.to),
  cc: addressesOf(values.cc),
  message: values.message,
  copy_to_me: values.copy_to_me,
  // Without a timesheet the body is as before: the field is left out.
  ...(values.timesheet === ""
    ? {}
    : { timesheet: values.timesheet === "invoice" ? "invoice" : Number(values.timesheet) }),
});

/**
 * Sending an issued invoice by e-mail: To and CC (addresses separated by
 * commas), the mail's text and a copy to the user, as the server proposes them
 * (GET …/send/). The server's refusals of a field stay at it; a mail the mail
 * server refused (502, kept and tried again) closes the dialog with `onKept`.
 */
export function SendDialog({
  invoice,
  onClose,
  onSent,
  onKept,
}: {
  invoice: InvoiceDetail;
  onClose: () => void;
  onSent: () => void;
  onKept: (message: string) => void;
}) {
  const { t } = useTranslation("invoices");
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const defaults = useSendDefaults(invoice.id);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{t("send.title", { number: invoice.number })}</DialogTitle>
      {defaults.data ? (
        <SendForm
          invoice={invoice}
          defaults={defaults.data}
          onClose={onClose}
          onSent={onSent}
          onKept={onKept}
        />
      ) : (
        <>
          <DialogContent>
            {defaults.isError ? (
              <Alert severity="error">
                {firstErrorMessage(defaults.error, t("accounts:unexpected"))}
              </Alert>
            ) : (
              <Stack sx={{ alignItems: "center", py: 4 }}>
                <CircularProgress aria-label={t("send.loading")} />
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t("common:dialogs.cancel")}</Button>
            <Button variant="contained" disabled>
              {t("send.confirm")}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** The form, once the server's proposal is read: its values start from it. */
function SendForm({
  invoice,
  defaults,
  onClose,
  onSent,
  onKept,
}: {
  invoice: InvoiceDetail;
  defaults: SendDefaults;
  onClose: () => void;
  onSent: () => void;
  onKept: (message: string) => void;
}) {
  const { t } = useTranslation("invoices");
  const send = useSendInvoice();
  const reports = useSavedReports();
  const form = useForm<SendValues, unknown, SendBody>({
    defaultValues: {
      to: defaults.to.join(", "),
      cc: defaults.cc.join(", "),
      message: defaults.message,
      copy_to_me: false,
      timesheet: "",
    },
    resolver: contractResolver(InvoiceSendSchema, sendBody),
  });
  const { errors } = form.formState;
  const [general, setGeneral] = useState<string[]>([]);

  const sendMail = form.handleSubmit(async (body) => {
    try {
      await send.mutateAsync({ id: invoice.id, body });
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.status === 502)
        onKept(firstErrorMessage(error, t("accounts:unexpected")));
      else setGeneral(applyServerErrors(error, FIELDS, form.setError, t("accounts:unexpected")));
    }
  });
  const submit = (event: React.FormEvent) => {
    setGeneral([]);
    void sendMail(event);
  };

  /** A field of addresses: one line, separated by commas, with the keyboard for e-mail. */
  const addressField = (name: "to" | "cc", required = false) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <TextField
          id={`send-${name}`}
          label={t(`send.${name}`)}
          required={required}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          error={Boolean(errors[name])}
          helperText={errors[name]?.message ?? t("send.addressesHelp")}
          autoComplete="off"
          slotProps={{
            htmlInput: { inputMode: "email", autoCapitalize: "none", spellCheck: false },
          }}
        />
      )}
    />
  );

  const messages = [...(errors.root?.message ? [errors.root.message] : []), ...general];
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {messages.map((text) => (
            <Alert key={text} severity="error">
              {text}
            </Alert>
          ))}
          {addressField("to", true)}
          {addressField("cc")}
          <DialogContentText data-testid="send-subject">
            {t("send.subject", { subject: defaults.subject })}
          </DialogContentText>
          <Controller
            name="message"
            control={form.control}
            render={({ field }) => (
              <TextField
                id="send-message"
                label={t("send.message")}
                multiline
                minRows={6}
                maxRows={16}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={Boolean(errors.message)}
                helperText={errors.message?.message ?? t("send.attachments")}
              />
            )}
          />
          <Controller
            name="timesheet"
            control={form.control}
            render={({ field }) => (
              <TextField
                id="send-timesheet"
                select
                label={t("send.timesheet")}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                error={Boolean(errors.timesheet)}
                helperText={errors.timesheet?.message ?? t("send.timesheetHelp")}
              >
                <MenuItem value="">{t("send.noTimesheet")}</MenuItem>
                <MenuItem value="invoice">{t("send.invoiceTimesheet")}</MenuItem>
                {(reports.data ?? []).map((report) => (
                  <MenuItem key={report.id} value={String(report.id)}>
                    {report.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="copy_to_me"
            control={form.control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    id="send-copy_to_me"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t("send.copy", { email: defaults.copy_to })}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common:dialogs.cancel")}</Button>
        <Button type="submit" variant="contained" disabled={send.isPending}>
          {t("send.confirm")}
        </Button>
      </DialogActions>
    </form>
  );
}
