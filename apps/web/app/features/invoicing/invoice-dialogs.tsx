import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from "@mui/material";
import { InvoicePaymentPatchSchema, InvoicePaymentWriteSchema } from "@tempus/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkBody } from "../../lib/check-body.ts";
import { splitErrors } from "../../lib/form-errors.ts";
import {
  type InvoiceDetail,
  type InvoicePayment,
  useRecordPayment,
  useUpdatePayment,
} from "./api.ts";
import { money, today } from "./format.ts";

type Errors = { atFields: Record<string, string>; general: string[] };
const NO_ERRORS: Errors = { atFields: {}, general: [] };

/**
 * A payment of an issued invoice: date and amount (the amount due to begin
 * with), or, given `payment`, the correction of one recorded before.
 */
export function PaymentDialog({
  invoice,
  payment,
  open,
  onClose,
  onDone,
}: {
  invoice: InvoiceDetail;
  payment?: InvoicePayment;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation("invoices");
  const titleId = useId();
  const record = useRecordPayment();
  const update = useUpdatePayment();
  const [values, setValues] = useState(
    payment
      ? { date: payment.date, amount: payment.amount, note: payment.note }
      : { date: today(), amount: invoice.amount_due, note: "" },
  );
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      const written = { ...values, amount: values.amount.trim() };
      if (payment)
        await update.mutateAsync({
          id: invoice.id,
          paymentId: payment.id,
          body: checkBody(InvoicePaymentPatchSchema, written),
        });
      else
        await record.mutateAsync({
          id: invoice.id,
          body: checkBody(InvoicePaymentWriteSchema, written),
        });
      onDone();
    } catch (error) {
      setErrors(splitErrors(error, ["date", "amount", "note"], t("accounts:unexpected")));
    }
  };
  const field = (name: keyof typeof values, props: Record<string, unknown> = {}) => (
    <TextField
      id={`payment-${name}`}
      label={t(`payments.${name}`)}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(errors.atFields[name])}
      helperText={errors.atFields[name]}
      {...props}
    />
  );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t(payment ? "payments.edit" : "payments.record")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>
              {t("payments.due", {
                amount: money(i18n.language, invoice.amount_due, invoice.currency),
              })}
            </DialogContentText>
            {errors.general.map((message) => (
              <Alert key={message} severity="error">
                {message}
              </Alert>
            ))}
            {field("date", { type: "date", slotProps: { inputLabel: { shrink: true } } })}
            {field("amount", { required: true })}
            {field("note")}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("common:dialogs.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={record.isPending || update.isPending}>
            {t(payment ? "payments.update" : "payments.save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
