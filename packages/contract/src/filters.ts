import { z } from "zod";
import { MAX_SEARCH_LENGTH, MAX_SEARCH_TERMS } from "./constants.ts";
import { FIELD_MESSAGES } from "./messages.ts";

/**
 * Query parameters as DRF's filters read them: strings in, typed values out, and
 * DRF's texts for what they refuse. An empty parameter is no filter.
 */

/** SearchFilter's terms: split on spaces and commas, NUL bytes dropped. */
export function searchTerms(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw.replaceAll("\0", "").replaceAll(",", " ").split(/\s+/).filter(Boolean);
}

/** `search`, bounded: every term becomes a condition, so neither may grow without limit. */
export const searchParam = z
  .string()
  .optional()
  .superRefine((value, context) => {
    if (value === undefined) return;
    if (value.length > MAX_SEARCH_LENGTH) {
      context.addIssue({ code: "custom", message: FIELD_MESSAGES.maxLength(MAX_SEARCH_LENGTH) });
    } else if (searchTerms(value).length > MAX_SEARCH_TERMS) {
      context.addIssue({
        code: "custom",
        message: FIELD_MESSAGES.tooManySearchTerms(MAX_SEARCH_TERMS),
      });
    }
  })
  .describe(
    `Terms split on spaces and commas; all must match. At most ${MAX_SEARCH_TERMS} terms and ${MAX_SEARCH_LENGTH} characters.`,
  );

/** Query parameters every collection understands. */
export const ListQuerySchema = z.object({
  page: z.string().optional().describe('A page number, or "last".'),
  page_size: z.string().optional().describe("Items per page: default 10, at most 1000."),
  ordering: z.string().optional().describe("Comma-separated fields; a leading minus descends."),
  search: searchParam,
});
export type ListQuery = z.input<typeof ListQuerySchema>;

/** django-filter's BooleanFilter. */
export const booleanFilter = z
  .string()
  .optional()
  .transform((raw, context): boolean | undefined => {
    if (raw === undefined || raw === "") return undefined;
    if (raw === "true" || raw === "True" || raw === "1") return true;
    if (raw === "false" || raw === "False" || raw === "0") return false;
    context.addIssue({ code: "custom", message: FIELD_MESSAGES.invalidBoolean });
    return z.NEVER;
  });

/**
 * A filter naming an object by its key (ModelChoiceFilter): digits, else DRF's
 * "Select a valid choice". Whether the object exists in the caller's company is
 * the server's to check, with the same text.
 */
export const idFilter = z
  .string()
  .optional()
  .transform((raw, context): number | undefined => {
    if (raw === undefined || raw === "") return undefined;
    if (/^\d{1,15}$/.test(raw)) return Number(raw);
    context.addIssue({ code: "custom", message: FIELD_MESSAGES.invalidFilterChoice });
    return z.NEVER;
  });

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A calendar date that exists, in the years 1 to 9999 that Python's and
 * PostgreSQL's dates share: 2026-02-29, 2026-13-01 and 0000-01-01 do not.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
}

const DATETIME =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** The first and last instants stored: 0001-01-01 to 9999-12-31 in UTC, as Python's datetime reads them. */
const FIRST_INSTANT = Date.parse("0001-01-01T00:00:00Z");
const LAST_INSTANT = Date.parse("9999-12-31T23:59:59.999Z");

/** The first instant a timestamp column gives back as itself (years 1 to 99 come back as 19xx and 20xx). */
const FIRST_STORED_INSTANT = Date.parse("0100-01-01T00:00:00Z");

/** Whether an instant lies from `first` to the end of 9999 in UTC. */
const instantFrom = (first: number, value: string) => {
  const time = Date.parse(value);
  return time >= first && time <= LAST_INSTANT;
};

/**
 * Whether an instant can be stored and read back unchanged: from the year 100
 * (the timestamp's text of an earlier year is read back as 19xx or 20xx) to the
 * end of 9999 in UTC.
 */
export const isStorableInstant = (value: string) => instantFrom(FIRST_STORED_INSTANT, value);

/** An ISO datetime whose every part exists (no 24:00, no 2026-02-30T…), in the years 1 to 9999 in UTC. */
function isDatetime(value: string): boolean {
  const match = DATETIME.exec(value);
  if (!match || !isCalendarDate(match[1])) return false;
  const [hours, minutes, seconds = "0", offsetHours = "0", offsetMinutes = "0"] = match.slice(2);
  return (
    Number(hours) < 24 &&
    Number(minutes) < 60 &&
    Number(seconds) < 60 &&
    Number(offsetHours) < 24 &&
    Number(offsetMinutes) < 60 &&
    // Within the years 1 to 9999 in UTC: an offset can leave them (0001-01-01T00:00+05:00 is in
    // 1 BC), and PostgreSQL cannot read such an instant as text.
    instantFrom(FIRST_INSTANT, value)
  );
}

/** `start_after`/`start_before`: an instant, or a date (its start in the company's time zone), and the text given. */
export type InstantFilter = { text: string } & ({ date: string } | { instant: Date });

export const instantFilter = z
  .string()
  .optional()
  .transform((raw, context): InstantFilter | undefined => {
    if (raw === undefined || raw === "") return undefined;
    if (isCalendarDate(raw)) return { text: raw, date: raw };
    if (isDatetime(raw)) return { text: raw, instant: new Date(raw) };
    context.addIssue({ code: "custom", message: FIELD_MESSAGES.invalidDatetime });
    return z.NEVER;
  });

/** A required date parameter (DateField). */
export const dayParam = z
  .string()
  .optional()
  .transform((raw, context): string => {
    if (!raw) {
      context.addIssue({ code: "custom", message: FIELD_MESSAGES.required });
      return z.NEVER;
    }
    if (!isCalendarDate(raw)) {
      context.addIssue({ code: "custom", message: FIELD_MESSAGES.invalidDate });
      return z.NEVER;
    }
    return raw;
  });

/** The time logs' filters that the list, its totals and export, and the statistics share. */
export const TimeLogFilterSchema = z.object({
  user: idFilter,
  project: idFilter,
  debtor: idFilter,
  activity: idFilter,
  billable: booleanFilter,
  invoiced: booleanFilter,
});
export type ParsedTimeLogFilters = z.output<typeof TimeLogFilterSchema>;
