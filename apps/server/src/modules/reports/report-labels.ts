import type { GroupBy, Language } from "@tempus/contract";

/** The words of a report's files, in the reader's language. */
interface FileWords {
  groupings: Record<GroupBy, string>;
  worked: string;
  workedHours: string;
  billable: string;
  billableHours: string;
  billed: string;
  billedHours: string;
  amount: string;
  total: string;
  none: string;
  sheet: string;
  timesheet: string;
  period: string;
  people: string;
  everyone: string;
  page: string;
}

export const REPORT_FILE_WORDS: Record<Language, FileWords> = {
  en: {
    groupings: {
      day: "Day",
      week: "Week",
      month: "Month",
      project: "Project",
      debtor: "Debtor",
      activity: "Activity",
      user: "Person",
      tag: "Tag",
    },
    worked: "Worked",
    workedHours: "Worked (hours)",
    billable: "Billable",
    billableHours: "Billable (hours)",
    billed: "Billable rounded",
    billedHours: "Billable rounded (hours)",
    amount: "Amount",
    total: "Total",
    none: "(none)",
    sheet: "Report",
    timesheet: "Timesheet",
    period: "Period",
    people: "Person(s)",
    everyone: "Everyone",
    page: "Page {page} of {pages}",
  },
  de: {
    groupings: {
      day: "Tag",
      week: "Woche",
      month: "Monat",
      project: "Projekt",
      debtor: "Debitor",
      activity: "Tätigkeit",
      user: "Person",
      tag: "Schlagwort",
    },
    worked: "Gearbeitet",
    workedHours: "Gearbeitet (Stunden)",
    billable: "Abrechenbar",
    billableHours: "Abrechenbar (Stunden)",
    billed: "Abrechenbar gerundet",
    billedHours: "Abrechenbar gerundet (Stunden)",
    amount: "Betrag",
    total: "Gesamt",
    none: "(keine)",
    sheet: "Bericht",
    timesheet: "Stundenzettel",
    period: "Zeitraum",
    people: "Person(en)",
    everyone: "Alle",
    page: "Seite {page} von {pages}",
  },
  fr: {
    groupings: {
      day: "Jour",
      week: "Semaine",
      month: "Mois",
      project: "Projet",
      debtor: "Débiteur",
      activity: "Activité",
      user: "Personne",
      tag: "Étiquette",
    },
    worked: "Travaillé",
    workedHours: "Travaillé (heures)",
    billable: "Facturable",
    billableHours: "Facturable (heures)",
    billed: "Facturable arrondi",
    billedHours: "Facturable arrondi (heures)",
    amount: "Montant",
    total: "Total",
    none: "(aucun)",
    sheet: "Rapport",
    timesheet: "Feuille de temps",
    period: "Période",
    people: "Personne(s)",
    everyone: "Tout le monde",
    page: "Page {page} sur {pages}",
  },
  nl: {
    groupings: {
      day: "Dag",
      week: "Week",
      month: "Maand",
      project: "Project",
      debtor: "Debiteur",
      activity: "Activiteit",
      user: "Persoon",
      tag: "Label",
    },
    worked: "Gewerkt",
    workedHours: "Gewerkt (uren)",
    billable: "Factureerbaar",
    billableHours: "Factureerbaar (uren)",
    billed: "Factureerbaar afgerond",
    billedHours: "Factureerbaar afgerond (uren)",
    amount: "Bedrag",
    total: "Totaal",
    none: "(geen)",
    sheet: "Rapport",
    timesheet: "Urenstaat",
    period: "Periode",
    people: "Personen",
    everyone: "Iedereen",
    page: "Pagina {page} van {pages}",
  },
};
