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
  ],
};
export const EXPORT_YES_NO: Record<Language, [string, string]> = {
  en: ["yes", "no"],
  de: ["ja", "nein"],
};
