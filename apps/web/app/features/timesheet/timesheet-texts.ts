import type { CsvLabels, DayError } from "./timesheet.ts";

/**
 * The texts the timesheet's page script needs, in the page's language, as the
 * build writes them into the page (`{{name}}` marks what the script fills in).
 */
export interface TimesheetTexts {
  language: string;
  /** The inputs' labels per day: "Start, {{day}}". */
  row: { start: string; end: string; break: string };
  today: string;
  errors: Record<DayError, string>;
  /** "Working hours in {{month}}" */
  caption: string;
  /** "{{hours}} h" */
  decimal: string;
  /** "{{count}} day has an error …", by plural category. */
  errorDays: { one: string; other: string };
  printHeading: string;
  printEmployee: string;
  clearConfirm: string;
  csv: CsvLabels;
}

/** Fills `{{name}}` placeholders. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
