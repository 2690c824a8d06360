import type { Catalogue } from "./types.ts";

/** Importing other time trackers' export files (decision 037): the product's own wording. */
export const IMPORTS: Catalogue = {
  "Choose a CSV file to import.": {
    de: "Wählen Sie eine CSV-Datei zum Importieren.",
    fr: "Choisissez un fichier CSV à importer.",
    nl: "Kies een CSV-bestand om te importeren.",
  },
  "The file is larger than 20 MB.": {
    de: "Die Datei ist größer als 20 MB.",
    fr: "Le fichier dépasse 20 Mo.",
    nl: "Het bestand is groter dan 20 MB.",
  },
  "The file is neither a UTF-8 text file nor an XLSX workbook.": {
    de: "Die Datei ist weder eine UTF-8-Textdatei noch eine XLSX-Arbeitsmappe.",
    fr: "Le fichier n'est ni un fichier texte UTF-8 ni un classeur XLSX.",
    nl: "Het bestand is geen UTF-8-tekstbestand en geen XLSX-werkmap.",
  },
  "The file has no rows to import.": {
    de: "Die Datei enthält keine Zeilen zum Importieren.",
    fr: "Le fichier ne contient aucune ligne à importer.",
    nl: "Het bestand bevat geen rijen om te importeren.",
  },
  "The file's columns are not a layout this importer understands. It reads: {formats}.": {
    de: "Die Spalten der Datei entsprechen keinem Format, das dieser Import versteht. Er liest: {formats}.",
    fr: "Les colonnes du fichier ne correspondent à aucun format que cet import comprend. Il lit : {formats}.",
    nl: "De kolommen van het bestand vormen geen indeling die deze import begrijpt. Hij leest: {formats}.",
  },
  "This import has already been started.": {
    de: "Dieser Import wurde bereits gestartet.",
    fr: "Cet import a déjà été lancé.",
    nl: "Deze import is al gestart.",
  },
  "Choose a member for each person of the file: {people}.": {
    de: "Wählen Sie für jede Person der Datei ein Mitglied: {people}.",
    fr: "Choisissez un membre pour chaque personne du fichier : {people}.",
    nl: "Kies een lid voor elke persoon uit het bestand: {people}.",
  },
};
