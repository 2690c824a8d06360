import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The translations against their English source, read from disk: every language has the English
 * keys (with the plural forms its Intl.PluralRules needs), the same placeholders and tags in each
 * string, and no string left in English. The words and glossary are in docs/language.md.
 */

const LOCALES = join(import.meta.dirname, "../app/locales/");
const SOURCE = "en";

/** The signed-in app's namespaces: every language of the app has them. */
const APP_NAMESPACES = [
  "accounts",
  "common",
  "company",
  "invoices",
  "projects",
  "time",
  "timesheet",
];
/** Languages that must have every namespace English has (the public site's too). */
const FULL_LANGUAGES = ["de", "fr", "nl"];

/**
 * Words and names a text may keep from English: a text identical to the English one passes only
 * if nothing but these (and placeholders, numbers, punctuation) is left in it. Keep it short:
 * only what truly is the same word in that language, never a text that wants translating.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  // Names of the product, standards and formats, and symbols every language writes alike.
  "*": [
    ...[
      "Tempus",
      "PDF",
      "CSV",
      "XLSX",
      "IBAN",
      "BIC",
      "FAQ",
      "Factur-X",
      "ZUGFeRD",
      "Peppol BIS 3",
      "JSON",
    ],
    ...["UBL", "XRechnung", "CII XML", "GS1 Global Location Number", "GLN"],
    // The hour and minute symbols; the date field's month mask.
    ...["h", "min", "MM"],
    // Language names and the site's language switch, each written in its own language.
    ...["English", "Deutsch", "Français", "Nederlands"],
    ...["Read this page in English", "Diese Seite auf Deutsch lesen"],
    ...["Lire cette page en français", "Deze pagina in het Nederlands lezen"],
  ],
  // German words taken from English or spelt alike.
  de: [
    ...["Status", "Name", "Version", "Server", "Website", "Logo", "Cookies", "Roadmap", "Timer"],
    ...["Budget", "Budgets", "Teams", "Hosting", "Backups", "Export", "optional", "CC"],
    // The glossary's word for a tag on a time log, and for the person whose time it is.
    ...["Tag", "Tags", "Person"],
    // The app bar's connection state (decision 033).
    ...["Offline"],
  ],
  // French words spelt as in English.
  fr: [
    ...["Total", "Type", "Description", "Message", "Date", "Actions", "Documents", "Budgets"],
    ...["Budget"],
    ...["Signature", "Contact", "Menu", "Licences", "Logo", "Cookies"],
    // The audit trail's column and its pages (decision 038).
    ...["Action", "Page"],
  ],
  // Dutch words spelt as in English, and the day mask (DD-MM-JJJJ).
  nl: [
    ...["Status", "Project", "Dashboard", "Menu", "Freelancers", "Product", "Roadmap", "Contact"],
    ...["Privacy", "Website", "Filters", "Week", "Timer", "Logo", "Cookies", "DD", "Budget"],
    // The glossary's word for a tag on a time log.
    ...["Tag", "Tags"],
    // The app bar's connection state (decision 033).
    ...["Offline"],
  ],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Whether any word of `text` is left once its placeholders, tags and the allowed words are out. */
function leftInEnglish(text: string, allowed: readonly string[]): boolean {
  const words = [...allowed].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})(?![\\p{L}\\p{N}])`, "gu");
  const rest = text
    .replace(/\{\{[^}]*\}\}/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(pattern, " ");
  return /\p{L}/u.test(rest);
}

type Texts = Map<string, string>;

const languages = readdirSync(LOCALES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const namespacesOf = (language: string) =>
  readdirSync(`${LOCALES}${language}`)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort();

/** A namespace's strings by their dotted key (array items by their index). */
function readTexts(language: string, namespace: string): Texts {
  const texts: Texts = new Map();
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") texts.set(key, value);
    else if (value && typeof value === "object")
      for (const [child, nested] of Object.entries(value))
        walk(nested, key ? `${key}.${child}` : child);
    else throw new Error(`${language}/${namespace}.json: ${key} is neither text nor a group`);
  };
  walk(JSON.parse(readFileSync(`${LOCALES}${language}/${namespace}.json`, "utf8")), "");
  return texts;
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/**
 * The keys `language` must have: the English ones, each English plural (`_one`/`_other`) in the
 * forms the language's plural rules use, and a `_zero` form only where English has one.
 */
function expectedKeys(english: Texts, language: string): Map<string, string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  /** Each expected key with the English key its text is checked against. */
  const keys = new Map<string, string>();
  for (const key of english.keys()) {
    const plural = PLURAL.exec(key);
    if (!plural || plural[2] === "zero") {
      keys.set(key, key);
      continue;
    }
    const [, base] = plural;
    for (const category of categories) {
      const own = `${base}_${category}`;
      keys.set(own, english.has(own) ? own : `${base}_other`);
    }
  }
  return keys;
}

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1]))].sort();
const tags = (text: string) =>
  [...text.matchAll(/<\/?[A-Za-z0-9]+\s*\/?>/g)].map((match) => match[0]).sort();

describe("locales", () => {
  const english = namespacesOf(SOURCE);

  it("has English and at least one other language", () => {
    expect(languages).toContain(SOURCE);
    expect(languages.length).toBeGreaterThan(1);
  });

  for (const language of languages.filter((language) => language !== SOURCE)) {
    describe(language, () => {
      const namespaces = namespacesOf(language);

      it("has the namespaces it must have, and none English lacks", () => {
        const required = FULL_LANGUAGES.includes(language) ? english : APP_NAMESPACES;
        expect(required.filter((namespace) => !namespaces.includes(namespace))).toEqual([]);
        expect(namespaces.filter((namespace) => !english.includes(namespace))).toEqual([]);
      });

      for (const namespace of namespaces.filter((namespace) => english.includes(namespace))) {
        describe(namespace, () => {
          const source = readTexts(SOURCE, namespace);
          const texts = readTexts(language, namespace);
          const keys = expectedKeys(source, language);

          it("has exactly the English keys, with the language's plural forms", () => {
            expect({
              missing: [...keys.keys()].filter((key) => !texts.has(key)),
              extra: [...texts.keys()].filter((key) => !keys.has(key)),
            }).toEqual({ missing: [], extra: [] });
          });

          it("keeps each text's placeholders and tags", () => {
            const differing: string[] = [];
            for (const [key, sourceKey] of keys) {
              const text = texts.get(key);
              const sourceText = source.get(sourceKey) ?? "";
              if (text === undefined) continue;
              if (
                placeholders(text).join() !== placeholders(sourceText).join() ||
                tags(text).join() !== tags(sourceText).join()
              )
                differing.push(`${key}: ${JSON.stringify(text)} ≠ ${JSON.stringify(sourceText)}`);
            }
            expect(differing).toEqual([]);
          });

          it("leaves no text in English", () => {
            const allowed = [...SAME_AS_ENGLISH["*"], ...(SAME_AS_ENGLISH[language] ?? [])];
            const untranslated = [...texts]
              .filter(([key, text]) => text === source.get(key) && leftInEnglish(text, allowed))
              .map(([key, text]) => `${key}: ${JSON.stringify(text)}`);
            expect(untranslated).toEqual([]);
          });
        });
      }
    });
  }
});
