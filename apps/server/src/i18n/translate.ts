import { CATALOGUE } from "./catalogue/index.ts";
import { PLACEHOLDER_TEXTS } from "./catalogue/placeholders.ts";
import type { Catalogue, ListJoin, PlaceholderTexts } from "./catalogue/types.ts";
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from "./languages.ts";

/** `{name}` in a catalogue's English key: a value the message carries, put back into the translation. */
const PLACEHOLDER = /\{([a-z][a-z_]*)\}/g;
const HAS_PLACEHOLDER = /\{[a-z][a-z_]*\}/;

export interface Compiled {
  exact: Map<string, Readonly<Record<TranslatedLanguage, string>>>;
  templates: Template[];
}

/** A placeholder whose English value is translated from its own catalogue (see PlaceholderText). */
interface ValueRule {
  texts: Compiled;
  list?: Readonly<Record<Language, ListJoin>>;
}

interface Template {
  pattern: RegExp;
  names: string[];
  translations: Readonly<Record<TranslatedLanguage, string>>;
  values: ReadonlyMap<string, ValueRule>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A key with placeholders as a pattern that captures their values (any text, shortest first). */
function compileTemplate(
  english: string,
  translations: Readonly<Record<TranslatedLanguage, string>>,
  values: ReadonlyMap<string, ValueRule>,
): Template {
  const names: string[] = [];
  const parts = english.split(PLACEHOLDER);
  let source = "";
  parts.forEach((part, index) => {
    if (index % 2 === 0) source += escapeRegExp(part);
    else {
      names.push(part);
      source += "([\\s\\S]*?)";
    }
  });
  return { pattern: new RegExp(`^${source}$`), names, translations, values };
}

/**
 * The catalogue, ready to look up: every key as it stands (gettext's msgid), and the keys with
 * placeholders (`Ensure this field has no more than {max_length} characters.`) as patterns. A
 * template named in `placeholderTexts` also translates those placeholders' values.
 */
export function compileCatalogue(
  catalogue: Catalogue,
  placeholderTexts: PlaceholderTexts = {},
): Compiled {
  const exact = new Map<string, Readonly<Record<TranslatedLanguage, string>>>();
  const templates: Template[] = [];
  for (const [english, translations] of Object.entries(catalogue)) {
    exact.set(english, translations);
    if (HAS_PLACEHOLDER.test(english)) {
      const values = new Map<string, ValueRule>();
      for (const [name, rule] of Object.entries(placeholderTexts[english] ?? {})) {
        // A template's value could swallow its neighbours: "{n} shades" in "red, 3 shades".
        const template = Object.keys(rule.texts).find((text) => HAS_PLACEHOLDER.test(text));
        if (rule.list && template)
          throw new Error(`{${name}} of "${english}": a list's items are exact: "${template}"`);
        values.set(name, { texts: compileCatalogue(rule.texts), list: rule.list });
      }
      templates.push(compileTemplate(english, translations, values));
    }
  }
  return { exact, templates };
}

const compiled = compileCatalogue(CATALOGUE, PLACEHOLDER_TEXTS);

/**
 * The items of an English list (`a, b or c, d`), each one a text `known` knows (exactly: no
 * templates): the longest first, as an item may contain the separator itself. Undefined when the
 * list does not parse.
 */
function splitList(value: string, join: ListJoin, known: (text: string) => boolean) {
  const { separator } = join;
  const last = join.last ?? separator;
  const tried = new Map<number, string[] | undefined>();
  const from = (start: number): string[] | undefined => {
    if (tried.has(start)) return tried.get(start);
    let items: string[] | undefined;
    for (let end = value.length; end > start && !items; end--) {
      const item = value.slice(start, end);
      if (!known(item)) continue;
      if (end === value.length) items = [item];
      else if (value.startsWith(last, end) && known(value.slice(end + last.length)))
        items = [item, value.slice(end + last.length)];
      else if (value.startsWith(separator, end)) {
        const rest = from(end + separator.length);
        // Before the last item stands `last`: a separator there only where they are the same.
        if (rest && (rest.length > 1 || last === separator)) items = [item, ...rest];
      }
    }
    tried.set(start, items);
    return items;
  };
  return from(0);
}

const joinList = (items: string[], join: ListJoin) =>
  items.length < 2
    ? items.join("")
    : items.slice(0, -1).join(join.separator) + (join.last ?? join.separator) + items.at(-1);

/**
 * The translation of `english` in `catalogue`; the values of placeholders that carry English text
 * are translated too, and those the catalogue does not know stay English (listed in `untranslated`).
 */
function resolve(
  catalogue: Compiled,
  language: TranslatedLanguage,
  english: string,
  untranslated: string[],
): string | undefined {
  const found = catalogue.exact.get(english);
  if (found) return found[language];
  for (const template of catalogue.templates) {
    const match = template.pattern.exec(english);
    if (!match) continue;
    const values = new Map<string, string>();
    template.names.forEach((name, index) => {
      const value = match[index + 1];
      const rule = template.values.get(name);
      values.set(name, rule ? translateValue(rule, language, value, untranslated) : value);
    });
    return template.translations[language].replace(PLACEHOLDER, (whole, name: string) =>
      values.has(name) ? (values.get(name) as string) : whole,
    );
  }
  return undefined;
}

function translateValue(
  rule: ValueRule,
  language: TranslatedLanguage,
  value: string,
  untranslated: string[],
): string {
  const known = (text: string) => resolve(rule.texts, language, text, []) !== undefined;
  const items = rule.list ? splitList(value, rule.list.en, known) : known(value) ? [value] : [];
  if (!items?.length) {
    untranslated.push(value);
    return value;
  }
  const translated = items.map(
    (item) => resolve(rule.texts, language, item, untranslated) as string,
  );
  return rule.list ? joinList(translated, rule.list[language]) : translated[0];
}

/**
 * `english` looked up in a compiled catalogue: its translation (undefined when the catalogue does
 * not know it), and the placeholder values it keeps English because their catalogue does not know
 * them (an unknown VAT format, a field missing from the list's texts).
 */
export function lookupIn(catalogue: Compiled, language: Language, english: string) {
  const untranslated: string[] = [];
  if (language === DEFAULT_LANGUAGE) return { text: english, untranslated };
  return { text: resolve(catalogue, language, english, untranslated), untranslated };
}

/** The translation of an English message, or undefined when the catalogue does not know it. */
export function lookup(language: Language, english: string): string | undefined {
  return lookupIn(compiled, language, english).text;
}

/** The values in a message that its translation into `language` keeps English (see lookupIn). */
export function untranslatedValues(language: Language, english: string): string[] {
  return lookupIn(compiled, language, english).untranslated;
}

/**
 * An English message in `language`; a text the catalogue does not know stays English. For the
 * HTTP answers, and for mails and jobs that write in a user's saved language.
 */
export function translate(language: Language, english: string): string {
  return lookup(language, english) ?? english;
}

/**
 * A DRF error body with every message translated: `detail`, field lists, nested lists and
 * objects, `non_field_errors`, simplejwt's `messages`. Keys (field names) are kept; so are the
 * strings the catalogue does not know (codes, token classes). Undefined when nothing changed.
 */
export function translateBody(language: Language, body: unknown): unknown {
  if (language === DEFAULT_LANGUAGE) return undefined;
  let changed = false;
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") {
      const translated = lookup(language, value);
      if (translated === undefined || translated === value) return value;
      changed = true;
      return translated;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    }
    return value;
  };
  const result = walk(body);
  return changed ? result : undefined;
}
