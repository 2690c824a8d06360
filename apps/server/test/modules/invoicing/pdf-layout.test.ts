/**
 * The invoice PDF as laid out, from InvoiceDocument objects made here (no
 * database, no HTTP): the words of each language, credit notes, legal notes,
 * advance payments, pages, the window envelope's return address, and the same
 * bytes for the same document.
 */
import type { InvoiceLanguage, InvoiceLine, InvoiceParty } from "@tempus/contract";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import {
  belgianMentions,
  countryName,
  creditNoteTermsText,
  documentTitle,
  exchangeRateText,
  formatDay,
  formatDecimal,
  frenchMentions,
  paymentTermsText,
  smallBusinessNote,
  taxNote,
} from "../../../src/modules/invoicing/pdf/labels.ts";
import { writeInvoicePdf } from "../../../src/modules/invoicing/pdf/write-pdf.ts";
import type { InvoiceDocument } from "../../../src/modules/invoicing/xml/invoice-document.ts";

const SELLER: InvoiceParty = {
  name: "Muster Consulting GmbH",
  street: "Hauptstraße 1",
  zip_code: "10115",
  city: "Berlin",
  country: "DE",
  vat_id: "DE123456789",
  tax_number: "30/123/45678",
  email: "billing@muster.example",
  phone: "+49 30 123456",
  iban: "DE02120300000000202051",
  bic: "BYLADEM1001",
  account_holder: "Muster Consulting GmbH",
  buyer_reference: "",
  tax_treatment: "standard",
  tax_exemption_reason: "",
  legal_registration_id: "HRB 12345 B",
  legal_registration_scheme: "",
  register_court: "Amtsgericht Charlottenburg",
  identifier: "",
  identifier_scheme: "",
  electronic_address: "billing@muster.example",
  electronic_address_scheme: "EM",
  contact_name: "",
  legal_info: "Geschäftsführerin: Erika Muster",
  tax_regime: "standard",
};

const BUYER: InvoiceParty = {
  ...SELLER,
  name: "Globex AG",
  street: "Marktplatz 5",
  zip_code: "80331",
  city: "München",
  vat_id: "",
  tax_number: "",
  email: "ap@globex.example",
  phone: "",
  iban: "",
  bic: "",
  account_holder: "",
  legal_registration_id: "",
  register_court: "",
  legal_info: "",
  contact_name: "",
};

const line = (position: number, fields: Partial<InvoiceLine> = {}): InvoiceLine => ({
  id: position,
  position,
  description: `Item ${position}`,
  quantity: "1.0000",
  unit_code: "C62",
  unit_price: "100.00",
  net_amount: "100.00",
  tax_category: "S",
  tax_rate: "19.00",
  exemption_reason: "",
  project: null,
  activity: null,
  user: null,
  day: null,
  time_logs: [],
  ...fields,
});

/** An issued invoice of 1,000.00 EUR net (three lines), 19 % VAT, payable within 14 days. */
function documentFixture(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const language = overrides.language ?? "en";
  return {
    typeCode: "380",
    profile: "en16931",
    language,
    number: "2026-0001",
    issueDate: "2026-03-31",
    dueDate: "2026-04-14",
    currency: "EUR",
    notes: "",
    footer: "Thank you for your business.",
    legalNotes: [],
    serviceFrom: "2026-03-01",
    serviceUntil: "2026-03-31",
    paymentTerms: paymentTermsText(language, {
      days: 14,
      dueDate: "2026-04-14",
      cashDiscount: null,
      currency: "EUR",
    }),
    cashDiscount: null,
    paymentReference: "2026-0001",
    paymentMeans: {
      code: "58",
      iban: SELLER.iban,
      bic: SELLER.bic,
      accountHolder: SELLER.account_holder,
    },
    seller: SELLER,
    buyer: BUYER,
    references: { buyer: "", order: "", contract: "", project: "" },
    lines: [
      line(1, {
        description: "2026-03-02 Alpha – Dev: sprint planning",
        day: "2026-03-02",
        quantity: "2.5000",
        unit_code: "HUR",
        unit_price: "120.00",
        net_amount: "300.00",
      }),
      line(2, {
        description: "Workshop",
        quantity: "2.0000",
        unit_code: "DAY",
        unit_price: "300.00",
        net_amount: "600.00",
      }),
      line(3, { description: "Licence" }),
    ],
    breakdown: [
      {
        tax_category: "S",
        tax_rate: "19.00",
        taxable_amount: "1000.00",
        tax_amount: "190.00",
        exemption_reason: "",
        exemption_code: "",
      },
    ],
    netTotal: "1000.00",
    taxTotal: "190.00",
    grossTotal: "1190.00",
    prepaidTotal: "0.00",
    amountDue: "1190.00",
    taxCurrency: null,
    preceding: [],
    ...overrides,
  };
}

