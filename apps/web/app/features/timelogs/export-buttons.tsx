import DownloadIcon from "@mui/icons-material/Download";
import { Button, LinearProgress, MenuItem, Stack, TextField } from "@mui/material";
import type { TimeLogCsvStyle, TimeLogQuery } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { download as downloadEndpoint } from "../../lib/call.ts";

/** The CSV form a language's spreadsheets read: semicolons and decimal commas but in English. */
const csvStyleOf = (language: string): TimeLogCsvStyle =>
  language.startsWith("en") ? "comma" : "semicolon";

/**
 * CSV and XLSX downloads of the time logs the given filters select, with a progress bar; the CSV
 * in the form the user's spreadsheets read (the language's, or the other one chosen).
 */
export function ExportButtons({ query }: { query: TimeLogQuery }) {
  const { t, i18n } = useTranslation("time");
  const [csvStyle, setCsvStyle] = useState<TimeLogCsvStyle | null>(null);
  const style = csvStyle ?? csvStyleOf(i18n.language);
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
        {
          query: {
            ...filters,
            file_format: format,
            ...(format === "csv" ? { csv_style: style } : {}),
          },
        },
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
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", rowGap: 1 }}>
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
        <TextField
          select
          size="small"
          label={t("export.csvStyle")}
          value={style}
          onChange={(event) => setCsvStyle(event.target.value as TimeLogCsvStyle)}
          sx={{ minWidth: 180 }}
        >
          {(["semicolon", "comma"] as const).map((choice) => (
            <MenuItem key={choice} value={choice}>
              {t(`export.csvStyles.${choice}`)}
            </MenuItem>
          ))}
        </TextField>
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
