import { createHash } from "node:crypto";
import { inflateSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { invoiceDelivery } from "../../../src/db/schema/index.ts";
import { createMailer, type Mail, type Mailer } from "../../../src/mail/mailer.ts";
import { deliverDueInvoices } from "../../../src/modules/invoicing/deliver-invoices.ts";
import { xmlFor } from "../../../src/modules/invoicing/delivery-defaults.ts";
import { epcPayload, qrModules } from "../../../src/modules/invoicing/pdf/epc-qr.ts";
import {
  removeCompanyImage,
  storeCompanyImage,
} from "../../../src/modules/masterdata/company-image.ts";
import { signedInUser } from "../../helpers/accounts.ts";
import { validateEInvoices, validationUnavailable } from "../../helpers/einvoice-validation.ts";
import {
  addLog,
  debtorWithWork,
  INVOICES,
  invoicingCompany,
  SELLER,
} from "../../helpers/invoicing.ts";
import { startMailCatcher } from "../../helpers/mail-catcher.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const MARCH = { service_from: "2026-03-01", service_until: "2026-03-31" };
const NOT_ISSUED = {
  status: 400,
  body: { non_field_errors: ["Only an issued invoice can be sent, paid or cancelled."] },
};
const unavailable = await validationUnavailable();
if (unavailable) console.warn(`E-invoice validation of the embedded XML skipped: ${unavailable}`);

const silentLog = { debug() {}, info() {}, warn() {}, error() {} };

/** SMTP to whatever server `target.url` names at the time of sending. */
function switchableMailer(target: { url: string }): Mailer {
  return {
    send: (mail: Mail) =>
      createMailer(
        { smtpUrl: target.url, mailFrom: "Tempus <noreply@tempus.example>" },
        // Only used without an SMTP URL, which never happens here.
        silentLog as never,
      ).send(mail),
    close() {},
  };
}

/** The objects of a PDF as pdfkit writes them (no object streams): number → dictionary text. */
function pdfObjects(pdf: Buffer): Map<number, string> {
  const text = pdf.toString("latin1");
  const objects = new Map<number, string>();
  for (const match of text.matchAll(/(\d+) 0 obj\n([\s\S]*?)endobj/g)) {
    objects.set(Number(match[1]), match[2]);
  }
  return objects;
}

/** The decoded stream of an object (Flate or not). */
function streamOf(pdf: Buffer, objectNumber: number): Buffer {
  const text = pdf.toString("latin1");
  const start = text.indexOf(`\n${objectNumber} 0 obj\n`) + 1;
  const dictionaryEnd = text.indexOf("stream\n", start);
  const dictionary = text.slice(start, dictionaryEnd);
  const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
  const bytes = pdf.subarray(dictionaryEnd + 7, dictionaryEnd + 7 + length);
  return dictionary.includes("/FlateDecode") ? inflateSync(bytes) : bytes;
}

/** The text of every page as pdf.js extracts it (the way a reader copies and searches it). */
async function pdfText(pdf: Buffer): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const document = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : ""))
        .join("")
        .replace(/\s+/g, " "),
    );
  }
  await task.destroy();
  return pages;
}

