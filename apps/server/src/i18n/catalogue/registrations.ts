import type { Catalogue } from "./types.ts";

/** The invoice identifiers' own texts: legal registrations and payment references. */
export const REGISTRATIONS: Catalogue = {
  "Enter a valid SIREN number: expected 9 digits.": {
    de: "Gib eine gültige SIREN-Nummer ein: erwartet werden 9 Ziffern.",
    fr: "Saisissez un numéro SIREN valide : 9 chiffres attendus.",
    nl: "Voer een geldig SIREN-nummer in: verwacht 9 cijfers.",
  },
  "Enter a valid SIREN number: the check digit does not match.": {
    de: "Gib eine gültige SIREN-Nummer ein: Die Prüfziffer stimmt nicht.",
    fr: "Saisissez un numéro SIREN valide : le chiffre de contrôle ne correspond pas.",
    nl: "Voer een geldig SIREN-nummer in: het controlecijfer klopt niet.",
  },
  "Enter a valid SIRET number: expected 14 digits.": {
    de: "Gib eine gültige SIRET-Nummer ein: erwartet werden 14 Ziffern.",
    fr: "Saisissez un numéro SIRET valide : 14 chiffres attendus.",
    nl: "Voer een geldig SIRET-nummer in: verwacht 14 cijfers.",
  },
  "Enter a valid SIRET number: the check digit does not match.": {
    de: "Gib eine gültige SIRET-Nummer ein: Die Prüfziffer stimmt nicht.",
    fr: "Saisissez un numéro SIRET valide : le chiffre de contrôle ne correspond pas.",
    nl: "Voer een geldig SIRET-nummer in: het controlecijfer klopt niet.",
  },
  "Enter a valid Belgian enterprise number: expected 10 digits starting with 0 or 1.": {
    de: "Gib eine gültige belgische Unternehmensnummer ein: erwartet werden 10 Ziffern, beginnend mit 0 oder 1.",
    fr: "Saisissez un numéro d'entreprise belge valide : 10 chiffres commençant par 0 ou 1 attendus.",
    nl: "Voer een geldig Belgisch ondernemingsnummer in: verwacht 10 cijfers die beginnen met 0 of 1.",
  },
  "Enter a valid Belgian enterprise number: the check digits do not match.": {
    de: "Gib eine gültige belgische Unternehmensnummer ein: Die Prüfziffern stimmen nicht.",
    fr: "Saisissez un numéro d'entreprise belge valide : les chiffres de contrôle ne correspondent pas.",
    nl: "Voer een geldig Belgisch ondernemingsnummer in: de controlecijfers kloppen niet.",
  },
  "Enter a valid GLN: expected 13 digits.": {
    de: "Gib eine gültige GLN ein: erwartet werden 13 Ziffern.",
    fr: "Saisissez un GLN valide : 13 chiffres attendus.",
    nl: "Voer een geldig GLN in: verwacht 13 cijfers.",
  },
  "Enter a valid GLN: the check digit does not match.": {
    de: "Gib eine gültige GLN ein: Die Prüfziffer stimmt nicht.",
    fr: "Saisissez un GLN valide : le chiffre de contrôle ne correspond pas.",
    nl: "Voer een geldig GLN in: het controlecijfer klopt niet.",
  },
  "Enter a valid KvK number: expected 8 digits.": {
    de: "Gib eine gültige KvK-Nummer ein: erwartet werden 8 Ziffern.",
    fr: "Saisissez un numéro KvK valide : 8 chiffres attendus.",
    nl: "Voer een geldig KvK-nummer in: verwacht 8 cijfers.",
  },
  "Enter a valid OIN: expected 20 digits.": {
    de: "Gib eine gültige OIN ein: erwartet werden 20 Ziffern.",
    fr: "Saisissez un OIN valide : 20 chiffres attendus.",
    nl: "Voer een geldig OIN in: verwacht 20 cijfers.",
  },
  "Enter a valid Swedish organisation number: expected 10 digits.": {
    de: "Gib eine gültige schwedische Organisationsnummer ein: erwartet werden 10 Ziffern.",
    fr: "Saisissez un numéro d'organisation suédois valide : 10 chiffres attendus.",
    nl: "Voer een geldig Zweeds organisatienummer in: verwacht 10 cijfers.",
  },
  "Enter a valid Swedish organisation number: the check digit does not match.": {
    de: "Gib eine gültige schwedische Organisationsnummer ein: Die Prüfziffer stimmt nicht.",
    fr: "Saisissez un numéro d'organisation suédois valide : le chiffre de contrôle ne correspond pas.",
    nl: "Voer een geldig Zweeds organisatienummer in: het controlecijfer klopt niet.",
  },
  "Enter a valid Norwegian organisation number: expected 9 digits.": {
    de: "Gib eine gültige norwegische Organisationsnummer ein: erwartet werden 9 Ziffern.",
    fr: "Saisissez un numéro d'organisation norvégien valide : 9 chiffres attendus.",
    nl: "Voer een geldig Noors organisatienummer in: verwacht 9 cijfers.",
  },
  "Enter a valid Norwegian organisation number: the check digit does not match.": {
    de: "Gib eine gültige norwegische Organisationsnummer ein: Die Prüfziffer stimmt nicht.",
    fr: "Saisissez un numéro d'organisation norvégien valide : le chiffre de contrôle ne correspond pas.",
    nl: "Voer een geldig Noors organisatienummer in: het controlecijfer klopt niet.",
  },
  "Enter a valid D-U-N-S number: expected 9 digits.": {
    de: "Gib eine gültige D-U-N-S-Nummer ein: erwartet werden 9 Ziffern.",
    fr: "Saisissez un numéro D-U-N-S valide : 9 chiffres attendus.",
    nl: "Voer een geldig D-U-N-S-nummer in: verwacht 9 cijfers.",
  },
  "Enter a registration identifier.": {
    de: "Gib eine Registernummer ein.",
    fr: "Saisissez un identifiant d'immatriculation.",
    nl: "Voer een registratienummer in.",
  },
  'The registration identifier scheme "{scheme}" is not supported.': {
    de: "Das Schema „{scheme}“ für Registernummern wird nicht unterstützt.",
    fr: "Le schéma d'identifiant d'immatriculation « {scheme} » n'est pas pris en charge.",
    nl: 'Het schema "{scheme}" voor registratienummers wordt niet ondersteund.',
  },
  "Enter a valid register entry: use 1 to 100 printable characters.": {
    de: "Gib einen gültigen Registereintrag ein: Verwende 1 bis 100 druckbare Zeichen.",
    fr: "Saisissez une inscription au registre valide : utilisez 1 à 100 caractères imprimables.",
    nl: "Voer een geldige registerinschrijving in: gebruik 1 tot 100 afdrukbare tekens.",
  },
  "A Belgian structured reference is made from exactly 10 digits.": {
    de: "Eine belgische strukturierte Mitteilung besteht aus genau 10 Ziffern.",
    fr: "Une communication structurée belge se compose d'exactement 10 chiffres.",
    nl: "Een Belgische gestructureerde mededeling bestaat uit precies 10 cijfers.",
  },
  "An RF creditor reference is made from 1 to 21 letters and digits.": {
    de: "Eine RF-Gläubigerreferenz besteht aus 1 bis 21 Buchstaben und Ziffern.",
    fr: "Une référence créancier RF se compose de 1 à 21 lettres et chiffres.",
    nl: "Een RF-betalingskenmerk bestaat uit 1 tot 21 letters en cijfers.",
  },
};
