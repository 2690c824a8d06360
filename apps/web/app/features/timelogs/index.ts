/** Time logs, the timer, the calendar and the dashboard's figures: what other parts may use. */
export { timelogKeys } from "./api.ts";
export { CalendarPage } from "./calendar/calendar-page.tsx";
export { DashboardSummary } from "./dashboard-summary.tsx";
export { TimeLogDetailPage } from "./detail/timelog-detail-page.tsx";
export { ExportButtons } from "./export-buttons.tsx";
export { TimeLogListPage } from "./list/timelog-list-page.tsx";
export { TimerButton, TimerFields } from "./project-pickers.tsx";
export { RecentLogs } from "./recent-logs.tsx";
export { TimerBar } from "./timer-bar.tsx";
export { useTimerControls } from "./timer-controls.ts";
