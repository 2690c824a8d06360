import { Alert, Box, Button, LinearProgress, Stack, Typography } from "@mui/material";
import type { ImportJob, User } from "@tempus/contract";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { firstErrorMessage } from "../../lib/api-client.ts";
import { useImportProgress, useRunImport, useUploadImport } from "./api.ts";
import { ImportDryRun } from "./import-dry-run.tsx";

/**
 * Importing another time tracker's export file (decision 037): upload, the dry run with the people
 * to map, then the import with its progress and a summary.
 */
export function ImportPage({ user }: { user: User }) {
  const { t } = useTranslation("imports");
  const upload = useUploadImport();
  const run = useRunImport();
  const [started, setStarted] = useState<ImportJob>();
  const fileInput = useRef<HTMLInputElement>(null);
  const progress = useImportProgress(started);
  const job = progress.data ?? started ?? upload.data;

  const choose = (file: File | undefined) => {
    if (!file) return;
    setStarted(undefined);
    run.reset();
    upload.mutate(file);
  };
  const begin = (people: Record<string, number>) => {
    if (!upload.data) return;
    run.mutate({ id: upload.data.id, people }, { onSuccess: setStarted });
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t("title")}
      </Typography>
      <Typography>{t("intro")}</Typography>
      <Box>
        <Button
          variant="contained"
          disabled={upload.isPending}
          onClick={() => fileInput.current?.click()}
        >
          {t("choose")}
        </Button>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label={t("choose")}
          data-testid="import-file"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </Box>
      {upload.isPending && <LinearProgress aria-label={t("reading")} />}
      {upload.isError && (
        <Alert severity="error">{firstErrorMessage(upload.error, t("failed"))}</Alert>
      )}
      {job?.status === "pending" && (
        <ImportDryRun
          job={job}
          user={user}
          starting={run.isPending}
          error={run.isError ? firstErrorMessage(run.error, t("failed")) : null}
          onImport={begin}
        />
      )}
      {job && job.status !== "pending" && <ImportProgress job={job} />}
    </Stack>
  );
}

function ImportProgress({ job }: { job: ImportJob }) {
  const { t } = useTranslation("imports");
  const share = job.total_rows === 0 ? 100 : (job.processed_rows / job.total_rows) * 100;
  return (
    <Stack spacing={2}>
      <Typography>
        {t("progress", { processed: job.processed_rows, total: job.total_rows })}
      </Typography>
      <LinearProgress variant="determinate" value={share} aria-label={t("progressLabel")} />
      {job.status === "done" && (
        <Alert severity="success">
          {t("done", {
            created: job.created_logs,
            skipped: job.skipped_rows,
            failed: job.failed_rows,
          })}{" "}
          <Link to="/app/project-time/timelog">{t("viewLogs")}</Link>
        </Alert>
      )}
      {job.status === "failed" && <Alert severity="error">{t("stopped")}</Alert>}
    </Stack>
  );
}
