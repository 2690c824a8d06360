import { Stack } from "@mui/material";
import type { User } from "@tempus/contract";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ListPagination } from "../../../components/lists/list-pagination.tsx";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { HeadingWithAddEntry } from "../entry/heading-with-add-entry.tsx";
import { useProjectChoices } from "../project-activity-picker.tsx";
import { BulkActions } from "./bulk-actions.tsx";
import type { RowHandlers } from "./log-row.tsx";
import { PAGE_SIZES } from "./page-size.ts";
import { TimeLogFilterBar } from "./timelog-filter-bar.tsx";
import { TimeLogDays } from "./timelog-table.tsx";
import { useTimeLogActions, useTimeLogList } from "./use-timelog-list.ts";

/**
 * The time logs by day with search, filters, sorting and totals; added by
 * hand, changed in place, and in bulk.
 */
export function TimeLogListPage({ user }: { user: User }) {
  const { t } = useTranslation("time");
  const location = useLocation();
  const list = useTimeLogList(user);
  const actions = useTimeLogActions(list.clearSelection);
  const { choices } = useProjectChoices();
  const { logs } = list;
  const rows = logs.data?.results ?? [];
  // A member's logs have no amount unless the company shows them their own (decision 039).
  const showsAmounts = list.isAdmin || rows.some((log) => log.amount !== undefined);
  const hasFilters = Object.values(list.filters).some(Boolean);
  // One object for all rows whose functions always call the current actions.
  const current = useRef({ actions, select: list.select });
  current.current = { actions, select: list.select };
  const handlers = useMemo<RowHandlers>(
    () => ({
      select: (ids, on) => current.current.select(ids, on),
      save: (id, body) => current.current.actions.save(id, body),
      resume: (log) => void current.current.actions.resume(log),
      duplicate: (log) => void current.current.actions.duplicate(log),
      remove: (ids) => void current.current.actions.remove(ids),
    }),
    [],
  );
  // Only what is on this page can be acted on.
  const selected = rows.filter((log) => list.selected.has(log.id)).map((log) => log.id);
  return (
    <Stack spacing={3}>
      {actions.dialog}
      <HeadingWithAddEntry title={t("list.title")} timeZone={list.timeZone} />
      <TimeLogFilterBar list={list} />
      <BulkActions selected={selected} actions={actions} choices={choices} />
      <TimeLogDays
        logs={rows}
        projects={list.projects.data}
        activities={list.activities.data}
        tags={list.tags.data}
        people={list.isAdmin ? list.people.names : undefined}
        showsAmounts={showsAmounts}
        choices={choices}
        selected={list.selected}
        timeZone={list.timeZone}
        ordering={list.ordering}
        sortBy={list.sortBy}
        handlers={handlers}
        backTo={`/app/project-time/timelog${location.search}`}
      />
      {logs.isPending && <ListStatus state="loading" />}
      {!logs.isPending && rows.length === 0 && (
        <ListStatus state={hasFilters ? "noMatches" : "empty"} />
      )}
      {/* Shown once there is a page: below the logs, it would be pushed down when they come. */}
      {logs.data && (
        <ListPagination
          count={logs.data.count}
          page={list.page}
          rowsPerPage={list.pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, next) => list.toPage(next)}
          onRowsPerPageChange={(event) => list.toPageSize(event.target.value)}
        />
      )}
    </Stack>
  );
}
