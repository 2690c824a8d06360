import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("components/layouts/website-layout.tsx", [
    index("routes/website/home.tsx"),
    route("signup", "routes/auth/signup.tsx"),
    route("auth/login", "routes/auth/login.tsx"),
    route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
    route("auth/reset-password", "routes/auth/reset-password.tsx"),
  ]),
  route("verify-email-token", "routes/verify-email-token.tsx"),
  ...prefix("app", [
    layout("routes/app/layout.tsx", [
      index("routes/app/dashboard.tsx"),
      route("settings", "routes/app/settings.tsx"),
      route("legal/verifyemail", "routes/app/verify-email.tsx"),
      route("legal/changesubscription", "routes/app/change-subscription.tsx"),
      route("setup", "routes/app/setup.tsx"),
      route("project-time/timelog", "routes/app/project-time/timelog-list.tsx"),
      route("project-time/timelog/digitalclock", "routes/app/project-time/digital-clock.tsx"),
      route("project-time/timelog/calender", "routes/app/project-time/calendar.tsx"),
      route("project-time/timelog/:id", "routes/app/project-time/timelog-detail.tsx"),
      route("project-time/statistics", "routes/app/project-time/statistics.tsx"),
      route("project-time/projects", "routes/app/project-time/projects.tsx"),
      route("project-time/projects/create", "routes/app/project-time/project-create.tsx"),
      route("project-time/projects/:id", "routes/app/project-time/project-detail.tsx"),
      route("project-time/debtor", "routes/app/project-time/debtors.tsx"),
      route("project-time/debtor/:id", "routes/app/project-time/debtor-detail.tsx"),
      route("project-time/activities", "routes/app/project-time/activities.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
