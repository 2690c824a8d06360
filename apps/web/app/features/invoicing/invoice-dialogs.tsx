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
  type TextFieldProps,
} from "@mui/material";
import { InvoicePaymentPatchSchema, InvoicePaymentWriteSchema } from "@tempus/contract";
import { useId, useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { contractResolver } from "../../components/forms/contract-resolver.ts";
import { readDecimal, showDecimal } from "../../lib/decimal-input.ts";
import { applyServerErrors } from "../../lib/form-errors.ts";
import {
  type InvoiceDetail,
  type InvoicePayment,
  type PaymentBody,
  useRecordPayment,
  useUpdatePayment,
} from "./api.ts";
import { money, today } from "./format.ts";

/** A payment as typed. */
interface PaymentValues {
  date: string;
  amount: string;
  note: string;
}

const FIELDS = ["date", "amount", "note"] as const;

/** The body of a payment, recorded or corrected: all three fields, the amount as typed in `language`. */
const paymentBody = (language: string) => (values: PaymentValues) => ({
  ...values,
  amount: readDecimal(values.amount, language),
});

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
  const form = useForm<PaymentValues, unknown, PaymentBody>({
    defaultValues: payment
      ? {
          date: payment.date,
          amount: showDecimal(payment.amount, i18n.language),
          note: payment.note,
        }
      : { date: today(), amount: showDecimal(invoice.amount_due, i18n.language), note: "" },
    // A correction is checked as the PATCH it is; either body has all three fields (paymentBody).
    resolver: payment
      ? (contractResolver(InvoicePaymentPatchSchema, paymentBody(i18n.language)) as Resolver<
          PaymentValues,
          unknown,
          PaymentBody
        >)
      : contractResolver(InvoicePaymentWriteSchema, paymentBody(i18n.language)),
  });
  const { errors } = form.formState;
  const [general, setGeneral] = useState<string[]>([]);
  const send = form.handleSubmit(async (body) => {
    try {
      if (payment) await update.mutateAsync({ id: invoice.id, paymentId: payment.id, body });
      else await record.mutateAsync({ id: invoice.id, body });
      onDone();
    } catch (error) {
      setGeneral(applyServerErrors(error, FIELDS, form.setError, t("accounts:unexpected")));
    }
  });
  const submit = (event: React.FormEvent) => {
    setGeneral([]);
    void send(event);
  };
  const field = (name: keyof PaymentValues, props: TextFieldProps = {}) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field: control }) => (
        <TextField
          id={`payment-${name}`}
          label={t(`payments.${name}`)}
          value={control.value}
          onChange={(event) => control.onChange(event.target.value)}
          onBlur={control.onBlur}
          error={Boolean(errors[name])}
          helperText={errors[name]?.message}
          {...props}
        />
      )}
    />
  );
  const messages = [...(errors.root?.message ? [errors.root.message] : []), ...general];
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
            {messages.map((message) => (
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
