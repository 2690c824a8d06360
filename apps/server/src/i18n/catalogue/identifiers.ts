import type { Catalogue } from "./types.ts";

/** The invoice identifiers' own texts: IBAN, BIC, VAT IDs, electronic addresses, Leitweg-IDs. */
export const IDENTIFIERS: Catalogue = {
  "Enter an IBAN.": {
    de: "Gib eine IBAN ein.",
    fr: "Saisissez un IBAN.",
    nl: "Voer een IBAN in.",
  },
  "Enter a valid IBAN: use only letters and digits.": {
    de: "Gib eine gültige IBAN ein: Verwende nur Buchstaben und Ziffern.",
    fr: "Saisissez un IBAN valide : utilisez uniquement des lettres et des chiffres.",
    nl: "Voer een geldige IBAN in: gebruik alleen letters en cijfers.",
  },
  "Enter a valid IBAN: it starts with a 2-letter country code and 2 check digits.": {
    de: "Gib eine gültige IBAN ein: Die IBAN beginnt mit einem zweistelligen Ländercode und 2 Prüfziffern.",
    fr: "Saisissez un IBAN valide : il commence par un code pays à 2 lettres et 2 chiffres de contrôle.",
    nl: "Voer een geldige IBAN in: die begint met een landcode van 2 letters en 2 controlecijfers.",
  },
  "Enter a valid IBAN: {country} is not a country with IBANs.": {
    de: "Gib eine gültige IBAN ein: {country} ist kein Land mit IBANs.",
    fr: "Saisissez un IBAN valide : {country} n'est pas un pays utilisant l'IBAN.",
    nl: "Voer een geldige IBAN in: {country} is geen land met IBAN's.",
  },
  "Enter a valid IBAN: an IBAN from {country} has {length} characters.": {
    de: "Gib eine gültige IBAN ein: Eine IBAN aus {country} hat {length} Zeichen.",
    fr: "Saisissez un IBAN valide : un IBAN de {country} comporte {length} caractères.",
    nl: "Voer een geldige IBAN in: een IBAN uit {country} heeft {length} tekens.",
  },
  "Enter a valid IBAN: the check digits do not match.": {
    de: "Gib eine gültige IBAN ein: Die Prüfziffern stimmen nicht.",
    fr: "Saisissez un IBAN valide : les chiffres de contrôle ne correspondent pas.",
    nl: "Voer een geldige IBAN in: de controlecijfers kloppen niet.",
  },
  "Enter a BIC.": {
    de: "Gib eine BIC ein.",
    fr: "Saisissez un BIC.",
    nl: "Voer een BIC in.",
  },
  "Enter a valid BIC: use only letters and digits.": {
    de: "Gib eine gültige BIC ein: Verwende nur Buchstaben und Ziffern.",
    fr: "Saisissez un BIC valide : utilisez uniquement des lettres et des chiffres.",
    nl: "Voer een geldige BIC in: gebruik alleen letters en cijfers.",
  },
  "Enter a valid BIC: it has 8 or 11 characters.": {
    de: "Gib eine gültige BIC ein: Die BIC hat 8 oder 11 Zeichen.",
    fr: "Saisissez un BIC valide : il comporte 8 ou 11 caractères.",
    nl: "Voer een geldige BIC in: die heeft 8 of 11 tekens.",
  },
  "Enter a valid BIC: the first 4 characters, the bank code, must be letters.": {
    de: "Gib eine gültige BIC ein: Die ersten 4 Zeichen, der Bankcode, müssen Buchstaben sein.",
    fr: "Saisissez un BIC valide : les 4 premiers caractères, le code banque, doivent être des lettres.",
    nl: "Voer een geldige BIC in: de eerste 4 tekens, de bankcode, moeten letters zijn.",
  },
  "Enter a valid BIC: {code} in characters 5 and 6 is not a country code.": {
    de: "Gib eine gültige BIC ein: {code} an den Stellen 5 und 6 ist kein Ländercode.",
    fr: "Saisissez un BIC valide : {code} aux caractères 5 et 6 n'est pas un code pays.",
    nl: "Voer een geldige BIC in: {code} op de tekens 5 en 6 is geen landcode.",
  },
  "Enter a VAT ID.": {
    de: "Gib eine USt-IdNr. ein.",
    fr: "Saisissez un numéro de TVA.",
    nl: "Voer een btw-nummer in.",
  },
  "Enter a valid VAT ID: it starts with a 2-letter country prefix, such as DE.": {
    de: "Gib eine gültige USt-IdNr. ein: Die USt-IdNr. beginnt mit einem zweistelligen Länderpräfix wie DE.",
    fr: "Saisissez un numéro de TVA valide : il commence par un préfixe pays à 2 lettres, comme FR.",
    nl: "Voer een geldig btw-nummer in: dat begint met een landprefix van 2 letters, zoals NL.",
  },
  "Enter a valid VAT ID: {prefix} is not a known country prefix.": {
    de: "Gib eine gültige USt-IdNr. ein: {prefix} ist kein bekanntes Länderpräfix.",
    fr: "Saisissez un numéro de TVA valide : {prefix} n'est pas un préfixe pays connu.",
    nl: "Voer een geldig btw-nummer in: {prefix} is geen bekend landprefix.",
  },
  "Enter a valid VAT ID: Greek VAT IDs start with EL, not GR.": {
    de: "Gib eine gültige USt-IdNr. ein: Griechische USt-IdNrn. beginnen mit EL, nicht GR.",
    fr: "Saisissez un numéro de TVA valide : les numéros de TVA grecs commencent par EL, pas GR.",
    nl: "Voer een geldig btw-nummer in: Griekse btw-nummers beginnen met EL, niet GR.",
  },
  // {expected}, the country's form ("DE followed by 9 digits, …"), is translated: vat-formats.ts.
  "Enter a valid VAT ID: expected {expected}.": {
    de: "Gib eine gültige USt-IdNr. ein: Erwartet wird {expected}.",
    fr: "Saisissez un numéro de TVA valide : le format attendu est {expected}.",
    nl: "Voer een geldig btw-nummer in: verwacht wordt {expected}.",
  },
  "Enter a valid VAT ID: the check digits do not match.": {
    de: "Gib eine gültige USt-IdNr. ein: Die Prüfziffern stimmen nicht.",
    fr: "Saisissez un numéro de TVA valide : les chiffres de contrôle ne correspondent pas.",
    nl: "Voer een geldig btw-nummer in: de controlecijfers kloppen niet.",
  },
  "Enter an electronic address.": {
    de: "Gib eine elektronische Adresse ein.",
    fr: "Saisissez une adresse électronique.",
    nl: "Voer een elektronisch adres in.",
  },
  "Choose the scheme of the electronic address (for example 9930 for a German VAT ID).": {
    de: "Wähle das Schema der elektronischen Adresse (zum Beispiel 9930 für eine deutsche USt-IdNr.).",
    fr: "Choisissez le schéma de l'adresse électronique (par exemple 9930 pour un numéro de TVA allemand).",
    nl: "Kies het schema van het elektronische adres (bijvoorbeeld 9930 voor een Duits btw-nummer).",
  },
  'The electronic address scheme "{scheme}" is not supported.': {
    de: "Das Schema „{scheme}“ für elektronische Adressen wird nicht unterstützt.",
    fr: "Le schéma d'adresse électronique « {scheme} » n'est pas pris en charge.",
    nl: 'Het schema "{scheme}" voor elektronische adressen wordt niet ondersteund.',
  },
  "Enter a valid electronic address: scheme {scheme} takes a VAT ID starting with {prefix}.": {
    de: "Gib eine gültige elektronische Adresse ein: Das Schema {scheme} erwartet eine USt-IdNr., die mit {prefix} beginnt.",
    fr: "Saisissez une adresse électronique valide : le schéma {scheme} attend un numéro de TVA commençant par {prefix}.",
    nl: "Voer een geldig elektronisch adres in: schema {scheme} verwacht een btw-nummer dat begint met {prefix}.",
  },
  "Enter a Leitweg-ID.": {
    de: "Gib eine Leitweg-ID ein.",
    fr: "Saisissez un Leitweg-ID.",
    nl: "Voer een Leitweg-ID in.",
  },
  "Enter a valid Leitweg-ID: expected 2 to 12 digits, optionally up to 30 letters or digits, and 2 check digits, separated by hyphens.":
    {
      de: "Gib eine gültige Leitweg-ID ein: erwartet werden 2 bis 12 Ziffern, optional bis zu 30 Buchstaben oder Ziffern und 2 Prüfziffern, durch Bindestriche getrennt.",
      fr: "Saisissez un Leitweg-ID valide : 2 à 12 chiffres, éventuellement jusqu'à 30 lettres ou chiffres, et 2 chiffres de contrôle, séparés par des tirets.",
      nl: "Voer een geldige Leitweg-ID in: verwacht 2 tot 12 cijfers, optioneel tot 30 letters of cijfers, en 2 controlecijfers, gescheiden door koppeltekens.",
    },
  "Enter a valid Leitweg-ID: it starts with a state code from 01 to 16, or 99 for the federal government.":
    {
      de: "Gib eine gültige Leitweg-ID ein: Die Leitweg-ID beginnt mit einer Länderkennung von 01 bis 16 oder 99 für den Bund.",
      fr: "Saisissez un Leitweg-ID valide : il commence par un code de Land de 01 à 16, ou 99 pour l'État fédéral.",
      nl: "Voer een geldige Leitweg-ID in: die begint met een deelstaatcode van 01 tot 16, of 99 voor de federale overheid.",
    },
  "Enter a valid Leitweg-ID: the check digits do not match.": {
    de: "Gib eine gültige Leitweg-ID ein: Die Prüfziffern stimmen nicht.",
    fr: "Saisissez un Leitweg-ID valide : les chiffres de contrôle ne correspondent pas.",
    nl: "Voer een geldige Leitweg-ID in: de controlecijfers kloppen niet.",
  },
};
