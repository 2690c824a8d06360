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
import { useTranslation } from "react-i18next";
import { checkBody } from "../../lib/check-body.ts";
import { splitErrors } from "../../lib/form-errors.ts";
import { useCompany, useCompanyTimeZone } from "../masterdata/index.ts";
import { type InvoiceDetail, useIssueInvoice, useNextNumber } from "./api.ts";
import { money, todayIn } from "./format.ts";

const FIELDS = ["issue_date", "exchange_rate"] as const;

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
  const [issueDate, setIssueDate] = useState(() => todayIn(timeZone));
  const [exchangeRate, setExchangeRate] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const validDate = isCalendarDate(issueDate);
  // Not asked again while issuing: the issued invoice has no next number.
  const next = useNextNumber(
    invoice.id,
    issueDate,
    validDate && !issue.isPending && !issue.isSuccess,
  );
  const home = company.data?.default_currency;
  const foreign = (home !== undefined && home !== invoice.currency) || "exchange_rate" in errors;
  const nextError = next.isError
    ? splitErrors(next.error, FIELDS, t("accounts:unexpected"))
    : { atFields: {}, general: [] };
  const dateError = errors.issue_date ?? (nextError.atFields as Record<string, string>).issue_date;
  const number = validDate && !next.isError ? next.data?.number : undefined;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const body = checkBody(InvoiceIssueSchema, {
        issue_date: issueDate,
        ...(foreign && exchangeRate.trim() ? { exchange_rate: exchangeRate.trim() } : {}),
      });
      await issue.mutateAsync({ id: invoice.id, body });
      onIssued();
    } catch (error) {
      const { atFields, general } = splitErrors(error, FIELDS, t("accounts:unexpected"));
      if (Object.keys(atFields).length > 0) setErrors(atFields);
      else onRefused(general);
    }
  };

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
            <TextField
              id="issue-date"
              type="date"
              label={t("issue.issueDate")}
              value={issueDate}
              onChange={(event) => setIssueDate(event.target.value)}
              error={Boolean(dateError)}
              helperText={dateError}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {foreign && (
              <TextField
                id="issue-exchange_rate"
                required
                label={
                  home
                    ? t("issue.exchangeRate", { from: invoice.currency, to: home })
                    : t("fields.exchange_rate")
                }
                value={exchangeRate}
                onChange={(event) => setExchangeRate(event.target.value)}
                error={Boolean(errors.exchange_rate)}
                helperText={
                  errors.exchange_rate ??
                  (home && t("issue.exchangeRateHelp", { from: invoice.currency, to: home }))
                }
                slotProps={{ htmlInput: { inputMode: "decimal" }, inputLabel: { shrink: true } }}
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
