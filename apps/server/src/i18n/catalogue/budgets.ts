import type { Catalogue } from "./types.ts";

/**
 * The budget alert mails (src/modules/budgets/budget-alert-texts.ts): German "du", French
 * "vous", Dutch "je", as docs/language.md sets them. The values are written in the recipient's
 * language before they are put in (months, hours and amounts; a project's name as it is). The
 * greeting is the reminders' (catalogue/reminders.ts).
 */
export const BUDGETS: Catalogue = {
  "{project} has used {threshold} % of its hour budget": {
    de: "{project} hat {threshold} % seines Stundenbudgets verbraucht",
    fr: "{project} a consommé {threshold} % de son budget d'heures",
    nl: "{project} heeft {threshold} % van zijn urenbudget verbruikt",
  },
  "{project} has used {threshold} % of its budget amount": {
    de: "{project} hat {threshold} % seines Budgetbetrags verbraucht",
    fr: "{project} a consommé {threshold} % de son montant budgété",
    nl: "{project} heeft {threshold} % van zijn budgetbedrag verbruikt",
  },
  "{project} has used {used} h of its budget of {budget} h ({percent} %).": {
    de: "{project} hat {used} h seines Budgets von {budget} h verbraucht ({percent} %).",
    fr: "{project} a consommé {used} h de son budget de {budget} h ({percent} %).",
    nl: "{project} heeft {used} u van zijn budget van {budget} u verbruikt ({percent} %).",
  },
  "In {month}, {project} has used {used} h of its monthly budget of {budget} h ({percent} %).": {
    de: "Im {month} hat {project} {used} h seines Monatsbudgets von {budget} h verbraucht ({percent} %).",
    fr: "En {month}, {project} a consommé {used} h de son budget mensuel de {budget} h ({percent} %).",
    nl: "In {month} heeft {project} {used} u van zijn maandbudget van {budget} u verbruikt ({percent} %).",
  },
  "{project} has used {used} of its budget of {budget} ({percent} %).": {
    de: "{project} hat {used} seines Budgets von {budget} verbraucht ({percent} %).",
    fr: "{project} a consommé {used} de son budget de {budget} ({percent} %).",
    nl: "{project} heeft {used} van zijn budget van {budget} verbruikt ({percent} %).",
  },
  "In {month}, {project} has used {used} of its monthly budget of {budget} ({percent} %).": {
    de: "Im {month} hat {project} {used} seines Monatsbudgets von {budget} verbraucht ({percent} %).",
    fr: "En {month}, {project} a consommé {used} de son budget mensuel de {budget} ({percent} %).",
    nl: "In {month} heeft {project} {used} van zijn maandbudget van {budget} verbruikt ({percent} %).",
  },
  "Each threshold is mailed once per budget period; a monthly budget starts again on the first of the month.":
    {
      de: "Jede Schwelle wird einmal pro Budgetzeitraum gemeldet; ein Monatsbudget beginnt am Ersten des Monats von vorn.",
      fr: "Chaque seuil n'est signalé qu'une fois par période de budget ; un budget mensuel repart de zéro le premier du mois.",
      nl: "Elke drempel wordt één keer per budgetperiode gemeld; een maandbudget begint op de eerste van de maand opnieuw.",
    },
  "Open the project": {
    de: "Projekt öffnen",
    fr: "Ouvrir le projet",
    nl: "Project openen",
  },
  "You receive this alert as an owner or admin of the company, or as a member of a project whose alerts go to its members. The project's thresholds are set on its page in Tempus.":
    {
      de: "Du erhältst diese Meldung als Inhaber oder Admin des Unternehmens oder als Mitglied eines Projekts, dessen Meldungen an seine Mitglieder gehen. Die Schwellen des Projekts werden auf seiner Seite in Tempus eingestellt.",
      fr: "Vous recevez cette alerte en tant que propriétaire ou administrateur de l'entreprise, ou en tant que membre d'un projet dont les alertes sont envoyées à ses membres. Les seuils du projet se règlent sur sa page dans Tempus.",
      nl: "Je krijgt deze melding als eigenaar of beheerder van het bedrijf, of als lid van een project waarvan de meldingen naar de leden gaan. De drempels van het project stel je in op de pagina van het project in Tempus.",
    },
  "The projects of {debtor} have used {threshold} % of their hour budget": {
    de: "Die Projekte von {debtor} haben {threshold} % ihres Stundenbudgets verbraucht",
    fr: "Les projets de {debtor} ont consommé {threshold} % de leur budget d'heures",
    nl: "De projecten van {debtor} hebben {threshold} % van hun urenbudget verbruikt",
  },
  "The projects of {debtor} have used {threshold} % of their budget amount": {
    de: "Die Projekte von {debtor} haben {threshold} % ihres Budgetbetrags verbraucht",
    fr: "Les projets de {debtor} ont consommé {threshold} % de leur montant budgété",
    nl: "De projecten van {debtor} hebben {threshold} % van hun budgetbedrag verbruikt",
  },
  "The projects of {debtor} have used {used} h of their budget of {budget} h ({percent} %).": {
    de: "Die Projekte von {debtor} haben {used} h ihres Budgets von {budget} h verbraucht ({percent} %).",
    fr: "Les projets de {debtor} ont consommé {used} h de leur budget de {budget} h ({percent} %).",
    nl: "De projecten van {debtor} hebben {used} u van hun budget van {budget} u verbruikt ({percent} %).",
  },
  "In {month}, the projects of {debtor} have used {used} h of their monthly budget of {budget} h ({percent} %).":
    {
      de: "Im {month} haben die Projekte von {debtor} {used} h ihres Monatsbudgets von {budget} h verbraucht ({percent} %).",
      fr: "En {month}, les projets de {debtor} ont consommé {used} h de leur budget mensuel de {budget} h ({percent} %).",
      nl: "In {month} hebben de projecten van {debtor} {used} u van hun maandbudget van {budget} u verbruikt ({percent} %).",
    },
  "The projects of {debtor} have used {used} of their budget of {budget} ({percent} %).": {
    de: "Die Projekte von {debtor} haben {used} ihres Budgets von {budget} verbraucht ({percent} %).",
    fr: "Les projets de {debtor} ont consommé {used} de leur budget de {budget} ({percent} %).",
    nl: "De projecten van {debtor} hebben {used} van hun budget van {budget} verbruikt ({percent} %).",
  },
  "In {month}, the projects of {debtor} have used {used} of their monthly budget of {budget} ({percent} %).":
    {
      de: "Im {month} haben die Projekte von {debtor} {used} ihres Monatsbudgets von {budget} verbraucht ({percent} %).",
      fr: "En {month}, les projets de {debtor} ont consommé {used} de leur budget mensuel de {budget} ({percent} %).",
      nl: "In {month} hebben de projecten van {debtor} {used} van hun maandbudget van {budget} verbruikt ({percent} %).",
    },
  "Open the debtor": {
    de: "Debitor öffnen",
    fr: "Ouvrir le client",
    nl: "Debiteur openen",
  },
  "You receive this alert as an owner or admin of the company, or as someone who tracked time for a debtor whose alerts go to its members. The debtor's thresholds are set on its page in Tempus.":
    {
      de: "Du erhältst diese Meldung als Inhaber oder Admin des Unternehmens oder weil du Zeit für einen Debitor erfasst hast, dessen Meldungen an seine Mitglieder gehen. Die Schwellen des Debitors werden auf seiner Seite in Tempus eingestellt.",
      fr: "Vous recevez cette alerte en tant que propriétaire ou administrateur de l'entreprise, ou parce que vous avez saisi du temps pour un client dont les alertes sont envoyées à ses membres. Les seuils du client se règlent sur sa page dans Tempus.",
      nl: "Je krijgt deze melding als eigenaar of beheerder van het bedrijf, of omdat je tijd hebt geschreven voor een debiteur waarvan de meldingen naar de leden gaan. De drempels van de debiteur stel je in op de pagina van de debiteur in Tempus.",
    },
};
