/** Time logs, the timer, exports and the dashboard: what other modules may use (the log filters). */
export type { TimeDeps } from "./deps.ts";
export {
  csvField,
  csvStyleOf,
  hoursMinutes,
  hoursOf,
  slug,
  textCell,
} from "./export-cells.ts";
export type { Download } from "./export-time-logs.ts";
export { xlsxStream, xlsxWriters } from "./export-xlsx.ts";
export {
  filterConditions,
  resolveTimeLogFilters,
  trackedSeconds,
  visibleIn,
} from "./time-log-filters.ts";
export { toTimeLog } from "./time-log-presenter.ts";
export type { WorkbookColumn, WorkbookRow } from "./xlsx-workbook.ts";
