/** Sections of the signed-in app; `adminsOnly` ones are not shown to members. */
export const APP_NAV = [
  { to: "/app", label: "nav.dashboard", icon: "dashboard" },
  { to: "/app/project-time/timelog", label: "nav.timelogs", icon: "timelogs" },
  { to: "/app/project-time/timelog/calender", label: "nav.calendar", icon: "calendar" },
  { to: "/app/project-time/timelog/week", label: "nav.weekGrid", icon: "weekGrid" },
  { to: "/app/project-time/timelog/digitalclock", label: "nav.clock", icon: "clock" },
  { to: "/app/project-time/statistics", label: "nav.statistics", icon: "statistics" },
  { to: "/app/project-time/reports", label: "nav.reports", icon: "reports" },
  { to: "/app/project-time/projects", label: "nav.projects", icon: "projects" },
  { to: "/app/project-time/debtor", label: "nav.debtors", icon: "debtors" },
  { to: "/app/project-time/activities", label: "nav.activities", icon: "activities" },
  { to: "/app/invoices", label: "nav.invoices", icon: "invoices", adminsOnly: true },
  { to: "/app/settings", label: "nav.settings", icon: "settings" },
] as const;
