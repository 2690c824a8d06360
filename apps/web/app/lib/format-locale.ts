/**
 * The locale dates, times and numbers are written in. The user's chosen regional format (their
 * profile's `format_locale`) where it is a variant of the app's language; else the browser's own
 * variant of that language ("en-GB" writes 27/11/2026, "de-AT" Jänner); else the language itself.
 */
let chosen: string | null = null;

/** Remembers the user's regional format (null: the browser's); says whether it changed. */
export function setFormatPreference(locale: string | null | undefined): boolean {
  const next = locale ?? null;
  if (next === chosen) return false;
  chosen = next;
  return true;
}

const variantOf = (tag: string | null | undefined, language: string) =>
  Boolean(tag?.toLowerCase().startsWith(`${language.toLowerCase()}-`));

/** The browser's own variant of `language` ("en-GB" for "en"), if it names one. */
export function browserLocale(language: string): string | undefined {
  if (typeof navigator === "undefined") return undefined;
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  return tags.find((tag) => variantOf(tag, language));
}

export function formatLocale(language: string): string {
  if (variantOf(chosen, language)) return chosen as string;
  return browserLocale(language) ?? language;
}
