/** What other features may use of the time logs: the export buttons. */
export { ExportButtons } from "./export-buttons.tsx";
/** Typed durations, the company's days and the project picker, read as the time entry reads them. */
export { ProjectActivityPicker, useProjectChoices } from "./project-activity-picker.tsx";
export { parseTypedDuration } from "./time-input.ts";
export { zonedInstant, zonedParts, zonedToday } from "./zoned-time.ts";
