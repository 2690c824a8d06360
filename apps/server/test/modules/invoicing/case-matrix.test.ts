import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/app.ts";
import { signedInUser } from "../../helpers/accounts.ts";
import {
  type EInvoiceSyntax,
  validateEInvoices,
  validationUnavailable,
} from "../../helpers/einvoice-validation.ts";
import { INVOICES, SELLER } from "../../helpers/invoicing.ts";
import { caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const PM = "/api/projectmanagement";
const MARCH = { service_from: "2026-03-01", service_until: "2026-03-31" };
const unavailable = await validationUnavailable();
if (unavailable) console.warn(`E-invoice validation skipped: ${unavailable}`);

type Who = Awaited<ReturnType<typeof signedInUser>>;
type Line = {
  id: number;
  quantity: string;
  unit_price: string;
  net_amount: string;
  tax_category: string;
  time_logs: number[];
};
type Invoice = {
  id: number;
  number: string;
  type_code: string;
  lines: Line[];
  net_total: string;
  gross_total: string;
  tax_breakdown: { tax_category: string; tax_rate: string }[];
};

/** A decimal string as an integer of 10^-places. */
function units(value: string, places: number): bigint {
  const negative = value.startsWith("-");
  const [whole, fraction = ""] = value.replace("-", "").split(".");
  const result = BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, "0"));
  return negative ? -result : result;
}

/** round half-up (away from zero) of numerator / denominator. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return numerator < 0n ? -rounded : rounded;
}

/** What a PDF carries as factur-x.xml. */
async function embeddedXml(pdf: Buffer): Promise<string> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const document = await task.promise;
  const content = await document.getAttachmentContent("factur-x.xml");
  await task.destroy();
  return Buffer.from(content ?? []).toString("utf8");
}

/**
 * The case matrix of issue 21: every kind of invoice a freelancer or company
 * in Germany, France or Belgium writes, made through the API, each document
 * (UBL, CII, the CII inside the Factur-X PDF) checked with every official rule
 * set that applies to it, and every line's arithmetic checked exactly.
 */
