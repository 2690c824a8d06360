import {
  ERROR_MESSAGES,
  IDENTIFIER_MESSAGES,
  VAT_ID_PREFIXES,
  vatIdProblem,
} from "@tempus/contract";
import { INCOMPLETE_DATA_TRANSLATIONS, INVOICE_MESSAGES } from "@tempus/contract/invoice-messages";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../src/core/errors.ts";
import { multipartHttpError, parseJsonBody } from "../../src/http/limits.ts";
import { CATALOGUE } from "../../src/i18n/catalogue/index.ts";
import { INVOICE_FIELDS } from "../../src/i18n/catalogue/invoice-fields.ts";
import { PLACEHOLDER_TEXTS } from "../../src/i18n/catalogue/placeholders.ts";
import { VAT_FORMATS } from "../../src/i18n/catalogue/vat-formats.ts";
import { LANGUAGES, type TranslatedLanguage } from "../../src/i18n/languages.ts";
import {
  compileCatalogue,
  lookupIn,
  translate,
  untranslatedValues,
} from "../../src/i18n/translate.ts";
import { INVOICE_DATA_FIELDS } from "../../src/modules/invoicing/parties.ts";

const TRANSLATED = LANGUAGES.filter((language) => language !== "en") as TranslatedLanguage[];
const PLACEHOLDERS = /\{([a-z][a-z_]*)\}/g;
const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDERS)].map((m) => m[1]).sort();

/** The value a one-value message was built with: the text between its fixed start and end. */
const carriedValue = (message: (value: string) => string, text: string) => {
  const [start, end] = message("\u0000").split("\u0000");
  expect(text.startsWith(start) && text.endsWith(end)).toBe(true);
  return text.slice(start.length, text.length - end.length);
};

/** Every VAT ID form the server can expect: one refusal per country prefix of the contract. */
const VAT_REFUSALS = VAT_ID_PREFIXES.map((prefix) => vatIdProblem(`${prefix}!`) as string);

