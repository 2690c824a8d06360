import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from "@mui/material";
import type { TimeLog, User } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useOutletContext } from "react-router";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { useConfirmation } from "../../../components/confirmation.tsx";
import { ListPagination, ListStatus } from "../../../components/lists/list-status.tsx";
import { useColleagues, useDebtors } from "../../../features/projects/use-lookups.ts";
import {
  createTimeLog,
  deleteTimeLog,
  hoursMinutes,
  startTimer,
  updateTimeLog,
  useActivities,
  useProjects,
  useRefreshTime,
  useTimeLogs,
  useTimeLogTotals,
} from "../../../features/timelogs/api.ts";
import { ExportButtons } from "../../../features/timelogs/export-buttons.tsx";
import { FilterSelect } from "../../../features/timelogs/filter-select.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { formatMoney, pageMeta } from "../../../lib/i18n.ts";
import { useUrlState } from "../../../lib/url-state.ts";

export const meta = () => pageMeta("common:titles.timelogs");

/** Text for screen readers only (table headings of the checkbox and action columns). */
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/** The time logs with search, filters, sorting, totals, and edit, duplicate and delete. */
export default function TimeLogList() {
  const { t, i18n } = useTranslation("time");
  const { addAlert } = useAlerts();
  const refresh = useRefreshTime();
  const projects = useProjects(true);
  const activities = useActivities(true);
  // Filters, sorting and page live in the address: back from a log, a reload or a shared link keep them.
  const location = useLocation();
  const [state, update] = useUrlState({
    page: "1",
    page_size: "10",
    ordering: "-start",
    search: "",
    project: "",
    billable: "",
    debtor: "",
    activity: "",
    user: "",
    invoiced: "",
    start_after: "",
    start_before: "",
  });
  const page = Math.max(0, (Number.parseInt(state.page, 10) || 1) - 1);
  const pageSize = Number.parseInt(state.page_size, 10) || 10;
  const { ordering, search, project, billable, debtor, activity, invoiced } = state;
  const member = state.user;
  const from = state.start_after;
  const to = state.start_before;
  const user = useOutletContext<User>();
  const isAdmin = user.role !== "member";
  const debtors = useDebtors();
  const colleagues = useColleagues(isAdmin);
  const [selected, setSelected] = useState<number[]>([]);
  /**
   * Changes filters and goes back to the first page. The selection is let go: a bulk action must
   * not reach logs the new filters hide.
   */
  const filterBy = (changes: Partial<typeof state>) => {
    setSelected([]);
    update({ ...changes, page: "1" });
  };
  const filters = {
    search,
    project,
    billable,
    debtor,
    activity,
    invoiced,
    user: member,
    start_after: from,
    start_before: to,
  };
  const logs = useTimeLogs({ page: page + 1, page_size: pageSize, ordering, ...filters });
  const totals = useTimeLogTotals(filters);
  const nameOf = (list: { id: number; name: string }[] | undefined, id: number | null) =>
    list?.find((entry) => entry.id === id)?.name ?? "";
  const money = (amount: string, currency: string) => formatMoney(i18n.language, amount, currency);
  const when = (log: TimeLog) => {
    const format = (value: string) =>
      new Date(value).toLocaleTimeString(i18n.language, { hour: "2-digit", minute: "2-digit" });
    return `${new Date(log.start).toLocaleDateString(i18n.language)} ${format(log.start)}–${log.end ? format(log.end) : "…"}`;
  };
  const sortBy = (field: string) => update({ ordering: ordering === field ? `-${field}` : field });

  const duplicate = async (log: TimeLog) => {
    await createTimeLog({
      project: log.project,
      activity: log.activity,
      description: log.description,
      start: log.start,
      end: log.end,
      billable: log.billable,
    });
    addAlert({
      color: "success",
      title: t("list.duplicatedTitle"),
      text: t("list.duplicatedText"),
    });
    await refresh();
  };
  /** Toggl's "continue": a new timer on the log's project, activity and description, now. */
  const resume = async (log: TimeLog) => {
    try {
      await startTimer({
        project: log.project,
        activity: log.activity,
        description: log.description,
        stop_running: true,
      });
      addAlert({ color: "success", title: t("timer.startedTitle"), text: t("timer.startedText") });
    } catch (error) {
      addAlert({
        color: "error",
        title: t("timer.failedTitle"),
        text: firstErrorMessage(error, t("accounts:unexpected")),
      });
    }
    await refresh();
  };
  /**
   * Does `action` to each log and says in one alert how it went, with the `list.<done>…` or
   * `list.<failed>…` title and text (the text counts the logs).
   */
  const eachLog = async (
    ids: number[],
    action: (id: number) => Promise<unknown>,
    messages: { done: string; failed: string },
  ) => {
    const results = await Promise.allSettled(ids.map(action));
    const failed = results.filter((result) => result.status === "rejected").length;
    addAlert(
      failed
        ? {
            color: "error",
            title: t(`list.${messages.failed}Title`),
            text: t(`list.${messages.failed}Text`, { count: failed }),
          }
        : {
            color: "success",
            title: t(`list.${messages.done}Title`),
            text: t(`list.${messages.done}Text`, { count: ids.length }),
          },
    );
    await refresh();
  };
  /** Marks the selected logs billable or not (each is priced again; invoiced ones refuse). */
  const markBillable = (ids: number[], billable: boolean) =>
    eachLog(ids, (id) => updateTimeLog(id, { billable }), {
      done: "updated",
      failed: "updateFailed",
    });
  const confirmation = useConfirmation();
  const remove = async (ids: number[]) => {
    const sure = await confirmation.ask({
      title: t("list.confirmDeleteTitle", { count: ids.length }),
      text: t("common:dialogs.cannotUndo"),
      action: t("list.delete"),
    });
    if (!sure) return;
    setSelected([]);
    await eachLog(ids, deleteTimeLog, { done: "deleted", failed: "deleteFailed" });
  };

  const rows = logs.data?.results ?? [];
  const hasFilters = Object.values(filters).some(Boolean);
  return (
    <Stack spacing={3}>
      {confirmation.dialog}
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
        <Typography variant="h2" component="h1">
          {t("list.title")}
        </Typography>
        <Button component={Link} to="/app/project-time/timelog/digitalclock" variant="contained">
          {t("timer.start")}
        </Button>
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Box
            sx={{
              display: "grid",
              gap: 2,
              gridTemplateColumns: "repeat(auto-fill, minmax(min(150px, 100%), 1fr))",
            }}
          >
            <TextField
              sx={{ gridColumn: { xs: "1 / -1", md: "span 2" } }}
              label={t("list.search")}
              value={search}
              onChange={(event) => {
                filterBy({ search: event.target.value });
              }}
            />
            <FilterSelect
              label={t("fields.project")}
              value={project}
              onChange={(value) => {
                filterBy({ project: value });
              }}
              options={(projects.data ?? []).map((entry) => ({
                value: String(entry.id),
                label: entry.name,
              }))}
            />
            <FilterSelect
              label={t("fields.billable")}
              value={billable}
              onChange={(value) => {
                filterBy({ billable: value });
              }}
              options={[
                { value: "true", label: t("list.billable") },
                { value: "false", label: t("list.notBillable") },
              ]}
            />
            <FilterSelect
              label={t("fields.debtor")}
              value={debtor}
              onChange={(value) => {
                filterBy({ debtor: value });
              }}
              options={(debtors.data ?? []).map((entry) => ({
                value: String(entry.id),
                label: entry.name,
              }))}
            />
            <FilterSelect
              label={t("fields.activity")}
              value={activity}
              onChange={(value) => {
                filterBy({ activity: value });
              }}
              options={(activities.data ?? []).map((entry) => ({
                value: String(entry.id),
                label: entry.name,
              }))}
            />
            {isAdmin && (
              <FilterSelect
                label={t("fields.user")}
                value={member}
                onChange={(value) => {
                  filterBy({ user: value });
                }}
                options={(colleagues.data ?? []).map((entry) => ({
                  value: String(entry.id),
                  label: entry.username,
                }))}
              />
            )}
            <FilterSelect
              label={t("fields.invoiced")}
              value={invoiced}
              onChange={(value) => {
                filterBy({ invoiced: value });
              }}
              options={[
                { value: "true", label: t("list.invoiced") },
                { value: "false", label: t("list.notInvoiced") },
              ]}
            />
            <TextField
              type="date"
              label={t("list.from")}
              value={from}
              onChange={(event) => {
                filterBy({ start_after: event.target.value });
              }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={t("list.to")}
              value={to}
              onChange={(event) => {
                filterBy({ start_before: event.target.value });
              }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <Box sx={{ mt: 2 }}>
            <ExportButtons query={{ ...filters, ordering }} />
          </Box>
          {totals.data && (
            <Typography sx={{ mt: 2 }} data-testid="totals">
              {t("list.totals", {
                tracked: hoursMinutes(totals.data.tracked_seconds),
                billable: hoursMinutes(totals.data.billable_seconds),
                amounts:
                  totals.data.amounts
                    .map((entry) => money(entry.amount, entry.currency))
                    .join(", ") || "–",
              })}
            </Typography>
          )}
        </CardContent>
      </Card>
      {selected.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
          <Button variant="outlined" onClick={() => void markBillable(selected, true)}>
            {t("list.markBillable", { count: selected.length })}
          </Button>
          <Button variant="outlined" onClick={() => void markBillable(selected, false)}>
            {t("list.markNotBillable", { count: selected.length })}
          </Button>
          <Button color="error" variant="outlined" onClick={() => void remove(selected)}>
            {t("list.deleteSelected", { count: selected.length })}
          </Button>
        </Stack>
      )}
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  {t("list.columns.select")}
                </Box>
              </TableCell>
              {(["start", "duration_seconds", "project", "activity"] as const).map((field) => (
                <TableCell key={field}>
                  <TableSortLabel
                    active={ordering.replace("-", "") === field}
                    direction={ordering === field ? "asc" : "desc"}
                    onClick={() => sortBy(field)}
                  >
                    {t(`list.columns.${field}`)}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell>{t("fields.description")}</TableCell>
              <TableCell align="right">
                <TableSortLabel
                  active={ordering.replace("-", "") === "amount"}
                  direction={ordering === "amount" ? "asc" : "desc"}
                  onClick={() => sortBy("amount")}
                >
                  {t("list.columns.amount")}
                </TableSortLabel>
              </TableCell>
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
                <TableCell>{nameOf(projects.data, log.project)}</TableCell>
                <TableCell>{nameOf(activities.data, log.activity)}</TableCell>
                <TableCell>{log.description}</TableCell>
                <TableCell align="right" data-testid="timelog-amount">
                  {log.billable ? money(log.amount, log.currency) : t("list.notBillable")}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  <IconButton
                    aria-label={t("list.continue")}
                    onClick={() => void resume(log)}
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
                    onClick={() => void duplicate(log)}
                    disabled={log.is_running}
                  >
                    <ContentCopyIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t("list.delete")}
                    onClick={() => void remove([log.id])}
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
      {logs.isPending && <ListStatus state="loading" />}
      {!logs.isPending && rows.length === 0 && (
        <ListStatus state={hasFilters ? "noMatches" : "empty"} />
      )}
      <ListPagination
        count={logs.data?.count ?? 0}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPageChange={(_event, next) => update({ page: String(next + 1) })}
        onRowsPerPageChange={(event) => {
          update({ page_size: event.target.value, page: "1" });
        }}
      />
    </Stack>
  );
}
