import {
  Box,
  Card,
  CardContent,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from "@mui/material";
import type { TimeLog } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { LogAmount } from "../../components/money/log-amount.tsx";
import { formatLocale } from "../../lib/i18n.ts";
import { logDuration } from "../../lib/time-format.ts";
import { useCompanyTimeZone } from "../masterdata/index.ts";
import { useProjects } from "../projects/index.ts";
import { useTimeLogs } from "./api.ts";

/** How many logs the dashboard shows as the latest. */
export const RECENT_LOGS = 5;

/** The latest time logs (newest start first), each opening its edit page. */
export function RecentLogs() {
  const { t, i18n } = useTranslation("time");
  const projects = useProjects(true);
  const logs = useTimeLogs({ page: "1", page_size: String(RECENT_LOGS), ordering: "-start" });
  const timeZone = useCompanyTimeZone();
  const rows = logs.data?.results ?? [];
  // On the company's clock, as the list and the calendar.
  const when = (log: TimeLog) =>
    new Date(log.start).toLocaleString(formatLocale(i18n.language), {
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      timeZone,
    });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          {t("dashboard.recent")}
        </Typography>
        {logs.isPending && <ListStatus state="loading" />}
        {!logs.isPending && rows.length === 0 && <ListStatus state="empty" />}
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small">
            <TableBody>
              {rows.map((log) => (
                <TableRow key={log.id} data-testid="recent-log">
                  <TableCell>
                    <MuiLink component={Link} to={`/app/project-time/timelog/${log.id}`}>
                      {when(log)}
                    </MuiLink>
                  </TableCell>
                  <TableCell>
                    {projects.data?.find((entry) => entry.id === log.project)?.name ?? ""}
                  </TableCell>
                  <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                    {log.description}
                  </TableCell>
                  <TableCell align="right">
                    {log.is_running ? t("dashboard.running") : logDuration(log.duration_seconds)}
                  </TableCell>
                  <TableCell align="right">
                    {log.billable ? <LogAmount log={log} /> : t("list.notBillable")}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}