describe("the invoice case matrix", () => {
  const context = useTestApp({ deps: { clock: () => new Date("2026-04-01T10:00:00Z") } });
  const invoices = new Map<string, Invoice>();
  const files: { name: string; syntax: EInvoiceSyntax; xml: string }[] = [];
  const xmlOf = new Map<string, string>();
  /** Each log's seconds and hourly rate in cents, to check lines against. */
  const logs = new Map<number, { seconds: bigint; rateCents: bigint }>();
  let problems: Awaited<ReturnType<typeof validateEInvoices>>;

  /** A company with seller data, as its owner. */
  async function seller(app: App, fields: Record<string, unknown>) {
    const call = caller(app);
    const owner = await signedInUser(app);
    const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company as number;
    const saved = await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, fields);
    if (saved.status !== 200) throw new Error(`seller: ${JSON.stringify(saved.body)}`);
    return { owner, companyId };
  }

  async function debtor(app: App, owner: Who, fields: Record<string, unknown>) {
    const created = await caller(app)("POST", `${PM}/debtor/`, owner, {
      street: "Rue 1",
      zip_code: "1000",
      city: "Bruxelles",
      currency: "EUR",
      invoice_email: "ap@buyer.example",
      ...fields,
    });
    if (created.status !== 201) throw new Error(`debtor: ${JSON.stringify(created.body)}`);
    return created.body.id as number;
  }

  async function project(app: App, owner: Who, debtorId: number, rate: string, currency = "EUR") {
    const call = caller(app);
    const created = await call("POST", `${PM}/project/`, owner, {
      name: `P${debtorId}-${rate}`,
      debtor: debtorId,
      currency,
    });
    if (created.status !== 201) throw new Error(`project: ${JSON.stringify(created.body)}`);
    await call("POST", `${PM}/hourly-rate-rule/`, owner, {
      project: created.body.id,
      rate_type: "hourly",
      rate,
    });
    return created.body.id as number;
  }

  /** `count` logs of `seconds` each, from `day` on, an hour apart. */
  async function work(
    app: App,
    owner: Who,
    projectId: number,
    day: string,
    seconds: number,
    count = 1,
    extra: Record<string, unknown> = {},
  ) {
    for (let index = 0; index < count; index++) {
      const start = new Date(`${day}T06:00:00Z`).getTime() + index * 3_600_000;
      const created = await caller(app)("POST", `${PM}/timelog/`, owner, {
        project: projectId,
        billable: true,
        start: new Date(start).toISOString(),
        end: new Date(start + seconds * 1000).toISOString(),
        ...extra,
      });
      if (created.status !== 201) throw new Error(`log: ${JSON.stringify(created.body)}`);
      logs.set(created.body.id, {
        seconds: BigInt(created.body.duration_seconds),
        rateCents: units(created.body.hourly_rate ?? "0", 2),
      });
    }
  }

  async function issue(
    app: App,
    owner: Who,
    name: string,
    body: Record<string, unknown>,
    issueBody: Record<string, unknown> = {},
  ) {
    const call = caller(app);
    const draft = await call("POST", `${INVOICES}/`, owner, { ...MARCH, ...body });
    if (draft.status !== 201) throw new Error(`${name} draft: ${JSON.stringify(draft.body)}`);
    const issued = await call("POST", `${INVOICES}/${draft.body.id}/issue/`, owner, {
      issue_date: "2026-04-01",
      ...issueBody,
    });
    if (issued.status !== 200) throw new Error(`${name} issue: ${JSON.stringify(issued.body)}`);
    invoices.set(name, issued.body);
    return issued.body as Invoice;
  }

  async function credit(app: App, owner: Who, name: string, of: Invoice, body = {}) {
    const credited = await caller(app)("POST", `${INVOICES}/${of.id}/cancel/`, owner, {
      issue_date: "2026-04-02",
      ...body,
    });
    if (credited.status !== 201) throw new Error(`${name}: ${JSON.stringify(credited.body)}`);
    invoices.set(name, credited.body);
    return credited.body as Invoice;
  }

  beforeAll(async () => {
    const { app } = context;
    // A German GmbH: VAT ID, tax number, commercial register, Peppol id by VAT ID.
    const de = await seller(app, {
      ...SELLER,
      registration_id: "HRB 12345",
      registration_scheme: "",
      register_court: "Amtsgericht Berlin-Charlottenburg",
      electronic_address: "DE123456788",
      electronic_address_scheme: "9930",
      invoice_contact_name: "Erika Muster",
      legal_info: "GmbH, Geschäftsführerin Erika Muster",
    });
    const o = de.owner;
    const globex = await debtor(app, o, {
      name: "Globex AG",
      street: "Marktplatz 5",
      zip_code: "80331",
      city: "München",
      country: "DE",
      vat_id: "DE987654328",
    });
    const alpha = await project(app, o, globex, "95.00");
    const beta = await project(app, o, globex, "120.00");
    await work(app, o, alpha, "2026-03-02", 5400, 2);
    await work(app, o, beta, "2026-03-03", 1200, 3);
    await issue(app, o, "de-by-project", { debtor: globex, grouping: "project" });
    await work(app, o, alpha, "2026-03-04", 2000, 3);
    await issue(app, o, "de-by-log", { debtor: globex, grouping: "log", language: "de" });

    // 19 % + 7 % + 0 % with a discount line.
    await work(app, o, alpha, "2026-03-05", 3600);
    await issue(app, o, "three-rates-discount", {
      debtor: globex,
      manual_lines: [
        { description: "Handbook", unit_price: "24.90", tax_rate: "7" },
        { description: "Postage abroad", unit_price: "4.10", tax_rate: "0" },
        { description: "Loyalty discount", unit_price: "-10.00" },
      ],
    });

    // Rounding stress: 87.33 €/h in 7-minute logs; 45-second logs at 0.99 €/h; two rates in one project.
    const stress = await debtor(app, o, {
      name: "Stress GmbH",
      street: "Weg 2",
      zip_code: "10117",
      city: "Berlin",
      country: "DE",
      vat_id: "DE987654328",
    });
    const odd = await project(app, o, stress, "87.33");
    const cheap = await project(app, o, stress, "0.99");
    const twoRates = await project(app, o, stress, "100.00");
    const design = (await caller(app)("POST", `${PM}/activity/`, o, { name: "Design" })).body.id;
    await caller(app)("POST", `${PM}/hourly-rate-rule/`, o, {
      project: twoRates,
      activity: design,
      rate_type: "hourly",
      rate: "133.33",
    });
    await work(app, o, odd, "2026-03-06", 420, 13);
    await work(app, o, cheap, "2026-03-09", 45, 17);
    await work(app, o, twoRates, "2026-03-10", 1777, 3);
    await work(app, o, twoRates, "2026-03-11", 1333, 4, { activity: design });
    await issue(app, o, "rounding-by-project", { debtor: stress, grouping: "project" });

    // Reverse charge to an Austrian business.
    const vienna = await debtor(app, o, {
      name: "Wiener Werke GmbH",
      street: "Ring 1",
      zip_code: "1010",
      city: "Wien",
      country: "AT",
      vat_id: "ATU13585627",
      tax_treatment: "reverse_charge",
    });
    await work(app, o, await project(app, o, vienna, "110.00"), "2026-03-12", 7200);
    await issue(app, o, "reverse-charge-at", { debtor: vienna, language: "de" });

    // Services to a US business: outside the scope of EU VAT (O); goods to Switzerland: export (G).
    const us = await debtor(app, o, {
      name: "Acme Inc.",
      street: "1 Main St",
      zip_code: "10001",
      city: "New York",
      country: "US",
      tax_treatment: "outside_scope",
    });
    await work(app, o, await project(app, o, us, "150.00"), "2026-03-13", 5400);
    await issue(app, o, "outside-scope-us", { debtor: us });
    const zurich = await debtor(app, o, {
      name: "Zürcher Handel AG",
      street: "Bahnhofstrasse 1",
      zip_code: "8001",
      city: "Zürich",
      country: "CH",
      vat_id: "CHE116281710",
      tax_treatment: "export",
    });
    await issue(app, o, "export-ch", {
      debtor: zurich,
      include_time: false,
      manual_lines: [{ description: "Sensor kit", quantity: "3", unit_price: "249.00" }],
    });

    // An invoice in USD with 19 % VAT: VAT also in EUR at the rate given at issue.
    const dollar = await debtor(app, o, {
      name: "Globex USD",
      street: "Marktplatz 5",
      zip_code: "80331",
      city: "München",
      country: "DE",
      vat_id: "DE987654328",
      currency: "USD",
    });
    await work(app, o, await project(app, o, dollar, "140.00", "USD"), "2026-03-16", 9000);
    await issue(
      app,
      o,
      "usd-19",
      { debtor: dollar, currency: "USD" },
      { exchange_rate: "0.92150000" },
    );

    // XRechnung to a public buyer with a Leitweg-ID, with Skonto.
    const bund = await debtor(app, o, {
      name: "Bundesamt für Beispiele",
      street: "Platz der Republik 1",
      zip_code: "11011",
      city: "Berlin",
      country: "DE",
      buyer_reference: "04011000-12345-03",
      einvoice_format: "xrechnung",
      invoice_email: "rechnung@bund.example",
    });
    await work(app, o, await project(app, o, bund, "98.50"), "2026-03-17", 12_345);
    await issue(app, o, "xrechnung-public-skonto", {
      debtor: bund,
      language: "de",
      cash_discount_days: 10,
      cash_discount_percent: "2.00",
      order_reference: "PO-2026-77",
    });

    // A public buyer reached by its Leitweg-ID (EAS 0204) gets XRechnung, though nobody chose it.
    const land = await debtor(app, o, {
      name: "Landesamt für Proben",
      street: "Schlossplatz 4",
      zip_code: "70173",
      city: "Stuttgart",
      country: "DE",
      buyer_reference: "04011000-12345-03",
      electronic_address: "04011000-12345-03",
      electronic_address_scheme: "0204",
    });
    await work(app, o, await project(app, o, land, "92.00"), "2026-03-17", 5400);
    await issue(app, o, "leitweg-address", { debtor: land, language: "de" });

    // Peppol BIS 3 to a Belgian business: reverse charge, both Peppol ids.
    const brussels = await debtor(app, o, {
      name: "Bruxelles Conseil SA",
      street: "Rue de la Loi 16",
      zip_code: "1000",
      city: "Bruxelles",
      country: "BE",
      vat_id: "BE0403170701",
      registration_id: "0403170701",
      registration_scheme: "0208",
      electronic_address: "0403170701",
      electronic_address_scheme: "0208",
      einvoice_format: "peppol",
      tax_treatment: "reverse_charge",
    });
    await work(app, o, await project(app, o, brussels, "125.00"), "2026-03-18", 6300);
    await issue(app, o, "peppol-be", { debtor: brussels, language: "fr" });

    // Full and partial credit notes (by lines and by an amount).
    const full = await issue(app, o, "to-credit-full", {
      debtor: globex,
      include_time: false,
      manual_lines: [{ description: "Workshop", unit_price: "500.00" }],
    });
    await credit(app, o, "credit-note-full", full);
    const partial = await issue(app, o, "to-credit-partial", {
      debtor: globex,
      include_time: false,
      manual_lines: [
        { description: "Workshop", unit_price: "500.00" },
        { description: "Travel", unit_price: "120.00" },
      ],
    });
    await credit(app, o, "credit-note-lines", partial, { lines: [partial.lines[1].id] });
    await credit(app, o, "credit-note-amount", partial, { amount: "50.00" });

    // An advance invoice and the final invoice that deducts it.
    const advance = await issue(app, o, "advance", {
      debtor: vienna,
      type_code: "386",
      include_time: false,
      manual_lines: [{ description: "Advance for the March migration", unit_price: "1000.00" }],
    });
    await work(app, o, await project(app, o, vienna, "120.00"), "2026-03-19", 36_000);
    await issue(app, o, "final-after-advance", { debtor: vienna, advance_invoices: [advance.id] });

    // A French SAS billing a French business: SIREN, the French mentions, 20 %.
    const fr = await seller(app, {
      legal_name: "Conseil Lumière SAS",
      street: "10 rue de Rivoli",
      zip_code: "75001",
      city: "Paris",
      country: "FR",
      vat_id: "FR40303265045",
      registration_id: "303265045",
      registration_scheme: "0002",
      electronic_address: "303265045",
      electronic_address_scheme: "0002",
      legal_info: "SAS au capital de 10 000 €, RCS Paris 303 265 045",
      email: "factures@lumiere.example",
      phone: "+33 1 23 45 67 89",
      iban: "FR1420041010050500013M02606",
      bic: "PSSTFRPPPAR",
      default_tax_rate: "20.00",
      payment_terms_days: 30,
      late_payment_rate: "12.15",
    });
    const lyon = await debtor(app, fr.owner, {
      name: "Lyon Industrie SA",
      street: "5 place Bellecour",
      zip_code: "69002",
      city: "Lyon",
      country: "FR",
      vat_id: "FR03552081317",
      registration_id: "552081317",
      registration_scheme: "0002",
      electronic_address: "552081317",
      electronic_address_scheme: "0002",
      einvoice_format: "peppol",
    });
    await work(app, fr.owner, await project(app, fr.owner, lyon, "90.00"), "2026-03-20", 14_400);
    await issue(app, fr.owner, "france-siren", { debtor: lyon, language: "fr" });

    // A German small business (§ 19 UStG): category E with the legal sentence, no VAT.
    const small = await seller(app, {
      legal_name: "Max Klein",
      street: "Gartenweg 3",
      zip_code: "04109",
      city: "Leipzig",
      country: "DE",
      vat_id: "DE123456788",
      tax_number: "231/456/78901",
      email: "max@klein.example",
      phone: "+49 341 123456",
      iban: "DE89370400440532013000",
      default_tax_rate: "19.00",
      tax_regime: "small_business",
    });
    const client = await debtor(app, small.owner, {
      name: "Kunde GmbH",
      street: "Hauptstraße 2",
      zip_code: "04103",
      city: "Leipzig",
      country: "DE",
    });
    await work(
      app,
      small.owner,
      await project(app, small.owner, client, "65.00"),
      "2026-03-23",
      8100,
    );
    await issue(app, small.owner, "small-business-de", { debtor: client, language: "de" });

    // A Belgian seller: domestic 21 %, Peppol both ways, the structured communication, Dutch.
    const be = await seller(app, {
      legal_name: "Antwerpen Advies BV",
      street: "Meir 1",
      zip_code: "2000",
      city: "Antwerpen",
      country: "BE",
      vat_id: "BE0123456749",
      registration_id: "0123456749",
      registration_scheme: "0208",
      electronic_address: "0123456749",
      electronic_address_scheme: "0208",
      email: "facturen@advies.example",
      phone: "+32 3 123 45 67",
      iban: "BE68539007547034",
      default_tax_rate: "21.00",
      payment_reference_kind: "belgian",
    });
    const ghent = await debtor(app, be.owner, {
      name: "Gent Logistiek NV",
      street: "Korenmarkt 1",
      zip_code: "9000",
      city: "Gent",
      country: "BE",
      vat_id: "BE0403170701",
      electronic_address: "0403170701",
      electronic_address_scheme: "0208",
      einvoice_format: "peppol",
    });
    await work(app, be.owner, await project(app, be.owner, ghent, "85.00"), "2026-03-24", 10_800);
    await issue(app, be.owner, "belgium-structured", { debtor: ghent, language: "nl" });

    const owners = [o, fr.owner, small.owner, be.owner];
    for (const [name, invoice] of invoices) {
      let found = false;
      for (const who of owners) {
        const [pdf, cii, ubl] = await Promise.all(
          ["pdf", "cii", "ubl"].map((kind) =>
            app.inject({
              method: "GET",
              url: `${INVOICES}/${invoice.id}/${kind}/`,
              headers: who.headers,
            }),
          ),
        );
        if (pdf.statusCode === 404) continue;
        found = true;
        for (const response of [pdf, cii, ubl])
          if (response.statusCode !== 200) throw new Error(`${name}: ${response.body}`);
        const embedded = await embeddedXml(pdf.rawPayload);
        for (const [syntax, xml] of [
          ["ubl", ubl.body],
          ["cii", cii.body],
          ["facturx", embedded],
        ] as const) {
          files.push({ name: `${name}.${syntax}`, syntax, xml });
          xmlOf.set(`${name}.${syntax}`, xml);
        }
        break;
      }
      if (!found) throw new Error(`${name}: no owner sees it`);
    }
    if (!unavailable) problems = await validateEInvoices(files);
  }, 300_000);

  const names = [
    "de-by-project",
    "de-by-log",
    "three-rates-discount",
    "rounding-by-project",
    "reverse-charge-at",
    "outside-scope-us",
    "export-ch",
    "usd-19",
    "xrechnung-public-skonto",
    "leitweg-address",
    "peppol-be",
    "to-credit-full",
    "credit-note-full",
    "to-credit-partial",
    "credit-note-lines",
    "credit-note-amount",
    "advance",
    "final-after-advance",
    "france-siren",
    "small-business-de",
    "belgium-structured",
  ];

  it("makes every case", () => {
    expect([...invoices.keys()].sort()).toEqual([...names].sort());
  });

  for (const name of names)
    for (const syntax of ["ubl", "cii", "facturx"])
      it.skipIf(unavailable !== null)(`${name} as ${syntax}: no fatal assertion`, () => {
        expect(problems.get(`${name}.${syntax}`)).toEqual([]);
      });

  it("runs XRechnung and Peppol where the documents declare them, and only there", () => {
    if (unavailable) return;
    const ran = (file: string) => [...(problems.ran.get(file) ?? [])].sort();
    expect(ran("xrechnung-public-skonto.ubl")).toEqual(["EN16931", "XRechnung", "XSD"]);
    expect(ran("xrechnung-public-skonto.cii")).toEqual(["EN16931", "XRechnung", "XSD"]);
    expect(ran("leitweg-address.ubl")).toEqual(["EN16931", "XRechnung", "XSD"]);
    expect(ran("peppol-be.ubl")).toEqual(["EN16931", "Peppol", "XSD"]);
    expect(ran("france-siren.ubl")).toEqual(["EN16931", "Peppol", "XSD"]);
    expect(ran("belgium-structured.ubl")).toEqual(["EN16931", "Peppol", "XSD"]);
    expect(ran("de-by-project.ubl")).toEqual(["EN16931", "XSD"]);
    expect(ran("de-by-project.facturx")).toEqual(["EN16931", "Factur-X", "Factur-X XSD", "XSD"]);
  });

  it("prices every line as quantity × price, within half a cent of its logs' exact worth", () => {
    for (const [name, invoice] of invoices) {
      for (const line of invoice.lines) {
        const quantity = units(line.quantity, 10);
        const price = units(line.unit_price, 4);
        // quantity (10^-10) × price (10^-4) → cents (10^-2): divide by 10^12.
        expect([name, line.net_amount, units(line.net_amount, 2)]).toEqual([
          name,
          line.net_amount,
          roundHalfUp(quantity * price, 10n ** 12n),
        ]);
        if (line.time_logs.length === 0 || invoice.type_code === "381") continue;
        // Σ seconds × rate (cents) / 3600, against the net in cents × 3600.
        const exact = line.time_logs.reduce((sum, id) => {
          const log = logs.get(id);
          if (!log) throw new Error(`${name}: log ${id} unknown`);
          return sum + log.seconds * log.rateCents;
        }, 0n);
        const difference = units(line.net_amount, 2) * 3600n - exact;
        expect([name, line.id, difference <= 1800n && difference >= -1800n]).toEqual([
          name,
          line.id,
          true,
        ]);
      }
    }
  });

  it("never blends two rates into one line", () => {
    const rounding = invoices.get("rounding-by-project") as Invoice;
    expect(rounding.lines.map((line) => [line.quantity, line.unit_price, line.net_amount])).toEqual(
      [
        // By project name: 0.99, then 100.00 with its Design rate, then 87.33.
        // 17 × 45 s at 0.99: 0.2125 h → 0.210375 → 0.21 (the logs alone say 17 × 0.01 = 0.17).
        ["0.2125", "0.9900", "0.21"],
        // 3 × 1777 s at 100.00: 1.480833 h → 148.0833… → 148.08.
        ["1.4808", "100.0000", "148.08"],
        // 4 × 1333 s at 133.33 (Design) in the same project: a line of its own, 197.4787… → 197.48.
        ["1.4811", "133.3300", "197.48"],
        // 13 × 7 min at 87.33: 91 min = 1.516666 h; × 87.33 = 132.4505 → 132.45.
        ["1.5167", "87.3300", "132.45"],
      ],
    );
  });

  it("states each VAT case with its category, reason and code", () => {
    const categories = (name: string) =>
      (invoices.get(name) as Invoice).tax_breakdown.map(
        (group) => `${group.tax_category} ${group.tax_rate}`,
      );
    expect(categories("three-rates-discount")).toEqual(["S 19.00", "S 7.00", "Z 0.00"]);
    expect(categories("reverse-charge-at")).toEqual(["AE 0.00"]);
    expect(categories("outside-scope-us")).toEqual(["O 0.00"]);
    expect(categories("export-ch")).toEqual(["G 0.00"]);
    expect(categories("small-business-de")).toEqual(["E 0.00"]);
    expect(xmlOf.get("small-business-de.ubl")).toContain(
      "<cbc:TaxExemptionReason>Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.</cbc:TaxExemptionReason>",
    );
    expect(xmlOf.get("reverse-charge-at.cii")).toContain(
      "<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>",
    );
    expect(xmlOf.get("export-ch.ubl")).toContain(
      "<cbc:TaxExemptionReasonCode>VATEX-EU-G</cbc:TaxExemptionReasonCode>",
    );
    // Outside the scope: no VAT ID of either party (BR-O-02).
    expect(xmlOf.get("outside-scope-us.ubl")).not.toContain("<cbc:CompanyID>DE123456788");
  });

  it("states VAT in the company's currency for a USD invoice", () => {
    const ubl = xmlOf.get("usd-19.ubl") as string;
    expect(ubl).toContain("<cbc:TaxCurrencyCode>EUR</cbc:TaxCurrencyCode>");
    expect(ubl).toMatch(/<cbc:TaxAmount currencyID="EUR">[\d.]+<\/cbc:TaxAmount>/);
    expect(xmlOf.get("usd-19.cii")).toContain("<ram:TaxCurrencyCode>EUR</ram:TaxCurrencyCode>");
  });

  it("writes Skonto as XRechnung reads it, and the references the buyer asked for", () => {
    const ubl = xmlOf.get("xrechnung-public-skonto.ubl") as string;
    expect(ubl).toMatch(/#SKONTO#TAGE=10#PROZENT=2\.00#BASISBETRAG=\d+\.\d\d#\n/);
    expect(ubl).toContain("<cbc:BuyerReference>04011000-12345-03</cbc:BuyerReference>");
    expect(ubl).toContain("<cac:OrderReference><cbc:ID>PO-2026-77</cbc:ID></cac:OrderReference>");
  });

  it("makes credit notes that credit, with no payee and no due date", () => {
    const note = xmlOf.get("credit-note-full.ubl") as string;
    expect(note).toContain("<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>");
    expect(note).not.toContain("PayeeFinancialAccount");
    expect(note).not.toContain("PaymentDueDate");
    const lines = invoices.get("credit-note-lines") as Invoice;
    expect([lines.net_total, lines.lines.length]).toEqual(["120.00", 1]);
    const amount = invoices.get("credit-note-amount") as Invoice;
    expect([amount.net_total, amount.gross_total]).toEqual(["50.00", "59.50"]);
  });

  it("deducts the advance invoice from the final one (BT-113)", () => {
    const ubl = xmlOf.get("final-after-advance.ubl") as string;
    expect(ubl).toContain('<cbc:PrepaidAmount currencyID="EUR">1000.00</cbc:PrepaidAmount>');
    expect(xmlOf.get("advance.ubl")).toContain("<cbc:InvoiceTypeCode>386</cbc:InvoiceTypeCode>");
  });

  it("pays a Belgian invoice by its structured communication", () => {
    expect(xmlOf.get("belgium-structured.ubl")).toMatch(
      /<cbc:PaymentID>\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+<\/cbc:PaymentID>/,
    );
  });
});