const render = (document: InvoiceDocument, language: InvoiceLanguage = document.language) =>
  writeInvoicePdf({ document, language, cii: "<x/>", logo: null });

interface PageText {
  /** The page's text with runs of white space (also no-break spaces) as one space. */
  text: string;
  items: { str: string; x: number; y: number; size: number }[];
}

/** The text of every page as pdf.js extracts it, with each item's position and font size. */
async function pdfPages(pdf: Buffer): Promise<PageText[]> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const document = await task.promise;
  const pages: PageText[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    const items = content.items.flatMap((item) =>
      "str" in item
        ? [
            {
              str: item.str,
              hasEOL: item.hasEOL,
              x: item.transform[4] as number,
              y: item.transform[5] as number,
              size: Math.hypot(item.transform[2], item.transform[3]),
            },
          ]
        : [],
    );
    pages.push({
      text: items
        .map((item) => item.str + (item.hasEOL ? "\n" : " "))
        .join("")
        .replace(/\s+/g, " "),
      items,
    });
  }
  await task.destroy();
  return pages;
}

const texts = async (pdf: Buffer) => (await pdfPages(pdf)).map((page) => page.text);

describe("invoice labels", () => {
  it("words payment terms, with and without a cash discount", () => {
    const terms = { days: 14, dueDate: "2026-04-15", cashDiscount: null, currency: "EUR" };
    expect(paymentTermsText("en", terms)).toBe(
      "Payable within 14 days (by 15 Apr 2026) without deduction.",
    );
    expect(paymentTermsText("de", terms)).toBe(
      "Zahlbar innerhalb von 14 Tagen (bis 15.04.2026) ohne Abzug.",
    );
    expect(paymentTermsText("en", { ...terms, days: 0, dueDate: "2026-04-01" })).toBe(
      "Payable immediately without deduction.",
    );
    expect(paymentTermsText("fr", { ...terms, days: 0 })).toBe(
      "Payable à réception, sans déduction.",
    );
    expect(paymentTermsText("nl", { ...terms, days: null })).toBe(
      "Te betalen uiterlijk op 15-04-2026 zonder aftrek.",
    );
    expect(paymentTermsText("en", { ...terms, days: null, dueDate: null })).toBe("");
    const skonto = {
      days: 30,
      dueDate: "2026-05-01",
      cashDiscount: { days: 10, percent: "2.00", amount: "23.80", until: "2026-04-11" },
      currency: "EUR",
    };
    expect(paymentTermsText("en", skonto)).toBe(
      "2 % cash discount (23.80 EUR) if paid within 10 days (by 11 Apr 2026); otherwise payable within 30 days (by 1 May 2026) without deduction.",
    );
    expect(paymentTermsText("de", skonto)).toBe(
      "2 % Skonto (23,80 EUR) bei Zahlung innerhalb von 10 Tagen (bis 11.04.2026); sonst zahlbar innerhalb von 30 Tagen (bis 01.05.2026) ohne Abzug.",
    );
    expect(paymentTermsText("fr", skonto)).toBe(
      "Escompte de 2 % (23,80 EUR) pour paiement sous 10 jours (au plus tard le 11/04/2026) ; à défaut, payable sous 30 jours (au plus tard le 01/05/2026), sans déduction.",
    );
    expect(creditNoteTermsText("de")).toBe("Der Betrag wird Ihnen gutgeschrieben.");
  });

  it("has the legal sentences of each VAT case and country", () => {
    expect(taxNote("de", "AE", "")).toContain(
      "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)",
    );
    expect(taxNote("en", "AE", "")).toContain("Article 196 of Council Directive 2006/112/EC");
    expect(taxNote("fr", "K", "")).toContain("article 138");
    expect(taxNote("nl", "G", "")).toContain("artikel 146");
    expect(taxNote("en", "O", "")).toContain("Article 44");
    expect(taxNote("de", "E", "Steuerfrei nach § 4 Nr. 14 UStG")).toBe(
      "Steuerfrei: Steuerfrei nach § 4 Nr. 14 UStG.",
    );
    expect(smallBusinessNote("de", "DE")).toBe(
      "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.",
    );
    expect(smallBusinessNote("en", "DE")).toContain("§ 19 UStG");
    expect(smallBusinessNote("fr", "FR")).toBe("TVA non applicable, art. 293 B du CGI");
    expect(smallBusinessNote("fr", "BE")).toContain(
      "Régime particulier de franchise des petites entreprises",
    );
    expect(smallBusinessNote("nl", "BE")).toContain(
      "Bijzondere vrijstellingsregeling kleine ondernemingen",
    );
    expect(smallBusinessNote("en", "AT")).toContain("small business exemption");
    expect(frenchMentions("fr", { latePenaltyRate: "12.15", cashDiscount: false })).toEqual([
      expect.stringContaining("Pénalités de retard : taux de 12,15 %"),
      expect.stringContaining("Indemnité forfaitaire pour frais de recouvrement : 40 €"),
      "Pas d'escompte pour paiement anticipé.",
      "Catégorie de l'opération : prestations de services.",
    ]);
    expect(belgianMentions("nl")).toEqual([]);
    expect(belgianMentions("fr", { creditNote: true })).toEqual([
      "TVA à reverser à l'État dans la mesure où elle a été initialement déduite.",
    ]);
    expect(
      exchangeRateText("en", {
        currency: "USD",
        accountingCurrency: "EUR",
        rate: "0.921500",
        taxTotal: "123.45",
      }),
    ).toBe("VAT in EUR at 1 USD = 0.9215 EUR: 123.45 EUR");
    expect(documentTitle("de", "381")).toBe("Rechnungskorrektur");
    expect(documentTitle("fr", "386")).toBe("Facture d'acompte");
    expect(documentTitle("nl", "381")).toBe("Creditnota");
    expect(formatDecimal("1234567.5", "fr")).toBe("1\u202f234\u202f567,50");
    expect(countryName("nl", "BE")).toBe("België");
    expect(countryName("en", "??")).toBe("??");
  });
});

