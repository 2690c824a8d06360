/** Business constants of spec §9. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
/** Activities, hourly-rate rules and subscription types are read in one page of this size. */
export const REFERENCE_PAGE_SIZE = 1000;
/** Company info and the current billing period are read with this page size. */
export const SINGLE_PAGE_SIZE = 1;

export const LANGUAGES = ["en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
export const LANGUAGE_COOKIE = "preferredLanguage";
export const LANGUAGE_COOKIE_DAYS = 365;
export const TOKEN_COOKIE = "jwtToken";
export const COOKIE_CONSENT_COOKIE = "cookieConsent";

export const ALERT_DISPLAY_MS = 5000;

/** Spec §9 breakpoints; "mobile" is everything below `lg`. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export const MOBILE_BELOW = BREAKPOINTS.lg;

/** Statuses the web client's reads are retried on (spec §7). */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
