/** Time logs, the timer, exports and the dashboard: what other modules may use (the log filters). */
export type { TimeDeps } from "./deps.ts";
export { xlsxWriters } from "./export-xlsx.ts";
export {
  filterConditions,
  resolveTimeLogFilters,
  trackedSeconds,
  visibleIn,
} from "./time-log-filters.ts";
