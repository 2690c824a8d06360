import {
  Alert,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Typography,
} from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Invoice } from "./api.ts";
import { formatDay, fromCents, money, toCents } from "./format.ts";

/** What an advance invoice still counts for when deducted: its gross less what was credited on it. */
export const advanceAmount = (advance: Invoice) =>
  fromCents(toCents(advance.gross_total) - toCents(advance.credited_total));

/**
 * The debtor's issued advance invoices a final invoice can deduct, as
 * checkboxes with their number, date and amount, and the sum deducted.
 */
export function AdvanceInvoices({
  advances,
  chosen,
  onChange,
  error,
}: {
  /** The deductible advance invoices of the debtor in the invoice's currency. */
  advances: Invoice[];
  chosen: number[];
  onChange: (chosen: number[]) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation("invoices");
  const language = i18n.language;
  const helpId = useId();
  const deducted = advances
    .filter((advance) => chosen.includes(advance.id))
    .reduce((sum, advance) => sum + toCents(advanceAmount(advance)), 0);
  const currency = advances[0]?.currency ?? "EUR";
  return (
    <FormControl component="fieldset" error={Boolean(error)} data-testid="advance-invoices">
      <FormLabel
        component="legend"
        sx={{ typography: "h3", color: "text.primary", "&.Mui-focused": { color: "text.primary" } }}
      >
        {t("editor.advances")}
      </FormLabel>
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {t("editor.advancesHelp")}
      </FormHelperText>
      <FormGroup aria-describedby={helpId}>
        {advances.map((advance) => (
          <FormControlLabel
            key={advance.id}
            control={
              <Checkbox
                checked={chosen.includes(advance.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, advance.id]
                      : chosen.filter((id) => id !== advance.id),
                  )
                }
              />
            }
            label={t("editor.advanceOption", {
              number: advance.number,
              date: formatDay(language, advance.issue_date),
              amount: money(language, advanceAmount(advance), advance.currency),
            })}
          />
        ))}
      </FormGroup>
      {error && <Alert severity="error">{error}</Alert>}
      {deducted > 0 && (
        <Typography sx={{ mt: 1 }} data-testid="advances-deducted">
          {t("editor.advancesDeducted", {
            amount: money(language, fromCents(deducted), currency),
          })}
        </Typography>
      )}
    </FormControl>
  );
}
