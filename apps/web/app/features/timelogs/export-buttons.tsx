import DownloadIcon from "@mui/icons-material/Download";
import { Button, LinearProgress, Stack } from "@mui/material";
import type { TimeLogQuery } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { download as downloadEndpoint } from "../../lib/call.ts";

/** CSV and XLSX downloads of the time logs the given filters select, with a progress bar. */
export function ExportButtons({ query }: { query: TimeLogQuery }) {
  const { t } = useTranslation("time");
  const { addAlert } = useAlerts();
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const filters = Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as Record<
    string,
    string
  >;
  const download = async (format: "csv" | "xlsx") => {
    setProgress(null);
    try {
      await downloadEndpoint(
        endpoints.timelog.export,
        { query: { ...filters, file_format: format } },
        setProgress,
      );
      addAlert({ color: "success", title: t("export.doneTitle"), text: t("export.doneText") });
    } catch {
      addAlert({ color: "error", title: t("export.failedTitle"), text: t("accounts:unexpected") });
    } finally {
      setProgress(undefined);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          startIcon={<DownloadIcon />}
          variant="outlined"
          onClick={() => void download("csv")}
          disabled={progress !== undefined}
        >
          CSV
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          variant="outlined"
          onClick={() => void download("xlsx")}
          disabled={progress !== undefined}
        >
          XLSX
        </Button>
      </Stack>
      {progress !== undefined && (
        <LinearProgress
          aria-label={t("export.progress")}
          variant={progress === null ? "indeterminate" : "determinate"}
          value={(progress ?? 0) * 100}
        />
      )}
    </Stack>
  );
}
