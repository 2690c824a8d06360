import { CATALOGUE } from "./catalogue/index.ts";
import type { Catalogue } from "./catalogue/types.ts";
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from "./languages.ts";

/** `{name}` in a catalogue's English key: a value the message carries, put back into the translation. */
const PLACEHOLDER = /\{([a-z][a-z_]*)\}/g;

interface Template {
  pattern: RegExp;
  names: string[];
  translations: Record<TranslatedLanguage, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A key with placeholders as a pattern that captures their values (any text, shortest first). */
function compileTemplate(english: string, translations: Record<TranslatedLanguage, string>) {
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
  return { pattern: new RegExp(`^${source}$`), names, translations };
}

/**
 * The catalogue, ready to look up: every key as it stands (gettext's msgid), and the keys with
 * placeholders (`Ensure this field has no more than {max_length} characters.`) as patterns.
 */
export function compileCatalogue(catalogue: Catalogue) {
  const exact = new Map<string, Record<TranslatedLanguage, string>>();
  const templates: Template[] = [];
  for (const [english, translations] of Object.entries(catalogue)) {
    exact.set(english, translations);
    if (PLACEHOLDER.test(english)) templates.push(compileTemplate(english, translations));
    PLACEHOLDER.lastIndex = 0;
  }
  return { exact, templates };
}

const compiled = compileCatalogue(CATALOGUE);

/** The translation of an English message, or undefined when the catalogue does not know it. */
export function lookup(language: Language, english: string): string | undefined {
  if (language === DEFAULT_LANGUAGE) return english;
  const found = compiled.exact.get(english);
  if (found) return found[language];
  for (const template of compiled.templates) {
    const match = template.pattern.exec(english);
    if (!match) continue;
    const values = new Map(template.names.map((name, index) => [name, match[index + 1]]));
    return template.translations[language].replace(PLACEHOLDER, (whole, name: string) =>
      values.has(name) ? (values.get(name) as string) : whole,
    );
  }
  return undefined;
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
