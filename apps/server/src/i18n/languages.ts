import { LANGUAGES, type Language } from "@tempus/contract/constants";

/**
 * Which of the product's languages (the contract's LANGUAGES, also a user's saved preference) a
 * request asks for: Django's LocaleMiddleware reading `Accept-Language`, LANGUAGE_CODE = en.
 */
export { LANGUAGES, type Language };
/** The languages a catalogue carries: every one but English, the texts' own language. */
export type TranslatedLanguage = Exclude<Language, "en">;
export const DEFAULT_LANGUAGE = "en" satisfies Language;

/** Django's ACCEPT_LANGUAGE_HEADER_MAX_LENGTH: a longer header is cut at a comma before it. */
const MAX_HEADER_LENGTH = 500;

/** One range with its optional weight, and the separator after it (django.utils.translation.trans_real). */
const RANGE =
  /([A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)(?:\s*;\s*q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?))?(?:\s*,\s*|$)/y;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/**
 * The ranges of an `Accept-Language` header, best first (a stable sort by weight, as Django's
 * parse_accept_lang_header); none for a header that does not parse.
 */
export function parseAcceptLanguage(header: string): { range: string; q: number }[] {
  let text = header.trim().toLowerCase();
  if (text.length > MAX_HEADER_LENGTH) {
    const cut = text.lastIndexOf(",", MAX_HEADER_LENGTH);
    text = cut > 0 ? text.slice(0, cut) : "";
  }
  const ranges: { range: string; q: number }[] = [];
  RANGE.lastIndex = 0;
  while (RANGE.lastIndex < text.length) {
    const match = RANGE.exec(text);
    if (!match) return [];
    ranges.push({ range: match[1], q: match[2] === undefined ? 1 : Number(match[2]) });
  }
  return ranges.sort((a, b) => b.q - a.q);
}

/**
 * The language of the answer to a request with this `Accept-Language`: its best range that names
 * a supported language, or its generic form (`de-DE` → `de`); `*`, nothing supported, no header
 * or a malformed one → English. A range with q=0 is one the client refuses (RFC 9110), skipped.
 */
export function negotiateLanguage(header: string | readonly string[] | undefined): Language {
  if (header === undefined) return DEFAULT_LANGUAGE;
  const text = typeof header === "string" ? header : header.join(",");
  for (const { range, q } of parseAcceptLanguage(text)) {
    if (range === "*") break;
    if (q === 0) continue;
    if (isLanguage(range)) return range;
    const generic = range.split("-")[0];
    if (isLanguage(generic)) return generic;
  }
  return DEFAULT_LANGUAGE;
}
