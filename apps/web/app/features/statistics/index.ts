/** Totals and rows per period or dimension: what other parts of the app may use. */
export { statisticsKeys } from "./api.ts";
export { StatisticsPage } from "./page/statistics-page.tsx";
export { PRESETS, periodFor, presetRange } from "./presets.ts";
