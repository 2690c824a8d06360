import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  COMPANY_MESSAGES,
  ERROR_MESSAGES,
  FIELD_MESSAGES,
  IDENTIFIER_MESSAGES,
  IMPORT_MESSAGES,
  PROJECT_MESSAGES,
  ROUNDING_MESSAGES,
  STATISTICS_MESSAGES,
  TEAM_MESSAGES,
} from "@tempus/contract";
import { INVOICE_MESSAGES } from "@tempus/contract/invoice-messages";
import { describe, expect, it } from "vitest";
import { AREAS, CATALOGUE } from "../../src/i18n/catalogue/index.ts";
import { LANGUAGES, type TranslatedLanguage } from "../../src/i18n/languages.ts";
import { lookup, translate, untranslatedValues } from "../../src/i18n/translate.ts";
import { BUDGET_ALERT_TEXTS } from "../../src/modules/budgets/budget-alert-texts.ts";
import { REMINDER_TEXTS } from "../../src/modules/reminders/reminder-texts.ts";

const TRANSLATED = LANGUAGES.filter((language) => language !== "en") as TranslatedLanguage[];

/**
 * Every message constant the API sends. CLIENT_MESSAGES and LIST_MESSAGES are the web app's
 * own (its locale files translate them); AUTH_MESSAGES' `*Code` entries are codes, not texts.
 */
const GROUPS = {
  ERROR_MESSAGES,
  FIELD_MESSAGES,
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  TEAM_MESSAGES,
  PROJECT_MESSAGES,
  ROUNDING_MESSAGES,
  STATISTICS_MESSAGES,
  COMPANY_MESSAGES,
  IDENTIFIER_MESSAGES,
  INVOICE_MESSAGES,
  REMINDER_TEXTS,
  BUDGET_ALERT_TEXTS,
  IMPORT_MESSAGES,
} as const;
const NOT_TEXTS = new Set(["AUTH_MESSAGES.badHeaderCode", "AUTH_MESSAGES.tokenNotValidCode"]);

/** Arguments for each message with values: every plural form, and values like the real ones. */
const SAMPLES: Record<string, unknown[][]> = {
  "ERROR_MESSAGES.methodNotAllowed": [["PUT"]],
  "ERROR_MESSAGES.unsupportedMediaType": [["text/plain"]],
  "ERROR_MESSAGES.jsonParseError": [["Unexpected end of JSON input"]],
  "ERROR_MESSAGES.multipartParseError": [["Invalid boundary in multipart: None"]],
  "ERROR_MESSAGES.tooManyFiles": [[1]],
  "ERROR_MESSAGES.tooManyFields": [[40]],
  "ERROR_MESSAGES.throttled": [[1], [59]],
  "FIELD_MESSAGES.maxLength": [[150]],
  "FIELD_MESSAGES.minValue": [[0], ["-2147483648"]],
  "FIELD_MESSAGES.maxValue": [[100]],
  "FIELD_MESSAGES.maxDigits": [[12]],
  "FIELD_MESSAGES.maxDecimalPlaces": [[2]],
  "FIELD_MESSAGES.maxWholeDigits": [[10]],
  "FIELD_MESSAGES.invalidChoice": [["purple"]],
  "FIELD_MESSAGES.invalidPk": [[999999]],
  "FIELD_MESSAGES.notADictionary": [["list"]],
  "FIELD_MESSAGES.tooManySearchTerms": [[10]],
  "ACCOUNT_MESSAGES.passwordTooSimilar": [["username"], ["email address"]],
  "BILLING_MESSAGES.userCountBelowMembers": [[3]],
  "BILLING_MESSAGES.planUserLimit": [
    ["Solo", 1],
    ["Team", 10],
  ],
  "BILLING_MESSAGES.invalidStatus": [["paused"]],
  "TEAM_MESSAGES.seatLimit": [[1], [5]],
  "PROJECT_MESSAGES.alreadyRunning": [[42]],
  "PROJECT_MESSAGES.periodLocked": [["2026-10-31"]],
  "COMPANY_MESSAGES.invalidCurrency": [["XYZ"]],
  "IDENTIFIER_MESSAGES.ibanCountry": [["US"]],
  "IDENTIFIER_MESSAGES.ibanLength": [["DE", 22]],
  "IDENTIFIER_MESSAGES.bicCountry": [["XX"]],
  "IDENTIFIER_MESSAGES.vatCountry": [["XX"]],
  "IDENTIFIER_MESSAGES.vatFormat": [["DE followed by 9 digits, the first not 0"]],
  "IDENTIFIER_MESSAGES.addressScheme": [["1234"]],
  "IDENTIFIER_MESSAGES.addressVatCountry": [["9930", "DE"]],
  "IDENTIFIER_MESSAGES.registrationScheme": [["0000"]],
  "INVOICE_MESSAGES.numberTaken": [["RE-2025-0001"]],
  "INVOICE_MESSAGES.numberPatternTooLong": [[51]],
  "INVOICE_MESSAGES.numberTooLong": [["RECHNUNG-CONSULTING-MUSTER-GMBH-BERLIN-2026-04-000001"]],
  "INVOICE_MESSAGES.unsupportedCurrency": [["JPY"]],
  "INVOICE_MESSAGES.sellerIncomplete": [["street, vat_id or tax_number"]],
  "INVOICE_MESSAGES.buyerIncomplete": [["zip_code, buyer_reference"]],
  "INVOICE_MESSAGES.paymentTooLarge": [["119.00"]],
  "INVOICE_MESSAGES.exchangeRateRequired": [["USD", "EUR"]],
  "INVOICE_MESSAGES.notAnAdvance": [["RE-7"]],
  "INVOICE_MESSAGES.advanceDeducted": [["AR-1", "RE-9"]],
  "INVOICE_MESSAGES.lineAlreadyCredited": [[3]],
  "INVOICE_MESSAGES.creditTooLarge": [["50.00"]],
  "IMPORT_MESSAGES.unknownFormat": [
    ["Toggl Track (detailed report CSV); Harvest (time report CSV)"],
  ],
  "IMPORT_MESSAGES.unmappedPeople": [["Bob Builder, Grace Hopper"]],
};

