import type { Catalogue } from "./types.ts";

/**
 * The form a VAT ID is expected in, by country (`{expected}` in "Enter a valid VAT ID: expected
 * {expected}."): the `expected` of each of the contract's VAT rules (invoicing/identifiers.ts).
 * Prefixes and suffixes (DE, CHE, MWST, MVA, B) are the ID's own letters and stay as they are.
 */
export const VAT_FORMATS: Catalogue = {
  "ATU followed by 8 digits": {
    de: "ATU gefolgt von 8 Ziffern",
    fr: "ATU suivi de 8 chiffres",
    nl: "ATU gevolgd door 8 cijfers",
  },
  "BE followed by 10 digits starting with 0 or 1": {
    de: "BE gefolgt von 10 Ziffern, beginnend mit 0 oder 1",
    fr: "BE suivi de 10 chiffres commençant par 0 ou 1",
    nl: "BE gevolgd door 10 cijfers die met 0 of 1 beginnen",
  },
  "BG followed by 9 or 10 digits": {
    de: "BG gefolgt von 9 oder 10 Ziffern",
    fr: "BG suivi de 9 ou 10 chiffres",
    nl: "BG gevolgd door 9 of 10 cijfers",
  },
  "CHE followed by 9 digits, with or without MWST, TVA, IVA or TPV": {
    de: "CHE gefolgt von 9 Ziffern, mit oder ohne MWST, TVA, IVA oder TPV",
    fr: "CHE suivi de 9 chiffres, avec ou sans MWST, TVA, IVA ou TPV",
    nl: "CHE gevolgd door 9 cijfers, met of zonder MWST, TVA, IVA of TPV",
  },
  "CY followed by 8 digits and a letter": {
    de: "CY gefolgt von 8 Ziffern und einem Buchstaben",
    fr: "CY suivi de 8 chiffres et d'une lettre",
    nl: "CY gevolgd door 8 cijfers en een letter",
  },
  "CZ followed by 8 to 10 digits": {
    de: "CZ gefolgt von 8 bis 10 Ziffern",
    fr: "CZ suivi de 8 à 10 chiffres",
    nl: "CZ gevolgd door 8 tot 10 cijfers",
  },
  "DE followed by 9 digits, the first not 0": {
    de: "DE gefolgt von 9 Ziffern, deren erste nicht 0 ist",
    fr: "DE suivi de 9 chiffres, dont le premier n'est pas 0",
    nl: "DE gevolgd door 9 cijfers, waarvan het eerste geen 0 is",
  },
  "DK followed by 8 digits, the first not 0": {
    de: "DK gefolgt von 8 Ziffern, deren erste nicht 0 ist",
    fr: "DK suivi de 8 chiffres, dont le premier n'est pas 0",
    nl: "DK gevolgd door 8 cijfers, waarvan het eerste geen 0 is",
  },
  "EE followed by 9 digits": {
    de: "EE gefolgt von 9 Ziffern",
    fr: "EE suivi de 9 chiffres",
    nl: "EE gevolgd door 9 cijfers",
  },
  "EL followed by 9 digits": {
    de: "EL gefolgt von 9 Ziffern",
    fr: "EL suivi de 9 chiffres",
    nl: "EL gevolgd door 9 cijfers",
  },
  "ES followed by a letter, 7 digits and a letter or digit, or by 8 digits and a letter": {
    de: "ES gefolgt von einem Buchstaben, 7 Ziffern und einem Buchstaben oder einer Ziffer, oder von 8 Ziffern und einem Buchstaben",
    fr: "ES suivi d'une lettre, de 7 chiffres et d'une lettre ou d'un chiffre, ou de 8 chiffres et d'une lettre",
    nl: "ES gevolgd door een letter, 7 cijfers en een letter of cijfer, of door 8 cijfers en een letter",
  },
  "FI followed by 8 digits": {
    de: "FI gefolgt von 8 Ziffern",
    fr: "FI suivi de 8 chiffres",
    nl: "FI gevolgd door 8 cijfers",
  },
  "FR followed by a 2-character key and the 9-digit SIREN": {
    de: "FR gefolgt von einem Schlüssel aus 2 Zeichen und der 9-stelligen SIREN",
    fr: "FR suivi d'une clé de 2 caractères et du SIREN à 9 chiffres",
    nl: "FR gevolgd door een sleutel van 2 tekens en het SIREN-nummer van 9 cijfers",
  },
  "GB followed by 9 or 12 digits, or by GD or HA and 3 digits": {
    de: "GB gefolgt von 9 oder 12 Ziffern, oder von GD oder HA und 3 Ziffern",
    fr: "GB suivi de 9 ou 12 chiffres, ou de GD ou HA et de 3 chiffres",
    nl: "GB gevolgd door 9 of 12 cijfers, of door GD of HA en 3 cijfers",
  },
  "HR followed by 11 digits": {
    de: "HR gefolgt von 11 Ziffern",
    fr: "HR suivi de 11 chiffres",
    nl: "HR gevolgd door 11 cijfers",
  },
  "HU followed by 8 digits": {
    de: "HU gefolgt von 8 Ziffern",
    fr: "HU suivi de 8 chiffres",
    nl: "HU gevolgd door 8 cijfers",
  },
  "IE followed by 7 digits and 1 or 2 letters": {
    de: "IE gefolgt von 7 Ziffern und 1 oder 2 Buchstaben",
    fr: "IE suivi de 7 chiffres et de 1 ou 2 lettres",
    nl: "IE gevolgd door 7 cijfers en 1 of 2 letters",
  },
  "IT followed by 11 digits": {
    de: "IT gefolgt von 11 Ziffern",
    fr: "IT suivi de 11 chiffres",
    nl: "IT gevolgd door 11 cijfers",
  },
  "LT followed by 9 or 12 digits": {
    de: "LT gefolgt von 9 oder 12 Ziffern",
    fr: "LT suivi de 9 ou 12 chiffres",
    nl: "LT gevolgd door 9 of 12 cijfers",
  },
  "LU followed by 8 digits": {
    de: "LU gefolgt von 8 Ziffern",
    fr: "LU suivi de 8 chiffres",
    nl: "LU gevolgd door 8 cijfers",
  },
  "LV followed by 11 digits": {
    de: "LV gefolgt von 11 Ziffern",
    fr: "LV suivi de 11 chiffres",
    nl: "LV gevolgd door 11 cijfers",
  },
  "MT followed by 8 digits, the first not 0": {
    de: "MT gefolgt von 8 Ziffern, deren erste nicht 0 ist",
    fr: "MT suivi de 8 chiffres, dont le premier n'est pas 0",
    nl: "MT gevolgd door 8 cijfers, waarvan het eerste geen 0 is",
  },
  "NL followed by 9 digits, B and 2 digits": {
    de: "NL gefolgt von 9 Ziffern, B und 2 Ziffern",
    fr: "NL suivi de 9 chiffres, de B et de 2 chiffres",
    nl: "NL gevolgd door 9 cijfers, B en 2 cijfers",
  },
  "NO followed by 9 digits and MVA": {
    de: "NO gefolgt von 9 Ziffern und MVA",
    fr: "NO suivi de 9 chiffres et de MVA",
    nl: "NO gevolgd door 9 cijfers en MVA",
  },
  "PL followed by 10 digits": {
    de: "PL gefolgt von 10 Ziffern",
    fr: "PL suivi de 10 chiffres",
    nl: "PL gevolgd door 10 cijfers",
  },
  "PT followed by 9 digits, the first not 0": {
    de: "PT gefolgt von 9 Ziffern, deren erste nicht 0 ist",
    fr: "PT suivi de 9 chiffres, dont le premier n'est pas 0",
    nl: "PT gevolgd door 9 cijfers, waarvan het eerste geen 0 is",
  },
  "RO followed by 2 to 10 digits, the first not 0": {
    de: "RO gefolgt von 2 bis 10 Ziffern, deren erste nicht 0 ist",
    fr: "RO suivi de 2 à 10 chiffres, dont le premier n'est pas 0",
    nl: "RO gevolgd door 2 tot 10 cijfers, waarvan het eerste geen 0 is",
  },
  "SE followed by 12 digits ending in 01": {
    de: "SE gefolgt von 12 Ziffern, die auf 01 enden",
    fr: "SE suivi de 12 chiffres se terminant par 01",
    nl: "SE gevolgd door 12 cijfers die op 01 eindigen",
  },
  "SI followed by 8 digits, the first not 0": {
    de: "SI gefolgt von 8 Ziffern, deren erste nicht 0 ist",
    fr: "SI suivi de 8 chiffres, dont le premier n'est pas 0",
    nl: "SI gevolgd door 8 cijfers, waarvan het eerste geen 0 is",
  },
  "SK followed by 10 digits": {
    de: "SK gefolgt von 10 Ziffern",
    fr: "SK suivi de 10 chiffres",
    nl: "SK gevolgd door 10 cijfers",
  },
  "XI followed by 9 or 12 digits, or by GD or HA and 3 digits": {
    de: "XI gefolgt von 9 oder 12 Ziffern, oder von GD oder HA und 3 Ziffern",
    fr: "XI suivi de 9 ou 12 chiffres, ou de GD ou HA et de 3 chiffres",
    nl: "XI gevolgd door 9 of 12 cijfers, of door GD of HA en 3 cijfers",
  },
};
