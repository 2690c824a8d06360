import { z } from "zod";
/**
 * Validators for the identifiers an EN 16931 invoice carries: IBAN (BT-84), BIC
 * (BT-86), VAT IDs (BT-31/BT-48), electronic addresses (BT-34/BT-49) with their
 * EAS scheme, legal registration identifiers (BT-30/BT-47) with their ICD scheme,
 * and payment references (BT-83: Belgian structured communication, ISO 11649).
 *
 * Each `…Problem` function takes what a user typed, normalizes it as the matching
 * `normalize…` function does, and answers `null` when the identifier is valid, else
 * one of the IDENTIFIER_MESSAGES. Store the normalized form. No dependencies; the
 * arithmetic is on integers, digit by digit, so long numbers never lose precision.
 */

export const IDENTIFIER_MESSAGES = {
  ibanRequired: "Enter an IBAN.",
  ibanCharacters: "Enter a valid IBAN: use only letters and digits.",
  ibanStart: "Enter a valid IBAN: it starts with a 2-letter country code and 2 check digits.",
  ibanCountry: (country: string) => `Enter a valid IBAN: ${country} is not a country with IBANs.`,
  ibanLength: (country: string, length: number) =>
    `Enter a valid IBAN: an IBAN from ${country} has ${length} characters.`,
  ibanCheckDigits: "Enter a valid IBAN: the check digits do not match.",

  bicRequired: "Enter a BIC.",
  bicCharacters: "Enter a valid BIC: use only letters and digits.",
  bicLength: "Enter a valid BIC: it has 8 or 11 characters.",
  bicBankCode: "Enter a valid BIC: the first 4 characters, the bank code, must be letters.",
  bicCountry: (code: string) =>
    `Enter a valid BIC: ${code} in characters 5 and 6 is not a country code.`,

  vatRequired: "Enter a VAT ID.",
  vatPrefix: "Enter a valid VAT ID: it starts with a 2-letter country prefix, such as DE.",
  vatCountry: (prefix: string) => `Enter a valid VAT ID: ${prefix} is not a known country prefix.`,
  vatGreekPrefix: "Enter a valid VAT ID: Greek VAT IDs start with EL, not GR.",
  vatFormat: (expected: string) => `Enter a valid VAT ID: expected ${expected}.`,
  vatCheckDigits: "Enter a valid VAT ID: the check digits do not match.",

  addressRequired: "Enter an electronic address.",
  addressSchemeRequired:
    "Choose the scheme of the electronic address (for example 9930 for a German VAT ID).",
  addressScheme: (scheme: string) => `The electronic address scheme "${scheme}" is not supported.`,
  addressVatCountry: (scheme: string, prefix: string) =>
    `Enter a valid electronic address: scheme ${scheme} takes a VAT ID starting with ${prefix}.`,
  email: "Enter a valid email address.",
  leitwegRequired: "Enter a Leitweg-ID.",
  leitwegFormat:
    "Enter a valid Leitweg-ID: expected 2 to 12 digits, optionally up to 30 letters or digits, and 2 check digits, separated by hyphens.",
  leitwegState:
    "Enter a valid Leitweg-ID: it starts with a state code from 01 to 16, or 99 for the federal government.",
  leitwegCheckDigits: "Enter a valid Leitweg-ID: the check digits do not match.",

  sirenFormat: "Enter a valid SIREN number: expected 9 digits.",
  sirenCheckDigit: "Enter a valid SIREN number: the check digit does not match.",
  siretFormat: "Enter a valid SIRET number: expected 14 digits.",
  siretCheckDigit: "Enter a valid SIRET number: the check digit does not match.",
  belgianEnterpriseFormat:
    "Enter a valid Belgian enterprise number: expected 10 digits starting with 0 or 1.",
  belgianEnterpriseCheckDigits:
    "Enter a valid Belgian enterprise number: the check digits do not match.",
  glnFormat: "Enter a valid GLN: expected 13 digits.",
  glnCheckDigit: "Enter a valid GLN: the check digit does not match.",
  kvkFormat: "Enter a valid KvK number: expected 8 digits.",
  oinFormat: "Enter a valid OIN: expected 20 digits.",
  swedishOrganisationFormat: "Enter a valid Swedish organisation number: expected 10 digits.",
  swedishOrganisationCheckDigit:
    "Enter a valid Swedish organisation number: the check digit does not match.",
  norwegianOrganisationFormat: "Enter a valid Norwegian organisation number: expected 9 digits.",
  norwegianOrganisationCheckDigit:
    "Enter a valid Norwegian organisation number: the check digit does not match.",
  dunsFormat: "Enter a valid D-U-N-S number: expected 9 digits.",

  registrationRequired: "Enter a registration identifier.",
  registrationScheme: (scheme: string) =>
    `The registration identifier scheme "${scheme}" is not supported.`,
  registerEntry: "Enter a valid register entry: use 1 to 100 printable characters.",

  belgianReferenceBase: "A Belgian structured reference is made from exactly 10 digits.",
  rfReferenceBase: "An RF creditor reference is made from 1 to 21 letters and digits.",
} as const;

const M = IDENTIFIER_MESSAGES;

// ---------------------------------------------------------------------------
// Arithmetic on digit strings
// ---------------------------------------------------------------------------

