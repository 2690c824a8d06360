import type { Language } from "@tempus/contract";

/** The columns of the time-log export and its yes/no, in the user's language. */
export const EXPORT_HEADERS: Record<Language, string[]> = {
  en: [
    "Date",
    "Start",
    "End",
    "Hours",
    "Duration",
    "User",
    "Debtor",
    "Project",
    "Activity",
    "Description",
    "Billable",
    "Rate",
    "Amount",
    "Currency",
    "Invoiced",
    "Tags",
  ],
  de: [
    "Datum",
    "Beginn",
    "Ende",
    "Stunden",
    "Dauer",
    "Benutzer",
    "Debitor",
    "Projekt",
    "Tätigkeit",
    "Beschreibung",
    "Abrechenbar",
    "Satz",
    "Betrag",
    "Währung",
    "Abgerechnet",
    "Tags",
  ],
  fr: [
    "Date",
    "Début",
    "Fin",
    "Heures",
    "Durée",
    "Utilisateur",
    "Client",
    "Projet",
    "Activité",
    "Description",
    "Facturable",
    "Taux",
    "Montant",
    "Devise",
    "Facturé",
    "Étiquettes",
  ],
  nl: [
    "Datum",
    "Begin",
    "Einde",
    "Uren",
    "Duur",
    "Gebruiker",
    "Debiteur",
    "Project",
    "Activiteit",
    "Omschrijving",
    "Declarabel",
    "Tarief",
    "Bedrag",
    "Valuta",
    "Gefactureerd",
    "Tags",
  ],
};
/**
 * The person's e-mail address, a column of owners' and admins' exports (which hold everyone's
 * time): after the person's name (`User`), so the two read together.
 */
export const EXPORT_EMAIL_HEADER: Record<Language, string> = {
  en: "E-mail",
  de: "E-Mail",
  fr: "E-mail",
  nl: "E-mail",
};
/**
 * The money columns (Rate, Amount, Currency): left out of a member's export unless the company
 * shows members their amounts (decision 039).
 */
export const EXPORT_MONEY_AT = EXPORT_HEADERS.en.indexOf("Rate");
export const EXPORT_MONEY_COLUMNS = 3;
/** Where the e-mail column goes: right after `User`. */
export const EXPORT_EMAIL_AT = EXPORT_HEADERS.en.indexOf("User") + 1;
export const EXPORT_YES_NO: Record<Language, [string, string]> = {
  en: ["yes", "no"],
  de: ["ja", "nein"],
  fr: ["oui", "non"],
  nl: ["ja", "nee"],
};

/** The XLSX export's sheet name, in the user's language. */
export const EXPORT_SHEET_NAMES: Record<Language, string> = {
  en: "Time logs",
  de: "Zeiteinträge",
  fr: "Saisies de temps",
  nl: "Tijdregistraties",
};
