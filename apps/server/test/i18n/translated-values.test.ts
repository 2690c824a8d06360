import { beforeAll, describe, expect, it } from "vitest";
import { debtorWithWork, INVOICES, invoicingCompany } from "../helpers/invoicing.ts";
import { useTestApp } from "../helpers/test-app.ts";

const PM = "/api/projectmanagement";
const ACCEPT = { en: "en", de: "de-DE,de;q=0.9", fr: "fr-FR, fr;q=0.9", nl: "nl" } as const;
type Language = keyof typeof ACCEPT;
const LANGUAGES = Object.keys(ACCEPT) as Language[];

/**
 * Refusals whose values are English text (a VAT ID's expected form, the missing invoice data),
 * answered in the request's language with those values translated too: whole bodies.
 */
describe("refusals with English values, in the request's language", () => {
  const context = useTestApp({ deps: { clock: () => new Date("2026-04-05T10:00:00Z") } });
  let company: Awaited<ReturnType<typeof invoicingCompany>>;
  const companyUrl = () => `/api/masterdata/company-info/${company.companyId}/`;

  beforeAll(async () => {
    company = await invoicingCompany(context.app, context.database.db);
  });

  const request = async (
    language: Language,
    method: "POST" | "PATCH",
    url: string,
    payload: object,
  ) => {
    const response = await context.app.inject({
      method,
      url,
      payload,
      headers: { ...company.owner.headers, "accept-language": ACCEPT[language] },
    });
    return {
      status: response.statusCode,
      body: response.json(),
      language: response.headers["content-language"],
    };
  };

  const VAT_IDS: Record<Language, [string, string]> = {
    en: [
      "Enter a valid VAT ID: expected DE followed by 9 digits, the first not 0.",
      "Enter a valid VAT ID: expected NL followed by 9 digits, B and 2 digits.",
    ],
    de: [
      "Gib eine gültige USt-IdNr. ein: Erwartet wird DE gefolgt von 9 Ziffern, deren erste nicht 0 ist.",
      "Gib eine gültige USt-IdNr. ein: Erwartet wird NL gefolgt von 9 Ziffern, B und 2 Ziffern.",
    ],
    fr: [
      "Saisissez un numéro de TVA valide : le format attendu est DE suivi de 9 chiffres, dont le premier n'est pas 0.",
      "Saisissez un numéro de TVA valide : le format attendu est NL suivi de 9 chiffres, de B et de 2 chiffres.",
    ],
    nl: [
      "Voer een geldig btw-nummer in: verwacht wordt DE gevolgd door 9 cijfers, waarvan het eerste geen 0 is.",
      "Voer een geldig btw-nummer in: verwacht wordt NL gevolgd door 9 cijfers, B en 2 cijfers.",
    ],
  };
  it.each(LANGUAGES)(
    "a VAT ID of the wrong form, the company's and a debtor's (%s)",
    async (language) => {
      const [german, dutch] = VAT_IDS[language];
      expect(await request(language, "PATCH", companyUrl(), { vat_id: "DE12345" })).toEqual({
        status: 400,
        body: { vat_id: [german] },
        language,
      });
      expect(
        await request(language, "POST", `${PM}/debtor/`, {
          name: "Rotterdam BV",
          vat_id: "NL123456789B0",
        }),
      ).toEqual({ status: 400, body: { vat_id: [dutch] }, language });
    },
  );

  const INCOMPLETE: Record<Language, [string, string]> = {
    en: [
      "Complete the company's invoice data first: street, vat_id, registration_id or seller_identifier.",
      "Complete the debtor's invoice data first: zip_code, buyer_reference.",
    ],
    de: [
      "Vervollständige zuerst die Rechnungsdaten des Unternehmens: Straße, USt-IdNr., Registernummer oder Verkäuferkennung.",
      "Vervollständige zuerst die Rechnungsdaten des Debitors: PLZ, Käuferreferenz.",
    ],
    fr: [
      "Complétez d'abord les données de facturation de l'entreprise : rue, numéro de TVA intracommunautaire, numéro d'immatriculation ou identifiant du vendeur.",
      "Complétez d'abord les données de facturation du client : code postal, référence de l'acheteur.",
    ],
    nl: [
      "Vul eerst de factuurgegevens van het bedrijf aan: straat, btw-nummer, inschrijvingsnummer of verkopers-ID.",
      "Vul eerst de factuurgegevens van de debiteur aan: postcode, referentie van de koper.",
    ],
  };
  describe("issuing with incomplete invoice data", () => {
    let draftId: number;
    beforeAll(async () => {
      const { app } = context;
      const publicBuyer = await debtorWithWork(app, company.owner, {
        name: "Amt",
        country: "DE",
        zip_code: "",
        einvoice_format: "xrechnung",
        invoice_email: "rechnung@amt.example",
      });
      const draft = await company.call("POST", `${INVOICES}/`, company.owner, {
        debtor: publicBuyer,
        service_from: "2026-03-01",
        service_until: "2026-03-31",
        include_time: false,
        manual_lines: [{ description: "Work", unit_price: "100.00" }],
      });
      if (draft.status !== 201) throw new Error(`draft: ${JSON.stringify(draft.body)}`);
      draftId = draft.body.id;
      const blanked = await company.call("PATCH", companyUrl(), company.owner, {
        street: "",
        vat_id: "",
      });
      if (blanked.status !== 200) throw new Error(`company: ${JSON.stringify(blanked.body)}`);
    });

    it.each(LANGUAGES)(
      "names the missing fields in the language asked for (%s)",
      async (language) => {
        expect(await request(language, "POST", `${INVOICES}/${draftId}/issue/`, {})).toEqual({
          status: 400,
          body: { non_field_errors: INCOMPLETE[language] },
          language,
        });
      },
    );
  });
});