/** The value of the ASCII digit at `index` of `digits`. */
function digitAt(digits: string, index: number): number {
  return digits.charCodeAt(index) - 48;
}

/** Sum of each digit times its weight, from the left; extra digits or weights are ignored. */
function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < Math.min(digits.length, weights.length); i++) {
    sum += digitAt(digits, i) * weights[i];
  }
  return sum;
}

/** Sum of all the digits. */
function digitSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += digitAt(digits, i);
  return sum;
}

/** A decimal digit string modulo `divisor`, digit by digit (for numbers of any length). */
function modulo(digits: string, divisor: number): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i++) {
    remainder = (remainder * 10 + digitAt(digits, i)) % divisor;
  }
  return remainder;
}

/** ISO 7064 / ISO 13616 conversion: digits stay, letters become A=10 … Z=35. */
function lettersToDigits(value: string): string {
  let digits = "";
  for (const character of value) {
    digits += /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character;
  }
  return digits;
}

/** ISO 7064 MOD 97-10: letters and digits whose converted number is 1 modulo 97. */
function mod97Valid(value: string): boolean {
  return modulo(lettersToDigits(value), 97) === 1;
}

/** The two ISO 7064 MOD 97-10 check digits that follow `value` (02 … 98). */
function mod97CheckDigits(value: string): string {
  return String(98 - modulo(lettersToDigits(`${value}00`), 97)).padStart(2, "0");
}

/** Luhn (ISO/IEC 7812): from the right, every second digit doubled, the sum a multiple of 10. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let fromRight = 0; fromRight < digits.length; fromRight++) {
    let digit = digitAt(digits, digits.length - 1 - fromRight);
    if (fromRight % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** ISO 7064 MOD 11,10: the last digit checks all the others (German VAT ID, Croatian OIB). */
