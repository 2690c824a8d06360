import {
  Box,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  type Theme,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "./list-pagination.tsx";
import { ListStatus } from "./list-status.tsx";

export interface Column<T> {
  key: string;
  label: string;
  /** An ordering field of the API, when the column sorts. */
  sort?: string;
  align?: "left" | "right";
  render(row: T): ReactNode;
}

/**
 * On a phone the table is stacked: each row a block with each value under its column's name, the
 * column names above as the sorting bar, so nothing scrolls sideways. The roles keep it a table for
 * assistive technology whatever the layout.
 */
const STACKED_ON_PHONES = (theme: Theme) => ({
  [theme.breakpoints.down("sm")]: {
    display: "block",
    "& thead, & tbody, & tbody tr, & tbody td": { display: "block" },
    "& thead tr": { display: "flex", flexWrap: "wrap", columnGap: 2 },
    "& thead th": { border: 0, px: 0, py: 0.5 },
    "& thead th:empty": { display: "none" },
    "& tbody tr": { borderTop: 1, borderColor: "divider", py: 1 },
    "& tbody td": { border: 0, px: 0, py: 0.25, textAlign: "left" },
    "& tbody td:empty": { display: "none" },
    "& tbody td[data-label]:not([data-label=''])::before": {
      content: "attr(data-label)",
      display: "block",
      fontSize: "0.75rem",
      color: "text.secondary",
    },
  },
});

/** A server collection as its feature offers it: the cache key of its pages and how to read one. */
export interface Collection<T> {
  key: readonly unknown[];
  fetchPage(query: Record<string, string>): Promise<{ count: number; results: T[] }>;
}

/**
 * A server-side collection as a table: search, archive filter, sorting and
 * pagination map onto the API's query parameters.
 */
export function CollectionTable<T extends { id: number }>({
  collection,
  columns,
  defaultOrdering,
  archivable = false,
  extraQuery = {},
  onRowClick,
  testId,
  archivedLabel,
}: {
  collection: Collection<T>;
  columns: Column<T>[];
  defaultOrdering: string;
  archivable?: boolean;
  /** The archive switch's name where two tables on a page have one ("Show archived tags"). */
  archivedLabel?: string;
  extraQuery?: Record<string, string>;
  onRowClick?: (row: T) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [ordering, setOrdering] = useState(defaultOrdering);
  const [search, setSearch] = useState("");
  const [showArchived, setShowArchived] = useState(false);
  const query = {
    page: String(page + 1),
    page_size: String(pageSize),
    ordering,
    ...(search ? { search } : {}),
    ...(archivable && !showArchived ? { is_archived: "false" } : {}),
    ...extraQuery,
  };
  const data = useQuery({
    queryKey: [...collection.key, query],
    queryFn: () => collection.fetchPage(query),
  });
  const rows = data.data?.results ?? [];
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: "column", md: "row" }}
        spacing={2}
        sx={{ alignItems: { md: "center" } }}
      >
        <TextField
          size="small"
          label={t("lists.search")}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
        {archivable && (
          <FormControlLabel
            control={
              <Switch
                checked={showArchived}
                onChange={(event) => setShowArchived(event.target.checked)}
              />
            }
            label={archivedLabel ?? t("lists.showArchived")}
          />
        )}
      </Stack>
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small" data-testid={testId} role="table" sx={STACKED_ON_PHONES}>
          <TableHead role="rowgroup">
            <TableRow role="row">
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} role="columnheader">
                  {column.sort ? (
                    <TableSortLabel
                      active={ordering.replace(/^-/, "") === column.sort}
                      direction={ordering === `-${column.sort}` ? "desc" : "asc"}
                      onClick={() =>
                        setOrdering(
                          ordering === column.sort ? `-${column.sort}` : (column.sort as string),
                        )
                      }
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody role="rowgroup">
            {rows.map((row) => (
              <TableRow
                key={row.id}
                role="row"
                hover={Boolean(onRowClick)}
                onClick={() => onRowClick?.(row)}
                // A row that opens something is reachable with the keyboard too (Tab, then Enter).
                tabIndex={onRowClick ? 0 : undefined}
                onKeyDown={(event) => {
                  if (onRowClick && (event.key === "Enter" || event.key === " ")) {
                    event.preventDefault();
                    onRowClick(row);
                  }
                }}
                sx={{ cursor: onRowClick ? "pointer" : undefined }}
              >
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    role="cell"
                    data-label={column.label}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {data.isPending && <ListStatus state="loading" />}
      {!data.isPending && rows.length === 0 && (
        <ListStatus state={search ? "noMatches" : "empty"} />
      )}
      <ListPagination
        count={data.data?.count ?? 0}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
      />
    </Stack>
  );
}
