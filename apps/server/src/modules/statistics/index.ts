/** Statistics: what other modules may use (the reports group the logs the same way). */
export { type GroupedEntry, groupKey, rangeEntries } from "./statistics-entries.ts";
export { type NamedGrouping, namesOf } from "./statistics-names.ts";
export { type Periods, periodsOf } from "./statistics-periods.ts";
