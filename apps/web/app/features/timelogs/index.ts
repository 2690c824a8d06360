/** What other features may use of the time logs: the export buttons. */
export { ExportButtons } from "./export-buttons.tsx";
