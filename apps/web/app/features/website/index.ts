/** The public website's own parts (the licences table of /licenses). */
export { LicensesTable } from "./licenses-table.tsx";
