import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { InvoiceLine, TaxBreakdown } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { money, quantity, rate } from "./format.ts";

/**
 * An invoice's (or a preview's) lines: description, quantity and unit, unit
 * price, VAT rate (the category's name where it charges no VAT), net.
 */
export function InvoiceLines({ lines, currency }: { lines: InvoiceLine[]; currency: string }) {
  const { t, i18n } = useTranslation("invoices");
  const language = i18n.language;
  return (
    // Scrolls sideways on a phone: focusable, so it can be scrolled by keyboard too.
    <Box sx={{ overflowX: "auto" }} tabIndex={0} role="region" aria-label={t("lines.table")}>
      <Table size="small" data-testid="invoice-lines">
        <TableHead>
          <TableRow>
            <TableCell>{t("lines.description")}</TableCell>
            <TableCell align="right">{t("lines.quantity")}</TableCell>
            <TableCell align="right">{t("lines.unitPrice")}</TableCell>
            <TableCell align="right">{t("lines.taxRate")}</TableCell>
            <TableCell align="right">{t("lines.net")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id ?? line.position}>
              <TableCell sx={{ whiteSpace: "pre-line" }}>{line.description}</TableCell>
              <TableCell align="right">
                {quantity(language, line.quantity)} {t(`units.${line.unit_code}`)}
              </TableCell>
              <TableCell align="right">{money(language, line.unit_price, currency)}</TableCell>
              <TableCell align="right">
                {line.tax_category === "S" || line.tax_category === "Z"
                  ? rate(language, line.tax_rate)
                  : t(`categoryNames.${line.tax_category}`)}
              </TableCell>
              <TableCell align="right">{money(language, line.net_amount, currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** What is taken off an invoice's total before the amount due. */
export interface Deduction {
  label: string;
  amount: string;
  testId: string;
}

/**
 * The VAT breakdown per category and rate, and net, VAT and gross totals; with
 * `deductions` (advance invoices, credit notes, payments) they are subtracted
 * from the total down to `due`, the amount due as the server computes it.
 */
export function InvoiceTotals({
  totals,
  currency,
  deductions = [],
  due,
}: {
  totals: {
    net_total: string;
    tax_total: string;
    gross_total: string;
    tax_breakdown: TaxBreakdown[];
  };
  currency: string;
  deductions?: Deduction[];
  due?: string;
}) {
  const { t, i18n } = useTranslation("invoices");
  const language = i18n.language;
  const row = (label: string, amount: string, testId: string, strong = false) => (
    <Stack key={testId} direction="row" sx={{ justifyContent: "space-between", gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : undefined }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : undefined }} data-testid={testId}>
        {money(language, amount, currency)}
      </Typography>
    </Stack>
  );
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 420, alignSelf: "flex-end", width: "100%" }}>
      {row(t("totals.net"), totals.net_total, "net-total")}
      {totals.tax_breakdown.map((group) => (
        <Stack
          key={`${group.tax_category}-${group.tax_rate}`}
          direction="row"
          sx={{ justifyContent: "space-between", gap: 2 }}
          data-testid="tax-group"
        >
          <Typography color="text.secondary">
            {t(`taxCategories.${group.tax_category}`, {
              rate: rate(language, group.tax_rate),
              base: money(language, group.taxable_amount, currency),
            })}
            {group.exemption_reason && ` (${group.exemption_reason})`}
          </Typography>
          <Typography color="text.secondary">
            {money(language, group.tax_amount, currency)}
          </Typography>
        </Stack>
      ))}
      {row(t("totals.tax"), totals.tax_total, "tax-total")}
      {deductions.length === 0 || due === undefined ? (
        row(t("totals.gross"), totals.gross_total, "gross-total", true)
      ) : (
        <>
          {row(t("totals.total"), totals.gross_total, "gross-total", true)}
          {deductions.map((deduction) =>
            row(deduction.label, `-${deduction.amount}`, deduction.testId),
          )}
          {row(t("totals.due"), due, "amount-due", true)}
        </>
      )}
    </Stack>
  );
}
