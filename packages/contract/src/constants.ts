/** Business constants of the product. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
/** A list's `search`: at most this many terms (split on spaces and commas) … */
export const MAX_SEARCH_TERMS = 20;
/** … and this many characters. */
export const MAX_SEARCH_LENGTH = 200;
/** Activities, hourly-rate rules and subscription types are read in one page of this size. */
export const REFERENCE_PAGE_SIZE = 1000;
/** Company info and the current billing period are read with this page size. */
export const SINGLE_PAGE_SIZE = 1;

export const LANGUAGES = ["en", "de", "fr", "nl"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
/**
 * The regional formats a user may choose for dates, times and numbers (a variant of a language:
 * en-GB writes 27/11/2026, de-CH 1'234.50). Without a choice, the browser's variant is used.
 */
export const FORMAT_LOCALES = [
  "en-US",
  "en-GB",
  "en-IE",
  "de-DE",
  "de-AT",
  "de-CH",
  "fr-FR",
  "fr-BE",
  "fr-CH",
  "nl-NL",
  "nl-BE",
] as const;
export type FormatLocale = (typeof FORMAT_LOCALES)[number];
/** The languages the public site is written in: English at `/…`, the others under `/<language>/…`. */
export const SITE_LANGUAGES = ["en", "de", "fr", "nl"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
/** A site page's address in `language`, English where the site is not written in it. */
export const sitePath = (path: string, language: string) =>
  language === "en" || !(SITE_LANGUAGES as readonly string[]).includes(language)
    ? path
    : `/${language}${path === "/" ? "" : path}`;
export const LANGUAGE_COOKIE = "preferredLanguage";
export const LANGUAGE_COOKIE_DAYS = 365;
export const TOKEN_COOKIE = "jwtToken";
export const COOKIE_CONSENT_COOKIE = "cookieConsent";

export const ALERT_DISPLAY_MS = 5000;

/** Spec §9 breakpoints; "mobile" is everything below `lg`. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export const MOBILE_BELOW = BREAKPOINTS.lg;

/** Statuses the web client's reads are retried on. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/**
 * Colours a new project gets when none is chosen, in turn (the company's n-th
 * project the n-th), so that charts and the calendar tell projects apart.
 */
export const PROJECT_COLORS = [
  "#ef6c00",
  "#1e88e5",
  "#43a047",
  "#8e24aa",
  "#e53935",
  "#00897b",
  "#fdd835",
  "#6d4c41",
  "#3949ab",
  "#d81b60",
] as const;

/** The colour for a company's next project, after `existing` projects. */
export const nextProjectColor = (existing: number) =>
  PROJECT_COLORS[existing % PROJECT_COLORS.length];

/**
 * The origin the public pages are pre-rendered with (canonical links, Open Graph,
 * sitemap); the server puts `PUBLIC_URL`'s origin in its place when it serves them.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = "https://public-origin.tempus.invalid";
