import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { InvoiceCancelSchema } from "@tempus/contract";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { contractResolver } from "../../components/forms/contract-resolver.ts";
import { applyServerErrors } from "../../lib/form-errors.ts";
import {
  type CancelBody,
  type InvoiceDetail,
  useCancelInvoice,
  useRelatedInvoices,
} from "./api.ts";
import {
  type CreditScope,
  type CreditValues,
  creditableCents,
  creditBody,
  creditedLines,
  hasOneRate,
  initialCredit,
} from "./credit-form.ts";
import { fromCents, money, rate } from "./format.ts";

/**
 * The fields a server message is shown at; the rest (`release_time_logs` too,
 * whose checkbox shows none) above the form.
 */
const FIELDS = ["lines", "amount", "notes"] as const;

/**
 * A credit note for an issued invoice: all of it (it is cancelled; not once
 * part of it is credited), chosen lines not yet credited, or a net amount (on
 * an invoice of one VAT rate); the credited lines' logs billable again when
 * asked, and notes. The server's refusals are shown at their field or above.
 */
export function CreditNoteDialog({
  invoice,
  onClose,
  onDone,
}: {
  invoice: InvoiceDetail;
  onClose: () => void;
  onDone: (creditNote: InvoiceDetail, full: boolean) => void;
}) {
  const { t, i18n } = useTranslation("invoices");
  const language = i18n.language;
  const titleId = useId();
  const scopeId = useId();
  const cancel = useCancelInvoice();
  const partlyCredited = Number(invoice.credited_total) > 0;
  const form = useForm<CreditValues, unknown, CancelBody>({
    defaultValues: initialCredit(partlyCredited),
    resolver: contractResolver(InvoiceCancelSchema, (values: CreditValues) =>
      creditBody(values, language),
    ),
  });
  const { errors } = form.formState;
  const [general, setGeneral] = useState<string[]>([]);
  const values = form.watch();
  const notes = useRelatedInvoices(invoice.credit_notes);
  const credited = creditedLines(invoice.lines, [...notes.values()]);
  const oneRate = hasOneRate(invoice.lines);
  const firstLine = invoice.lines[0];
  const remaining = money(language, fromCents(creditableCents(invoice)), invoice.currency);

  const send = form.handleSubmit(async (body) => {
    try {
      onDone(await cancel.mutateAsync({ id: invoice.id, body }), values.scope === "full");
    } catch (error) {
      setGeneral(applyServerErrors(error, FIELDS, form.setError, t("accounts:unexpected")));
    }
  });
  const submit = (event: React.FormEvent) => {
    setGeneral([]);
    void send(event);
  };
  const messages = [...(errors.root?.message ? [errors.root.message] : []), ...general];

  const scopes: { value: CreditScope; disabled?: boolean; hint?: string }[] = [
    {
      value: "full",
      disabled: partlyCredited,
      hint: partlyCredited ? t("cancel.fullTaken") : undefined,
    },
    { value: "lines" },
    ...(oneRate ? [{ value: "amount" as const }] : []),
  ];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t("cancel.title", { number: invoice.number })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t("cancel.text")}</DialogContentText>
            <Typography data-testid="creditable">
              {t("cancel.remaining", { amount: remaining })}
            </Typography>
            {messages.map((message) => (
              <Alert key={message} severity="error">
                {message}
              </Alert>
            ))}
            <FormControl component="fieldset">
              <FormLabel component="legend" id={scopeId}>
                {t("cancel.scope")}
              </FormLabel>
              <Controller
                name="scope"
                control={form.control}
                render={({ field }) => (
                  <RadioGroup
                    aria-labelledby={scopeId}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value as CreditScope)}
                  >
                    {scopes.map((scope) => (
                      <FormControlLabel
                        key={scope.value}
                        value={scope.value}
                        control={<Radio />}
                        disabled={scope.disabled}
                        label={t(`cancel.${scope.value}`)}
                      />
                    ))}
                  </RadioGroup>
                )}
              />
              {scopes
                .filter((scope) => scope.hint)
                .map((scope) => (
                  <FormHelperText key={scope.value} sx={{ mx: 0 }}>
                    {scope.hint}
                  </FormHelperText>
                ))}
            </FormControl>

            {values.scope === "lines" && (
              <Controller
                name="lines"
                control={form.control}
                render={({ field }) => (
                  <FormControl
                    component="fieldset"
                    error={Boolean(errors.lines)}
                    data-testid="credit-lines"
                  >
                    <FormLabel component="legend">{t("cancel.chooseLines")}</FormLabel>
                    <FormGroup>
                      {invoice.lines.map((line) => {
                        const done = line.id !== null && credited.has(line.id);
                        const description = line.description.split("\n")[0];
                        return (
                          <FormControlLabel
                            key={line.id ?? line.position}
                            disabled={done || line.id === null}
                            control={
                              <Checkbox
                                checked={line.id !== null && field.value.includes(line.id)}
                                onChange={(event) =>
                                  line.id !== null &&
                                  field.onChange(
                                    event.target.checked
                                      ? [...field.value, line.id]
                                      : field.value.filter((id) => id !== line.id),
                                  )
                                }
                              />
                            }
                            label={
                              done
                                ? t("cancel.lineCredited", { position: line.position, description })
                                : t("cancel.lineOption", {
                                    position: line.position,
                                    description,
                                    net: money(language, line.net_amount, invoice.currency),
                                  })
                            }
                          />
                        );
                      })}
                    </FormGroup>
                    {errors.lines?.message && (
                      <FormHelperText>{errors.lines.message}</FormHelperText>
                    )}
                  </FormControl>
                )}
              />
            )}

            {values.scope === "amount" && (
              <Controller
                name="amount"
                control={form.control}
                render={({ field }) => (
                  <TextField
                    id="credit-amount"
                    required
                    label={`${t("cancel.amountLabel")} (${invoice.currency})`}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    error={Boolean(errors.amount)}
                    helperText={
                      errors.amount?.message ??
                      (firstLine && Number(firstLine.tax_rate) > 0
                        ? t("cancel.amountHelp", { rate: rate(language, firstLine.tax_rate) })
                        : undefined)
                    }
                    slotProps={{ htmlInput: { inputMode: "decimal" } }}
                  />
                )}
              />
            )}

            {values.scope !== "amount" && (
              <Controller
                name="release"
                control={form.control}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label={t("cancel.release")}
                  />
                )}
              />
            )}
            <Controller
              name="notes"
              control={form.control}
              render={({ field }) => (
                <TextField
                  id="credit-notes"
                  label={t("cancel.notes")}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  error={Boolean(errors.notes)}
                  helperText={errors.notes?.message}
                  multiline
                  minRows={2}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("common:dialogs.cancel")}</Button>
          <Button type="submit" color="error" variant="contained" disabled={cancel.isPending}>
            {t("cancel.confirm")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
