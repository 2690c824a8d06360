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
import { useTranslation } from "react-i18next";
import { checkBody } from "../../lib/check-body.ts";
import { splitErrors } from "../../lib/form-errors.ts";
import { type InvoiceDetail, useCancelInvoice, useRelatedInvoices } from "./api.ts";
import {
  CREDIT_FIELDS,
  type CreditScope,
  type CreditValues,
  creditableCents,
  creditBody,
  creditedLines,
  hasOneRate,
  initialCredit,
} from "./credit-form.ts";
import { fromCents, money, rate } from "./format.ts";

type Errors = { atFields: Record<string, string>; general: string[] };
const NO_ERRORS: Errors = { atFields: {}, general: [] };

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
  const [values, setValues] = useState<CreditValues>(() => initialCredit(partlyCredited));
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const notes = useRelatedInvoices(invoice.credit_notes);
  const credited = creditedLines(invoice.lines, [...notes.values()]);
  const oneRate = hasOneRate(invoice.lines);
  const firstLine = invoice.lines[0];
  const remaining = money(language, fromCents(creditableCents(invoice)), invoice.currency);
  const set = <K extends keyof CreditValues>(name: K, value: CreditValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      const body = checkBody(InvoiceCancelSchema, creditBody(values));
      onDone(await cancel.mutateAsync({ id: invoice.id, body }), values.scope === "full");
    } catch (error) {
      setErrors(splitErrors(error, CREDIT_FIELDS, t("accounts:unexpected")));
    }
  };

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
            {errors.general.map((message) => (
              <Alert key={message} severity="error">
                {message}
              </Alert>
            ))}
            <FormControl component="fieldset">
              <FormLabel component="legend" id={scopeId}>
                {t("cancel.scope")}
              </FormLabel>
              <RadioGroup
                aria-labelledby={scopeId}
                value={values.scope}
                onChange={(event) => set("scope", event.target.value as CreditScope)}
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
              {scopes
                .filter((scope) => scope.hint)
                .map((scope) => (
                  <FormHelperText key={scope.value} sx={{ mx: 0 }}>
                    {scope.hint}
                  </FormHelperText>
                ))}
            </FormControl>

            {values.scope === "lines" && (
              <FormControl
                component="fieldset"
                error={Boolean(errors.atFields.lines)}
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
                            checked={line.id !== null && values.lines.includes(line.id)}
                            onChange={(event) =>
                              line.id !== null &&
                              set(
                                "lines",
                                event.target.checked
                                  ? [...values.lines, line.id]
                                  : values.lines.filter((id) => id !== line.id),
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
                {errors.atFields.lines && <FormHelperText>{errors.atFields.lines}</FormHelperText>}
              </FormControl>
            )}

            {values.scope === "amount" && (
              <TextField
                id="credit-amount"
                required
                label={`${t("cancel.amountLabel")} (${invoice.currency})`}
                value={values.amount}
                onChange={(event) => set("amount", event.target.value)}
                error={Boolean(errors.atFields.amount)}
                helperText={
                  errors.atFields.amount ??
                  (firstLine && Number(firstLine.tax_rate) > 0
                    ? t("cancel.amountHelp", { rate: rate(language, firstLine.tax_rate) })
                    : undefined)
                }
                slotProps={{ htmlInput: { inputMode: "decimal" } }}
              />
            )}

            {values.scope !== "amount" && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.release}
                    onChange={(event) => set("release", event.target.checked)}
                  />
                }
                label={t("cancel.release")}
              />
            )}
            <TextField
              id="credit-notes"
              label={t("cancel.notes")}
              value={values.notes}
              onChange={(event) => set("notes", event.target.value)}
              error={Boolean(errors.atFields.notes)}
              helperText={errors.atFields.notes}
              multiline
              minRows={2}
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
