import type { Language, TranslatedLanguage } from "../languages.ts";

/**
 * An English message (exactly as the API sends it; `{name}` marks a value the message carries)
 * and its translations. Every language is required, so none can be forgotten.
 */
export type Catalogue = Readonly<Record<string, Readonly<Record<TranslatedLanguage, string>>>>;

/** How a list is written: the text between two items, and (if other) before the last one. */
export interface ListJoin {
  readonly separator: string;
  readonly last?: string;
}

/**
 * A placeholder whose value is English text itself, so it is translated too: `texts` holds every
 * text the value can be (`{name}` templates allowed, their values kept). With `list`, the value
 * is several of those texts, joined as `list.en` writes them (an item may contain the separator:
 * the longest known items are taken; only exact texts, no templates); each language joins their
 * translations its own way.
 */
export interface PlaceholderText {
  readonly texts: Catalogue;
  readonly list?: Readonly<Record<Language, ListJoin>>;
}

/** Per English template of the catalogue, its placeholders that carry English text. */
export type PlaceholderTexts = Readonly<Record<string, Readonly<Record<string, PlaceholderText>>>>;