/** Texts the server and the contract's schemas write outside the message constants. */
const OTHER_TEXTS = [
  "No active account found for the given token.",
  "The submitted data was not a file. Check the encoding type on the form.",
  "Not a valid string.",
  "Ensure this field has at least 8 characters.",
  "No data provided",
  "This list may not be empty.",
  "Ensure this field has no more than 500 elements.",
  "Ensure this field has no more than 10 elements.",
  "Enter a two-letter country code.",
  "Ensure this value is greater than or equal to 0.",
  "Ensure this value is less than or equal to 100.",
];

function englishTexts(): [string, string][] {
  const texts: [string, string][] = [];
  for (const [group, messages] of Object.entries(GROUPS)) {
    for (const [key, message] of Object.entries(messages)) {
      const name = `${group}.${key}`;
      if (NOT_TEXTS.has(name)) continue;
      if (typeof message === "string") texts.push([name, message]);
      else {
        const samples = SAMPLES[name];
        if (!samples) throw new Error(`${name} has values: add its sample arguments to SAMPLES`);
        for (const args of samples) {
          texts.push([name, (message as (...values: unknown[]) => string)(...args)]);
        }
      }
    }
  }
  return [...texts, ...OTHER_TEXTS.map((text): [string, string] => ["other", text])];
}

/** Values that stay English by design: the parsers' own reasons (see catalogue/placeholders.ts). */
const ENGLISH_VALUES = new Set(["Unexpected end of JSON input"]);

const PLACEHOLDERS = /\{([a-z][a-z_]*)\}/g;
const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDERS)].map((m) => m[1]).sort();

describe("the message catalogue", () => {
  it.each(TRANSLATED)("translates every message the API sends into %s", (language) => {
    const missing = englishTexts()
      .filter(([, text]) => lookup(language, text) === undefined)
      .map(([name, text]) => `${name}: ${text}`);
    expect(missing).toEqual([]);
  });

  it.each(TRANSLATED)("leaves no English text in the values it translates into %s", (language) => {
    const english = englishTexts().flatMap(([name, text]) =>
      untranslatedValues(language, text)
        .filter((value) => !ENGLISH_VALUES.has(value))
        .map((value) => `${name}: ${value}`),
    );
    expect(english).toEqual([]);
  });

  it("has every translation, with the English text's placeholders", () => {
    const problems: string[] = [];
    for (const [english, translations] of Object.entries(CATALOGUE)) {
      for (const language of TRANSLATED) {
        const text = translations[language];
        if (!text?.trim()) problems.push(`${language}: ${english} is empty`);
        else if (placeholdersOf(text).join() !== placeholdersOf(english).join())
          problems.push(`${language}: ${english} → ${text}`);
        else if (text !== text.trim()) problems.push(`${language}: ${text} has spaces around`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("names each English text in one area only", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, catalogue] of Object.entries(AREAS)) {
      for (const english of Object.keys(catalogue)) {
        if (seen.has(english)) twice.push(`${english} (${seen.get(english)}, ${area})`);
        seen.set(english, area);
      }
    }
    expect(twice).toEqual([]);
  });
});

describe("translate", () => {
  it("puts a message's values into the translation", () => {
    expect(translate("de", FIELD_MESSAGES.maxLength(150))).toBe(
      "Stelle sicher, dass dieses Feld nicht mehr als 150 Zeichen lang ist.",
    );
    expect(translate("fr", INVOICE_MESSAGES.exchangeRateRequired("USD", "EUR"))).toBe(
      "Saisissez le taux de change de USD vers EUR : la TVA est aussi indiquée dans la devise de l'entreprise.",
    );
    expect(translate("nl", TEAM_MESSAGES.seatLimit(1))).toBe(
      "Je abonnement staat 1 gebruiker toe. Verhoog het aantal gebruikers om er meer toe te voegen.",
    );
    expect(translate("fr", ERROR_MESSAGES.throttled(5))).toBe(
      "Requête ralentie. Disponible à nouveau dans 5 secondes.",
    );
  });

  it("keeps braces that are the message's own text", () => {
    expect(translate("de", INVOICE_MESSAGES.invalidPattern)).toBe(
      "Das Muster braucht genau ein {seq} oder {seq:N} (N von 1 bis 10).",
    );
  });

  it("leaves English, and texts it does not know, as they are", () => {
    expect(translate("en", FIELD_MESSAGES.required)).toBe(FIELD_MESSAGES.required);
    expect(translate("de", "token_not_valid")).toBe("token_not_valid");
    expect(lookup("nl", "Something new.")).toBeUndefined();
  });
});
