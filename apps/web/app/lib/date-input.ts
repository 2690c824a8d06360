/**
 * Dates typed in the user's locale (en: 11/20/2026, de: 20.11.2026) to and from the
 * API's YYYY-MM-DD. Nothing here goes through `Date.parse`, which reads half-typed
 * text as some other day (11/2 → 2001-11-02, 0006-11-01).
 */

export type DatePart = "day" | "month" | "year";

/** The order of a locale's date parts and the character between them. */
export interface DatePattern {
  order: DatePart[];
  separator: string;
}

const patterns = new Map<string, DatePattern>();

/** How `locale` writes a date, as `Intl` formats one with numeric parts. */
export function datePattern(locale: string): DatePattern {
  const known = patterns.get(locale);
  if (known) return known;
  const parts = new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(2026, 10, 20));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is DatePart => type === "day" || type === "month" || type === "year");
  const separator = parts.find((part) => part.type === "literal")?.value.trim() || "/";
  const pattern = {
    order: order.length === 3 ? order : (["month", "day", "year"] as DatePart[]),
    separator: separator.slice(0, 1),
  };
  patterns.set(locale, pattern);
  return pattern;
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** `iso` (YYYY-MM-DD) as the locale writes it with two-digit day and month; "" stays "". */
export function formatDateInput(iso: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return "";
  const [, year, month, day] = match;
  const { order, separator } = datePattern(locale);
  const values = { day, month, year } as Record<DatePart, string>;
  return order.map((part) => values[part]).join(separator);
}

/** The hint shown in an empty field, from the locale's words for day, month and year. */
export function datePlaceholder(locale: string, letters: Record<DatePart, string>): string {
  const { order, separator } = datePattern(locale);
  return order.map((part) => letters[part]).join(separator);
}

/**
 * What typed text is: `empty`, `partial` (could still become a date: nothing to send
 * yet), `invalid` (can never be one: a month 13, a 30 February, letters), or `valid`
 * with its ISO date. A complete date has a four-digit year.
 */
export type TypedDate =
  | { state: "empty" }
  | { state: "partial" }
  | { state: "invalid" }
  | { state: "valid"; iso: string };

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function parseDateInput(text: string, locale: string): TypedDate {
  const trimmed = text.trim();
  if (trimmed === "") return { state: "empty" };
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return checked(trimmed.split("-").map(Number));
  if (!/^[\d\s./-]+$/.test(trimmed)) return { state: "invalid" };
  const { order } = datePattern(locale);
  const pieces = trimmed.split(/[\s./-]+/).filter((piece) => piece !== "");
  const endsOpen = /[\s./-]$/.test(trimmed);
  if (pieces.length > 3) return { state: "invalid" };
  const values: Partial<Record<DatePart, string>> = {};
  pieces.forEach((piece, index) => {
    values[order[index] as DatePart] = piece;
  });
  const { day, month, year } = values;
  if ((day && (day.length > 2 || Number(day) > 31)) || (month && month.length > 2)) {
    return { state: "invalid" };
  }
  if (month && Number(month) > 12) return { state: "invalid" };
  if (year && year.length > 4) return { state: "invalid" };
  const complete = pieces.length === 3 && year?.length === 4 && !endsOpen;
  if (!complete) {
    // A day or month of 0 is fine while typing (05), not once the part is finished.
    const finished = pieces.slice(0, endsOpen ? pieces.length : pieces.length - 1);
    const zero = finished.some(
      (piece, index) => order[index] !== "year" && Number(piece) === 0 && piece.length > 0,
    );
    return zero ? { state: "invalid" } : { state: "partial" };
  }
  return checked([Number(year), Number(month), Number(day)]);
}

function checked([year, month, day]: number[]): TypedDate {
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    year < 1000 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysIn(year, month)
  ) {
    return { state: "invalid" };
  }
  return { state: "valid", iso: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` };
}
