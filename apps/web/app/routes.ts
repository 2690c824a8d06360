import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import {
  localizedPath,
  SITE_AUXILIARY_PATHS,
  SITE_LANGUAGES,
  SITE_PAGES,
  type SitePageId,
} from "./site/pages.ts";

/** The module of each public page; every page exists in English and under /de in German. */
const SITE_PAGE_FILES: Record<SitePageId, string> = {
  home: "routes/website/home.tsx",
  features: "routes/website/features.tsx",
  pricing: "routes/website/pricing.tsx",
  freelancer: "routes/website/freelancer.tsx",
  companies: "routes/website/companies.tsx",
  faq: "routes/website/faq.tsx",
  roadmap: "routes/website/roadmap.tsx",
  trustcenter: "routes/website/trustcenter.tsx",
  "post-why-timetracking": "routes/website/posts/why-timetracking-is-important.tsx",
  timesheet: "routes/website/tools/timesheet.tsx",
  contact: "routes/website/contact.tsx",
  licenses: "routes/website/licenses.tsx",
  agb: "routes/website/legal/agb.tsx",
  imprint: "routes/website/legal/imprint.tsx",
  privacy: "routes/website/legal/privacy.tsx",
  signup: "routes/auth/signup.tsx",
  login: "routes/auth/login.tsx",
};

const AUXILIARY_PAGE_FILES: Record<(typeof SITE_AUXILIARY_PATHS)[number], string> = {
  "/auth/forgot-password": "routes/auth/forgot-password.tsx",
  "/auth/reset-password": "routes/auth/reset-password.tsx",
  "/404": "routes/website/not-found.tsx",
};

/** The same module at its English and German address; German routes need ids of their own. */
const sitePages = SITE_LANGUAGES.flatMap((language) =>
  [
    ...SITE_PAGES.map((page) => ({ path: page.path, file: SITE_PAGE_FILES[page.id] })),
    ...SITE_AUXILIARY_PATHS.map((path) => ({ path, file: AUXILIARY_PAGE_FILES[path] })),
  ].map(({ path, file }) => {
    const address = localizedPath(path, language);
    const options = language === "en" ? {} : { id: `${language}:${file}` };
    return address === "/" ? index(file, options) : route(address.slice(1), file, options);
  }),
);

export default [
  layout("components/layouts/website-layout.tsx", sitePages),
  route("verify-email-token", "routes/verify-email-token.tsx"),
  route("shared/report/:token", "routes/shared-report.tsx"),
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
      route("project-time/timelog/week", "routes/app/project-time/week-grid.tsx"),
      route("project-time/import", "routes/app/project-time/import.tsx"),
      route("project-time/timelog/:id", "routes/app/project-time/timelog-detail.tsx"),
      route("project-time/statistics", "routes/app/project-time/statistics.tsx"),
      route("project-time/reports", "routes/app/project-time/reports.tsx"),
      route("project-time/projects", "routes/app/project-time/projects.tsx"),
      route("project-time/projects/create", "routes/app/project-time/project-create.tsx"),
      route("project-time/projects/:id", "routes/app/project-time/project-detail.tsx"),
      route("project-time/debtor", "routes/app/project-time/debtors.tsx"),
      route("project-time/debtor/:id", "routes/app/project-time/debtor-detail.tsx"),
      route("project-time/activities", "routes/app/project-time/activities.tsx"),
      layout("routes/app/invoices/layout.tsx", [
        route("invoices", "routes/app/invoices/list.tsx"),
        route("invoices/new", "routes/app/invoices/create.tsx"),
        route("invoices/:id", "routes/app/invoices/detail.tsx"),
        route("invoices/:id/edit", "routes/app/invoices/edit.tsx"),
      ]),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
