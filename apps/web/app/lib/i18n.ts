import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LANGUAGES,
  type Language,
} from "@tempus/contract/constants";
import i18next, { type BackendModule, type i18n as I18n } from "i18next";
import { useEffect } from "react";
import { initReactI18next, useTranslation } from "react-i18next";
import type { MetaDescriptor } from "react-router";
import { readCookie, writeCookie } from "./cookies.ts";
import { formatLocale } from "./format-locale.ts";

/** Each language file is its own chunk, fetched the first time the language and namespace are used. */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

/** Every namespace there is (one JSON file per language each); the build renders with all of them. */
export const NAMESPACES = [
  ...new Set(Object.keys(localeFiles).map((file) => file.split("/").pop()?.replace(".json", ""))),
].filter((namespace): namespace is string => Boolean(namespace));

export { APP_NAMESPACES } from "./app-namespaces.ts";

/** The texts a pre-rendered page was rendered with, embedded in it so the browser hydrates in them. */
export interface I18nState {
  language: Language;
  resources: Record<string, Record<string, unknown>>;
}
export const I18N_STATE_ID = "i18n-state";

const lazyLocales: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`no locale file ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The visitor's language: the cookie, else the browser's languages, else English. */
export function detectLanguage(): Language {
  const fromCookie = readCookie(LANGUAGE_COOKIE);
  if (isLanguage(fromCookie)) return fromCookie;
  if (typeof navigator !== "undefined") {
    for (const tag of navigator.languages ?? [navigator.language]) {
      const base = tag?.slice(0, 2).toLowerCase();
      if (isLanguage(base)) return base;
    }
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The instance the page renders with. Route `meta` functions cannot use hooks,
 * so they read their texts from here (see pageMeta).
 */
let pageInstance: I18n | undefined;

/**
 * Creates an initialised i18next instance in `language` with `namespaces`
 * loaded (all of them unless told), or with the texts of a pre-rendered page
 * (`resources`), loading other namespaces on demand.
 */
export async function createI18n(
  language: Language = DEFAULT_LANGUAGE,
  options: { namespaces?: readonly string[]; resources?: I18nState["resources"] } = {},
): Promise<I18n> {
  const instance = i18next.createInstance();
  pageInstance = instance;
  const { resources } = options;
  await instance
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: resources ? Object.keys(resources) : [...(options.namespaces ?? NAMESPACES)],
      resources: resources ? { [language]: resources } : undefined,
      partialBundledLanguages: true,
      defaultNS: "common",
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return instance;
}

/** Shows the page in `language` without remembering it (a detected, not a chosen, language). */
async function showLanguage(instance: I18n, language: Language): Promise<void> {
  await instance.changeLanguage(language);
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

/** Switches the page's language and remembers the choice for a year. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
  await showLanguage(instance, language);
}

/**
 * Pages are pre-rendered and hydrated in English; only once hydration has
 * committed (effects run after it) may the visitor's language replace the
 * text, or React would find text that differs from the HTML.
 */
export function useVisitorLanguage(enabled = true): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!enabled) return;
    const language = detectLanguage();
    if (language !== i18n.language) void showLanguage(i18n, language);
  }, [i18n, enabled]);
}

/**
 * The texts of `language` for route `meta` functions, which cannot use hooks
 * (public pages name their language in their address).
 */
export function pageTranslator(language: Language): (key: string) => string {
  const t = pageInstance?.getFixedT(language);
  return (key) => (t ? t(key) : key);
}

/** A list or object of the texts of `language`, for route `meta` (structured data). */
export function pageTexts(language: Language, key: string): unknown {
  return pageInstance?.getFixedT(language)(key, { returnObjects: true });
}

/**
 * A route's `meta`: title and description (also as Open Graph tags) in the
 * page's current language. Keys are namespaced, e.g. `home:title`.
 */
export function pageMeta(titleKey: string, descriptionKey?: string): MetaDescriptor[] {
  const translate = (key: string) => pageInstance?.t(key) ?? key;
  const title = translate(titleKey);
  const tags: MetaDescriptor[] = [
    { title },
    { property: "og:title", content: title },
    { property: "og:type", content: "website" },
  ];
  if (descriptionKey) {
    const description = translate(descriptionKey);
    tags.push(
      { name: "description", content: description },
      { property: "og:description", content: description },
    );
  }
  return tags;
}

export { formatLocale } from "./format-locale.ts";

/** An API amount (a decimal string) in `currency`, written as the language writes money. */
export const formatMoney = (language: string, amount: string, currency: string) =>
  new Intl.NumberFormat(formatLocale(language), { style: "currency", currency }).format(
    Number(amount),
  );
