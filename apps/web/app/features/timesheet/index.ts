/**
 * The free timesheet tool of /tools/timesheet. Its browser script
 * (site/browser/timesheet-script.ts, bundled on its own without React) reads
 * the arithmetic, storage and texts modules directly.
 */
export { TimesheetTool } from "./timesheet-tool.tsx";
