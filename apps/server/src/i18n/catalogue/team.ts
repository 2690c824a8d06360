import type { Catalogue } from "./types.ts";

/** The team's, invitations' and billing's own texts, in the voice of docs/language.md. */
export const TEAM: Catalogue = {
  "Your subscription allows {seats} user. Increase the user amount to add more.": {
    de: "Dein Abonnement erlaubt {seats} Benutzer. Erhöhe die Benutzeranzahl, um weitere hinzuzufügen.",
    fr: "Votre abonnement permet {seats} utilisateur. Augmentez le nombre d'utilisateurs pour en ajouter d'autres.",
    nl: "Je abonnement staat {seats} gebruiker toe. Verhoog het aantal gebruikers om er meer toe te voegen.",
  },
  "Your subscription allows {seats} users. Increase the user amount to add more.": {
    de: "Dein Abonnement erlaubt {seats} Benutzer. Erhöhe die Benutzeranzahl, um weitere hinzuzufügen.",
    fr: "Votre abonnement permet {seats} utilisateurs. Augmentez le nombre d'utilisateurs pour en ajouter d'autres.",
    nl: "Je abonnement staat {seats} gebruikers toe. Verhoog het aantal gebruikers om er meer toe te voegen.",
  },
  "Invalid or expired invitation.": {
    de: "Ungültige oder abgelaufene Einladung.",
    fr: "Invitation invalide ou expirée.",
    nl: "Ongeldige of verlopen uitnodiging.",
  },
  "This invitation was sent to another e-mail address.": {
    de: "Diese Einladung wurde an eine andere E-Mail-Adresse gesendet.",
    fr: "Cette invitation a été envoyée à une autre adresse e-mail.",
    nl: "Deze uitnodiging is naar een ander e-mailadres gestuurd.",
  },
  "An invitation for this e-mail address is pending.": {
    de: "Für diese E-Mail-Adresse steht bereits eine Einladung aus.",
    fr: "Une invitation pour cette adresse e-mail est en attente.",
    nl: "Er staat al een uitnodiging open voor dit e-mailadres.",
  },
  "The owner's role and status cannot be changed.": {
    de: "Rolle und Status des Inhabers können nicht geändert werden.",
    fr: "Le rôle et le statut du propriétaire ne peuvent pas être modifiés.",
    nl: "De rol en status van de eigenaar kunnen niet worden gewijzigd.",
  },
  "You cannot deactivate yourself.": {
    de: "Du kannst dich nicht selbst deaktivieren.",
    fr: "Vous ne pouvez pas vous désactiver vous-même.",
    nl: "Je kunt jezelf niet deactiveren.",
  },
  "The company already has a subscription.": {
    de: "Das Unternehmen hat bereits ein Abonnement.",
    fr: "L'entreprise a déjà un abonnement.",
    nl: "Het bedrijf heeft al een abonnement.",
  },
  "The company has no active billing period.": {
    de: "Das Unternehmen hat keinen aktiven Abrechnungszeitraum.",
    fr: "L'entreprise n'a pas de période de facturation active.",
    nl: "Het bedrijf heeft geen actieve factureringsperiode.",
  },
  "New user count must be a positive integer": {
    de: "Die neue Benutzeranzahl muss eine positive ganze Zahl sein",
    fr: "Le nouveau nombre d'utilisateurs doit être un entier positif",
    nl: "Het nieuwe aantal gebruikers moet een positief geheel getal zijn",
  },
  "New user count must be greater than current user count": {
    de: "Die neue Benutzeranzahl muss größer als die aktuelle sein",
    fr: "Le nouveau nombre d'utilisateurs doit être supérieur au nombre actuel",
    nl: "Het nieuwe aantal gebruikers moet groter zijn dan het huidige",
  },
  "New user count must not be lower than the number of active members ({members}).": {
    de: "Die neue Benutzeranzahl darf nicht kleiner sein als die Zahl der aktiven Mitglieder ({members}).",
    fr: "Le nouveau nombre d'utilisateurs ne peut pas être inférieur au nombre de membres actifs ({members}).",
    nl: "Het nieuwe aantal gebruikers mag niet lager zijn dan het aantal actieve leden ({members}).",
  },
  'The plan "{plan}" allows at most {max} user.': {
    de: "Der Tarif „{plan}“ erlaubt höchstens {max} Benutzer.",
    fr: "La formule « {plan} » permet au plus {max} utilisateur.",
    nl: 'Het pakket "{plan}" staat hoogstens {max} gebruiker toe.',
  },
  'The plan "{plan}" allows at most {max} users.': {
    de: "Der Tarif „{plan}“ erlaubt höchstens {max} Benutzer.",
    fr: "La formule « {plan} » permet au plus {max} utilisateurs.",
    nl: 'Het pakket "{plan}" staat hoogstens {max} gebruikers toe.',
  },
  "This billing period is already cancelled.": {
    de: "Dieser Abrechnungszeitraum ist bereits gekündigt.",
    fr: "Cette période de facturation est déjà résiliée.",
    nl: "Deze factureringsperiode is al opgezegd.",
  },
  "This billing period is not cancelled.": {
    de: "Dieser Abrechnungszeitraum ist nicht gekündigt.",
    fr: "Cette période de facturation n'est pas résiliée.",
    nl: "Deze factureringsperiode is niet opgezegd.",
  },
  "This billing period has already ended.": {
    de: "Dieser Abrechnungszeitraum ist bereits beendet.",
    fr: "Cette période de facturation est déjà terminée.",
    nl: "Deze factureringsperiode is al afgelopen.",
  },
  "Your subscription has ended. Choose a plan to continue; until then your data is read-only.": {
    de: "Dein Abonnement ist beendet. Wähle einen Tarif, um fortzufahren; bis dahin können deine Daten nur gelesen werden.",
    fr: "Votre abonnement a pris fin. Choisissez une formule pour continuer ; d'ici là, vos données sont en lecture seule.",
    nl: "Je abonnement is afgelopen. Kies een pakket om verder te gaan; tot dan zijn je gegevens alleen-lezen.",
  },
};
