import DownloadIcon from "@mui/icons-material/Download";
import {
  Alert,
  Button,
  MenuItem,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { AUDIT_ACTIONS, type AuditAction, type AuditVerification } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { firstErrorMessage } from "../../lib/api-client.ts";
import { download } from "../../lib/call.ts";
import { formatInstant } from "../../lib/format-instant.ts";
import { actionKey } from "./action-label.ts";
import { useAuditEvents, useVerifyAuditChain } from "./api.ts";

const PAGE_SIZE = 25;

/**
 * The owner's audit trail (decision 038): the records newest first, by action, the chain's
 * check, and the whole trail as CSV or JSON.
 */
export function AuditPanel() {
  const { t, i18n } = useTranslation("accounts");
  const { addAlert } = useAlerts();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<AuditAction | "">("");
  const events = useAuditEvents(page, action);
  const verify = useVerifyAuditChain();
  const [checked, setChecked] = useState<AuditVerification | null>(null);
  const when = (value: string) => formatInstant(i18n.language, value, { seconds: true });

  const check = async () => {
    try {
      setChecked(await verify.mutateAsync());
    } catch (error) {
      addAlert({
        color: "error",
        title: t("audit.verifyFailed"),
        text: firstErrorMessage(error, t("unexpected")),
      });
    }
  };
  const exportAs = async (format: "csv" | "json") => {
    try {
      await download(endpoints.audit.export, { query: { format } }, () => {});
    } catch (error) {
      addAlert({
        color: "error",
        title: t("audit.exportFailed"),
        text: firstErrorMessage(error, t("unexpected")),
      });
    }
  };
  const pages = events.data ? Math.max(1, Math.ceil(events.data.count / PAGE_SIZE)) : 1;

  return (
    <Stack spacing={3} component="section" aria-labelledby="audit-title">
      <div>
        <Typography id="audit-title" variant="h3" component="h2" gutterBottom>
          {t("audit.title")}
        </Typography>
        <Typography color="text.secondary">{t("audit.intro")}</Typography>
      </div>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ alignItems: { sm: "center" } }}
      >
        <Button variant="outlined" onClick={() => void check()} disabled={verify.isPending}>
          {t("audit.verify")}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => void exportAs("csv")}>
          {t("audit.exportCsv")}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => void exportAs("json")}>
          {t("audit.exportJson")}
        </Button>
      </Stack>
      {checked && (
        <Alert severity={checked.valid ? "success" : "error"} data-testid="audit-verification">
          {checked.valid
            ? t("audit.valid", { count: checked.records })
            : t("audit.broken", { sequence: checked.broken_at ?? 0 })}
        </Alert>
      )}
      <TextField
        select
        id="audit-action"
        label={t("audit.action")}
        value={action}
        onChange={(event) => {
          setAction(event.target.value as AuditAction | "");
          setPage(1);
        }}
        sx={{ maxWidth: 320 }}
      >
        <MenuItem value="">{t("audit.allActions")}</MenuItem>
        {AUDIT_ACTIONS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(actionKey(value))}
          </MenuItem>
        ))}
      </TextField>
      {events.isPending ? (
        <ListStatus state="loading" />
      ) : events.isError ? (
        <Alert severity="error">{t("audit.loadFailed")}</Alert>
      ) : events.data.count === 0 ? (
        <Typography color="text.secondary">{t("audit.none")}</Typography>
      ) : (
        <>
          <Table size="small" aria-labelledby="audit-title">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>{t("audit.when")}</TableCell>
                <TableCell>{t("audit.who")}</TableCell>
                <TableCell>{t("audit.action")}</TableCell>
                <TableCell>{t("audit.from")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {events.data.results.map((event) => (
                <TableRow key={event.sequence} data-testid={`audit-${event.sequence}`}>
                  <TableCell>{event.sequence}</TableCell>
                  <TableCell>{when(event.occurred_at)}</TableCell>
                  <TableCell>{event.username ?? "–"}</TableCell>
                  <TableCell>{t(actionKey(event.action))}</TableCell>
                  <TableCell title={event.user_agent ?? undefined}>
                    {event.ip_address ?? "–"}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              onChange={(_event, value) => setPage(value)}
              getItemAriaLabel={(type, value) =>
                type === "page" ? t("audit.page", { page: value }) : t(`audit.${type}`)
              }
            />
          )}
        </>
      )}
    </Stack>
  );
}
