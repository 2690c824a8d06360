/**
 * The public website's pages: one entry per page, in the order of the sitemap.
 * English lives at the specification's paths; each other language at the same
 * path under its code (`/` → `/de`, `/features` → `/fr/features`).
 */
import { SITE_LANGUAGES, type SiteLanguage, sitePath } from "@tempus/contract/constants";

export { SITE_LANGUAGES, type SiteLanguage };

export const SITE_PAGES = [
  { path: "/", id: "home" },
  { path: "/features", id: "features" },
  { path: "/pricing", id: "pricing" },
  { path: "/freelancer", id: "freelancer" },
  { path: "/companies", id: "companies" },
  { path: "/faq", id: "faq" },
  { path: "/roadmap", id: "roadmap" },
  { path: "/trustcenter", id: "trustcenter" },
  { path: "/posts/why-timetracking-is-important", id: "post-why-timetracking" },
  { path: "/tools/timesheet", id: "timesheet" },
  { path: "/contact", id: "contact" },
  { path: "/licenses", id: "licenses" },
  { path: "/legal/agb", id: "agb" },
  { path: "/legal/imprint", id: "imprint" },
  { path: "/legal/privacy", id: "privacy" },
  { path: "/signup", id: "signup" },
  { path: "/auth/login", id: "login" },
] as const;

export type SitePage = (typeof SITE_PAGES)[number];
export type SitePageId = SitePage["id"];

/** The address of an English path in `language`. */
export function localizedPath(path: string, language: SiteLanguage): string {
  return sitePath(path, language);
}

/** The language a public address is in, and its English path. */
export function splitLocalizedPath(pathname: string): { language: SiteLanguage; path: string } {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const [, first = "", rest = ""] = /^\/([^/]*)(.*)$/.exec(trimmed) ?? [];
  const language = SITE_LANGUAGES.find((code) => code !== "en" && code === first);
  if (language) return { language, path: rest || "/" };
  return { language: "en", path: trimmed || "/" };
}

/** Every pre-rendered public address: each page in each language. */
export const SITE_PATHS = SITE_LANGUAGES.flatMap((language) =>
  SITE_PAGES.map((page) => localizedPath(page.path, language)),
);

/** Public pages reached from other pages only: pre-rendered in every language, not in the sitemap. */
export const SITE_AUXILIARY_PATHS = [
  "/auth/forgot-password",
  "/auth/reset-password",
  "/404",
] as const;

/** What the build pre-renders: every page and auxiliary page in every language. */
export const PRERENDERED_PATHS = SITE_LANGUAGES.flatMap((language) =>
  [...SITE_PAGES.map((page) => page.path), ...SITE_AUXILIARY_PATHS].map((path) =>
    localizedPath(path, language),
  ),
);

/**
 * The scripts a public page may add to `/site.js`, each bundled on its own
 * from `app/site/browser/<name>-script.ts` to `/<name>.js` at build time.
 */
export type SitePageScript = "timesheet";
export const SITE_PAGE_SCRIPTS: readonly SitePageScript[] = ["timesheet"];

/**
 * What a route's `handle` may say about the public site: the website layout
 * marks its pages `site`; a page that needs React in the browser (the password
 * pages) says `hydrate`. Every other public page ships no React, only the small
 * `/site.js` (cookie banner, language choice, menu, forms) and, if it names
 * one, its own page `script`.
 */
export interface SiteHandle {
  site?: boolean;
  hydrate?: boolean;
  script?: SitePageScript;
}

const handleOf = (match: { handle?: unknown }): SiteHandle =>
  typeof match.handle === "object" && match.handle !== null ? (match.handle as SiteHandle) : {};

/** Whether the matched routes are a public page, whether it hydrates, and its own script. */
export function siteRendering(
  matches: readonly { handle?: unknown }[],
  isSpaFallback = false,
): {
  onSite: boolean;
  hydrates: boolean;
  script?: SitePageScript;
} {
  const onSite = !isSpaFallback && matches.some((match) => handleOf(match).site);
  return {
    onSite,
    hydrates: !onSite || matches.some((match) => handleOf(match).hydrate),
    script: onSite ? matches.map((match) => handleOf(match).script).find(Boolean) : undefined,
  };
}

/** The header's navigation (log-in and sign-up stand beside it). */
export const SITE_NAV = [
  { path: "/features", label: "site.nav.features" },
  { path: "/pricing", label: "site.nav.pricing" },
  { path: "/freelancer", label: "site.nav.freelancer" },
  { path: "/companies", label: "site.nav.companies" },
  { path: "/faq", label: "site.nav.faq" },
] as const;

/** The footer's columns. */
export const SITE_FOOTER = [
  {
    title: "site.footer.product",
    links: [
      { path: "/features", label: "site.nav.features" },
      { path: "/pricing", label: "site.nav.pricing" },
      { path: "/roadmap", label: "site.footer.roadmap" },
      { path: "/tools/timesheet", label: "site.footer.timesheet" },
    ],
  },
  {
    title: "site.footer.audiences",
    links: [
      { path: "/freelancer", label: "site.nav.freelancer" },
      { path: "/companies", label: "site.nav.companies" },
      { path: "/faq", label: "site.nav.faq" },
      { path: "/posts/why-timetracking-is-important", label: "site.footer.article" },
    ],
  },
  {
    title: "site.footer.company",
    links: [
      { path: "/contact", label: "site.footer.contact" },
      { path: "/trustcenter", label: "site.footer.trustcenter" },
      { path: "/licenses", label: "site.footer.licenses" },
    ],
  },
  {
    title: "site.footer.legal",
    links: [
      { path: "/legal/agb", label: "site.footer.agb" },
      { path: "/legal/imprint", label: "site.footer.imprint" },
      { path: "/legal/privacy", label: "site.footer.privacy" },
    ],
  },
] as const;
