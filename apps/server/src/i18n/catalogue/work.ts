import type { Catalogue } from "./types.ts";

/**
 * The own texts of time, catalog, pricing, statistics and the company, in the voice of
 * docs/language.md (German "du", French "vous", Dutch "je").
 */
export const WORK: Catalogue = {
  "End must not be before start.": {
    de: "Das Ende darf nicht vor dem Beginn liegen.",
    fr: "La fin ne peut pas précéder le début.",
    nl: "Het einde mag niet voor het begin liggen.",
  },
  "A time log can last at most 24 hours.": {
    de: "Ein Zeiteintrag kann höchstens 24 Stunden dauern.",
    fr: "Une saisie de temps peut durer au plus 24 heures.",
    nl: "Een tijdregistratie kan hoogstens 24 uur duren.",
  },
  "A timer is already running (time log {id}). Stop it first or send stop_running.": {
    de: "Es läuft bereits ein Timer (Zeiteintrag {id}). Stoppe ihn zuerst oder sende stop_running.",
    fr: "Un chronomètre est déjà en cours (saisie de temps {id}). Arrêtez-le d'abord ou envoyez stop_running.",
    nl: "Er loopt al een timer (tijdregistratie {id}). Stop die eerst of stuur stop_running mee.",
  },
  "This time log is not running.": {
    de: "Dieser Zeiteintrag läuft nicht.",
    fr: "Cette saisie de temps n'est pas en cours.",
    nl: "Deze tijdregistratie loopt niet.",
  },
  "This time log is invoiced and can no longer be changed.": {
    de: "Dieser Zeiteintrag ist abgerechnet und kann nicht mehr geändert werden.",
    fr: "Cette saisie de temps est facturée et ne peut plus être modifiée.",
    nl: "Deze tijdregistratie is gefactureerd en kan niet meer worden gewijzigd.",
  },
  "This debtor has projects; archive it instead.": {
    de: "Dieser Debitor hat Projekte; archiviere ihn stattdessen.",
    fr: "Ce client a des projets ; archivez-le plutôt.",
    nl: "Deze debiteur heeft projecten; archiveer die in plaats daarvan.",
  },
  "This project has time logs; archive it instead.": {
    de: "Dieses Projekt hat Zeiteinträge; archiviere es stattdessen.",
    fr: "Ce projet a des saisies de temps ; archivez-le plutôt.",
    nl: "Dit project heeft tijdregistraties; archiveer het in plaats daarvan.",
  },
  "This activity has time logs; archive it instead.": {
    de: "Diese Tätigkeit hat Zeiteinträge; archiviere sie stattdessen.",
    fr: "Cette activité a des saisies de temps ; archivez-la plutôt.",
    nl: "Deze activiteit heeft tijdregistraties; archiveer haar in plaats daarvan.",
  },
  "This debtor has invoices; archive it instead.": {
    de: "Dieser Debitor hat Rechnungen; archiviere ihn stattdessen.",
    fr: "Ce client a des factures ; archivez-le plutôt.",
    nl: "Deze debiteur heeft facturen; archiveer die in plaats daarvan.",
  },
  "This project is on invoices; archive it instead.": {
    de: "Dieses Projekt steht auf Rechnungen; archiviere es stattdessen.",
    fr: "Ce projet figure sur des factures ; archivez-le plutôt.",
    nl: "Dit project staat op facturen; archiveer het in plaats daarvan.",
  },
  "This activity is on invoices; archive it instead.": {
    de: "Diese Tätigkeit steht auf Rechnungen; archiviere sie stattdessen.",
    fr: "Cette activité figure sur des factures ; archivez-la plutôt.",
    nl: "Deze activiteit staat op facturen; archiveer haar in plaats daarvan.",
  },
  "Valid until must not be before valid from.": {
    de: "„Gültig bis“ darf nicht vor „Gültig ab“ liegen.",
    fr: "« Valable jusqu'au » ne peut pas précéder « Valable à partir du ».",
    nl: "'Geldig tot' mag niet voor 'Geldig vanaf' liggen.",
  },
  "A rounding rule applies to the company, one debtor or one project, not two.": {
    de: "Eine Rundungsregel gilt für das Unternehmen, einen Debitor oder ein Projekt, nicht für zwei.",
    fr: "Une règle d'arrondi s'applique à l'entreprise, à un client ou à un projet, pas à deux.",
    nl: "Een afrondingsregel geldt voor het bedrijf, één debiteur of één project, niet voor twee.",
  },
  "The company has a rounding rule already.": {
    de: "Das Unternehmen hat bereits eine Rundungsregel.",
    fr: "L'entreprise a déjà une règle d'arrondi.",
    nl: "Het bedrijf heeft al een afrondingsregel.",
  },
  "This debtor has a rounding rule already.": {
    de: "Dieser Debitor hat bereits eine Rundungsregel.",
    fr: "Ce client a déjà une règle d'arrondi.",
    nl: "Deze debiteur heeft al een afrondingsregel.",
  },
  "This project has a rounding rule already.": {
    de: "Dieses Projekt hat bereits eine Rundungsregel.",
    fr: "Ce projet a déjà une règle d'arrondi.",
    nl: "Dit project heeft al een afrondingsregel.",
  },
  "End date must not be before start date.": {
    de: "Das Enddatum darf nicht vor dem Startdatum liegen.",
    fr: "La date de fin ne peut pas précéder la date de début.",
    nl: "De einddatum mag niet voor de begindatum liggen.",
  },
  "Enter a colour as #rrggbb.": {
    de: "Gib eine Farbe als #rrggbb ein.",
    fr: "Saisissez une couleur au format #rrggbb.",
    nl: "Voer een kleur in als #rrggbb.",
  },
  "Enter a two-letter country code.": {
    de: "Gib einen zweistelligen Ländercode ein.",
    fr: "Saisissez un code pays à deux lettres.",
    nl: "Voer een landcode van twee letters in.",
  },
  "To must not be before from.": {
    de: "„Bis“ darf nicht vor „Von“ liegen.",
    fr: "« Au » ne peut pas précéder « Du ».",
    nl: "'Tot' mag niet voor 'Van' liggen.",
  },
  "The range may not exceed 3 years.": {
    de: "Der Zeitraum darf 3 Jahre nicht überschreiten.",
    fr: "La période ne peut pas dépasser 3 ans.",
    nl: "De periode mag niet langer zijn dan 3 jaar.",
  },
  "The image may not be larger than 2 MiB.": {
    de: "Das Bild darf nicht größer als 2 MiB sein.",
    fr: "L'image ne peut pas dépasser 2 Mio.",
    nl: "De afbeelding mag niet groter zijn dan 2 MiB.",
  },
  "The image may not be wider or higher than 8000 pixels or have more than 40 megapixels.": {
    de: "Das Bild darf nicht breiter oder höher als 8000 Pixel sein und nicht mehr als 40 Megapixel haben.",
    fr: "L'image ne peut pas dépasser 8000 pixels de large ou de haut, ni 40 mégapixels.",
    nl: "De afbeelding mag niet breder of hoger zijn dan 8000 pixels en niet meer dan 40 megapixels hebben.",
  },
  "Unknown time zone.": {
    de: "Unbekannte Zeitzone.",
    fr: "Fuseau horaire inconnu.",
    nl: "Onbekende tijdzone.",
  },
  "Time up to {day} is locked and cannot be changed. The owner can unlock it.": {
    de: "Die Zeit bis {day} ist gesperrt und kann nicht geändert werden. Der Inhaber kann sie entsperren.",
    fr: "Le temps jusqu'au {day} est verrouillé et ne peut pas être modifié. Le propriétaire peut le déverrouiller.",
    nl: "De tijd tot en met {day} is vergrendeld en kan niet worden gewijzigd. De eigenaar kan die ontgrendelen.",
  },
  "A period can be locked up to today at most.": {
    de: "Ein Zeitraum kann höchstens bis heute gesperrt werden.",
    fr: "Une période peut être verrouillée au plus tard jusqu'à aujourd'hui.",
    nl: "Een periode kan hoogstens tot en met vandaag worden vergrendeld.",
  },
  "Only the owner can unlock a locked period.": {
    de: "Nur der Inhaber kann einen gesperrten Zeitraum entsperren.",
    fr: "Seul le propriétaire peut déverrouiller une période verrouillée.",
    nl: "Alleen de eigenaar kan een vergrendelde periode ontgrendelen.",
  },
  "Only the owner can change whether members see their own amounts.": {
    de: "Nur der Inhaber kann ändern, ob Mitglieder ihre eigenen Beträge sehen.",
    fr: "Seul le propriétaire peut modifier si les membres voient leurs propres montants.",
    nl: "Alleen de eigenaar kan wijzigen of leden hun eigen bedragen zien.",
  },
};
