import { Box } from "@mui/material";
import { visuallyHidden } from "./visually-hidden.ts";

/**
 * A chart's figures as a table for a screen reader (the chart itself draws them for the eye):
 * a caption, the column headings, and one row per bar, slice or day headed by its name.
 */
export function ChartTable({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string;
  /** The headings: the rows' names first, then one per value. */
  columns: readonly string[];
  rows: readonly { key: string; label: string; values: readonly string[] }[];
  testId?: string;
}) {
  return (
    <Box component="table" sx={visuallyHidden} data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
              <td key={index}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