function mod11_10Valid(digits: string): boolean {
  let product = 10;
  for (let i = 0; i < digits.length - 1; i++) {
    const sum = (digitAt(digits, i) + product) % 10 || 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === digitAt(digits, digits.length - 1);
}

/** GS1 mod 10 (GLN, GTIN): weights 3 and 1 alternate from the digit left of the check digit. */
function gs1Valid(digits: string): boolean {
  let sum = 0;
  for (let fromRight = 1; fromRight < digits.length; fromRight++) {
    sum += digitAt(digits, digits.length - 1 - fromRight) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10 === digitAt(digits, digits.length - 1);
}

// ---------------------------------------------------------------------------
// IBAN (ISO 13616)
// ---------------------------------------------------------------------------

/** Country code and IBAN length, from the SWIFT IBAN registry (all SEPA countries included). */
const IBAN_LENGTH_TABLE =
  "AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 DK18 " +
  "DO28 EE20 EG29 ES24 FI18 FK18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HN28 HR21 HU28 IE22 IL23 " +
  "IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 MK19 MN20 MR27 " +
  "MT31 MU30 NI28 NL18 NO15 OM23 PK24 PL28 PS29 PT25 QA29 RO24 RS22 RU33 SA24 SC31 SD18 SE24 SI19 " +
  "SK24 SM27 SO23 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20 YE30";

/** The length of an IBAN per country. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = Object.freeze(
  Object.fromEntries(
    IBAN_LENGTH_TABLE.split(" ").map((entry) => [entry.slice(0, 2), Number(entry.slice(2))]),
  ),
);

/** An IBAN as stored: upper-case, without spaces, hyphens and dots (`ES15-0049-…` → `ES150049…`). */
export function normalizeIban(value: string): string {
  return value.replace(/[\s.-]+/g, "").toUpperCase();
}

/** An IBAN as printed: in groups of 4 characters, e.g. `DE89 3704 0044 0532 0130 00`. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * Checks an IBAN: its characters, a country of the IBAN registry, that country's
 * length and the ISO 7064 MOD 97-10 check digits (02 to 98). The BBAN's inner
 * structure (bank code, account number) is not checked.
 */
export function ibanProblem(value: string): string | null {
  const iban = normalizeIban(value);
  if (iban === "") return M.ibanRequired;
  if (!/^[A-Z0-9]+$/.test(iban)) return M.ibanCharacters;
  if (!/^[A-Z]{2}\d{2}/.test(iban)) return M.ibanStart;
  const country = iban.slice(0, 2);
  if (!Object.hasOwn(IBAN_LENGTHS, country)) return M.ibanCountry(country);
  if (iban.length !== IBAN_LENGTHS[country]) return M.ibanLength(country, IBAN_LENGTHS[country]);
  const checkDigits = Number(iban.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98 || !mod97Valid(iban.slice(4) + iban.slice(0, 4))) {
    return M.ibanCheckDigits;
  }
  return null;
}

// ---------------------------------------------------------------------------
// BIC (ISO 9362)
// ---------------------------------------------------------------------------

/** ISO 3166-1 alpha-2 country codes, and XK (Kosovo) as SWIFT uses it. */
const COUNTRY_CODES: ReadonlySet<string> = new Set(
  (
    "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ " +
    "BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM " +
    "DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS " +
    "GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN " +
    "KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ " +
    "MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM " +
    "PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV " +
    "SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI " +
    "VN VU WF WS XK YE YT ZA ZM ZW"
  ).split(" "),
);

/** A BIC as stored: without spaces, upper-case. */
export function normalizeBic(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * Checks a BIC: 8 or 11 letters and digits; a 4-letter bank code, a country code
 * (ISO 3166-1 alpha-2), a 2-character location and an optional 3-character branch.
 */
export function bicProblem(value: string): string | null {
  const bic = normalizeBic(value);
  if (bic === "") return M.bicRequired;
  if (!/^[A-Z0-9]+$/.test(bic)) return M.bicCharacters;
  if (bic.length !== 8 && bic.length !== 11) return M.bicLength;
  if (!/^[A-Z]{4}/.test(bic)) return M.bicBankCode;
  const country = bic.slice(4, 6);
  if (!COUNTRY_CODES.has(country)) return M.bicCountry(country);
  return null;
}

// ---------------------------------------------------------------------------
// VAT identification numbers
// ---------------------------------------------------------------------------

interface VatRule {
  /** The form of the part after the 2-letter prefix. */
  pattern: RegExp;
  /** The form as the message states it. */
  expected: string;
  /** The country's check-digit test on the part after the prefix, where one is known. */
  check?: (body: string) => boolean;
}

/** Austria: U, 7 digits and a Luhn-like check digit offset by 4. */
function austrianVatValid(body: string): boolean {
  const digits = body.slice(1);
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = digitAt(digits, i);
    sum += i % 2 === 0 ? digit : Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  }
  return (10 - ((sum + 4) % 10)) % 10 === digitAt(digits, 7);
}

/** Belgium (VAT ID and enterprise number): the last 2 digits are 97 − (the first 8 mod 97). */
function belgianNumberValid(digits: string): boolean {
  return 97 - modulo(digits.slice(0, 8), 97) === Number(digits.slice(8));
}

/** Bulgaria, legal entities (9 digits): weights 1 … 8, else 3 … 10 when that gives 10. */
function bulgarianVatValid(body: string): boolean {
  if (body.length !== 9) return true; // 10 digits: persons and foreigners, checked by form only
  let check = weightedSum(body, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
  if (check === 10) check = weightedSum(body, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
  return check % 10 === digitAt(body, 8);
}

/** Switzerland (UID): weights 5 4 3 2 7 6 5 4, check = 11 − sum mod 11 (10 is never issued). */
function swissVatValid(body: string): boolean {
  const digits = body.slice(1);
  const check = (11 - (weightedSum(digits, [5, 4, 3, 2, 7, 6, 5, 4]) % 11)) % 11;
  return check === digitAt(digits, 8);
}

/** Denmark (CVR): weights 2 7 6 5 4 3 2 1, the sum a multiple of 11. */
function danishVatValid(body: string): boolean {
  return weightedSum(body, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
}

/** Estonia: weights 3 7 1 3 7 1 3 7 1, the sum a multiple of 10. */
function estonianVatValid(body: string): boolean {
  return weightedSum(body, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0;
}

/** Greece: weights 256 … 2 on the first 8 digits, check = sum mod 11 mod 10. */
function greekVatValid(body: string): boolean {
  return (weightedSum(body, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === digitAt(body, 8);
}

/** Finland: weights 7 9 10 5 8 4 2 1, the sum a multiple of 11. */
function finnishVatValid(body: string): boolean {
  return weightedSum(body, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0;
}

/**
 * France: the SIREN (9 digits, Luhn; Monaco's start with 000 and have none) and,
 * when the 2-character key is numeric, key = (12 + 3 × (SIREN mod 97)) mod 97.
 * Keys with letters (rare, newer numbers) are checked by form only.
 */
function frenchVatValid(body: string): boolean {
  const siren = body.slice(2);
  if (!siren.startsWith("000") && !luhnValid(siren)) return false;
  const key = body.slice(0, 2);
  if (!/^\d{2}$/.test(key)) return true;
  return (12 + 3 * modulo(siren, 97)) % 97 === Number(key);
}

/** Hungary: weights 9 7 3 1 9 7 3 1, the sum a multiple of 10. */
function hungarianVatValid(body: string): boolean {
  return weightedSum(body, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0;
}

/** Luxembourg: the last 2 digits are the first 6 mod 89. */
function luxembourgVatValid(body: string): boolean {
  return modulo(body.slice(0, 6), 89) === Number(body.slice(6));
}

/** Malta: weights 3 4 6 7 8 9 10 1 (the last two digits read as one number), a multiple of 37. */
function malteseVatValid(body: string): boolean {
  return weightedSum(body, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0;
}

/**
 * Netherlands: the 9 digits pass the eleven test (weights 9 … 2 and −1), or, for
 * sole proprietors' numbers since 2020, `NL` and the whole number pass MOD 97-10.
 */
function dutchVatValid(body: string): boolean {
  const elevenTest = (weightedSum(body, [9, 8, 7, 6, 5, 4, 3, 2]) - digitAt(body, 8)) % 11 === 0;
  return elevenTest || mod97Valid(`NL${body}`);
}

/** Norway (organisation number): weights 3 2 7 6 5 4 3 2 1, the sum a multiple of 11. */
function norwegianOrganisationValid(digits: string): boolean {
  return weightedSum(digits, [3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
}

/** Poland (NIP): weights 6 5 7 2 3 4 5 6 7, check = sum mod 11 (10 is never issued). */
function polishVatValid(body: string): boolean {
  return weightedSum(body, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === digitAt(body, 9);
}

/** Portugal (NIF): weights 9 … 2, check = 11 − sum mod 11, and 0 where that gives 10 or 11. */
function portugueseVatValid(body: string): boolean {
  const check = (11 - (weightedSum(body, [9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  return check % 10 === digitAt(body, 8);
}

/** Romania (CUI): the digits before the check, left-padded to 9, weights 7 5 3 2 1 7 5 3 2. */
function romanianVatValid(body: string): boolean {
  const padded = body.slice(0, -1).padStart(9, "0");
  const check = ((weightedSum(padded, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10;
  return check === digitAt(body, body.length - 1);
}

/** Slovenia: weights 8 … 2, check = 11 − sum mod 11, 0 where that gives 10 (11 is never issued). */
function slovenianVatValid(body: string): boolean {
  const check = 11 - (weightedSum(body, [8, 7, 6, 5, 4, 3, 2]) % 11);
  return check !== 11 && check % 10 === digitAt(body, 7);
}

/**
 * The VAT IDs checked here, by prefix: the EU member states as VIES writes them (EL
 * for Greece, XI for Northern Ireland), and GB, CH and NO.
 */
const VAT_RULES = {
  AT: { pattern: /^U\d{8}$/, expected: "ATU followed by 8 digits", check: austrianVatValid },
  BE: {
    pattern: /^[01]\d{9}$/,
    expected: "BE followed by 10 digits starting with 0 or 1",
    check: belgianNumberValid,
  },
  BG: {
    pattern: /^\d{9,10}$/,
    expected: "BG followed by 9 or 10 digits",
    check: bulgarianVatValid,
  },
  CH: {
    pattern: /^E\d{9}$/,
    expected: "CHE followed by 9 digits, with or without MWST, TVA, IVA or TPV",
    check: swissVatValid,
  },
  CY: { pattern: /^\d{8}[A-Z]$/, expected: "CY followed by 8 digits and a letter" },
  CZ: { pattern: /^\d{8,10}$/, expected: "CZ followed by 8 to 10 digits" },
  DE: {
    pattern: /^[1-9]\d{8}$/,
    expected: "DE followed by 9 digits, the first not 0",
    check: mod11_10Valid,
  },
  DK: {
    pattern: /^[1-9]\d{7}$/,
    expected: "DK followed by 8 digits, the first not 0",
    check: danishVatValid,
  },
  EE: { pattern: /^\d{9}$/, expected: "EE followed by 9 digits", check: estonianVatValid },
  EL: { pattern: /^\d{9}$/, expected: "EL followed by 9 digits", check: greekVatValid },
  ES: {
    pattern: /^(?:[A-Z]\d{7}[0-9A-Z]|\d{8}[A-Z])$/,
    expected:
      "ES followed by a letter, 7 digits and a letter or digit, or by 8 digits and a letter",
  },
  FI: { pattern: /^\d{8}$/, expected: "FI followed by 8 digits", check: finnishVatValid },
  FR: {
    pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
    expected: "FR followed by a 2-character key and the 9-digit SIREN",
    check: frenchVatValid,
  },
  GB: {
    pattern: /^(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
    expected: "GB followed by 9 or 12 digits, or by GD or HA and 3 digits",
  },
  HR: { pattern: /^\d{11}$/, expected: "HR followed by 11 digits", check: mod11_10Valid },
  HU: { pattern: /^\d{8}$/, expected: "HU followed by 8 digits", check: hungarianVatValid },
  IE: {
    pattern: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
    expected: "IE followed by 7 digits and 1 or 2 letters",
  },
  IT: { pattern: /^\d{11}$/, expected: "IT followed by 11 digits", check: luhnValid },
  LT: { pattern: /^(?:\d{9}|\d{12})$/, expected: "LT followed by 9 or 12 digits" },
  LU: { pattern: /^\d{8}$/, expected: "LU followed by 8 digits", check: luxembourgVatValid },
  LV: { pattern: /^\d{11}$/, expected: "LV followed by 11 digits" },
  MT: {
    pattern: /^[1-9]\d{7}$/,
    expected: "MT followed by 8 digits, the first not 0",
    check: malteseVatValid,
  },
  NL: {
    pattern: /^\d{9}B\d{2}$/,
    expected: "NL followed by 9 digits, B and 2 digits",
    check: dutchVatValid,
  },
  NO: {
    pattern: /^\d{9}MVA$/,
    expected: "NO followed by 9 digits and MVA",
    check: (body) => norwegianOrganisationValid(body.slice(0, 9)),
  },
  PL: { pattern: /^\d{10}$/, expected: "PL followed by 10 digits", check: polishVatValid },
  PT: {
    pattern: /^[1-9]\d{8}$/,
    expected: "PT followed by 9 digits, the first not 0",
    check: portugueseVatValid,
  },
  RO: {
    pattern: /^[1-9]\d{1,9}$/,
    expected: "RO followed by 2 to 10 digits, the first not 0",
    check: romanianVatValid,
  },
  SE: {
    pattern: /^\d{10}01$/,
    expected: "SE followed by 12 digits ending in 01",
    check: (body) => luhnValid(body.slice(0, 10)),
  },
  SI: {
    pattern: /^[1-9]\d{7}$/,
    expected: "SI followed by 8 digits, the first not 0",
    check: slovenianVatValid,
  },
  SK: { pattern: /^\d{10}$/, expected: "SK followed by 10 digits" },
  XI: {
    pattern: /^(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
    expected: "XI followed by 9 or 12 digits, or by GD or HA and 3 digits",
  },
} satisfies Record<string, VatRule>;

export type VatIdPrefix = keyof typeof VAT_RULES;
/** The country prefixes of the VAT IDs checked here. */
export const VAT_ID_PREFIXES = Object.freeze(Object.keys(VAT_RULES) as VatIdPrefix[]);

function isVatIdPrefix(prefix: string): prefix is VatIdPrefix {
  return Object.hasOwn(VAT_RULES, prefix);
}

/**
 * A VAT ID as stored: upper-case, without spaces, dots, hyphens, slashes and colons
 * (`DK: 2159 9336` → `DK21599336`). Swiss IDs lose their MWST/TVA/IVA/TPV suffix
 * (`CHE-123.456.789 MWST` → `CHE123456789`), Norwegian ones gain the MVA suffix they
 * must carry, and old 9-digit Belgian numbers gain their leading 0.
 */
export function normalizeVatId(value: string): string {
  const compact = value.replace(/[\s.\-/:]+/g, "").toUpperCase();
  if (/^CHE\d{9}(?:MWST|TVA|IVA|TPV)$/.test(compact)) return compact.slice(0, 12);
  if (/^NO\d{9}$/.test(compact)) return `${compact}MVA`;
  if (/^BE\d{9}$/.test(compact)) return `BE0${compact.slice(2)}`;
  return compact;
}

/**
 * Checks a VAT ID: a known country prefix, the country's form and, where the
 * country defines check digits, those (see the checks above; CY, CZ, ES, GB, IE,
 * LT, LV, SK and XI are checked by form only, as are 10-digit Bulgarian IDs).
 */
export function vatIdProblem(value: string): string | null {
  const vatId = normalizeVatId(value);
  if (vatId === "") return M.vatRequired;
  const prefix = vatId.slice(0, 2);
  if (!/^[A-Z]{2}$/.test(prefix)) return M.vatPrefix;
  if (prefix === "GR") return M.vatGreekPrefix;
  if (!isVatIdPrefix(prefix)) return M.vatCountry(prefix);
  const rule: VatRule = VAT_RULES[prefix];
  const body = vatId.slice(2);
  if (!rule.pattern.test(body)) return M.vatFormat(rule.expected);
  if (rule.check && !rule.check(body)) return M.vatCheckDigits;
  return null;
}

// ---------------------------------------------------------------------------
// National numbers used as electronic addresses and legal registrations
// ---------------------------------------------------------------------------

/** A number as stored: without spaces, dots and hyphens (`556036-0793` → `5560360793`). */
function compactNumber(value: string): string {
  return value.replace(/[\s.-]+/g, "");
}

/** 0002 SIREN (France): 9 digits, Luhn. */
function sirenProblem(digits: string): string | null {
  if (!/^\d{9}$/.test(digits)) return M.sirenFormat;
  return luhnValid(digits) ? null : M.sirenCheckDigit;
}

/** La Poste's establishments share its SIREN and use another check. */
const LA_POSTE_SIREN = "356000000";
/** La Poste's head office, whose SIRET follows Luhn. */
const LA_POSTE_HEAD_OFFICE = "35600000000048";

/**
 * 0009 SIRET (France): 14 digits, Luhn over all 14 and over the SIREN (the first 9).
 * La Poste's establishments (SIREN 356000000, except the head office) have a digit
 * sum that is a multiple of 5 instead.
 */
function siretProblem(digits: string): string | null {
  if (!/^\d{14}$/.test(digits)) return M.siretFormat;
  const laPoste = digits.startsWith(LA_POSTE_SIREN) && digits !== LA_POSTE_HEAD_OFFICE;
  const valid = laPoste
    ? digitSum(digits) % 5 === 0
    : luhnValid(digits) && luhnValid(digits.slice(0, 9));
  return valid ? null : M.siretCheckDigit;
}

/** 0208 Belgian enterprise number: 10 digits starting with 0 or 1, mod 97 as the VAT ID. */
function belgianEnterpriseProblem(digits: string): string | null {
  if (!/^[01]\d{9}$/.test(digits)) return M.belgianEnterpriseFormat;
  return belgianNumberValid(digits) ? null : M.belgianEnterpriseCheckDigits;
}

/** 0088 GLN (GS1 Global Location Number): 13 digits, GS1 mod 10. */
function glnProblem(digits: string): string | null {
  if (!/^\d{13}$/.test(digits)) return M.glnFormat;
  return gs1Valid(digits) ? null : M.glnCheckDigit;
}

/** 0106 KvK number (Dutch Chamber of Commerce): 8 digits, no check digit. */
function kvkProblem(digits: string): string | null {
  return /^\d{8}$/.test(digits) ? null : M.kvkFormat;
}

/** 0190 OIN (Dutch government organisation number): 20 digits. */
function oinProblem(digits: string): string | null {
  return /^\d{20}$/.test(digits) ? null : M.oinFormat;
}

/** 0007 Swedish organisation number: 10 digits, Luhn. */
function swedishOrganisationProblem(digits: string): string | null {
  if (!/^\d{10}$/.test(digits)) return M.swedishOrganisationFormat;
  return luhnValid(digits) ? null : M.swedishOrganisationCheckDigit;
}

/** 0192 Norwegian organisation number: 9 digits, mod 11. */
function norwegianOrganisationProblem(digits: string): string | null {
  if (!/^\d{9}$/.test(digits)) return M.norwegianOrganisationFormat;
  return norwegianOrganisationValid(digits) ? null : M.norwegianOrganisationCheckDigit;
}

/** 0060 D-U-N-S number: 9 digits, no check digit. */
function dunsProblem(digits: string): string | null {
  return /^\d{9}$/.test(digits) ? null : M.dunsFormat;
}

// ---------------------------------------------------------------------------
// Leitweg-ID and e-mail
// ---------------------------------------------------------------------------

/** A Leitweg-ID as stored: without spaces, upper-case. */
export function normalizeLeitwegId(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * Checks a Leitweg-ID (the routing ID of German public buyers, BT-10 and EAS 0204):
 * a coarse address of 2 to 12 digits starting with a state code (01 … 16, or 99
 * for the federal government), an optional fine address of up to 30 letters and
 * digits, and 2 check digits, separated by hyphens; the check digits are ISO 7064
 * MOD 97-10 over the ID without hyphens, letters read as A=10 … Z=35.
 */
export function leitwegIdProblem(value: string): string | null {
  const id = normalizeLeitwegId(value);
  if (id === "") return M.leitwegRequired;
  const parts = /^(\d{2,12})(?:-([0-9A-Z]{1,30}))?-(\d{2})$/.exec(id);
  if (!parts) return M.leitwegFormat;
  const state = Number(id.slice(0, 2));
  if (!((state >= 1 && state <= 16) || state === 99)) return M.leitwegState;
  const [, coarse, fine = "", check] = parts;
  return mod97Valid(coarse + fine + check) ? null : M.leitwegCheckDigits;
}

/** Characters an unquoted local part may hold (RFC 5322 dot-atom text). */
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A domain of at least 2 labels; letters of any script, digits and inner hyphens. */
const EMAIL_DOMAIN =
  /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}\p{N}-]{2,63}$/u;

/** A sane e-mail address: a dot-atom local part of up to 64 characters, `@`, a domain; 254 at most. */
function emailProblem(address: string): string | null {
  const at = address.lastIndexOf("@");
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const valid =
    at > 0 &&
    address.length <= 254 &&
    local.length <= 64 &&
    EMAIL_LOCAL.test(local) &&
    EMAIL_DOMAIN.test(domain) &&
    !domain.endsWith("-");
  return valid ? null : M.email;
}

// ---------------------------------------------------------------------------
// Electronic addresses (BT-34/BT-49, EAS code list)
// ---------------------------------------------------------------------------

/** The electronic address schemes (EAS) an invoice party can be reached by here. */
export const ELECTRONIC_ADDRESS_SCHEMES = [
  { code: "EM", label: "EM Email address" },
  { code: "0002", label: "0002 SIREN (French company number)" },
  { code: "0007", label: "0007 Organisation number (Swedish)" },
  { code: "0009", label: "0009 SIRET (French establishment number)" },
  { code: "0060", label: "0060 D-U-N-S number" },
  { code: "0088", label: "0088 GLN (GS1 Global Location Number)" },
  { code: "0106", label: "0106 KvK number (Dutch Chamber of Commerce)" },
  { code: "0190", label: "0190 OIN (Dutch government organisation number)" },
  { code: "0192", label: "0192 Organisation number (Norwegian)" },
  { code: "0204", label: "0204 Leitweg-ID (German public buyers)" },
  { code: "0208", label: "0208 Enterprise number (Belgian)" },
  { code: "9906", label: "9906 VAT ID (Italian)" },
  { code: "9914", label: "9914 VAT ID (Austrian)" },
  { code: "9920", label: "9920 VAT ID (Spanish)" },
  { code: "9925", label: "9925 VAT ID (Belgian)" },
  { code: "9930", label: "9930 VAT ID (German)" },
  { code: "9944", label: "9944 VAT ID (Dutch)" },
  { code: "9957", label: "9957 VAT ID (French)" },
] as const satisfies readonly { code: string; label: string }[];
export type ElectronicAddressScheme = (typeof ELECTRONIC_ADDRESS_SCHEMES)[number]["code"];

/** The country whose VAT IDs each VAT scheme takes. */
const VAT_ADDRESS_COUNTRIES: Readonly<Record<string, VatIdPrefix>> = {
  "9906": "IT",
  "9914": "AT",
  "9920": "ES",
  "9925": "BE",
  "9930": "DE",
  "9944": "NL",
  "9957": "FR",
};

/** The national-number check of each scheme that is a plain number (EAS and ICD share codes). */
const NUMBER_SCHEMES: Readonly<Record<string, (digits: string) => string | null>> = {
  "0002": sirenProblem,
  "0007": swedishOrganisationProblem,
  "0009": siretProblem,
  "0060": dunsProblem,
  "0088": glnProblem,
  "0106": kvkProblem,
  "0190": oinProblem,
  "0192": norwegianOrganisationProblem,
  "0208": belgianEnterpriseProblem,
};

/** A scheme code as written: trimmed, upper-case (`em` → `EM`). */
function normalizeScheme(scheme: string): string {
  return scheme.trim().toUpperCase();
}

function isElectronicAddressScheme(scheme: string): scheme is ElectronicAddressScheme {
  return ELECTRONIC_ADDRESS_SCHEMES.some((entry) => entry.code === scheme);
}

/**
 * An electronic address as stored: an e-mail address trimmed; a VAT ID as
 * normalizeVatId; a Leitweg-ID without spaces, upper-case; a number without spaces,
 * dots and hyphens. An unknown scheme's value is only trimmed.
 */
export function normalizeElectronicAddress(scheme: string, value: string): string {
  const code = normalizeScheme(scheme);
  if (code === "EM") return value.trim();
  if (Object.hasOwn(VAT_ADDRESS_COUNTRIES, code)) return normalizeVatId(value);
  if (code === "0204") return normalizeLeitwegId(value);
  if (Object.hasOwn(NUMBER_SCHEMES, code)) return compactNumber(value);
  return value.trim();
}

/**
 * Checks an electronic address against its EAS scheme (one of
 * ELECTRONIC_ADDRESS_SCHEMES); an unknown scheme has its own message.
 */
export function electronicAddressProblem(scheme: string, value: string): string | null {
  const code = normalizeScheme(scheme);
  if (!isElectronicAddressScheme(code)) return M.addressScheme(scheme);
  const address = normalizeElectronicAddress(code, value);
  if (address === "") return M.addressRequired;
  if (code === "EM") return emailProblem(address);
  if (code === "0204") return leitwegIdProblem(address);
  if (Object.hasOwn(VAT_ADDRESS_COUNTRIES, code)) {
    const country = VAT_ADDRESS_COUNTRIES[code];
    if (!address.startsWith(country)) return M.addressVatCountry(code, country);
    return vatIdProblem(address);
  }
  return NUMBER_SCHEMES[code](address);
}

// ---------------------------------------------------------------------------
// Legal registration identifiers (BT-30/BT-47, ICD code list)
// ---------------------------------------------------------------------------

/** The schemes of a legal registration identifier; "" is a free register entry such as `HRB 12345`. */
export const LEGAL_REGISTRATION_SCHEMES = [
  { code: "", label: "Register entry (free text, e.g. HRB 12345)" },
  { code: "0002", label: "0002 SIREN (French company number)" },
  { code: "0007", label: "0007 Organisation number (Swedish)" },
  { code: "0009", label: "0009 SIRET (French establishment number)" },
  { code: "0060", label: "0060 D-U-N-S number" },
  { code: "0088", label: "0088 GLN (GS1 Global Location Number)" },
  { code: "0106", label: "0106 KvK number (Dutch Chamber of Commerce)" },
  { code: "0192", label: "0192 Organisation number (Norwegian)" },
  { code: "0208", label: "0208 Enterprise number (Belgian)" },
] as const satisfies readonly { code: string; label: string }[];
export type LegalRegistrationScheme = (typeof LEGAL_REGISTRATION_SCHEMES)[number]["code"];

function isLegalRegistrationScheme(scheme: string): scheme is LegalRegistrationScheme {
  return LEGAL_REGISTRATION_SCHEMES.some((entry) => entry.code === scheme);
}

/**
 * A legal registration identifier as stored: a register entry trimmed, with each run
 * of whitespace made one space (`HRB  12345` → `HRB 12345`); a number without
 * spaces, dots and hyphens.
 */
export function normalizeLegalRegistration(scheme: string, value: string): string {
  const code = normalizeScheme(scheme);
  if (code === "") return value.trim().replace(/\s+/g, " ");
  if (Object.hasOwn(NUMBER_SCHEMES, code)) return compactNumber(value);
  return value.trim();
}

/**
 * Checks a legal registration identifier against its ICD scheme (one of
 * LEGAL_REGISTRATION_SCHEMES). A register entry ("" scheme) only needs 1 to 100
 * printable characters (no control, format or unassigned characters).
 */
export function legalRegistrationProblem(scheme: string, value: string): string | null {
  const code = normalizeScheme(scheme);
  if (!isLegalRegistrationScheme(code)) return M.registrationScheme(scheme);
  const id = normalizeLegalRegistration(code, value);
  if (id === "") return M.registrationRequired;
  if (code === "") {
    return [...id].length <= 100 && /^\P{C}+$/u.test(id) ? null : M.registerEntry;
  }
  return NUMBER_SCHEMES[code](id);
}

// ---------------------------------------------------------------------------
// Payment references (BT-83)
// ---------------------------------------------------------------------------

/** The 2 check digits of a Belgian structured communication: base mod 97, 97 for 0. */
function belgianCheckDigits(base: string): string {
  return String(modulo(base, 97) || 97).padStart(2, "0");
}

/**
 * The Belgian structured communication (OGM/VCS) of 10 digits, e.g. `1234567890` →
 * `+++123/4567/89002+++`. Throws a RangeError when `base` is not exactly 10 digits.
 */
export function belgianStructuredReference(base: string): string {
  if (!/^\d{10}$/.test(base)) throw new RangeError(M.belgianReferenceBase);
  const digits = base + belgianCheckDigits(base);
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

/**
 * Whether `value` is a Belgian structured communication with matching check digits:
 * `+++123/4567/89002+++`, the same between `***`, or the 12 digits alone; spaces
 * are ignored.
 */
export function isBelgianStructuredReference(value: string): boolean {
  const compact = value.replace(/\s+/g, "");
  const match =
    /^(?:\+\+\+(\d{3})\/(\d{4})\/(\d{5})\+\+\+|\*\*\*(\d{3})\/(\d{4})\/(\d{5})\*\*\*|(\d{12}))$/.exec(
      compact,
    );
  if (!match) return false;
  const digits = match.slice(1).join("");
  return belgianCheckDigits(digits.slice(0, 10)) === digits.slice(10);
}

/**
 * The Belgian structured communication for an invoice number. Its base is the
 * number's digits (every other character dropped), the last 10 of them, left-padded
 * with zeros: `INV-2025-0042` → `0020250042` → `+++002/0250/04231+++`; a number
 * without digits gives `0000000000`. Deterministic, but numbers that differ only in
 * their other characters or in digits before the last 10 get the same reference.
 */
export function belgianReferenceFor(invoiceNumber: string): string {
  const digits = invoiceNumber.replace(/[^0-9]/g, "");
  return belgianStructuredReference(digits.slice(-10).padStart(10, "0"));
}

/** An RF creditor reference as stored: without spaces, upper-case. */
export function normalizeRfReference(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * The ISO 11649 RF creditor reference of a base of 1 to 21 letters and digits
 * (spaces ignored, letters upper-cased), in its electronic form: `539007547034` →
 * `RF18539007547034`. Throws a RangeError for another base.
 */
export function rfReference(base: string): string {
  const reference = normalizeRfReference(base);
  if (!/^[0-9A-Z]{1,21}$/.test(reference)) throw new RangeError(M.rfReferenceBase);
  return `RF${mod97CheckDigits(`${reference}RF`)}${reference}`;
}

/** Whether `value` is an ISO 11649 RF creditor reference with matching check digits; spaces are ignored. */
export function isRfReference(value: string): boolean {
  const match = /^RF(\d{2})([0-9A-Z]{1,21})$/.exec(normalizeRfReference(value));
  if (!match) return false;
  const checkDigits = Number(match[1]);
  return checkDigits >= 2 && checkDigits <= 98 && mod97Valid(`${match[2]}RF${match[1]}`);
}

/**
 * A text field holding an identifier: empty, or valid by `problem` (its
 * message is the field's error), stored in the normalized form.
 */
export function identifierField(
  max: number,
  problem: (value: string) => string | null,
  normalize: (value: string) => string,
) {
  return z
    .string()
    .trim()
    .max(max)
    .superRefine((value, context) => {
      const found = value ? problem(value) : null;
      if (found) context.addIssue({ code: "custom", message: found });
    })
    .transform((value) => (value ? normalize(value) : value));
}

/** An EAS scheme code of an electronic address (BT-34/BT-49), or empty. */
export const electronicAddressSchemeField = z.enum([
  "",
  ...ELECTRONIC_ADDRESS_SCHEMES.map((scheme) => scheme.code),
] as [string, ...string[]]);
/** An ICD scheme code of a legal registration (BT-30/BT-47), or empty for a register entry. */
export const registrationSchemeField = z.enum(
  LEGAL_REGISTRATION_SCHEMES.map((scheme) => scheme.code) as [string, ...string[]],
);

/** The identifiers of a seller or buyer that take a scheme, as stored after a change. */
export interface SchemedIdentifiers {
  electronic_address: string;
  electronic_address_scheme: string;
  registration_id: string;
  registration_scheme: string;
  seller_identifier?: string;
  seller_identifier_scheme?: string;
}

/**
 * The field errors of identifiers checked by their scheme: an electronic
 * address needs its EAS scheme and must fit it, a registration its ICD
 * scheme's form. Answers an empty object when all are valid.
 */
export function schemedIdentifierErrors(values: SchemedIdentifiers): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const problem = (field: string, found: string | null) => {
    if (found) errors[field] = [found];
  };
  if (values.electronic_address || values.electronic_address_scheme)
    problem(
      values.electronic_address ? "electronic_address" : "electronic_address_scheme",
      values.electronic_address
        ? values.electronic_address_scheme
          ? electronicAddressProblem(values.electronic_address_scheme, values.electronic_address)
          : IDENTIFIER_MESSAGES.addressSchemeRequired
        : IDENTIFIER_MESSAGES.addressRequired,
    );
  if (values.registration_id)
    problem(
      "registration_id",
      legalRegistrationProblem(values.registration_scheme, values.registration_id),
    );
  if (values.seller_identifier && values.seller_identifier_scheme)
    problem(
      "seller_identifier",
      legalRegistrationProblem(values.seller_identifier_scheme, values.seller_identifier),
    );
  return errors;
}