describe("invoice PDF layout", () => {
  const LANGUAGES = {
    en: {
      title: "Invoice 2026-0001",
      day: "31 Mar 2026",
      logDay: "2 Mar 2026",
      units: ["h", "days", "pcs"],
      country: "France",
      page: "Page 1 of 1",
      total: "Total 1,190.00 EUR",
    },
    de: {
      title: "Rechnung 2026-0001",
      day: "31.03.2026",
      logDay: "02.03.2026",
      units: ["Std.", "Tage", "Stk."],
      country: "Frankreich",
      page: "Seite 1 von 1",
      total: "Gesamtbetrag 1.190,00 EUR",
    },
    fr: {
      title: "Facture 2026-0001",
      day: "31/03/2026",
      logDay: "02/03/2026",
      units: ["h", "jours", "pce"],
      country: "France",
      page: "Page 1 sur 1",
      total: "Total TTC 1 190,00 EUR",
    },
    nl: {
      title: "Factuur 2026-0001",
      day: "31-03-2026",
      logDay: "02-03-2026",
      units: ["u", "dagen", "st"],
      country: "Frankrijk",
      page: "Pagina 1 van 1",
      total: "Totaal incl. btw 1.190,00 EUR",
    },
  } as const;

  for (const [language, expected] of Object.entries(LANGUAGES) as [
    InvoiceLanguage,
    (typeof LANGUAGES)["en"],
  ][]) {
    it(`words the invoice in ${language}: title, dates, units, country names`, async () => {
      const abroad = {
        ...BUYER,
        street: "12 rue de la Paix",
        zip_code: "75002",
        city: "Paris",
        country: "FR",
      };
      const pdf = await render(documentFixture({ language, buyer: abroad }));
      const [page] = await texts(pdf);
      expect(page).toContain(expected.title);
      expect(page).toContain(expected.day);
      expect(page).toContain(`${expected.logDay} Alpha – Dev: sprint planning`);
      expect(page).not.toContain("2026-03-02");
      expect(page).toContain(`2${language === "en" ? "." : ","}50 ${expected.units[0]}`);
      expect(page).toContain(` ${expected.units[1]} `);
      expect(page).toContain(` ${expected.units[2]} `);
      expect(page).not.toMatch(/\b(HUR|DAY|C62)\b/);
      // The buyer abroad: the address names its country, the sender line the seller's.
      expect(page).toContain(`75002 Paris ${expected.country}`);
      expect(page).toContain(countryName(language, "DE"));
      expect(page).toContain(expected.page);
      expect(page).toContain(expected.total);
    });
  }

  it("names no country when buyer and seller share it, and shows registrations and references", async () => {
    const [page] = await texts(
      await render(
        documentFixture({
          buyer: { ...BUYER, contact_name: "Jane Roe", vat_id: "DE987654321" },
          references: {
            buyer: "04011000-12345-34",
            order: "PO-77",
            contract: "C-2026-3",
            project: "P-9",
          },
        }),
      ),
    );
    expect(page).not.toContain("Germany");
    expect(page).toContain("Globex AG Attn. Jane Roe Marktplatz 5 80331 München");
    expect(page).toContain("VAT ID: DE987654321");
    expect(page).toContain("Leitweg-ID 04011000-12345-34");
    expect(page).toContain("Your order PO-77");
    expect(page).toContain("Contract C-2026-3");
    expect(page).toContain("Project P-9");
    // The seller's legal information, registration and tax IDs in the footer (which breaks
    // its lines between these parts, without the "·").
    for (const part of [
      "Geschäftsführerin: Erika Muster · Amtsgericht Charlottenburg HRB 12345 B",
      "VAT ID DE123456789",
      "Tax number 30/123/45678",
    ])
      expect(page).toContain(part);
    expect(page).toContain("Thank you for your business.");
  });

  it("shows a French buyer's SIREN under the address", async () => {
    const buyer = {
      ...BUYER,
      country: "FR",
      city: "Paris",
      zip_code: "75002",
      vat_id: "FR32123456789",
      legal_registration_id: "123456789",
      legal_registration_scheme: "0002",
    };
    const [page] = await texts(await render(documentFixture({ language: "fr", buyer })));
    expect(page).toContain("75002 Paris France SIREN 123456789 N° TVA : FR32123456789");
  });

  it("words a credit note as credited, without payment details or QR code", async () => {
    const pdf = await render(
      documentFixture({
        typeCode: "381",
        language: "de",
        number: "2026-0006",
        dueDate: null,
        paymentTerms: creditNoteTermsText("de"),
        // Even if the document named an account: a credit note asks for no payment.
        paymentReference: "2026-0006",
        preceding: [{ number: "2026-0005", issueDate: "2026-03-20" }],
      }),
    );
    const [page] = await texts(pdf);
    expect(page).toContain("Rechnungskorrektur 2026-0006");
    expect(page).toContain("Korrigiert die Rechnung 2026-0005 vom 20.03.2026.");
    expect(page).toContain("Gutgeschriebener Betrag 1.190,00 EUR");
    expect(page).toContain("Der Betrag wird Ihnen gutgeschrieben.");
    expect(page).not.toContain("Gesamtbetrag");
    expect(page).not.toContain("Fällig");
    expect(page).not.toContain("IBAN");
    expect(page).not.toContain("Verwendungszweck");
    expect(page).not.toContain("SEPA");
  });

  it("titles an advance invoice and a Dutch credit note", async () => {
    const [advance] = await texts(
      await render(documentFixture({ typeCode: "386", language: "de" })),
    );
    expect(advance).toContain("Abschlagsrechnung 2026-0001");
    expect(advance).toContain("Fällig am 14.04.2026");
    const [credit] = await texts(
      await render(
        documentFixture({
          typeCode: "381",
          language: "nl",
          dueDate: null,
          paymentMeans: null,
          paymentTerms: creditNoteTermsText("nl"),
          preceding: [{ number: "2026-0005", issueDate: "2026-03-20" }],
        }),
      ),
    );
    expect(credit).toContain("Creditnota 2026-0001");
    expect(credit).toContain("Corrigeert factuur 2026-0005 van 20-03-2026.");
    expect(credit).toContain("Gecrediteerd bedrag 1.190,00 EUR");
    expect(credit).not.toContain("IBAN");
  });

  it("prints the legal notes, each as a paragraph after the totals", async () => {
    const legalNotes = [
      taxNote("fr", "AE", ""),
      ...frenchMentions("fr", { latePenaltyRate: "12.15", cashDiscount: false }),
    ];
    const pdf = await render(documentFixture({ language: "fr", legalNotes }));
    const [page] = await texts(pdf);
    for (const note of legalNotes) expect(page).toContain(note.replace(/\s+/g, " "));
    expect(page.indexOf(legalNotes[0])).toBeGreaterThan(page.indexOf("Total TTC"));
  });

  it("deducts advance payments: total, less advance payments, amount due; the QR code asks for the amount due", async () => {
    const pdf = await render(
      documentFixture({
        prepaidTotal: "500.00",
        amountDue: "690.00",
        paymentReference: "RF18 5390 0754 7034",
        preceding: [
          { number: "A-1", issueDate: "2026-03-01" },
          { number: "A-2", issueDate: "2026-03-15" },
        ],
      }),
    );
    const [page] = await texts(pdf);
    expect(page).toContain("Deducts advance invoices A-1 of 1 Mar 2026 and A-2 of 15 Mar 2026.");
    expect(page).toContain(
      "Total 1,190.00 EUR Less advance payments -500.00 EUR Amount due 690.00 EUR",
    );
    expect(page).toContain("Reference RF18 5390 0754 7034");
    expect(page).toContain("Scan to pay by SEPA credit transfer");
  });

  it("draws the SEPA QR code only for EUR by SEPA credit transfer with an amount due", async () => {
    const hint = "Scan to pay by SEPA credit transfer";
    const withoutQr = [
      documentFixture({ currency: "USD" }),
      documentFixture({
        paymentMeans: { code: "30", iban: SELLER.iban, bic: "", accountHolder: "" },
      }),
      documentFixture({ prepaidTotal: "1190.00", amountDue: "0.00" }),
    ];
    for (const document of withoutQr)
      expect((await texts(await render(document)))[0]).not.toContain(hint);
    const [none] = await texts(await render(documentFixture({ paymentMeans: null })));
    expect(none).not.toContain("IBAN");
    expect(none).not.toContain(hint);
    expect(none).toContain("Payable within 14 days");
  });

  it("states the VAT in the accounting currency", async () => {
    const pdf = await render(
      documentFixture({
        currency: "USD",
        taxCurrency: {
          code: "EUR",
          exchangeRate: "0.9215",
          taxTotal: "175.09",
          breakdown: ["175.09"],
        },
      }),
    );
    expect((await texts(pdf))[0]).toContain("VAT in EUR at 1 USD = 0.9215 EUR: 175.09 EUR");
  });

  it("repeats the title and number and counts the pages on every page", async () => {
    const lines = Array.from({ length: 120 }, (_, index) =>
      line(index + 1, {
        description: `2026-03-${String((index % 28) + 1).padStart(2, "0")} Alpha – Dev`,
        day: `2026-03-${String((index % 28) + 1).padStart(2, "0")}`,
        unit_code: "HUR",
      }),
    );
    for (const [language, title, page] of [
      ["en", "Invoice 2026-0001", (n: number, m: number) => `Page ${n} of ${m}`],
      ["fr", "Facture 2026-0001", (n: number, m: number) => `Page ${n} sur ${m}`],
    ] as const) {
      const pages = await texts(await render(documentFixture({ language, lines })));
      expect(pages.length).toBeGreaterThanOrEqual(2);
      pages.forEach((text, index) => {
        expect(text).toContain(title);
        expect(text).toContain(page(index + 1, pages.length));
      });
      // The column titles again on the next page; the last line and the totals after the lines.
      expect(pages[1]).toContain(language === "en" ? "Description" : "Désignation");
      expect(pages.join(" ")).toContain("120 ");
      expect(pages.join(" ")).toContain(
        language === "en" ? "Total 1,190.00 EUR" : "Total TTC 1 190,00 EUR",
      );
    }
  });

  it("sets the return address on a line of its own above the buyer's address", async () => {
    const [page] = await pdfPages(await render(documentFixture()));
    const sender = page.items.find((item) => item.str.startsWith("Muster Consulting GmbH ·"));
    const buyer = page.items.find((item) => item.str === "Globex AG");
    expect(sender).toBeDefined();
    expect(buyer).toBeDefined();
    if (!sender || !buyer) return;
    expect(sender.str).toContain("Hauptstraße 1 · 10115 Berlin");
    expect(sender.size).toBeLessThan(buyer.size);
    // pdf.js measures y upwards from the bottom of the page.
    expect(sender.y - buyer.y).toBeGreaterThanOrEqual(sender.size + buyer.size);
    expect(Math.abs(sender.x - buyer.x)).toBeLessThan(1);
  });

  it("gives the same bytes for the same document", async () => {
    const document = documentFixture({
      lines: Array.from({ length: 60 }, (_, index) => line(index + 1)),
    });
    const [first, second] = await Promise.all([
      render(document),
      render(structuredClone(document)),
    ]);
    expect(first.equals(second)).toBe(true);
    expect(first.subarray(0, 8).toString("latin1")).toBe("%PDF-1.7");
  });

  it("writes dates as the language does", () => {
    expect(
      ["en", "de", "fr", "nl"].map((language) =>
        formatDay("2026-03-31", language as InvoiceLanguage),
      ),
    ).toEqual(["31 Mar 2026", "31.03.2026", "31/03/2026", "31-03-2026"]);
  });
});