describe("invoice documents and sending", () => {
  const smtp = { url: "" };
  const context = useTestApp({ deps: { mailer: switchableMailer(smtp) } });
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  let downUrl: string;
  let company: Awaited<ReturnType<typeof invoicingCompany>>;
  const ids: Record<string, number> = {};
  const pdfs: Record<string, Buffer> = {};
  let issueManual: (description: string) => Promise<number>;

  const get = (url: string, who: { headers: Record<string, string> } = company.owner) =>
    context.app.inject({ method: "GET", url, headers: who.headers });

  beforeAll(async () => {
    const stopped = await startMailCatcher();
    downUrl = stopped.url;
    await stopped.close();
    catcher = await startMailCatcher();
    smtp.url = catcher.url;
    const { app } = context;
    company = await invoicingCompany(app, context.database.db, {
      buyer_reference: "04011000-12345-34",
      einvoice_format: "xrechnung",
    });
    const { call, owner } = company;
    const debtor = (fields: Record<string, unknown>) => debtorWithWork(app, owner, fields);
    await addLog(app, owner, {
      project: company.alpha,
      activity: company.dev,
      start: "2026-03-02T08:00:00Z",
      end: "2026-03-02T09:37:00Z",
    });
    await addLog(app, owner, {
      project: company.gamma,
      start: "2026-03-04T08:00:00Z",
      end: "2026-03-04T11:00:00Z",
    });
    const draft = async (body: Record<string, unknown>) => {
      const created = await call("POST", `${INVOICES}/`, owner, { ...MARCH, ...body });
      if (created.status !== 201) throw new Error(`draft: ${JSON.stringify(created.body)}`);
      return created.body.id as number;
    };
    issueManual = async (description: string) =>
      issue({
        debtor: company.debtor,
        include_time: false,
        manual_lines: [{ description, unit_price: "10.00" }],
      });
    const issue = async (body: Record<string, unknown>) => {
      const id = await draft(body);
      const issued = await call("POST", `${INVOICES}/${id}/issue/`, owner, {
        issue_date: "2026-04-01",
        ...(body.currency === "USD" ? { exchange_rate: "0.92150000" } : {}),
      });
      if (issued.status !== 200) throw new Error(`issue: ${JSON.stringify(issued.body)}`);
      return id;
    };
    ids.standard = await issue({
      debtor: company.debtor,
      grouping: "project",
      notes: "Thank you for your order.",
    });
    ids.usd = await issue({ debtor: company.debtor, currency: "USD", language: "de" });
    ids.reverseCharge = await issue({
      debtor: await debtor({
        name: "Wiener Werke GmbH",
        country: "AT",
        vat_id: "ATU12345675",
        tax_treatment: "reverse_charge",
        invoice_email: "rechnung@werke.example",
        einvoice_format: "cii",
      }),
    });
    ids.exempt = await issue({
      debtor: await debtor({
        name: "Klinik Süd",
        country: "DE",
        city: "Köln",
        tax_treatment: "exempt",
        tax_exemption_reason: "Steuerfrei nach § 4 Nr. 14 UStG",
      }),
      language: "de",
    });
    ids.toCancel = await issue({
      debtor: company.debtor,
      include_time: false,
      language: "de",
      // Characters the PDF's font has no glyph for (PDF/A forbids .notdef): shown as "?".
      manual_lines: [{ description: "Workshop 漢字 🙂", unit_price: "500.00" }],
    });
    const cancelled = await call("POST", `${INVOICES}/${ids.toCancel}/cancel/`, owner, {
      issue_date: "2026-04-02",
    });
    if (cancelled.status !== 201) throw new Error(`cancel: ${JSON.stringify(cancelled.body)}`);
    ids.creditNote = cancelled.body.id;
    ids.draft = await draft({
      debtor: company.debtor,
      include_time: false,
      manual_lines: [{ description: "Later", unit_price: "1.00" }],
    });
    for (const name of ["standard", "usd", "reverseCharge", "exempt", "creditNote"]) {
      const response = await get(`${INVOICES}/${ids[name]}/pdf/`);
      if (response.statusCode !== 200) throw new Error(`${name} pdf: ${response.body}`);
      pdfs[name] = response.rawPayload;
    }
  }, 120_000);

  afterAll(async () => {
    await catcher?.close();
  });

  describe("downloads", () => {
    it("answers the Factur-X PDF as pdf and facturx, named by the number", async () => {
      for (const name of ["pdf", "facturx"]) {
        const response = await get(`${INVOICES}/${ids.standard}/${name}/`);
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toBe("application/pdf");
        expect(response.headers["content-disposition"]).toBe(
          'attachment; filename="2026-0001.pdf"',
        );
        // The same invoice always gives the same bytes (its dates are the issue day).
        expect(response.rawPayload.equals(pdfs.standard)).toBe(true);
      }
      expect(pdfs.standard.subarray(0, 8).toString("latin1")).toBe("%PDF-1.7");
    });

    it("shows the company's logo (a PNG with transparency, flattened to RGB)", async () => {
      const { db } = context.database;
      const logo = await sharp({
        create: {
          width: 240,
          height: 80,
          channels: 4,
          background: { r: 200, g: 30, b: 30, alpha: 0.5 },
        },
      })
        .png()
        .toBuffer();
      await storeCompanyImage(db, company.companyId, logo);
      let withLogo: number;
      try {
        withLogo = await issueManual("With logo");
      } finally {
        await removeCompanyImage(db, company.companyId);
      }
      // Issued while the logo was there: it keeps it after the logo is gone.
      const response = await get(`${INVOICES}/${withLogo}/pdf/`);
      expect(response.statusCode).toBe(200);
      const images = [...pdfObjects(response.rawPayload).values()].filter((body) =>
        body.includes("/Subtype /Image"),
      );
      expect(images).toHaveLength(1);
      expect(images[0]).toContain("/Filter /DCTDecode");
      expect(images[0]).toContain("/ColorSpace /DeviceRGB");
      expect(images[0]).not.toContain("/SMask");
      expect(images[0]).toContain("/Width 240");
      // Issued before the logo: never shows it.
      const before = await get(`${INVOICES}/${ids.standard}/pdf/`);
      expect(before.rawPayload.equals(pdfs.standard)).toBe(true);
    });

    it("serves an issued invoice's documents as stored at issue, whatever changes later", async () => {
      const { db } = context.database;
      const { call, owner, companyId } = company;
      const kinds = ["pdf", "cii", "ubl"] as const;
      const read = async () => {
        const files: Record<string, { bytes: Buffer; sha256: string | undefined }> = {};
        for (const kind of kinds) {
          const response = await get(`${INVOICES}/${ids.standard}/${kind}/`);
          expect(response.statusCode).toBe(200);
          files[kind] = {
            bytes: response.rawPayload,
            sha256: response.headers["x-content-sha256"] as string | undefined,
          };
        }
        return files;
      };
      const before = await read();
      for (const kind of kinds)
        expect(before[kind].sha256).toBe(
          createHash("sha256").update(before[kind].bytes).digest("hex"),
        );
      const logo = await sharp({
        create: { width: 60, height: 20, channels: 3, background: { r: 0, g: 90, b: 0 } },
      })
        .png()
        .toBuffer();
      await storeCompanyImage(db, companyId, logo);
      const changed = await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, {
        invoice_footer: "A new footer",
        street: "Neue Straße 9",
        city: "Potsdam",
        zip_code: "14467",
        invoice_number_pattern: "NEW-{seq:3}",
        legal_name: "Renamed GmbH",
      });
      expect(changed.status).toBe(200);
      try {
        const after = await read();
        for (const kind of kinds) {
          expect(after[kind].bytes.equals(before[kind].bytes)).toBe(true);
          expect(after[kind].sha256).toBe(before[kind].sha256);
        }
      } finally {
        await removeCompanyImage(db, companyId);
        await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, {
          ...SELLER,
          invoice_footer: "",
          invoice_number_pattern: "{YYYY}-{seq:4}",
        });
      }
      // The stored rows cannot be changed or deleted behind the API either.
      await expect(
        db.execute(
          sql`update invoice_document set sha256 = 'x'
            where company_id = ${company.companyId} and invoice_id = ${ids.standard}`,
        ),
      ).rejects.toThrow();
      await expect(
        db.execute(sql`delete from invoice_document
          where company_id = ${company.companyId} and invoice_id = ${ids.standard}`),
      ).rejects.toThrow();
    });

    it("has no documents for a draft", async () => {
      for (const name of ["pdf", "facturx"]) {
        const response = await get(`${INVOICES}/${ids.draft}/${name}/`);
        expect({ status: response.statusCode, body: response.json() }).toEqual(NOT_ISSUED);
      }
    });

    it("is for owner and admins: members 403, another company 404", async () => {
      for (const name of ["pdf", "facturx"]) {
        expect((await get(`${INVOICES}/${ids.standard}/${name}/`, company.admin)).statusCode).toBe(
          200,
        );
        const member = await get(`${INVOICES}/${ids.standard}/${name}/`, company.member);
        expect({ status: member.statusCode, body: member.json() }).toEqual({
          status: 403,
          body: { detail: "You do not have permission to perform this action." },
        });
      }
      const stranger = await signedInUser(context.app);
      for (const name of ["pdf", "facturx"]) {
        const response = await get(`${INVOICES}/${ids.standard}/${name}/`, stranger);
        expect({ status: response.statusCode, body: response.json() }).toEqual({
          status: 404,
          body: { detail: "Not found." },
        });
      }
      const send = await company.call("POST", `${INVOICES}/${ids.standard}/send/`, company.member);
      expect(send).toEqual({
        status: 403,
        body: { detail: "You do not have permission to perform this action." },
      });
      expect(await company.call("POST", `${INVOICES}/${ids.standard}/send/`, stranger)).toEqual({
        status: 404,
        body: { detail: "Not found." },
      });
    });
  });

  describe("PDF/A-3b with Factur-X", () => {
    it("declares PDF/A-3b and Factur-X EN 16931 in its XMP metadata", () => {
      const objects = pdfObjects(pdfs.standard);
      const catalog = [...objects.values()].find((body) => body.includes("/Type /Catalog"));
      const metadataRef = Number(/\/Metadata (\d+) 0 R/.exec(catalog ?? "")?.[1]);
      const xmp = streamOf(pdfs.standard, metadataRef).toString("utf8");
      expect(xmp).toContain("<pdfaid:part>3</pdfaid:part>");
      expect(xmp).toContain("<pdfaid:conformance>B</pdfaid:conformance>");
      expect(xmp).toContain('xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"');
      expect(xmp).toContain("<fx:DocumentType>INVOICE</fx:DocumentType>");
      expect(xmp).toContain("<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>");
      expect(xmp).toContain("<fx:Version>1.0</fx:Version>");
      expect(xmp).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
      // The fx schema is declared as a PDF/A extension schema.
      expect(xmp).toContain("<pdfaSchema:prefix>fx</pdfaSchema:prefix>");
      expect(xmp).toContain("<dc:title>");
      expect(xmp).toContain("Invoice 2026-0001");
    });

    it("embeds factur-x.xml as the Alternative of the invoice, listed in the catalog's /AF", () => {
      const objects = pdfObjects(pdfs.standard);
      const catalog = [...objects.values()].find((body) => body.includes("/Type /Catalog")) ?? "";
      const af = /\/AF \[(\d+) 0 R\]/.exec(catalog);
      expect(af).not.toBeNull();
      const filespec = objects.get(Number(af?.[1])) ?? "";
      expect(filespec).toContain("/Type /Filespec");
      expect(filespec).toContain("/AFRelationship /Alternative");
      expect(filespec).toContain("/F (factur-x.xml)");
      expect(filespec).toContain("/UF (factur-x.xml)");
      const embedded = objects.get(Number(/\/EF <<\n\/F (\d+) 0 R/.exec(filespec)?.[1])) ?? "";
      expect(embedded).toContain("/Type /EmbeddedFile");
      expect(embedded).toContain("/Subtype /text#2Fxml");
      // The output intent (sRGB) and embedded fonts: every font descriptor carries its font file.
      expect(catalog).toMatch(/\/OutputIntents \[\d+ 0 R\]/);
      const intent = [...objects.values()].find((body) => body.includes("/Type /OutputIntent"));
      expect(intent).toContain("/S /GTS_PDFA1");
      expect(intent).toMatch(/\/DestOutputProfile \d+ 0 R/);
      const descriptors = [...objects.values()].filter((body) =>
        body.includes("/Type /FontDescriptor"),
      );
      expect(descriptors.length).toBeGreaterThan(0);
      for (const descriptor of descriptors) expect(descriptor).toMatch(/\/FontFile2 \d+ 0 R/);
    });

    it("embeds the EN 16931 CII (Factur-X) beside the cii download; both pass their rule sets", async () => {
      const files: { name: string; syntax: "cii" | "facturx"; xml: string }[] = [];
      /** Without what XRechnung adds: the context (BT-23, BT-24), "no payment means" on a credit note. */
      const core = (xml: string) =>
        xml
          .replace(/<rsm:ExchangedDocumentContext>.*<\/rsm:ExchangedDocumentContext>/, "")
          .replace(
            "<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>1</ram:TypeCode></ram:SpecifiedTradeSettlementPaymentMeans>",
            "",
          );
      for (const name of ["standard", "reverseCharge", "exempt", "creditNote", "usd"]) {
        const task = getDocument({ data: new Uint8Array(pdfs[name]), verbosity: 0 });
        const document = await task.promise;
        const attachments = await document.getAttachments();
        // pdf.js reads the XMP too: the same PDF/A identification.
        const { metadata } = await document.getMetadata();
        const content = await document.getAttachmentContent("factur-x.xml");
        await task.destroy();
        expect([metadata?.get("pdfaid:part"), metadata?.get("pdfaid:conformance")]).toEqual([
          "3",
          "B",
        ]);
        expect([...(attachments?.keys() ?? [])]).toEqual(["factur-x.xml"]);
        const xml = Buffer.from(content ?? []).toString("utf8");
        // The same bytes read from the file spec's stream directly (zlib).
        const objects = pdfObjects(pdfs[name]);
        const filespec = [...objects.values()].find((body) => body.includes("/Type /Filespec"));
        const streamRef = Number(/\/EF <<\n\/F (\d+) 0 R/.exec(filespec ?? "")?.[1]);
        expect(streamOf(pdfs[name], streamRef).toString("utf8")).toBe(xml);
        // Its checksum is the MD5 digest's 16 bytes (a hex string), as the PDF spec defines it.
        expect(objects.get(streamRef)).toContain(
          `/CheckSum <${createHash("md5").update(xml).digest("hex")}>`,
        );
        // Factur-X allows only the EN 16931 profile; a debtor who asked for XRechnung gets it as the cii download.
        expect(xml).toContain("<ram:ID>urn:cen.eu:en16931:2017</ram:ID>");
        const download = (await get(`${INVOICES}/${ids[name]}/cii/`)).body;
        if (download.includes("xrechnung_3.0")) expect(core(download)).toBe(core(xml));
        else expect(download).toBe(xml);
        files.push({ name: `${name}-facturx`, syntax: "facturx", xml });
        files.push({ name: `${name}-cii`, syntax: "cii", xml: download });
      }
      if (unavailable) return;
      const problems = await validateEInvoices(files);
      for (const file of files)
        expect([file.name, problems.get(file.name)]).toEqual([file.name, []]);
    }, 120_000);

    it("has text that can be extracted: parties, number, lines, totals, terms", async () => {
      const [page] = await pdfText(pdfs.standard);
      for (const text of [
        "Invoice 2026-0001",
        "Globex AG",
        "Marktplatz 5",
        "80331 München",
        "Muster Consulting GmbH",
        "1 Apr 2026",
        "15 Apr 2026",
        "1 Mar 2026 – 31 Mar 2026",
        "04011000-12345-34",
        "Thank you for your order.",
        "Alpha",
        "153.58",
        "Net total",
        "VAT 19 % on 153.58 EUR",
        "29.18 EUR",
        "182.76 EUR",
        "Payable within 14 days (by 15 Apr 2026) without deduction.",
        "DE02 1203 0000 0000 2020 51",
        "BYLADEM1001",
        "Scan to pay by SEPA credit transfer",
        "USt-IdNr",
        "Page 1 of 1",
      ]) {
        expect(page).toContain(text.replace("USt-IdNr", "VAT ID DE123456788"));
      }
    });

    it("states reverse charge, exemption and corrections in the invoice's language", async () => {
      const [reverse] = await pdfText(pdfs.reverseCharge);
      expect(reverse).toContain(
        "Reverse charge: the recipient of the service is liable for the VAT",
      );
      expect(reverse).toContain("VAT ID: ATU12345675");
      const [exempt] = await pdfText(pdfs.exempt);
      expect(exempt).toContain("Rechnung 2026-0004");
      expect(exempt).toContain("Steuerfrei nach § 4 Nr. 14 UStG");
      expect(exempt).toContain("Zahlbar innerhalb von 14 Tagen (bis 15.04.2026) ohne Abzug.");
      const [credit] = await pdfText(pdfs.creditNote);
      expect(credit).toContain("Rechnungskorrektur 2026-0006");
      expect(credit).toContain("Korrigiert die Rechnung 2026-0005 vom 01.04.2026.");
      expect(credit).toContain("Gutgeschriebener Betrag 595,00 EUR");
      expect(credit).toContain("Workshop ?? ?");
      expect((await get(`${INVOICES}/${ids.creditNote}/cii/`)).body).toContain("Workshop 漢字 🙂");
      // A credit note asks for no payment; an invoice in USD has no SEPA QR code.
      expect(credit).not.toContain("Zahlbar");
      expect(credit).not.toContain("SEPA");
      const [usd] = await pdfText(pdfs.usd);
      expect(usd).toContain("USD");
      expect(usd).not.toContain("SEPA");
    });
  });

  describe("sending", () => {
    const detail = async (id: number) =>
      (await company.call("GET", `${INVOICES}/${id}/`, company.owner)).body;

    it("mails the PDF (and the XRechnung UBL the debtor prefers) and marks the invoice sent", async () => {
      const before = catcher.received.length;
      const sent = await company.call("POST", `${INVOICES}/${ids.standard}/send/`, company.owner);
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({
        ...(await detail(ids.standard)),
        delivery_status: "sent",
        delivery_error: null,
        delivered_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        sent_at: sent.body.delivered_at,
      });
      const mail = await catcher.nth(before + 1);
      expect(mail.to).toMatchObject({ text: "ap@globex.example" });
      expect(mail.subject).toBe("Invoice 2026-0001 from Muster Consulting GmbH");
      expect(mail.replyTo).toMatchObject({
        text: '"Muster Consulting GmbH" <billing@muster.example>',
      });
      expect(mail.text).toBe(
        [
          "Hello,",
          "",
          "please find attached our invoice 2026-0001 of 182.76 EUR, payable by 15 Apr 2026.",
          "",
          "The e-invoice (XML) is attached as well.",
          "",
          "Kind regards",
          "Muster Consulting GmbH",
        ].join("\n"),
      );
      expect(
        mail.attachments.map((file) => [file.filename, file.contentType, file.content.length]),
      ).toEqual([
        ["2026-0001.pdf", "application/pdf", pdfs.standard.length],
        [
          "2026-0001-ubl.xml",
          "application/xml",
          Buffer.byteLength((await get(`${INVOICES}/${ids.standard}/ubl/`)).body),
        ],
      ]);
      expect(mail.attachments[0].content.equals(pdfs.standard)).toBe(true);
    });

    it("attaches the CII for a debtor who prefers CII, and words German mails in German", async () => {
      const before = catcher.received.length;
      const sent = await company.call(
        "POST",
        `${INVOICES}/${ids.reverseCharge}/send/`,
        company.owner,
      );
      expect(sent.status).toBe(200);
      const mail = await catcher.nth(before + 1);
      expect(mail.to).toMatchObject({ text: "rechnung@werke.example" });
      expect(mail.attachments.map((file) => file.filename)).toEqual([
        "2026-0003.pdf",
        "2026-0003-cii.xml",
      ]);
      const german = await company.call(
        "POST",
        `${INVOICES}/${ids.creditNote}/send/`,
        company.owner,
      );
      expect(german.status).toBe(200);
      const credit = await catcher.nth(before + 2);
      expect(credit.subject).toBe("Rechnungskorrektur 2026-0006 von Muster Consulting GmbH");
      expect(credit.text).toContain(
        "anbei erhalten Sie unsere Rechnungskorrektur 2026-0006 über 595,00 EUR.",
      );
    });

    it("refuses a draft and a debtor without an e-mail address", async () => {
      expect(await company.call("POST", `${INVOICES}/${ids.draft}/send/`, company.owner)).toEqual(
        NOT_ISSUED,
      );
      expect(await company.call("POST", `${INVOICES}/${ids.exempt}/send/`, company.owner)).toEqual({
        status: 400,
        body: {
          non_field_errors: [
            "The debtor has no e-mail address for invoices. Add one to the debtor first.",
          ],
        },
      });
      const rows = await context.database.db
        .select()
        .from(invoiceDelivery)
        .where(
          and(
            eq(invoiceDelivery.companyId, company.companyId),
            eq(invoiceDelivery.invoiceId, ids.exempt),
          ),
        );
      expect(rows).toEqual([]);
    });

    it("reports a failed delivery, keeps it and delivers it on a later retry", async () => {
      const { db } = context.database;
      smtp.url = downUrl;
      const failed = await company.call("POST", `${INVOICES}/${ids.usd}/send/`, company.owner);
      expect(failed).toEqual({
        status: 502,
        body: {
          detail:
            "The invoice could not be sent by e-mail. It is kept and will be sent again automatically.",
        },
      });
      const after = await detail(ids.usd);
      expect(after).toMatchObject({
        delivery_status: "failed",
        delivery_error: expect.stringMatching(/ECONNREFUSED/),
        delivered_at: null,
        sent_at: null,
      });
      const [row] = await db
        .select()
        .from(invoiceDelivery)
        .where(
          and(
            eq(invoiceDelivery.companyId, company.companyId),
            eq(invoiceDelivery.invoiceId, ids.usd),
          ),
        );
      expect(row).toMatchObject({
        to: ["ap@globex.example"],
        cc: [],
        bcc: [],
        message: null,
        xml: "ubl",
        status: "failed",
        attempts: 1,
        deliveredAt: null,
      });
      const due = row.nextAttemptAt as Date;
      expect(due.getTime() - Date.now()).toBeGreaterThan(50_000);
      expect(due.getTime() - Date.now()).toBeLessThanOrEqual(60_000);

      // The job leaves it until its next attempt is due, then delivers it.
      smtp.url = catcher.url;
      const deps = { db, mailer: switchableMailer(smtp) };
      expect(await deliverDueInvoices({ ...deps, clock: () => new Date() }, silentLog)).toBe(0);
      const before = catcher.received.length;
      const later = new Date(due.getTime() + 1000);
      expect(await deliverDueInvoices({ ...deps, clock: () => later }, silentLog)).toBe(1);
      const mail = await catcher.nth(before + 1);
      expect(mail.subject).toBe("Rechnung 2026-0002 von Muster Consulting GmbH");
      expect(await detail(ids.usd)).toMatchObject({
        delivery_status: "sent",
        delivery_error: null,
        delivered_at: later.toISOString(),
        sent_at: later.toISOString(),
      });
      const [delivered] = await db
        .select()
        .from(invoiceDelivery)
        .where(
          and(
            eq(invoiceDelivery.companyId, company.companyId),
            eq(invoiceDelivery.invoiceId, ids.usd),
          ),
        );
      expect(delivered).toMatchObject({ status: "sent", attempts: 2, nextAttemptAt: null });
      // Nothing is left to deliver.
      expect(await deliverDueInvoices({ ...deps, clock: () => later }, silentLog)).toBe(0);
    });

    it("makes one attempt for two parallel sends", async () => {
      const before = catcher.received.length;
      const send = () =>
        company.call("POST", `${INVOICES}/${ids.reverseCharge}/send/`, company.owner);
      const answers = await Promise.all([send(), send()]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const deliveries = () =>
        context.database.db
          .select({ status: invoiceDelivery.status })
          .from(invoiceDelivery)
          .where(
            and(
              eq(invoiceDelivery.companyId, company.companyId),
              eq(invoiceDelivery.invoiceId, ids.reverseCharge),
            ),
          );
      // A delivery is marked sent once its mail is accepted: when all are, every mail is in.
      await vi.waitFor(
        async () => expect(await deliveries()).toEqual([{ status: "sent" }, { status: "sent" }]),
        { timeout: 5000, interval: 20 },
      );
      expect(catcher.received.length).toBe(before + 1);
    });

    it("delivers each due delivery once when several instances run the job at once", async () => {
      const { db } = context.database;
      const due = new Date(Date.now() - 1000);
      await db.insert(invoiceDelivery).values(
        [ids.standard, ids.reverseCharge, ids.creditNote].map((invoiceId) => ({
          companyId: company.companyId,
          invoiceId,
          to: ["ap@globex.example"],
          status: "failed" as const,
          attempts: 1,
          lastError: "connect ECONNREFUSED",
          nextAttemptAt: due,
        })),
      );
      const before = catcher.received.length;
      const deps = { db, mailer: switchableMailer(smtp), clock: () => new Date() };
      const delivered = await Promise.all([
        deliverDueInvoices(deps, silentLog),
        deliverDueInvoices(deps, silentLog),
        deliverDueInvoices(deps, silentLog),
      ]);
      expect(delivered.reduce((sum, count) => sum + count, 0)).toBe(3);
      // Each job returned after its deliveries' mails were accepted: these are all there will be.
      expect(catcher.received.length).toBe(before + 3);
      const open = await db
        .select({ id: invoiceDelivery.id })
        .from(invoiceDelivery)
        .where(
          and(
            eq(invoiceDelivery.companyId, company.companyId),
            eq(invoiceDelivery.status, "failed"),
          ),
        );
      expect(open).toEqual([]);
    });

    it("sends again with a new delivery once the last one was sent", async () => {
      const before = catcher.received.length;
      const again = await company.call("POST", `${INVOICES}/${ids.standard}/send/`, company.owner);
      expect(again.status).toBe(200);
      await catcher.nth(before + 1);
      const rows = await context.database.db
        .select({ status: invoiceDelivery.status })
        .from(invoiceDelivery)
        .where(
          and(
            eq(invoiceDelivery.companyId, company.companyId),
            eq(invoiceDelivery.invoiceId, ids.standard),
          ),
        );
      expect(rows).toEqual([{ status: "sent" }, { status: "sent" }, { status: "sent" }]);
    });
  });
});

