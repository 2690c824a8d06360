import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import {
  Box,
  Checkbox,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
} from "@mui/material";
import type { TimeLog } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { formatMoney } from "../../../lib/i18n.ts";
import { hoursMinutes } from "../../../lib/time-format.ts";
import type { TimeLogActions, TimeLogListData } from "./use-timelog-list.ts";

/** Text for screen readers only (table headings of the checkbox and action columns). */
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

const SORTED_COLUMNS = ["start", "duration_seconds", "project", "activity"] as const;

/** The page of logs: a checkbox to select each, sortable columns, and a log's own actions. */
export function TimeLogTable({
  list,
  actions,
}: {
  list: TimeLogListData;
  actions: TimeLogActions;
}) {
  const { t, i18n } = useTranslation("time");
  const location = useLocation();
  const { ordering, sortBy, selected, setSelected } = list;
  const rows = list.logs.data?.results ?? [];
  const nameOf = (entries: { id: number; name: string }[] | undefined, id: number | null) =>
    entries?.find((entry) => entry.id === id)?.name ?? "";
  const money = (amount: string, currency: string) => formatMoney(i18n.language, amount, currency);
  const when = (log: TimeLog) => {
    const format = (value: string) =>
      new Date(value).toLocaleTimeString(i18n.language, { hour: "2-digit", minute: "2-digit" });
    return `${new Date(log.start).toLocaleDateString(i18n.language)} ${format(log.start)}–${log.end ? format(log.end) : "…"}`;
  };
  const sortLabel = (field: string, label: string) => (
    <TableSortLabel
      active={ordering.replace("-", "") === field}
      direction={ordering === field ? "asc" : "desc"}
      onClick={() => sortBy(field)}
    >
      {label}
    </TableSortLabel>
  );
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {t("list.columns.select")}
              </Box>
            </TableCell>
            {SORTED_COLUMNS.map((field) => (
              <TableCell key={field}>{sortLabel(field, t(`list.columns.${field}`))}</TableCell>
            ))}
            <TableCell>{t("fields.description")}</TableCell>
            <TableCell align="right">{sortLabel("amount", t("list.columns.amount"))}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t("list.columns.actions")}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((log) => (
            <TableRow key={log.id} data-testid="timelog-row">
              <TableCell padding="checkbox">
                <Checkbox
                  slotProps={{
                    input: {
                      "aria-label": t("list.selectLog", {
                        name: log.description || when(log),
                      }),
                    },
                  }}
                  checked={selected.includes(log.id)}
                  onChange={(event) =>
                    setSelected(
                      event.target.checked
                        ? [...selected, log.id]
                        : selected.filter((id) => id !== log.id),
                    )
                  }
                />
              </TableCell>
              <TableCell>{when(log)}</TableCell>
              <TableCell>
                {log.is_running ? t("dashboard.running") : hoursMinutes(log.duration_seconds)}
              </TableCell>
              <TableCell>{nameOf(list.projects.data, log.project)}</TableCell>
              <TableCell>{nameOf(list.activities.data, log.activity)}</TableCell>
              <TableCell>{log.description}</TableCell>
              <TableCell align="right" data-testid="timelog-amount">
                {log.billable ? money(log.amount, log.currency) : t("list.notBillable")}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                <IconButton
                  aria-label={t("list.continue")}
                  onClick={() => void actions.resume(log)}
                  disabled={log.is_running}
                >
                  <PlayArrowIcon />
                </IconButton>
                <IconButton
                  component={Link}
                  to={`/app/project-time/timelog/${log.id}`}
                  state={{ list: `/app/project-time/timelog${location.search}` }}
                  aria-label={t("list.edit")}
                >
                  <EditOutlinedIcon />
                </IconButton>
                <IconButton
                  aria-label={t("list.duplicate")}
                  onClick={() => void actions.duplicate(log)}
                  disabled={log.is_running}
                >
                  <ContentCopyIcon />
                </IconButton>
                <IconButton
                  aria-label={t("list.delete")}
                  onClick={() => void actions.remove([log.id])}
                  disabled={log.invoice !== null}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
