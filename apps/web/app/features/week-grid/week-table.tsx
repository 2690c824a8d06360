import CloseIcon from "@mui/icons-material/Close";
import {
  Box,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../components/visually-hidden.ts";
import { hoursMinutes } from "../../lib/time-format.ts";
import { GridCell, type Move } from "./grid-cell.tsx";
import { cellKey, cellText, type WeekGridState } from "./use-week-grid.ts";

/** The first column's width: narrow on a phone, where the days scroll beside it. */
const FIRST_COLUMN = { xs: "8.5rem", sm: "12rem", md: "16rem" };

/** The project column stays in view while the days scroll under it (on a phone). */
const sticky = {
  position: "sticky",
  left: 0,
  zIndex: 1,
  bgcolor: "background.paper",
  borderRight: 1,
  borderRightColor: "divider",
  width: FIRST_COLUMN,
  minWidth: FIRST_COLUMN,
  maxWidth: FIRST_COLUMN,
} as const;

/**
 * The week as a table: a row per project (and activity), a column per day, each cell typed into;
 * the totals of each row, each day and the week. Tab and Shift+Tab go from cell to cell across
 * the rows, Enter saves and goes down, the arrows up and down; wider than a phone, it scrolls
 * sideways with the projects' column held.
 */
export function WeekTable({ grid }: { grid: WeekGridState }) {
  const { t } = useTranslation("time");
  const table = useRef<HTMLTableElement>(null);
  const { rows, dayTotals, total } = grid.grid;
  const columns = grid.days.length;

  /** The cell `move` leads to from `from`, focused; false at the grid's edge. */
  const move = (from: { row: number; column: number }, to: Move) => {
    let { row, column } = from;
    if (to === "next") {
      column += 1;
      if (column === columns) [row, column] = [row + 1, 0];
    } else if (to === "previous") {
      column -= 1;
      if (column < 0) [row, column] = [row - 1, columns - 1];
    } else row += to === "down" ? 1 : -1;
    const target = table.current?.querySelector<HTMLInputElement>(
      `input[data-row="${row}"][data-column="${column}"]`,
    );
    target?.focus();
    return Boolean(target);
  };

  return (
    <Box
      sx={{
        overflowX: "auto",
        // A cell reached by the keyboard is scrolled clear of the held column.
        scrollPaddingInlineStart: FIRST_COLUMN,
      }}
    >
      <Table ref={table} size="small" sx={{ "& td, & th": { px: { xs: 0.75, sm: 1 } } }}>
        <caption style={visuallyHidden}>
          {grid.monday ? grid.formats.week(grid.days[0], grid.days[6]) : ""}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={sticky}>
              {t("weekGrid.row")}
            </TableCell>
            {grid.days.map((day) => (
              <TableCell
                key={day}
                component="th"
                scope="col"
                align="center"
                aria-current={day === grid.today ? "date" : undefined}
                sx={{
                  minWidth: "4.5rem",
                  lineHeight: 1.3,
                  ...(day === grid.today && { color: "primary.dark", fontWeight: 700 }),
                }}
              >
                <Box component="span" sx={{ display: "block" }}>
                  {grid.formats.weekday(day)}
                </Box>
                <Box component="span" sx={{ display: "block", fontWeight: 400 }}>
                  {grid.formats.date(day)}
                </Box>
              </TableCell>
            ))}
            <TableCell component="th" scope="col" align="right" sx={{ minWidth: "4rem" }}>
              {t("weekGrid.total")}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns + 2}>
                <Typography color="text.secondary" sx={{ py: 2 }}>
                  {t("weekGrid.empty")}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {rows.map((row, rowIndex) => (
            <TableRow key={row.key} data-row-key={row.key} data-testid="week-grid-row">
              <TableCell component="th" scope="row" sx={sticky}>
                <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
                  <Box
                    component="span"
                    title={row.label}
                    sx={{
                      flex: 1,
                      minWidth: 0,
                      // Two lines at most: a long name on a phone is still read, not cut at once.
                      display: "-webkit-box",
                      WebkitBoxOrient: "vertical",
                      WebkitLineClamp: 2,
                      overflow: "hidden",
                      overflowWrap: "anywhere",
                    }}
                  >
                    {row.label}
                  </Box>
                  {row.isEmpty && (
                    <IconButton
                      size="small"
                      aria-label={t("weekGrid.removeRow", { row: row.label })}
                      onClick={() => grid.removeRow(row)}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  )}
                </Box>
              </TableCell>
              {row.cells.map((cell, column) => {
                const id = cellKey(row.key, cell.day);
                const draft = grid.drafts[id];
                const saved = cellText(cell.seconds);
                return (
                  <TableCell key={cell.day} sx={{ verticalAlign: "top", maxWidth: "9rem" }}>
                    <GridCell
                      value={draft?.text ?? saved}
                      label={t("weekGrid.cell", {
                        row: row.label,
                        day: grid.formats.long(cell.day),
                      })}
                      error={draft?.error}
                      isSaving={draft?.isSaving}
                      lockReason={grid.lockReason(cell)}
                      row={rowIndex}
                      column={column}
                      onCommit={(text) => void grid.commit(row, cell, text)}
                      onRevert={() => grid.revert(row, cell)}
                      onMove={move}
                    />
                  </TableCell>
                );
              })}
              <TableCell
                align="right"
                data-testid="row-total"
                sx={{ fontVariantNumeric: "tabular-nums" }}
              >
                {hoursMinutes(row.seconds)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow
            sx={{ "& td, & th": { color: "text.primary", fontWeight: 700, fontSize: "0.875rem" } }}
          >
            <TableCell component="th" scope="row" sx={sticky}>
              {t("weekGrid.total")}
            </TableCell>
            {dayTotals.map((seconds, index) => (
              <TableCell
                key={grid.days[index]}
                align="center"
                data-testid="day-total"
                sx={{ fontVariantNumeric: "tabular-nums" }}
              >
                {hoursMinutes(seconds)}
              </TableCell>
            ))}
            <TableCell
              align="right"
              data-testid="week-total"
              sx={{ fontVariantNumeric: "tabular-nums" }}
            >
              {hoursMinutes(total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}
