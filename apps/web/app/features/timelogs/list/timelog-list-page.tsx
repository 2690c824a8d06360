import { Button, Stack, Typography } from "@mui/material";
import type { User } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListPagination, ListStatus } from "../../../components/lists/list-status.tsx";
import { BulkActions } from "./bulk-actions.tsx";
import { TimeLogFilterBar } from "./timelog-filter-bar.tsx";
import { TimeLogTable } from "./timelog-table.tsx";
import { useTimeLogActions, useTimeLogList } from "./use-timelog-list.ts";

/** The time logs with search, filters, sorting, totals, and edit, duplicate and delete. */
export function TimeLogListPage({ user }: { user: User }) {
  const { t } = useTranslation("time");
  const list = useTimeLogList(user);
  const actions = useTimeLogActions(() => list.setSelected([]));
  const { logs } = list;
  const rows = logs.data?.results ?? [];
  const hasFilters = Object.values(list.filters).some(Boolean);
  return (
    <Stack spacing={3}>
      {actions.dialog}
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
        <Typography variant="h2" component="h1">
          {t("list.title")}
        </Typography>
        <Button component={Link} to="/app/project-time/timelog/digitalclock" variant="contained">
          {t("timer.start")}
        </Button>
      </Stack>
      <TimeLogFilterBar list={list} />
      <BulkActions selected={list.selected} actions={actions} />
      <TimeLogTable list={list} actions={actions} />
      {logs.isPending && <ListStatus state="loading" />}
      {!logs.isPending && rows.length === 0 && (
        <ListStatus state={hasFilters ? "noMatches" : "empty"} />
      )}
      <ListPagination
        count={logs.data?.count ?? 0}
        page={list.page}
        rowsPerPage={list.pageSize}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPageChange={(_event, next) => list.toPage(next)}
        onRowsPerPageChange={(event) => list.toPageSize(event.target.value)}
      />
    </Stack>
  );
}
