import { INCOMPLETE_DATA_TRANSLATIONS } from "@tempus/contract/invoice-messages";
import type { Catalogue } from "./types.ts";

/**
 * The invoices' own texts: German "du", French "vous", Dutch "je" and the glossary, as
 * docs/language.md sets them.
 */
export const INVOICING: Catalogue = {
  "The service period must not end before it starts.": {
    de: "Der Leistungszeitraum darf nicht vor seinem Beginn enden.",
    fr: "La période de prestation ne peut pas se terminer avant de commencer.",
    nl: "De periode van dienstverlening mag niet eindigen voordat ze begint.",
  },
  "An invoice needs at least one line.": {
    de: "Eine Rechnung braucht mindestens eine Position.",
    fr: "Une facture doit comporter au moins une ligne.",
    nl: "Een factuur heeft minstens één regel nodig.",
  },
  "An invoice's amounts can be at most 999,999,999,999.99.": {
    de: "Die Beträge einer Rechnung dürfen höchstens 999.999.999.999,99 betragen.",
    fr: "Les montants d'une facture ne peuvent pas dépasser 999 999 999 999,99.",
    nl: "De bedragen van een factuur mogen hoogstens 999.999.999.999,99 zijn.",
  },
  "The invoice number {number} is already taken. Change the number pattern or the next number in the company's invoice settings.":
    {
      de: "Die Rechnungsnummer {number} ist bereits vergeben. Ändere das Nummernmuster oder die nächste Nummer in den Rechnungseinstellungen des Unternehmens.",
      fr: "Le numéro de facture {number} est déjà pris. Modifiez le modèle de numérotation ou le prochain numéro dans les paramètres de facturation de l'entreprise.",
      nl: "Het factuurnummer {number} is al in gebruik. Wijzig het nummerpatroon of het volgende nummer in de factuurinstellingen van het bedrijf.",
    },
  "Ensure the invoice numbers have no more than 50 characters: the number pattern with the prefix and a 10-digit counter gives up to {length}.":
    {
      de: "Stelle sicher, dass die Rechnungsnummern nicht mehr als 50 Zeichen lang sind: Das Nummernmuster ergibt mit dem Präfix und einem 10-stelligen Zähler bis zu {length} Zeichen.",
      fr: "Assurez-vous que les numéros de facture comportent au plus 50 caractères : avec le préfixe et un compteur à 10 chiffres, le modèle de numérotation en donne jusqu'à {length}.",
      nl: "Zorg ervoor dat de factuurnummers niet meer dan 50 tekens bevatten: met het voorvoegsel en een teller van 10 cijfers geeft het nummerpatroon er tot {length}.",
    },
  "The invoice number {number} would be longer than 50 characters. Shorten the number pattern or the prefix in the company's invoice settings.":
    {
      de: "Die Rechnungsnummer {number} wäre länger als 50 Zeichen. Kürze das Nummernmuster oder das Präfix in den Rechnungseinstellungen des Unternehmens.",
      fr: "Le numéro de facture {number} dépasserait 50 caractères. Raccourcissez le modèle de numérotation ou le préfixe dans les paramètres de facturation de l'entreprise.",
      nl: "Het factuurnummer {number} zou langer zijn dan 50 tekens. Verkort het nummerpatroon of het voorvoegsel in de factuurinstellingen van het bedrijf.",
    },
  "The invoice counter has reached its largest value, 2147483647: no further invoice number can be drawn.":
    {
      de: "Der Rechnungszähler hat seinen größten Wert erreicht, 2147483647: Es kann keine weitere Rechnungsnummer vergeben werden.",
      fr: "Le compteur de factures a atteint sa valeur maximale, 2147483647 : aucun autre numéro de facture ne peut être attribué.",
      nl: "De factuurteller heeft zijn hoogste waarde bereikt, 2147483647: er kan geen factuurnummer meer worden toegekend.",
    },
  "Only a draft invoice can be changed.": {
    de: "Nur ein Rechnungsentwurf kann geändert werden.",
    fr: "Seul un brouillon de facture peut être modifié.",
    nl: "Alleen een conceptfactuur kan worden gewijzigd.",
  },
  "Only an issued invoice can be sent, paid or cancelled.": {
    de: "Nur eine ausgestellte Rechnung kann versendet, bezahlt oder storniert werden.",
    fr: "Seule une facture émise peut être envoyée, payée ou annulée.",
    nl: "Alleen een definitieve factuur kan worden verstuurd, betaald of geannuleerd.",
  },
  "A credit note cannot be cancelled.": {
    de: "Eine Rechnungskorrektur kann nicht storniert werden.",
    fr: "Un avoir ne peut pas être annulé.",
    nl: "Een creditnota kan niet worden geannuleerd.",
  },
  "This invoice is already cancelled.": {
    de: "Diese Rechnung ist bereits storniert.",
    fr: "Cette facture est déjà annulée.",
    nl: "Deze factuur is al geannuleerd.",
  },
  "Some of these time logs were just taken by another invoice. Try again.": {
    de: "Einige dieser Zeiteinträge wurden gerade von einer anderen Rechnung übernommen. Versuche es erneut.",
    fr: "Certaines de ces saisies de temps viennent d'être reprises par une autre facture. Réessayez.",
    nl: "Sommige van deze tijdregistraties zijn net door een andere factuur overgenomen. Probeer het opnieuw.",
  },
  "Invoices in {code} are not supported: e-invoices carry amounts with two decimals.": {
    de: "Rechnungen in {code} werden nicht unterstützt: E-Rechnungen führen Beträge mit zwei Nachkommastellen.",
    fr: "Les factures en {code} ne sont pas prises en charge : les factures électroniques portent des montants à deux décimales.",
    nl: "Facturen in {code} worden niet ondersteund: e-facturen bevatten bedragen met twee decimalen.",
  },
  // {fields}, the missing fields, are translated one by one: invoice-fields.ts.
  "Complete the company's invoice data first: {fields}.": INCOMPLETE_DATA_TRANSLATIONS.seller,
  "Complete the debtor's invoice data first: {fields}.": INCOMPLETE_DATA_TRANSLATIONS.buyer,
  "The payment exceeds the amount due ({due}).": {
    de: "Die Zahlung übersteigt den fälligen Betrag ({due}).",
    fr: "Le paiement dépasse le montant dû ({due}).",
    nl: "De betaling overschrijdt het verschuldigde bedrag ({due}).",
  },
  "Ensure this value is greater than 0.": {
    de: "Dieser Wert muss größer als 0 sein.",
    fr: "Assurez-vous que cette valeur est supérieure à 0.",
    nl: "Zorg ervoor dat deze waarde groter is dan 0.",
  },
  // The English text carries the braces itself: an exact key, no placeholders to fill.
  "The pattern needs exactly one {seq} or {seq:N} (N from 1 to 10).": {
    de: "Das Muster braucht genau ein {seq} oder {seq:N} (N von 1 bis 10).",
    fr: "Le modèle doit contenir exactement un {seq} ou {seq:N} (N de 1 à 10).",
    nl: "Het patroon heeft precies één {seq} of {seq:N} nodig (N van 1 tot 10).",
  },
  "The debtor has no e-mail address for invoices. Add one to the debtor first.": {
    de: "Der Debitor hat keine E-Mail-Adresse für Rechnungen. Hinterlege zuerst eine beim Debitor.",
    fr: "Le client n'a pas d'adresse e-mail pour les factures. Ajoutez-en d'abord une au client.",
    nl: "De debiteur heeft geen e-mailadres voor facturen. Voeg er eerst een toe aan de debiteur.",
  },
  "Enter the exchange rate from {from} to {to}: the VAT is also stated in the company's currency.":
    {
      de: "Gib den Wechselkurs von {from} zu {to} ein: Die Umsatzsteuer wird auch in der Währung des Unternehmens ausgewiesen.",
      fr: "Saisissez le taux de change de {from} vers {to} : la TVA est aussi indiquée dans la devise de l'entreprise.",
      nl: "Voer de wisselkoers van {from} naar {to} in: de btw wordt ook in de valuta van het bedrijf vermeld.",
    },
  "An invoice outside the scope of VAT (category O) cannot have lines of other VAT categories.": {
    de: "Eine Rechnung außerhalb des Anwendungsbereichs der Umsatzsteuer (Kategorie O) kann keine Positionen anderer Steuerkategorien haben.",
    fr: "Une facture hors du champ d'application de la TVA (catégorie O) ne peut pas avoir de lignes d'autres catégories de TVA.",
    nl: "Een factuur buiten het toepassingsgebied van de btw (categorie O) kan geen regels van andere btw-categorieën hebben.",
  },
  "Enter both the days and the percent of the cash discount.": {
    de: "Gib sowohl die Tage als auch den Prozentsatz des Skontos ein.",
    fr: "Saisissez à la fois les jours et le pourcentage de l'escompte.",
    nl: "Voer zowel de dagen als het percentage van de betalingskorting in.",
  },
  "An advance invoice cannot deduct other advance invoices.": {
    de: "Eine Abschlagsrechnung kann keine anderen Abschlagsrechnungen abziehen.",
    fr: "Une facture d'acompte ne peut pas déduire d'autres factures d'acompte.",
    nl: "Een voorschotfactuur kan geen andere voorschotfacturen verrekenen.",
  },
  "{number} is not an issued advance invoice of this debtor in this currency.": {
    de: "{number} ist keine ausgestellte Abschlagsrechnung dieses Debitors in dieser Währung.",
    fr: "{number} n'est pas une facture d'acompte émise de ce client dans cette devise.",
    nl: "{number} is geen definitieve voorschotfactuur van deze debiteur in deze valuta.",
  },
  "The advance invoice {number} is already deducted by {by}.": {
    de: "Die Abschlagsrechnung {number} wird bereits von {by} abgezogen.",
    fr: "La facture d'acompte {number} est déjà déduite par {by}.",
    nl: "De voorschotfactuur {number} is al verrekend door {by}.",
  },
  "The advance invoices exceed this invoice's total.": {
    de: "Die Abschlagsrechnungen übersteigen den Gesamtbetrag dieser Rechnung.",
    fr: "Les factures d'acompte dépassent le total de cette facture.",
    nl: "De voorschotfacturen overschrijden het totaal van deze factuur.",
  },
  "Choose either lines or an amount to credit, not both.": {
    de: "Wähle entweder Positionen oder einen Betrag für die Rechnungskorrektur, nicht beides.",
    fr: "Choisissez soit des lignes, soit un montant à créditer, pas les deux.",
    nl: "Kies regels of een bedrag om te crediteren, niet allebei.",
  },
  "Line {position} is already credited.": {
    de: "Position {position} ist bereits korrigiert.",
    fr: "La ligne {position} est déjà créditée.",
    nl: "Regel {position} is al gecrediteerd.",
  },
  "This invoice has several VAT rates: choose the lines to credit.": {
    de: "Diese Rechnung hat mehrere Steuersätze: Wähle die zu korrigierenden Positionen.",
    fr: "Cette facture a plusieurs taux de TVA : choisissez les lignes à créditer.",
    nl: "Deze factuur heeft meerdere btw-tarieven: kies de regels om te crediteren.",
  },
  "The credit exceeds what remains to be credited on this invoice ({remaining}).": {
    de: "Die Rechnungskorrektur übersteigt den Betrag, der auf dieser Rechnung noch zu korrigieren ist ({remaining}).",
    fr: "L'avoir dépasse ce qui reste à créditer sur cette facture ({remaining}).",
    nl: "De creditering overschrijdt wat er op deze factuur nog te crediteren valt ({remaining}).",
  },
  "This invoice has partial credit notes: choose the lines or the amount still to credit.": {
    de: "Diese Rechnung hat teilweise Rechnungskorrekturen: Wähle die Positionen oder den Betrag, die noch zu korrigieren sind.",
    fr: "Cette facture a des avoirs partiels : choisissez les lignes ou le montant restant à créditer.",
    nl: "Deze factuur heeft gedeeltelijke creditnota's: kies de regels of het bedrag dat nog gecrediteerd moet worden.",
  },
  "Choose at least one line, or an amount greater than 0.": {
    de: "Wähle mindestens eine Position oder einen Betrag größer als 0.",
    fr: "Choisissez au moins une ligne, ou un montant supérieur à 0.",
    nl: "Kies minstens één regel, of een bedrag groter dan 0.",
  },
  "The invoice could not be sent by e-mail. It is kept and will be sent again automatically.": {
    de: "Die Rechnung konnte nicht per E-Mail versendet werden. Die Rechnung bleibt gespeichert und wird automatisch erneut versendet.",
    fr: "La facture n'a pas pu être envoyée par e-mail. Elle est conservée et sera renvoyée automatiquement.",
    nl: "De factuur kon niet per e-mail worden verstuurd. Ze wordt bewaard en automatisch opnieuw verstuurd.",
  },
};
