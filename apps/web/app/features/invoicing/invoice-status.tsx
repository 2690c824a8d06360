import { Chip, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { Invoice } from "./api.ts";

const PAYMENT_COLORS = {
  unpaid: "default",
  partly_paid: "info",
  paid: "success",
  overdue: "error",
} as const;

/**
 * An invoice's state as chips: an advance invoice says so; draft, issued or
 * cancelled, and how far it is paid (overdue in red).
 */
export function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation("invoices");
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap" }} data-testid="invoice-status">
      {invoice.type_code === "386" && (
        <Chip size="small" variant="outlined" color="secondary" label={t("types.386")} />
      )}
      {invoice.type_code === "381" ? (
        <Chip size="small" color="secondary" label={t("status.credit_note")} />
      ) : (
        <Chip
          size="small"
          variant={invoice.status === "draft" ? "outlined" : "filled"}
          color={invoice.status === "cancelled" ? "warning" : "default"}
          label={t(`status.${invoice.status}`)}
        />
      )}
      {invoice.payment_status && invoice.status === "issued" && (
        <Chip
          size="small"
          color={PAYMENT_COLORS[invoice.payment_status]}
          label={t(`payment.${invoice.payment_status}`)}
        />
      )}
    </Stack>
  );
}
