import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../helpers/accounts.ts";
import { INVOICES, invoicingCompany } from "../helpers/invoicing.ts";
import { useTestApp } from "../helpers/test-app.ts";

type Company = Awaited<ReturnType<typeof invoicingCompany>>;

const ACCEPT = {
  en: "en-US,en;q=0.9",
  de: "de-DE,de;q=0.9,en;q=0.8",
  fr: "fr-CH, fr;q=0.9, en;q=0.8",
  nl: "nl",
} as const;
type Language = keyof typeof ACCEPT;
const LANGUAGES = Object.keys(ACCEPT) as Language[];

/** The same invalid requests answered in every language, whole bodies. */
describe("error answers in the request's language (Accept-Language)", () => {
  const context = useTestApp();
  let company: Company;
  let draftId: number;

  beforeAll(async () => {
    company = await invoicingCompany(context.app, context.database.db);
    const draft = await company.call("POST", `${INVOICES}/`, company.owner, {
      debtor: company.debtor,
      service_from: "2026-03-01",
      service_until: "2026-03-31",
      include_time: false,
      manual_lines: [{ description: "Consulting", unit_price: "250" }],
    });
    if (draft.status !== 201) throw new Error(`draft: ${JSON.stringify(draft.body)}`);
    draftId = draft.body.id;
  });

  const request = async (
    language: Language | undefined,
    method: "GET" | "POST" | "PATCH",
    url: string,
    options: { payload?: object; headers?: Record<string, string> } = {},
  ) => {
    const response = await context.app.inject({
      method,
      url,
      payload: options.payload,
      headers: { ...options.headers, ...(language ? { "accept-language": ACCEPT[language] } : {}) },
    });
    return {
      status: response.statusCode,
      body: response.json(),
      language: response.headers["content-language"],
      vary: response.headers.vary,
    };
  };

  const signUp = {
    username: "",
    email: `${"x".repeat(250)}@example.com`,
    password: "correct-horse-battery",
    re_password: "correct-horse-battery",
  };
  const SIGN_UP: Record<Language, object> = {
    en: {
      username: [
        "This field may not be blank.",
        "Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.",
      ],
      email: ["Ensure this field has no more than 254 characters."],
    },
    de: {
      username: [
        "Dieses Feld darf nicht leer sein.",
        "Bitte einen gültigen Benutzernamen eingeben, bestehend aus Buchstaben, Ziffern und @/./+/-/_.",
      ],
      email: ["Stelle sicher, dass dieses Feld nicht mehr als 254 Zeichen lang ist."],
    },
    fr: {
      username: [
        "Ce champ ne peut être vide.",
        "Saisissez un nom d’utilisateur valide. Il ne peut contenir que des lettres, des nombres ou les caractères « @ », « . », « + », « - » et « _ ».",
      ],
      email: ["Assurez-vous que ce champ comporte au plus 254 caractères."],
    },
    nl: {
      username: [
        "Dit veld mag niet leeg zijn.",
        "Voer een geldige gebruikersnaam in. Deze waarde mag alleen letters, cijfers en de tekens @/./+/-/_ bevatten.",
      ],
      email: ["Zorg ervoor dat dit veld niet meer dan 254 karakters bevat."],
    },
  };
  it.each(LANGUAGES)("a sign-up with a blank and a too long field (%s)", async (language) => {
    expect(await request(language, "POST", "/api/auth/users/", { payload: signUp })).toEqual({
      status: 400,
      body: SIGN_UP[language],
      language,
      vary: "Accept-Language",
    });
  });

  const TIME_LOG: Record<Language, object> = {
    en: {
      project: ['Invalid pk "999999" - object does not exist.'],
      start: [
        "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
      ],
    },
    de: {
      project: ['Ungültiger pk "999999" - Object existiert nicht.'],
      start: [
        "Datums- und Zeitangabe hat das falsche Format. Nutze stattdessen eines dieser Formate: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
      ],
    },
    fr: {
      project: ["Clé primaire « 999999 » non valide - l'objet n'existe pas."],
      start: [
        "La date + heure n'a pas le bon format. Utilisez un des formats suivants : YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
      ],
    },
    nl: {
      project: ['Ongeldige pk "999999" - object bestaat niet.'],
      start: [
        "Datetime heeft een ongeldig formaat, gebruik 1 van de volgende formaten: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
      ],
    },
  };
  it.each(LANGUAGES)(
    "a time log with a project that does not exist, or a bad start (%s)",
    async (language) => {
      const log = (payload: object) =>
        request(language, "POST", "/api/projectmanagement/timelog/", {
          payload,
          headers: company.owner.headers,
        });
      const { project, start } = TIME_LOG[language] as { project: string[]; start: string[] };
      expect(
        await log({ project: 999999, start: "2026-03-02T09:00:00Z", end: "2026-03-02T10:00:00Z" }),
      ).toEqual({ status: 400, body: { project }, language, vary: "Accept-Language" });
      expect(await log({ project: company.alpha, start: "yesterday" })).toEqual({
        status: 400,
        body: { start },
        language,
        vary: "Accept-Language",
      });
    },
  );

  const DETAILS: Record<string, Record<Language, string>> = {
    unauthenticated: {
      en: "Authentication credentials were not provided.",
      de: "Anmeldedaten fehlen.",
      fr: "Informations d'authentification non fournies.",
      nl: "Authenticatiegegevens zijn niet opgegeven.",
    },
    notFound: {
      en: "Not found.",
      de: "Nicht gefunden.",
      fr: "Non trouvé.",
      nl: "Niet gevonden.",
    },
  };
  it.each(LANGUAGES)("an anonymous call and a 404 (%s)", async (language) => {
    expect(await request(language, "GET", "/api/projectmanagement/timelog/")).toEqual({
      status: 401,
      body: { detail: DETAILS.unauthenticated[language] },
      language,
      vary: "Accept-Language",
    });
    const missing = await request(language, "GET", "/api/projectmanagement/debtor/999999/", {
      headers: company.owner.headers,
    });
    expect(missing).toMatchObject({ status: 404, body: { detail: DETAILS.notFound[language] } });
    const nowhere = await request(language, "GET", "/api/no-such-thing/");
    expect(nowhere).toMatchObject({ status: 404, body: { detail: DETAILS.notFound[language] } });
  });

  const TOKEN: Record<Language, [string, string]> = {
    en: ["Given token not valid for any token type", "Token is invalid"],
    de: ["Der Token ist für keinen Tokentyp gültig", "Ungültiger oder abgelaufener Token"],
    fr: ["Le type de jeton fourni n'est pas valide", "Le jeton est invalide ou expiré"],
    nl: ["Het token is voor geen enkel token-type geldig", "Token is niet geldig of verlopen"],
  };
  it.each(LANGUAGES)("simplejwt's answer to a bad token, codes kept (%s)", async (language) => {
    const answer = await request(language, "GET", "/api/auth/users/me/", {
      headers: { authorization: "Bearer not-a-token" },
    });
    const [detail, message] = TOKEN[language];
    expect(answer).toMatchObject({
      status: 401,
      body: {
        detail,
        code: "token_not_valid",
        messages: [{ token_class: "AccessToken", token_type: "access", message }],
      },
    });
  });

  const NOT_ISSUED: Record<Language, string> = {
    en: "Only an issued invoice can be sent, paid or cancelled.",
    de: "Nur eine ausgestellte Rechnung kann versendet, bezahlt oder storniert werden.",
    fr: "Seule une facture émise peut être envoyée, payée ou annulée.",
    nl: "Alleen een definitieve factuur kan worden verstuurd, betaald of geannuleerd.",
  };
  it.each(LANGUAGES)("a payment on a draft invoice (%s)", async (language) => {
    const answer = await request(language, "POST", `${INVOICES}/${draftId}/payment/`, {
      payload: { date: "2026-04-06", amount: "10.00" },
      headers: company.owner.headers,
    });
    expect(answer).toEqual({
      status: 400,
      body: { non_field_errors: [NOT_ISSUED[language]] },
      language,
      vary: "Accept-Language",
    });
  });

  it("answers English without the header, and for languages it does not speak", async () => {
    for (const accept of [undefined, "es-ES,es;q=0.9", "*", "de;q=0"]) {
      const response = await context.app.inject({
        method: "GET",
        url: "/api/projectmanagement/timelog/",
        headers: accept === undefined ? {} : { "accept-language": accept },
      });
      expect(response.body).toBe('{"detail":"Authentication credentials were not provided."}');
      expect(response.headers["content-language"]).toBe("en");
    }
  });

  it("translates a success that is only a message, and leaves data alone", async () => {
    const user = await signedInUser(context.app);
    const me = await context.app.inject({
      method: "GET",
      url: "/api/auth/users/me/",
      headers: { ...user.headers, "accept-language": "de" },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers["content-language"]).toBeUndefined();
    expect(me.json()).toMatchObject({ username: user.username });
    const sent = await context.app.inject({
      method: "POST",
      url: "/api/usermanagement/create_and_send_email_verification/",
      headers: { ...user.headers, "accept-language": "fr" },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ detail: "E-mail de vérification envoyé." });
    expect(sent.headers["content-language"]).toBe("fr");
  });
});
