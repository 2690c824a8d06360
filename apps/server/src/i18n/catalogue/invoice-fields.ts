import type { Catalogue } from "./types.ts";

/**
 * The fields a refusal of incomplete invoice data names (`{fields}` in "Complete the company's
 * invoice data first: {fields}."; the server's list: INVOICE_DATA_FIELDS in
 * modules/invoicing/parties.ts), by the labels the web app's forms give them (company and debtor
 * settings), in running text: German nouns capitalised, French and Dutch in lower case.
 */
export const INVOICE_FIELDS: Catalogue = {
  street: {
    de: "Straße",
    fr: "rue",
    nl: "straat",
  },
  zip_code: {
    de: "PLZ",
    fr: "code postal",
    nl: "postcode",
  },
  city: {
    de: "Ort",
    fr: "ville",
    nl: "plaats",
  },
  country: {
    de: "Land",
    fr: "pays",
    nl: "land",
  },
  vat_id: {
    de: "USt-IdNr.",
    fr: "numéro de TVA intracommunautaire",
    nl: "btw-nummer",
  },
  "vat_id or tax_number": {
    de: "USt-IdNr. oder Steuernummer",
    fr: "numéro de TVA intracommunautaire ou numéro fiscal",
    nl: "btw-nummer of fiscaal nummer",
  },
  "registration_id or seller_identifier": {
    de: "Registernummer oder Verkäuferkennung",
    fr: "numéro d'immatriculation ou identifiant du vendeur",
    nl: "inschrijvingsnummer of verkopers-ID",
  },
  "vat_id, registration_id or seller_identifier": {
    de: "USt-IdNr., Registernummer oder Verkäuferkennung",
    fr: "numéro de TVA intracommunautaire, numéro d'immatriculation ou identifiant du vendeur",
    nl: "btw-nummer, inschrijvingsnummer of verkopers-ID",
  },
  "a valid vat_id": {
    de: "eine gültige USt-IdNr.",
    fr: "un numéro de TVA intracommunautaire valide",
    nl: "een geldig btw-nummer",
  },
  phone: {
    de: "Telefon",
    fr: "téléphone",
    nl: "telefoon",
  },
  email: {
    de: "E-Mail-Adresse",
    fr: "adresse e-mail",
    nl: "e-mailadres",
  },
  "electronic_address (a Peppol scheme, not e-mail)": {
    de: "elektronische Rechnungsadresse (ein Peppol-Schema, keine E-Mail)",
    fr: "adresse de facturation électronique (un schéma Peppol, pas une adresse e-mail)",
    nl: "elektronisch factuuradres (een Peppol-schema, geen e-mail)",
  },
  "electronic_address or email": {
    de: "elektronische Rechnungsadresse oder E-Mail-Adresse",
    fr: "adresse de facturation électronique ou adresse e-mail",
    nl: "elektronisch factuuradres of e-mailadres",
  },
  "electronic_address or invoice_email": {
    de: "elektronische Rechnungsadresse oder E-Mail-Adresse für Rechnungen",
    fr: "adresse de facturation électronique ou adresse e-mail pour les factures",
    nl: "elektronisch factuuradres of e-mailadres voor facturen",
  },
  tax_exemption_reason: {
    de: "Grund der Steuerbefreiung",
    fr: "motif de l'exonération de TVA",
    nl: "reden voor de btw-vrijstelling",
  },
  "registration_id (SIREN)": {
    de: "Registernummer (SIREN)",
    fr: "numéro d'immatriculation (SIREN)",
    nl: "inschrijvingsnummer (SIREN)",
  },
  buyer_reference: {
    de: "Käuferreferenz",
    fr: "référence de l'acheteur",
    nl: "referentie van de koper",
  },
  late_payment_rate: {
    de: "Satz der Verzugsstrafe",
    fr: "taux des pénalités de retard",
    nl: "rente bij te late betaling",
  },
};
