import type { TranslatedLanguage } from "../languages.ts";

/**
 * An English message (exactly as the API sends it; `{name}` marks a value the message carries)
 * and its translations. Every language is required, so none can be forgotten.
 */
export type Catalogue = Readonly<Record<string, Readonly<Record<TranslatedLanguage, string>>>>;
