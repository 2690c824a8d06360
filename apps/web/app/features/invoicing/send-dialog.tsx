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
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { InvoiceSendSchema } from "@tempus/contract";
import { FetchError } from "ofetch";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { firstErrorMessage } from "../../lib/api-client.ts";
import { checkBody } from "../../lib/check-body.ts";
import { splitErrors } from "../../lib/form-errors.ts";
import { type InvoiceDetail, type SendDefaults, useSendDefaults, useSendInvoice } from "./api.ts";

const FIELDS = ["to", "cc", "message"] as const;
type Errors = { atFields: Record<string, string>; general: string[] };
const NO_ERRORS: Errors = { atFields: {}, general: [] };

/** The addresses of a field as typed: separated by commas, semicolons, spaces or lines. */
const addressesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

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
  const [to, setTo] = useState(defaults.to.join(", "));
  const [cc, setCc] = useState(defaults.cc.join(", "));
  const [message, setMessage] = useState(defaults.message);
  const [copy, setCopy] = useState(false);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      const body = checkBody(InvoiceSendSchema, {
        to: addressesOf(to),
        cc: addressesOf(cc),
        message,
        copy_to_me: copy,
      });
      await send.mutateAsync({ id: invoice.id, body });
      onSent();
    } catch (error) {
      if (error instanceof FetchError && error.status === 502)
        onKept(firstErrorMessage(error, t("accounts:unexpected")));
      else setErrors(splitErrors(error, FIELDS, t("accounts:unexpected")));
    }
  };

  /** A field of addresses: one line, separated by commas, with the keyboard for e-mail. */
  const addressField = (
    name: "to" | "cc",
    value: string,
    onChange: (value: string) => void,
    required = false,
  ) => (
    <TextField
      id={`send-${name}`}
      label={t(`send.${name}`)}
      required={required}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(errors.atFields[name])}
      helperText={errors.atFields[name] ?? t("send.addressesHelp")}
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: "email", autoCapitalize: "none", spellCheck: false },
      }}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors.general.map((text) => (
            <Alert key={text} severity="error">
              {text}
            </Alert>
          ))}
          {addressField("to", to, setTo, true)}
          {addressField("cc", cc, setCc)}
          <DialogContentText data-testid="send-subject">
            {t("send.subject", { subject: defaults.subject })}
          </DialogContentText>
          <TextField
            id="send-message"
            label={t("send.message")}
            multiline
            minRows={6}
            maxRows={16}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={Boolean(errors.atFields.message)}
            helperText={errors.atFields.message ?? t("send.attachments")}
          />
          <FormControlLabel
            control={
              <Checkbox
                id="send-copy_to_me"
                checked={copy}
                onChange={(event) => setCopy(event.target.checked)}
              />
            }
            label={t("send.copy", { email: defaults.copy_to })}
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
