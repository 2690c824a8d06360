import type { Catalogue } from "./types.ts";

/** The reports' messages (decision 032): German "du", French "vous", Dutch "je" (docs/language.md). */
export const REPORTS: Catalogue = {
  "Choose two different groupings.": {
    de: "Wähle zwei verschiedene Gruppierungen.",
    fr: "Choisissez deux regroupements différents.",
    nl: "Kies twee verschillende groeperingen.",
  },
  "The expiry date may not be in the past.": {
    de: "Das Ablaufdatum darf nicht in der Vergangenheit liegen.",
    fr: "La date d'expiration ne peut pas être dans le passé.",
    nl: "De vervaldatum mag niet in het verleden liggen.",
  },
  "You can keep at most 100 reports.": {
    de: "Du kannst höchstens 100 Berichte speichern.",
    fr: "Vous pouvez conserver au plus 100 rapports.",
    nl: "Je kunt hoogstens 100 rapporten bewaren.",
  },
  "This invoice has no time logs for a timesheet.": {
    de: "Diese Rechnung hat keine Zeiteinträge für einen Stundenzettel.",
    fr: "Cette facture n'a aucune saisie de temps pour une feuille de temps.",
    nl: "Deze factuur heeft geen tijdregistraties voor een urenstaat.",
  },
};
