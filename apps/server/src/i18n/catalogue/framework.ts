import type { Catalogue } from "./types.ts";

/**
 * DRF's and Django's own messages (ERROR_MESSAGES, FIELD_MESSAGES and the schema's DRF texts), in
 * the wording of their catalogues: djangorestframework's locale (de, fr, nl) and Django's
 * (django/conf/locale: the validators and form fields). Where they ship no text (an empty msgstr,
 * or a message they never translate) the wording is the product's own, marked "own".
 */
export const FRAMEWORK: Catalogue = {
  "Not found.": { de: "Nicht gefunden.", fr: "Non trouvé.", nl: "Niet gevonden." },
  "Invalid page.": { de: "Ungültige Seite.", fr: "Page non valide.", nl: "Ongeldige pagina." },
  "You do not have permission to perform this action.": {
    de: "Sie sind nicht berechtigt, diese Aktion durchzuführen.",
    fr: "Vous n'avez pas la permission d'effectuer cette action.",
    nl: "Je hebt geen toestemming om deze actie uit te voeren.",
  },
  "Authentication credentials were not provided.": {
    de: "Anmeldedaten fehlen.",
    fr: "Informations d'authentification non fournies.",
    nl: "Authenticatiegegevens zijn niet opgegeven.",
  },
  "A server error occurred.": {
    de: "Ein Serverfehler ist aufgetreten.",
    fr: "Une erreur du serveur est survenue.",
    nl: "Er is een serverfout opgetreden.",
  },
  'Method "{method}" not allowed.': {
    de: 'Methode "{method}" nicht erlaubt.',
    fr: "Méthode « {method} » non autorisée.",
    nl: 'Methode "{method}" niet toegestaan.',
  },
  'Unsupported media type "{media_type}" in request.': {
    de: 'Nicht unterstützter Medientyp "{media_type}" in der Anfrage.',
    fr: "Type de média « {media_type} » non supporté.",
    nl: 'Ongeldige media type "{media_type}" in aanvraag.',
  },
  // own: DRF and Django send these untranslated.
  "JSON parse error - {reason}": {
    de: "JSON-Syntaxfehler - {reason}",
    fr: "Erreur d'analyse JSON - {reason}",
    nl: "JSON-parsefout - {reason}",
  },
  "Multipart form parse error - {reason}": {
    de: "Fehler beim Lesen des Multipart-Formulars - {reason}",
    fr: "Erreur d'analyse du formulaire multipart - {reason}",
    nl: "Fout bij het lezen van het multipart-formulier - {reason}",
  },
  "Bad Request (400)": {
    de: "Ungültige Anfrage (400)",
    fr: "Requête incorrecte (400)",
    nl: "Ongeldig verzoek (400)",
  },
  "Service temporarily unavailable, try again later.": {
    de: "Der Dienst ist vorübergehend nicht verfügbar. Bitte versuche es später erneut.",
    fr: "Service temporairement indisponible, veuillez réessayer plus tard.",
    nl: "Service tijdelijk niet beschikbaar, probeer het later opnieuw.",
  },
  "The number of files exceeded {max}.": {
    de: "Die Anzahl der Dateien hat {max} überschritten.",
    fr: "Le nombre de fichiers a dépassé {max}.",
    nl: "Het aantal bestanden heeft {max} overschreden.",
  },
  "The number of fields exceeded {max}.": {
    de: "Die Anzahl der Felder hat {max} überschritten.",
    fr: "Le nombre de champs a dépassé {max}.",
    nl: "Het aantal velden heeft {max} overschreden.",
  },
  "Request body exceeded the size limit.": {
    de: "Der Inhalt der Anfrage überschreitet die zulässige Größe.",
    fr: "Le corps de la requête dépasse la taille autorisée.",
    nl: "De inhoud van het verzoek overschrijdt de toegestane grootte.",
  },
  "Request header fields too large.": {
    de: "Die Kopfzeilen der Anfrage sind zu groß.",
    fr: "Les en-têtes de la requête sont trop volumineux.",
    nl: "De headers van het verzoek zijn te groot.",
  },
  // DRF's "Request was throttled." and its ngettext'd second sentence (nl: the second is own).
  "Request was throttled. Expected available in {wait} second.": {
    de: "Die Anfrage wurde gedrosselt. Erwarte Verfügbarkeit in {wait} Sekunde.",
    fr: "Requête ralentie. Disponible à nouveau dans {wait} seconde.",
    nl: "Aanvraag was verstikt. Weer beschikbaar over {wait} seconde.",
  },
  "Request was throttled. Expected available in {wait} seconds.": {
    de: "Die Anfrage wurde gedrosselt. Erwarte Verfügbarkeit in {wait} Sekunden.",
    fr: "Requête ralentie. Disponible à nouveau dans {wait} secondes.",
    nl: "Aanvraag was verstikt. Weer beschikbaar over {wait} seconden.",
  },
  "This field is required.": {
    de: "Dieses Feld ist zwingend erforderlich.",
    fr: "Ce champ est obligatoire.",
    nl: "Dit veld is vereist.",
  },
  "This field may not be null.": {
    de: "Dieses Feld darf nicht null sein.",
    fr: "Ce champ ne peut être nul.",
    nl: "Dit veld mag niet leeg zijn.",
  },
  "This field may not be blank.": {
    de: "Dieses Feld darf nicht leer sein.",
    fr: "Ce champ ne peut être vide.",
    nl: "Dit veld mag niet leeg zijn.",
  },
  "Ensure this field has no more than {max_length} characters.": {
    de: "Stelle sicher, dass dieses Feld nicht mehr als {max_length} Zeichen lang ist.",
    fr: "Assurez-vous que ce champ comporte au plus {max_length} caractères.",
    nl: "Zorg ervoor dat dit veld niet meer dan {max_length} karakters bevat.",
  },
  "Ensure this field has at least {min_length} characters.": {
    de: "Stelle sicher, dass dieses Feld mindestens {min_length} Zeichen lang ist.",
    fr: "Assurez-vous que ce champ comporte au moins {min_length} caractères.",
    nl: "Zorg ervoor dat dit veld minimaal {min_length} karakters bevat.",
  },
  "A valid integer is required.": {
    de: "Eine gültige Ganzzahl ist erforderlich.",
    fr: "Un nombre entier valide est requis.",
    nl: "Een geldig getal is vereist.",
  },
  "A valid number is required.": {
    de: "Eine gültige Zahl ist erforderlich.",
    fr: "Un nombre valide est requis.",
    nl: "Een geldig nummer is vereist.",
  },
  "Ensure this value is greater than or equal to {min_value}.": {
    de: "Stelle sicher, dass dieser Wert größer oder gleich {min_value} ist.",
    fr: "Assurez-vous que cette valeur est supérieure ou égale à {min_value}.",
    nl: "Zorg ervoor dat deze waarde groter is dan of gelijk is aan {min_value}.",
  },
  "Ensure this value is less than or equal to {max_value}.": {
    de: "Stelle sicher, dass dieser Wert kleiner oder gleich {max_value} ist.",
    fr: "Assurez-vous que cette valeur est inférieure ou égale à {max_value}.",
    nl: "Zorg ervoor dat deze waarde kleiner is dan of gelijk is aan {max_value}.",
  },
  "Ensure that there are no more than {max_digits} digits in total.": {
    de: "Stelle sicher, dass es insgesamt nicht mehr als {max_digits} Ziffern lang ist.",
    fr: "Assurez-vous qu'il n'y a pas plus de {max_digits} chiffres au total.",
    nl: "Zorg ervoor dat er in totaal niet meer dan {max_digits} cijfers zijn.",
  },
  "Ensure that there are no more than {max_decimal_places} decimal places.": {
    de: "Stelle sicher, dass es nicht mehr als {max_decimal_places} Nachkommastellen lang ist.",
    fr: "Assurez-vous qu'il n'y a pas plus de {max_decimal_places} chiffres après la virgule.",
    nl: "Zorg ervoor dat er niet meer dan {max_decimal_places} cijfers achter de komma zijn.",
  },
  "Ensure that there are no more than {max_whole_digits} digits before the decimal point.": {
    de: "Stelle sicher, dass es nicht mehr als {max_whole_digits} Stellen vor dem Komma lang ist.",
    fr: "Assurez-vous qu'il n'y a pas plus de {max_whole_digits} chiffres avant la virgule.",
    nl: "Zorg ervoor dat er niet meer dan {max_whole_digits} cijfers voor de komma zijn.",
  },
  "String value too large.": {
    de: "Zeichenkette zu lang.",
    fr: "Chaîne de caractères trop longue.",
    nl: "Tekstwaarde is te lang.",
  },
  "Must be a valid boolean.": {
    de: "Muss ein gültiger Wahrheitswert sein.",
    fr: "Doit être un booléen valide.",
    nl: "Moet een geldige booleaanse waarde zijn.", // own
  },
  "Not a valid string.": {
    de: "Kein gültiger String.",
    fr: "Chaîne de caractère invalide.",
    nl: "Geen geldige tekenreeks.", // own
  },
  '"{input}" is not a valid choice.': {
    de: '"{input}" ist keine gültige Option.',
    fr: "« {input} » n'est pas un choix valide.",
    nl: '"{input}" is een ongeldige keuze.',
  },
  "Enter a valid email address.": {
    de: "Gib eine gültige E-Mail Adresse an.",
    fr: "Saisissez une adresse e-mail valide.",
    nl: "Voer een geldig e-mailadres in.",
  },
  "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].":
    {
      de: "Datums- und Zeitangabe hat das falsche Format. Nutze stattdessen eines dieser Formate: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
      fr: "La date + heure n'a pas le bon format. Utilisez un des formats suivants : YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
      nl: "Datetime heeft een ongeldig formaat, gebruik 1 van de volgende formaten: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
    },
  "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.": {
    de: "Datum hat das falsche Format. Nutze stattdessen eines dieser Formate: YYYY-MM-DD.",
    fr: "La date n'a pas le bon format. Utilisez un des formats suivants : YYYY-MM-DD.",
    nl: "Date heeft het verkeerde formaat, gebruik 1 van deze formaten: YYYY-MM-DD.",
  },
  "Enter a valid date.": {
    de: "Bitte ein gültiges Datum eingeben.",
    fr: "Saisissez une date valide.",
    nl: "Voer een geldige datum in.",
  },
  'Invalid pk "{pk_value}" - object does not exist.': {
    de: 'Ungültiger pk "{pk_value}" - Object existiert nicht.',
    fr: "Clé primaire « {pk_value} » non valide - l'objet n'existe pas.",
    nl: 'Ongeldige pk "{pk_value}" - object bestaat niet.',
  },
  "Null characters are not allowed.": {
    de: "Nullzeichen sind nicht erlaubt.",
    fr: "Le caractère nul n’est pas autorisé.",
    nl: "Null-tekens zijn niet toegestaan.",
  },
  "Select a valid choice. That choice is not one of the available choices.": {
    de: "Bitte eine gültige Auswahl treffen. Dies ist keine gültige Auswahl.",
    fr: "Sélectionnez un choix valide. Ce choix ne fait pas partie de ceux disponibles.",
    nl: "Selecteer een geldige keuze. Deze keuze is niet beschikbaar.",
  },
  "Select a valid choice. {value} is not one of the available choices.": {
    de: "Bitte eine gültige Auswahl treffen. {value} ist keine gültige Auswahl.",
    fr: "Sélectionnez un choix valide. {value} n’en fait pas partie.",
    nl: "Selecteer een geldige keuze. {value} is geen beschikbare keuze.",
  },
  "Invalid data. Expected a dictionary, but got {datatype}.": {
    de: "Ungültige Daten. Dictionary erwartet, aber {datatype} erhalten.",
    fr: "Donnée non valide. Attendait un dictionnaire, a reçu {datatype}.",
    nl: "Ongeldige data. Verwacht een dictionary, kreeg een {datatype}.",
  },
  "No data provided": {
    de: "Keine Daten übermittelt", // own
    fr: "Aucune donnée fournie", // own
    nl: "Geen gegevens opgegeven", // own
  },
  "This list may not be empty.": {
    de: "Diese Liste darf nicht leer sein.",
    fr: "Cette liste ne peut pas être vide.",
    nl: "Deze lijst mag niet leeg zijn.",
  },
  "Ensure this field has no more than {max_length} elements.": {
    de: "Dieses Feld darf nicht mehr als {max_length} Einträge enthalten.",
    fr: "Assurez-vous que ce champ n'a pas plus de {max_length} éléments.",
    nl: "Zorg ervoor dat dit veld niet meer dan {max_length} elementen bevat.", // own
  },
  "The submitted data was not a file. Check the encoding type on the form.": {
    de: "Die übermittelten Daten stellen keine Datei dar. Prüfe den Kodierungstyp im Formular.",
    fr: "La donnée soumise n'est pas un fichier. Vérifiez le type d'encodage du formulaire.",
    nl: "De verstuurde data was geen bestand. Controleer de encoding type op het formulier.",
  },
  "Upload a valid image. The file you uploaded was either not an image or a corrupted image.": {
    de: "Lade ein gültiges Bild hoch. Die hochgeladene Datei ist entweder kein Bild oder ein beschädigtes Bild.",
    fr: "Transférez une image valide. Le fichier que vous avez transféré n'est pas une image, ou il est corrompu.",
    // Django's wording: DRF's Dutch text ends in a stray comma.
    nl: "Upload een geldige afbeelding. Het geüploade bestand is geen of een beschadigde afbeelding.",
  },
  "Ensure this search has no more than {max} terms.": {
    de: "Die Suche darf nicht mehr als {max} Begriffe enthalten.", // own
    fr: "Assurez-vous que la recherche ne comporte pas plus de {max} termes.", // own
    nl: "Zorg ervoor dat de zoekopdracht niet meer dan {max} termen bevat.", // own
  },
};
