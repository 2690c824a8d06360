import DownloadIcon from "@mui/icons-material/Download";
import { Alert, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateInput } from "../../../lib/date-input.ts";
import { formatLocale } from "../../../lib/i18n.ts";
import { downloadReport, type ReportFormat, useSharedReport } from "../api.ts";
import { ReportTable } from "../report-table.tsx";

/**
 * What a read-only link shows: the company, the report's name and period and the report as its
 * owner may see it now, with its files. A link that is unknown, revoked or expired says so.
 */
export function SharedReportPage({ token }: { token: string }) {
  const { t, i18n, ready } = useTranslation("reports");
  const shared = useSharedReport(token);
  const [failed, setFailed] = useState(false);
  if (!ready || shared.isPending)
    return <CircularProgress aria-label={ready ? t("loading") : "…"} sx={{ my: 8 }} />;
  if (shared.isError)
    return (
      <Stack spacing={2} sx={{ py: 6 }}>
        <Typography variant="h2" component="h1">
          {t("sharedNotFound.title")}
        </Typography>
        <Alert severity="info" data-testid="shared-report-missing">
          {t("sharedNotFound.text")}
        </Alert>
      </Stack>
    );
  const { report } = shared.data;
  const day = (iso: string) => formatDateInput(iso, formatLocale(i18n.language));
  const exportAs = (format: ReportFormat) =>
    downloadReport({ token }, format, () => {}).catch(() => setFailed(true));
  return (
    <Stack spacing={3} sx={{ py: 4 }}>
      <Stack spacing={0.5}>
        <Typography variant="overline" component="p">
          {shared.data.company_name}
        </Typography>
        <Typography variant="h2" component="h1" data-testid="shared-report-name">
          {shared.data.name}
        </Typography>
        <Typography>{t("period", { from: day(report.from), to: day(report.to) })}</Typography>
      </Stack>
      <Stack direction="row" spacing={1}>
        {(["csv", "xlsx", "pdf"] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void exportAs(format)}
          >
            {format.toUpperCase()}
          </Button>
        ))}
      </Stack>
      {failed && <Alert severity="error">{t("exportFailed")}</Alert>}
      {report.rows.length === 0 ? (
        <Typography>{t("empty")}</Typography>
      ) : (
        <ReportTable report={report} />
      )}
    </Stack>
  );
}
