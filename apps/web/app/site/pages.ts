/**
 * The public website's pages: one entry per page, in the order of the sitemap.
 * English lives at the specification's paths; German at the same path under
 * `/de` (`/` → `/de`, `/features` → `/de/features`).
 */
export const SITE_LANGUAGES = ["en", "de"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

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
  if (language === "en") return path;
  return path === "/" ? "/de" : `/de${path}`;
}

/** The language a public address is in, and its English path. */
export function splitLocalizedPath(pathname: string): { language: SiteLanguage; path: string } {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (trimmed === "/de") return { language: "de", path: "/" };
  if (trimmed.startsWith("/de/")) return { language: "de", path: trimmed.slice(3) };
  return { language: "en", path: trimmed || "/" };
}

/** Every pre-rendered public address: each page in each language. */
export const SITE_PATHS = SITE_LANGUAGES.flatMap((language) =>
  SITE_PAGES.map((page) => localizedPath(page.path, language)),
);