describe("placeholder values that are English text", () => {
  it("are declared for templates of the catalogue, by their placeholders", () => {
    const problems: string[] = [];
    for (const [english, names] of Object.entries(PLACEHOLDER_TEXTS)) {
      if (!CATALOGUE[english]) problems.push(`not in the catalogue: ${english}`);
      for (const name of Object.keys(names)) {
        if (!placeholdersOf(english).includes(name)) problems.push(`${english} has no {${name}}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("have every translation, with the English text's placeholders", () => {
    const problems: string[] = [];
    for (const names of Object.values(PLACEHOLDER_TEXTS)) {
      for (const { texts } of Object.values(names)) {
        for (const [english, translations] of Object.entries(texts)) {
          for (const language of TRANSLATED) {
            const text = translations[language];
            if (!text?.trim() || text !== text.trim()) problems.push(`${language}: ${english}`);
            else if (placeholdersOf(text).join() !== placeholdersOf(english).join())
              problems.push(`${language}: ${english} → ${text}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(TRANSLATED)("translate every VAT ID form the server expects into %s", (language) => {
    expect(VAT_REFUSALS).toHaveLength(VAT_ID_PREFIXES.length);
    const english = VAT_REFUSALS.filter(
      (refusal) =>
        untranslatedValues(language, refusal).length > 0 ||
        translate(language, refusal) !==
          CATALOGUE[IDENTIFIER_MESSAGES.vatFormat("{expected}")][language].replace(
            "{expected}",
            VAT_FORMATS[carriedValue(IDENTIFIER_MESSAGES.vatFormat, refusal)]?.[language],
          ),
    );
    expect(english).toEqual([]);
  });

  it.each(TRANSLATED)("translate every field incomplete invoice data names into %s", (language) => {
    const english = INVOICE_DATA_FIELDS.filter(
      (field) =>
        !INVOICE_FIELDS[field]?.[language] ||
        untranslatedValues(language, INVOICE_MESSAGES.sellerIncomplete(field)).length > 0 ||
        untranslatedValues(language, INVOICE_MESSAGES.buyerIncomplete(field)).length > 0,
    );
    expect(english).toEqual([]);
    // All of them at once: items that contain the separator themselves are kept whole.
    const all = INVOICE_DATA_FIELDS.join(", ");
    expect(translate(language, INVOICE_MESSAGES.sellerIncomplete(all))).toBe(
      INCOMPLETE_DATA_TRANSLATIONS.seller[language].replace(
        "{fields}",
        INVOICE_DATA_FIELDS.map((field) => INVOICE_FIELDS[field][language]).join(", "),
      ),
    );
  });

  it("translate the reasons the server gives for a body it cannot read", () => {
    const detailOf = (error: unknown) => {
      expect(error).toBeInstanceOf(HttpError);
      return String((error as HttpError).body.detail);
    };
    let deep: unknown;
    try {
      parseJsonBody("[".repeat(100));
    } catch (error) {
      deep = error;
    }
    expect(translate("de", detailOf(deep))).toBe(
      "JSON-Syntaxfehler - tiefer als 64 Ebenen verschachtelt",
    );
    const boundary = detailOf(multipartHttpError(new Error("Multipart: Boundary not found")));
    expect(translate("fr", boundary)).toBe(
      "Erreur d'analyse du formulaire multipart - Délimiteur (boundary) multipart non valide : None",
    );
    // The parser's own words (positions, tokens of the input) stay as they are.
    const parser = ERROR_MESSAGES.jsonParseError("Unexpected end of JSON input");
    expect(translate("nl", parser)).toBe("JSON-parsefout - Unexpected end of JSON input");
    expect(untranslatedValues("nl", parser)).toEqual(["Unexpected end of JSON input"]);
  });
});

describe("translating a message with English values", () => {
  it("translates the value with the sentence", () => {
    const refusal = IDENTIFIER_MESSAGES.vatFormat("DE followed by 9 digits, the first not 0");
    expect(translate("de", refusal)).toBe(
      "Gib eine gültige USt-IdNr. ein: Erwartet wird DE gefolgt von 9 Ziffern, deren erste nicht 0 ist.",
    );
    expect(translate("fr", refusal)).toBe(
      "Saisissez un numéro de TVA valide : le format attendu est DE suivi de 9 chiffres, dont le premier n'est pas 0.",
    );
    expect(translate("nl", refusal)).toBe(
      "Voer een geldig btw-nummer in: verwacht wordt DE gevolgd door 9 cijfers, waarvan het eerste geen 0 is.",
    );
  });

  it("translates a list item by item, a choice of fields as one", () => {
    const seller = INVOICE_MESSAGES.sellerIncomplete(
      "street, vat_id, registration_id or seller_identifier",
    );
    expect(translate("de", seller)).toBe(
      "Vervollständige zuerst die Rechnungsdaten des Unternehmens: Straße, USt-IdNr., Registernummer oder Verkäuferkennung.",
    );
    expect(translate("fr", INVOICE_MESSAGES.buyerIncomplete("zip_code, buyer_reference"))).toBe(
      "Complétez d'abord les données de facturation du client : code postal, référence de l'acheteur.",
    );
    expect(translate("nl", INVOICE_MESSAGES.buyerIncomplete("a valid vat_id"))).toBe(
      "Vul eerst de factuurgegevens van de debiteur aan: een geldig btw-nummer.",
    );
  });

  it("keeps English as it is", () => {
    const seller = INVOICE_MESSAGES.sellerIncomplete("street, vat_id or tax_number");
    expect(translate("en", seller)).toBe(seller);
    expect(untranslatedValues("en", seller)).toEqual([]);
  });

  it("keeps a value it does not know English, and names it", () => {
    const unknown = INVOICE_MESSAGES.sellerIncomplete("street, fax");
    expect(translate("fr", unknown)).toBe(
      "Complétez d'abord les données de facturation de l'entreprise : street, fax.",
    );
    expect(untranslatedValues("fr", unknown)).toEqual(["street, fax"]);
    const format = IDENTIFIER_MESSAGES.vatFormat("ZZ followed by 3 digits");
    expect(translate("nl", format)).toBe(
      "Voer een geldig btw-nummer in: verwacht wordt ZZ followed by 3 digits.",
    );
    expect(untranslatedValues("nl", format)).toEqual(["ZZ followed by 3 digits"]);
  });

  const COLOURS = {
    red: { de: "Rot", fr: "rouge", nl: "rood" },
    "black or white": { de: "Schwarz oder Weiß", fr: "noir ou blanc", nl: "zwart of wit" },
    "light, dark": { de: "hell, dunkel", fr: "clair, foncé", nl: "licht, donker" },
  };
  const CHOOSE = { de: "Wähle {colours}.", fr: "Choisissez {colours}.", nl: "Kies {colours}." };
  const AND_LIST = {
    en: { separator: ", ", last: " and " },
    de: { separator: ", ", last: " und " },
    fr: { separator: ", ", last: " et " },
    nl: { separator: ", ", last: " en " },
  };

  it("joins a list as each language does, its last item too", () => {
    const catalogue = compileCatalogue(
      { "Choose {colours}.": CHOOSE },
      { "Choose {colours}.": { colours: { texts: COLOURS, list: AND_LIST } } },
    );
    const choose = (language: TranslatedLanguage, english: string) =>
      lookupIn(catalogue, language, english);
    expect(choose("de", "Choose red, light, dark and black or white.")).toEqual({
      text: "Wähle Rot, hell, dunkel und Schwarz oder Weiß.",
      untranslated: [],
    });
    expect(choose("fr", "Choose red.")).toEqual({ text: "Choisissez rouge.", untranslated: [] });
    expect(choose("nl", "Choose light, dark and red.")).toEqual({
      text: "Kies licht, donker en rood.",
      untranslated: [],
    });
    // Not the way English writes the list (no "and" before the last item): kept as it is.
    expect(choose("nl", "Choose red, black or white.")).toEqual({
      text: "Kies red, black or white.",
      untranslated: ["red, black or white"],
    });
  });

  it("refuses templates among a list's items", () => {
    const shades = {
      ...COLOURS,
      "{n} shades": { de: "{n} Töne", fr: "{n} nuances", nl: "{n} tinten" },
    };
    expect(() =>
      compileCatalogue(
        { "Choose {colours}.": CHOOSE },
        { "Choose {colours}.": { colours: { texts: shades, list: AND_LIST } } },
      ),
    ).toThrow('a list\'s items are exact: "{n} shades"');
  });
});
