import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceDelivery } from "../../../src/db/schema/index.ts";
import { createMailer, type Mail, type Mailer } from "../../../src/mail/mailer.ts";
import { deliverDueInvoices } from "../../../src/modules/invoicing/deliver-invoices.ts";
import { signedInUser } from "../../helpers/accounts.ts";
import { debtorWithWork, INVOICES, invoicingCompany } from "../../helpers/invoicing.ts";
import { startMailCatcher } from "../../helpers/mail-catcher.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const silentLog = { debug() {}, info() {}, warn() {}, error() {} };
const FORBIDDEN = {
  status: 403,
  body: { detail: "You do not have permission to perform this action." },
};
const NOT_FOUND = { status: 404, body: { detail: "Not found." } };

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

/** The addresses of a parsed header (To, Cc), in order. */
const addresses = (header: unknown): string[] =>
  [header]
    .flat()
    .flatMap((entry) => (entry as { value: { address: string }[] } | undefined)?.value ?? [])
    .map((entry) => entry.address);

describe("sending an invoice: recipients, copies and text", () => {
  const smtp = { url: "" };
  const context = useTestApp({ deps: { mailer: switchableMailer(smtp) } });
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  let downUrl: string;
  let company: Awaited<ReturnType<typeof invoicingCompany>>;
  const ids: Record<string, number> = {};

  type Who = { headers: Record<string, string> };
  const send = (id: number, body?: object, who: Who = company.owner) =>
    company.call("POST", `${INVOICES}/${id}/send/`, who, body);
  const defaults = (id: number, who: Who = company.owner) =>
    company.call("GET", `${INVOICES}/${id}/send/`, who);
  const deliveries = (id: number) =>
    context.database.db
      .select()
      .from(invoiceDelivery)
      .where(
        and(eq(invoiceDelivery.companyId, company.companyId), eq(invoiceDelivery.invoiceId, id)),
      );

  beforeAll(async () => {
    const stopped = await startMailCatcher();
    downUrl = stopped.url;
    await stopped.close();
    catcher = await startMailCatcher();
    smtp.url = catcher.url;
    const { app } = context;
    company = await invoicingCompany(app, context.database.db, { einvoice_format: "cii" });
    const { call, owner } = company;
    const issue = async (body: Record<string, unknown>) => {
      const created = await call("POST", `${INVOICES}/`, owner, {
        service_from: "2026-03-01",
        service_until: "2026-03-31",
        include_time: false,
        manual_lines: [{ description: "Workshop", unit_price: "100.00" }],
        ...body,
      });
      if (created.status !== 201) throw new Error(`draft: ${JSON.stringify(created.body)}`);
      if (body.draft) return created.body.id as number;
      const issued = await call("POST", `${INVOICES}/${created.body.id}/issue/`, owner, {
        issue_date: "2026-04-01",
      });
      if (issued.status !== 200) throw new Error(`issue: ${JSON.stringify(issued.body)}`);
      return created.body.id as number;
    };
    ids.english = await issue({ debtor: company.debtor });
    ids.german = await issue({ debtor: company.debtor, language: "de" });
    ids.retried = await issue({ debtor: company.debtor });
    ids.noAddress = await issue({
      debtor: await debtorWithWork(app, owner, { name: "Klinik Süd", country: "AT" }),
    });
    ids.draft = await issue({ debtor: company.debtor, draft: true });
  }, 120_000);

  afterAll(async () => {
    await catcher?.close();
  });

  describe("GET …/send/: what the dialog starts from", () => {
    it("answers the debtor's invoice address, the subject and text in the invoice's language and the user's address", async () => {
      expect(await defaults(ids.english)).toEqual({
        status: 200,
        body: {
          to: ["ap@globex.example"],
          cc: [],
          subject: "Invoice 2026-0001 from Muster Consulting GmbH",
          message: [
            "Hello,",
            "",
            "please find attached our invoice 2026-0001 of 119.00 EUR, payable by 15 Apr 2026.",
            "",
            "The e-invoice (XML) is attached as well.",
            "",
            "Kind regards",
            "Muster Consulting GmbH",
          ].join("\n"),
          copy_to: company.owner.email,
        },
      });
      expect(await defaults(ids.german, company.admin)).toEqual({
        status: 200,
        body: {
          to: ["ap@globex.example"],
          cc: [],
          subject: "Rechnung 2026-0002 von Muster Consulting GmbH",
          message: [
            "Guten Tag,",
            "",
            "anbei erhalten Sie unsere Rechnung 2026-0002 über 119,00 EUR, zahlbar bis 15.04.2026.",
            "",
            "Die E-Rechnung (XML) liegt ebenfalls bei.",
            "",
            "Mit freundlichen Grüßen",
            "Muster Consulting GmbH",
          ].join("\n"),
          copy_to: company.admin.email,
        },
      });
    });

    it("answers no address for a debtor without one, and refuses a draft", async () => {
      const answer = await defaults(ids.noAddress);
      expect(answer.status).toBe(200);
      expect(answer.body.to).toEqual([]);
      expect(await defaults(ids.draft)).toEqual({
        status: 400,
        body: { non_field_errors: ["Only an issued invoice can be sent, paid or cancelled."] },
      });
    });
  });

  describe("POST …/send/ with a body", () => {
    it("mails the text to two recipients with a CC and a blind copy to the sender, with the stored PDF", async () => {
      const before = catcher.received.length;
      const message =
        "Dear Ms Smith,\r\n\r\nhere is the invoice for the workshop <3.\n\nBest\nAnna";
      const sent = await send(ids.english, {
        to: ["ap@globex.example", " controlling@globex.example "],
        cc: ["anna.smith@globex.example"],
        message,
        copy_to_me: true,
      });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ delivery_status: "sent", delivery_error: null });

      const mail = await catcher.nth(before + 1);
      expect(addresses(mail.to)).toEqual(["ap@globex.example", "controlling@globex.example"]);
      expect(addresses(mail.cc)).toEqual(["anna.smith@globex.example"]);
      // The blind copy is in the envelope only.
      expect(mail.bcc).toBeUndefined();
      expect(mail.headers.has("bcc")).toBe(false);
      expect(catcher.envelopes[before]).toEqual([
        "ap@globex.example",
        "controlling@globex.example",
        "anna.smith@globex.example",
        company.owner.email,
      ]);
      expect(mail.subject).toBe("Invoice 2026-0001 from Muster Consulting GmbH");
      expect(mail.text).toBe(
        "Dear Ms Smith,\n\nhere is the invoice for the workshop <3.\n\nBest\nAnna",
      );
      expect(mail.html).toBe(
        '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5"><p>Dear Ms Smith,</p><p>here is the invoice for the workshop &#60;3.</p><p>Best<br>Anna</p></body></html>',
      );
      expect(mail.replyTo).toMatchObject({
        text: '"Muster Consulting GmbH" <billing@muster.example>',
      });
      const pdf = await context.app.inject({
        method: "GET",
        url: `${INVOICES}/${ids.english}/pdf/`,
        headers: company.owner.headers,
      });
      const cii = await context.app.inject({
        method: "GET",
        url: `${INVOICES}/${ids.english}/cii/`,
        headers: company.owner.headers,
      });
      expect(
        mail.attachments.map((file) => [file.filename, file.contentType, file.content.length]),
      ).toEqual([
        ["2026-0001.pdf", "application/pdf", pdf.rawPayload.length],
        ["2026-0001-cii.xml", "application/xml", cii.rawPayload.length],
      ]);
      expect(mail.attachments[0].content.equals(pdf.rawPayload)).toBe(true);
      expect(mail.attachments[1].content.equals(cii.rawPayload)).toBe(true);

      expect(
        (await deliveries(ids.english)).map(({ to, cc, bcc, message, status }) => ({
          to,
          cc,
          bcc,
          message,
          status,
        })),
      ).toEqual([
        {
          to: ["ap@globex.example", "controlling@globex.example"],
          cc: ["anna.smith@globex.example"],
          bcc: [company.owner.email],
          message: "Dear Ms Smith,\n\nhere is the invoice for the workshop <3.\n\nBest\nAnna",
          status: "sent",
        },
      ]);
    });

    it("sends an address once, and no copy to a sender who is already a recipient", async () => {
      const before = catcher.received.length;
      const sent = await send(
        ids.english,
        {
          to: ["ap@globex.example", "AP@globex.example"],
          cc: ["ap@globex.example", company.admin.email],
          copy_to_me: true,
        },
        company.admin,
      );
      expect(sent.status).toBe(200);
      const mail = await catcher.nth(before + 1);
      expect(addresses(mail.to)).toEqual(["ap@globex.example"]);
      expect(addresses(mail.cc)).toEqual([company.admin.email]);
      expect(catcher.envelopes[before]).toEqual(["ap@globex.example", company.admin.email]);
      // Without a message: the product's text.
      expect(mail.text).toMatch(/^Hello,\n\nplease find attached our invoice 2026-0001 /);
    });

    it("sends to the address given for a debtor without one", async () => {
      expect(await send(ids.noAddress)).toEqual({
        status: 400,
        body: {
          non_field_errors: [
            "The debtor has no e-mail address for invoices. Add one to the debtor first.",
          ],
        },
      });
      const before = catcher.received.length;
      expect((await send(ids.noAddress, { to: ["office@klinik.example"] })).status).toBe(200);
      expect(addresses((await catcher.nth(before + 1)).to)).toEqual(["office@klinik.example"]);
    });

    it("refuses invalid addresses, lists and text at their fields, and stores nothing", async () => {
      const refused = async (body: unknown) => {
        const answer = await context.app.inject({
          method: "POST",
          url: `${INVOICES}/${ids.german}/send/`,
          headers: company.owner.headers,
          payload: body as object,
        });
        return { status: answer.statusCode, body: answer.json() };
      };
      expect(
        await refused({
          to: ["ap@globex.example", "not an address"],
          cc: ["anna@"],
          message: "  ",
          copy_to_me: "yes",
        }),
      ).toEqual({
        status: 400,
        body: {
          to: ["Enter a valid email address."],
          cc: ["Enter a valid email address."],
          message: ["This field may not be blank."],
          copy_to_me: ["Must be a valid boolean."],
        },
      });
      const eleven = Array.from({ length: 11 }, (_, index) => `person${index}@globex.example`);
      expect(await refused({ to: [], cc: eleven, message: "x".repeat(10_001) })).toEqual({
        status: 400,
        body: {
          to: ["This list may not be empty."],
          cc: ["Ensure this field has no more than 10 elements."],
          message: ["Ensure this field has no more than 10000 characters."],
        },
      });
      expect(await refused({ to: "ap@globex.example", cc: [42] })).toEqual({
        status: 400,
        body: {
          to: ['Expected a list of items but got type "str".'],
          cc: ["Not a valid string."],
        },
      });
      expect(await refused(["ap@globex.example"])).toEqual({
        status: 400,
        body: { non_field_errors: ["Invalid data. Expected a dictionary, but got list."] },
      });
      expect(await deliveries(ids.german)).toEqual([]);
    });

    it("retries a failed delivery with the same recipients and text", async () => {
      const { db } = context.database;
      smtp.url = downUrl;
      const body = {
        to: ["ap@globex.example", "controlling@globex.example"],
        cc: ["anna.smith@globex.example"],
        message: "Hello again,\n\nthe invoice for March.",
        copy_to_me: true,
      };
      expect(await send(ids.retried, body)).toEqual({
        status: 502,
        body: {
          detail:
            "The invoice could not be sent by e-mail. It is kept and will be sent again automatically.",
        },
      });
      const [failed] = await deliveries(ids.retried);
      expect(failed).toMatchObject({
        to: body.to,
        cc: body.cc,
        bcc: [company.owner.email],
        message: body.message,
        status: "failed",
        attempts: 1,
      });

      smtp.url = catcher.url;
      const before = catcher.received.length;
      const later = new Date((failed.nextAttemptAt as Date).getTime() + 1000);
      const deps = { db, mailer: switchableMailer(smtp), clock: () => later };
      expect(await deliverDueInvoices(deps, silentLog)).toBe(1);
      const mail = await catcher.nth(before + 1);
      expect(addresses(mail.to)).toEqual(body.to);
      expect(addresses(mail.cc)).toEqual(body.cc);
      expect(catcher.envelopes[before]).toEqual([...body.to, ...body.cc, company.owner.email]);
      expect(mail.text).toBe(body.message);
      expect(mail.attachments.map((file) => file.filename)).toEqual([
        "2026-0003.pdf",
        "2026-0003-cii.xml",
      ]);
      expect(await deliveries(ids.retried)).toMatchObject([{ status: "sent", attempts: 2 }]);
    });
  });

  describe("who may send", () => {
    it("refuses members (403) and another company (404), whatever the body", async () => {
      const invalid = { to: ["not an address"] };
      expect(await defaults(ids.english, company.member)).toEqual(FORBIDDEN);
      expect(await send(ids.english, {}, company.member)).toEqual(FORBIDDEN);
      expect(await send(ids.english, invalid, company.member)).toEqual(FORBIDDEN);
      const stranger = await signedInUser(context.app);
      expect(await defaults(ids.english, stranger)).toEqual(NOT_FOUND);
      expect(await send(ids.english, {}, stranger)).toEqual(NOT_FOUND);
      expect(await send(ids.english, invalid, stranger)).toEqual(NOT_FOUND);
    });
  });
});