describe("SEPA payment QR code (EPC069-12)", () => {
  it("writes the credit transfer of version 002 in UTF-8", () => {
    expect(
      epcPayload({
        name: "Muster Consulting GmbH",
        iban: "DE02 1203 0000 0000 2020 51",
        bic: "BYLADEM1001",
        amount: "182.76",
        text: "2026-0001",
      }),
    ).toBe(
      [
        "BCD",
        "002",
        "1",
        "SCT",
        "BYLADEM1001",
        "Muster Consulting GmbH",
        "DE02120300000000202051",
        "EUR182.76",
        "",
        "",
        "2026-0001",
      ].join("\n"),
    );
  });

  it("refuses amounts a transfer cannot carry", () => {
    const transfer = { name: "A", iban: "DE02120300000000202051", bic: "", text: "1" };
    expect(epcPayload({ ...transfer, amount: "0.00" })).toBeNull();
    expect(epcPayload({ ...transfer, amount: "-5.00" })).toBeNull();
    expect(epcPayload({ ...transfer, amount: "1000000000.00" })).toBeNull();
    expect(epcPayload({ ...transfer, amount: "999999999.99" })).toContain("EUR999999999.99");
  });

  it("encodes it as a square QR code with error correction M", () => {
    const modules = qrModules("BCD\n002\n1\nSCT\n\nÄrzte Süd\nDE02120300000000202051\nEUR1.00");
    expect(modules.length).toBeGreaterThanOrEqual(21);
    expect(modules.every((row) => row.length === modules.length)).toBe(true);
    // The finder pattern's corner.
    expect(modules[0].slice(0, 7)).toEqual([true, true, true, true, true, true, true]);
  });
});

describe("the XML sent beside the PDF", () => {
  it("follows the debtor's preferred e-invoice format", () => {
    const party = (buyer_reference: string) => ({
      buyer: { buyer_reference } as Parameters<typeof xmlFor>[1]["buyer"],
    });
    expect(xmlFor("xrechnung", party("04011000-12345-34"))).toBe("ubl");
    // XRechnung needs the buyer reference: without one on the invoice, the CII goes.
    expect(xmlFor("xrechnung", party(""))).toBe("cii");
    expect(xmlFor("cii", party(""))).toBe("cii");
    // The Factur-X PDF carries the CII itself.
    expect(xmlFor("facturx", party("04011000-12345-34"))).toBe("none");
    expect(xmlFor("none", party(""))).toBe("none");
  });
});
