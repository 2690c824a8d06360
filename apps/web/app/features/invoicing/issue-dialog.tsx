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
import { InvoiceIssueSchema, isCalendarDate } from "@tempus/contract";
import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { contractResolver } from "../../components/forms/contract-resolver.ts";
import { readDecimal } from "../../lib/decimal-input.ts";
import { splitErrors } from "../../lib/form-errors.ts";
import { useCompany, useCompanyTimeZone } from "../masterdata/index.ts";
import { type InvoiceDetail, type IssueBody, useIssueInvoice, useNextNumber } from "./api.ts";
import { money, todayIn } from "./format.ts";

const FIELDS = ["issue_date", "exchange_rate"] as const;

/** The dialog's values as typed. */
interface IssueValues {
  issue_date: string;
  exchange_rate: string;
}

/**
 * Issuing a draft: the issue date (today in the company's zone to begin with)
 * and the number issuing on it takes, as the server draws it; for an invoice in
 * another currency than the company's, the exchange rate, required. Refusals
 * of a field stay at it; the rest (incomplete invoice data) go to `onRefused`.
 */
export function IssueDialog({
  invoice,
  onClose,
  onIssued,
  onRefused,
}: {
  invoice: InvoiceDetail;
  onClose: () => void;
  onIssued: () => void;
  onRefused: (messages: string[]) => void;
}) {
  const { t, i18n } = useTranslation("invoices");
  const titleId = useId();
  const company = useCompany();
  const timeZone = useCompanyTimeZone();
  const issue = useIssueInvoice();
  const home = company.data?.default_currency;
  // Once the server asks for a rate (the company's currency unknown here), its field stays.
  const [rateAsked, setRateAsked] = useState(false);
  const foreign = (home !== undefined && home !== invoice.currency) || rateAsked;
  const form = useForm<IssueValues, unknown, IssueBody>({
    defaultValues: { issue_date: todayIn(timeZone), exchange_rate: "" },
    // The rate is sent only where it is asked for, and only when typed.
    resolver: contractResolver(InvoiceIssueSchema, (values: IssueValues) => ({
      issue_date: values.issue_date,
      ...(foreign && values.exchange_rate.trim()
        ? { exchange_rate: readDecimal(values.exchange_rate, i18n.language) }
        : {}),
    })),
  });
  const { errors } = form.formState;
  const issueDate = useWatch({ control: form.control, name: "issue_date" });
  const validDate = isCalendarDate(issueDate);
  // Not asked again while issuing: the issued invoice has no next number.
  const next = useNextNumber(
    invoice.id,
    issueDate,
    validDate && !issue.isPending && !issue.isSuccess,
  );
  const nextError = next.isError
    ? splitErrors(next.error, FIELDS, t("accounts:unexpected"))
    : { atFields: {}, general: [] };
  const dateError =
    errors.issue_date?.message ?? (nextError.atFields as Record<string, string>).issue_date;
  const number = validDate && !next.isError ? next.data?.number : undefined;

  const submit = form.handleSubmit(
    async (body) => {
      try {
        await issue.mutateAsync({ id: invoice.id, body });
        onIssued();
      } catch (error) {
        const { atFields, general } = splitErrors(error, FIELDS, t("accounts:unexpected"));
        for (const [field, message] of Object.entries(atFields))
          form.setError(field as keyof IssueValues, { type: "server", message });
        if (atFields.exchange_rate) setRateAsked(true);
        if (Object.keys(atFields).length === 0) onRefused(general);
      }
    },
    // A refusal of the schema's that names no field of the dialog goes where the server's go.
    (invalid) => {
      if (invalid.root?.message && !invalid.issue_date && !invalid.exchange_rate)
        onRefused([invalid.root.message]);
    },
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t("issue.title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText data-testid="issue-text" aria-live="polite">
              {t("issue.text", {
                number: number ?? t("issue.numberLoading"),
                total: money(i18n.language, invoice.gross_total, invoice.currency),
              })}
            </DialogContentText>
            {nextError.general.map((message) => (
              <Alert key={message} severity="warning">
                {message}
              </Alert>
            ))}
            <Controller
              name="issue_date"
              control={form.control}
              render={({ field }) => (
                <TextField
                  id="issue-date"
                  type="date"
                  label={t("issue.issueDate")}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  error={Boolean(dateError)}
                  helperText={dateError}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              )}
            />
            {foreign && (
              <Controller
                name="exchange_rate"
                control={form.control}
                render={({ field }) => (
                  <TextField
                    id="issue-exchange_rate"
                    required
                    label={
                      home
                        ? t("issue.exchangeRate", { from: invoice.currency, to: home })
                        : t("fields.exchange_rate")
                    }
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    error={Boolean(errors.exchange_rate)}
                    helperText={
                      errors.exchange_rate?.message ??
                      (home && t("issue.exchangeRateHelp", { from: invoice.currency, to: home }))
                    }
                    slotProps={{
                      htmlInput: { inputMode: "decimal" },
                      inputLabel: { shrink: true },
                    }}
                  />
                )}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("common:dialogs.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={issue.isPending}>
            {t("issue.confirm")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
