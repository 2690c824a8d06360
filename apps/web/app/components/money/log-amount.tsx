import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import { Box, Tooltip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/i18n.ts";

/**
 * A time log's amount; a log no rate priced says so instead of passing for free work
 * (its amount is 0 because no rule, member rate or company rate applies).
 */
export function LogAmount({
  log,
}: {
  log: { amount?: string; currency: string; has_rate: boolean; is_running?: boolean };
}) {
  const { t, i18n } = useTranslation();
  // Left out of a member's answer unless the company shows members their amounts (decision 039).
  if (log.amount === undefined) return null;
  if (log.has_rate || log.is_running)
    return <>{formatMoney(i18n.language, log.amount, log.currency)}</>;
  return (
    <Tooltip title={t("money.noRateHelp")}>
      <Box
        component="span"
        data-testid="no-rate"
        sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, color: "warning.dark" }}
      >
        <WarningAmberIcon fontSize="inherit" aria-hidden />
        {t("money.noRate")}
      </Box>
    </Tooltip>
  );
}
