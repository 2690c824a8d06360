import type { Catalogue } from "./types.ts";

/**
 * Sign-up, sessions and passwords: simplejwt's locale (de, fr, nl_NL), djoser's (de, fr; Dutch
 * is own), Django's auth (django/contrib/auth: username, passwords, the unique e-mail), and the
 * product's own texts (marked "own").
 */
export const ACCOUNTS: Catalogue = {
  "No active account found with the given credentials": {
    de: "Kein aktiver Account mit diesen Zugangsdaten gefunden",
    fr: "Aucun compte actif n'a été trouvé avec les identifiants fournis",
    nl: "Geen actief account gevonden voor deze gegevens",
  },
  "No active account found for the given token.": {
    de: "Kein aktiver Account mit diesen Zugangsdaten gefunden",
    fr: "Aucun compte actif n'a été trouvé avec les identifiants fournis",
    nl: "Geen actief account gevonden voor deze gegevens",
  },
  "A user with that username already exists.": {
    de: "Dieser Benutzername ist bereits vergeben.",
    fr: "Un utilisateur avec ce nom existe déjà.",
    nl: "Er bestaat al een gebruiker met deze gebruikersnaam.",
  },
  "Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.":
    {
      de: "Bitte einen gültigen Benutzernamen eingeben, bestehend aus Buchstaben, Ziffern und @/./+/-/_.",
      fr: "Saisissez un nom d’utilisateur valide. Il ne peut contenir que des lettres, des nombres ou les caractères « @ », « . », « + », « - » et « _ ».",
      nl: "Voer een geldige gebruikersnaam in. Deze waarde mag alleen letters, cijfers en de tekens @/./+/-/_ bevatten.",
    },
  // Django's unique message with auth's names for the model (user) and the field (email address).
  "user with this email address already exists.": {
    de: "Benutzer mit diesem E-Mail-Adresse existiert bereits.",
    fr: "Un objet utilisateur avec ce champ adresse électronique existe déjà.",
    nl: "Er bestaat al een gebruiker met eenzelfde e-mailadres.",
  },
  "The two password fields didn't match.": {
    de: "Die beiden Passwörter stimmen nicht überein.",
    fr: "Le contenu des deux champs mot de passe est différent.",
    nl: "De twee wachtwoordvelden komen niet overeen.", // own
  },
  "Invalid password.": {
    de: "Das Passwort ist ungültig.",
    fr: "Mot de passe invalide.",
    nl: "Ongeldig wachtwoord.", // own
  },
  "Invalid token for given user.": {
    de: "Das Token für diesen Benutzer ist ungültig.",
    fr: "Le jeton d'authentification est invalide pour cet utilisateur.",
    nl: "Ongeldige token voor deze gebruiker.", // own
  },
  "Invalid user id or user doesn't exist.": {
    de: "Die User-ID ist ungültig oder dieser Benutzer existiert nicht.",
    fr: "L'id de l'utilisateur est invalide ou cet utilisateur n'existe pas.",
    nl: "Ongeldige gebruikers-id of de gebruiker bestaat niet.", // own
  },
  // own: the e-mail verification.
  "Verification e-mail sent.": {
    de: "Bestätigungs-E-Mail gesendet.",
    fr: "E-mail de vérification envoyé.",
    nl: "Verificatie-e-mail verstuurd.",
  },
  "E-mail verified.": {
    de: "E-Mail-Adresse bestätigt.",
    fr: "Adresse e-mail vérifiée.",
    nl: "E-mailadres geverifieerd.",
  },
  "Your e-mail address is already verified.": {
    de: "Deine E-Mail-Adresse ist bereits bestätigt.",
    fr: "Votre adresse e-mail est déjà vérifiée.",
    nl: "Je e-mailadres is al geverifieerd.",
  },
  "Invalid or expired token.": {
    de: "Ungültiger oder abgelaufener Token.",
    fr: "Jeton invalide ou expiré.",
    nl: "Ongeldige of verlopen token.",
  },
  // Django's password validators; the similar attribute in auth's words.
  "The password is too similar to the username.": {
    de: "Das Passwort ist zu ähnlich zu Benutzername.",
    fr: "Le mot de passe est trop semblable au champ « nom d’utilisateur ».",
    nl: "Het wachtwoord lijkt te veel op de gebruikersnaam.",
  },
  "The password is too similar to the email address.": {
    de: "Das Passwort ist zu ähnlich zu E-Mail-Adresse.",
    fr: "Le mot de passe est trop semblable au champ « adresse électronique ».",
    nl: "Het wachtwoord lijkt te veel op de e-mailadres.",
  },
  "This password is too short. It must contain at least {min_length} characters.": {
    de: "Dieses Passwort ist zu kurz. Es muss mindestens {min_length} Zeichen enthalten.",
    fr: "Ce mot de passe est trop court. Il doit contenir au minimum {min_length} caractères.",
    nl: "Dit wachtwoord is te kort. De minimale lengte is {min_length} tekens.",
  },
  "This password is too common.": {
    de: "Dieses Passwort ist zu üblich.",
    fr: "Ce mot de passe est trop courant.",
    nl: "Dit wachtwoord is te algemeen.",
  },
  "This password is entirely numeric.": {
    // Django's German text ends in a space; the sentence is sent without it.
    de: "Dieses Passwort ist komplett numerisch.",
    fr: "Ce mot de passe est entièrement numérique.",
    nl: "Dit wachtwoord bevat alleen cijfers.",
  },
  "Authorization header must contain two space-delimited values": {
    de: "Der Authorizationheader muss zwei leerzeichen-getrennte Werte enthalten",
    fr: "L'en-tête 'Authorization' doit contenir deux valeurs séparées par des espaces",
    nl: "Authorisatie header moet twee waarden bevatten, gescheiden door een spatie",
  },
  "Given token not valid for any token type": {
    de: "Der Token ist für keinen Tokentyp gültig",
    fr: "Le type de jeton fourni n'est pas valide",
    nl: "Het token is voor geen enkel token-type geldig",
  },
  "Token is invalid": {
    de: "Ungültiger oder abgelaufener Token",
    fr: "Le jeton est invalide ou expiré",
    nl: "Token is niet geldig of verlopen",
  },
  "Token is expired": {
    de: "Ungültiger oder abgelaufener Token",
    fr: "Le jeton est invalide ou expiré",
    nl: "Token is niet geldig of verlopen",
  },
  "Token is blacklisted": {
    de: "Token steht auf der Blacklist",
    fr: "Le jeton a été banni",
    nl: "Token is ge-blacklist",
  },
  "Token has wrong type": {
    de: "Token hat den falschen Typ",
    fr: "Le jeton a un type erroné",
    nl: "Token heeft het verkeerde type",
  },
  "User not found": {
    de: "Benutzer nicht gefunden",
    fr: "L'utilisateur n'a pas été trouvé",
    nl: "Gebruiker niet gevonden",
  },
  "User is inactive": {
    de: "Inaktiver Benutzer",
    fr: "L'utilisateur est désactivé",
    nl: "Gebruiker is inactief",
  },
  // API tokens (decision 034): DRF's TokenAuthentication texts in its own translations, then ours.
  "Invalid token header. No credentials provided.": {
    de: "Ungültiger Token-Header. Keine Zugangsdaten vorhanden.",
    fr: "En-tête « token » non valide. Pas d'identifiants fournis.",
    nl: "Ongeldige token header. Geen gegevens aangeleverd.",
  },
  "Invalid token header. Token string should not contain spaces.": {
    de: "Ungültiger Token-Header. Zugangsdaten dürfen keine Leerzeichen enthalten.",
    fr: "En-tête « token » non valide. Un token ne doit pas contenir d'espaces.",
    nl: "Ongeldige token header. Token mag geen spaties bevatten.",
  },
  "Invalid token.": {
    de: "Ungültiges Token",
    fr: "Token invalide.",
    nl: "Ongeldige token.",
  },
  "User inactive or deleted.": {
    de: "Benutzer inaktiv oder gelöscht.",
    fr: "Utilisateur inactif ou supprimé.",
    nl: "Gebruiker inactief of verwijderd.",
  },
  "This API token's scopes do not allow this request.": {
    de: "Die Berechtigungen dieses API-Tokens erlauben diese Anfrage nicht.",
    fr: "Les droits de ce jeton d'API ne permettent pas cette requête.",
    nl: "De rechten van dit API-token staan dit verzoek niet toe.",
  },
  "This request needs a signed-in session; an API token cannot make it.": {
    de: "Diese Anfrage braucht eine angemeldete Sitzung; ein API-Token kann sie nicht stellen.",
    fr: "Cette requête exige une session connectée ; un jeton d'API ne peut pas la faire.",
    nl: "Dit verzoek vraagt een aangemelde sessie; een API-token kan het niet doen.",
  },
  "You have 20 API tokens; revoke one before creating another.": {
    de: "Sie haben 20 API-Tokens; widerrufen Sie eines, bevor Sie ein weiteres erstellen.",
    fr: "Vous avez 20 jetons d'API ; révoquez-en un avant d'en créer un autre.",
    nl: "U hebt 20 API-tokens; trek er een in voordat u een nieuw maakt.",
  },
  "The expiry must lie in the future.": {
    de: "Das Ablaufdatum muss in der Zukunft liegen.",
    fr: "L'expiration doit se situer dans le futur.",
    nl: "De vervaldatum moet in de toekomst liggen.",
  },
  "Choose at least one scope.": {
    de: "Wählen Sie mindestens eine Berechtigung.",
    fr: "Choisissez au moins un droit.",
    nl: "Kies ten minste één recht.",
  },
  // Idempotency-Key (decision 036).
  "The Idempotency-Key header must be 1 to 100 visible characters.": {
    de: "Der Header Idempotency-Key muss 1 bis 100 sichtbare Zeichen lang sein.",
    fr: "L'en-tête Idempotency-Key doit compter de 1 à 100 caractères visibles.",
    nl: "De header Idempotency-Key moet 1 tot 100 zichtbare tekens lang zijn.",
  },
  "A request with this Idempotency-Key is still being processed; try again shortly.": {
    de: "Eine Anfrage mit diesem Idempotency-Key wird noch bearbeitet; versuchen Sie es gleich noch einmal.",
    fr: "Une requête avec cet Idempotency-Key est encore en cours ; réessayez dans un instant.",
    nl: "Een verzoek met deze Idempotency-Key wordt nog verwerkt; probeer het zo opnieuw.",
  },
  "This Idempotency-Key was already used for a different request.": {
    de: "Dieser Idempotency-Key wurde schon für eine andere Anfrage benutzt.",
    fr: "Cet Idempotency-Key a déjà servi pour une autre requête.",
    nl: "Deze Idempotency-Key is al voor een ander verzoek gebruikt.",
  },
};
