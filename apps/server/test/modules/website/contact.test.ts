import { createServer } from "node:net";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessage } from "../../../src/db/schema/index.ts";
import { createMailer, type Mailer } from "../../../src/mail/mailer.ts";
import {
  deliverDueContactMessages,
  MAX_DELIVERY_ATTEMPTS,
  nextAttemptAfter,
} from "../../../src/modules/website/deliver-contact-messages.ts";
import { captureMailer, startMailCatcher } from "../../helpers/mail-catcher.ts";
import { type TestContext, testConfig, useTestApp } from "../../helpers/test-app.ts";

const URL = "/api/website/contact/";
const CONTACT_EMAIL = "sales@tempus.test";
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const FORM = "application/x-www-form-urlencoded";
const MINUTE = 60_000;
const silent = pino({ level: "silent" }) as unknown as FastifyBaseLogger;

let sequence = 0;
/** A client address of its own per request, so only the throttling test meets the limit. */
const nextAddress = () => {
  sequence += 1;
  return `10.9.${sequence >> 8}.${sequence & 255}`;
};
const uniqueEmail = () => `visitor${++sequence}@example.com`;

function message(overrides: Record<string, string> = {}) {
  return {
    name: "Ada Lovelace",
    email: uniqueEmail(),
    subject: "Pricing for a team",
    message: "Hello,\nwhat does Tempus cost for 12 people?",
    ...overrides,
  };
}

function send(
  context: TestContext,
  payload: Record<string, unknown>,
  options: { ip?: string } = {},
) {
  return context.app.inject({
    method: "POST",
    url: URL,
    payload,
    remoteAddress: options.ip ?? nextAddress(),
  });
}

function sendForm(context: TestContext, fields: Record<string, string>, accept = BROWSER_ACCEPT) {
  return context.app.inject({
    method: "POST",
    url: URL,
    payload: new URLSearchParams(fields).toString(),
    headers: { "content-type": FORM, accept },
    remoteAddress: nextAddress(),
  });
}

async function storedRows(context: TestContext, email: string) {
  return context.database.db.select().from(contactMessage).where(eq(contactMessage.email, email));
}

/** Real SMTP either way: a port nobody listens on (refused), or the local catcher. */
function switchableMailer() {
  const mailers: { refusing?: Mailer; delivering?: Mailer } = {};
  let mode: "refusing" | "delivering" = "delivering";
  const outbox: Mailer & { use(next: typeof mode): void; mailers: typeof mailers } = {
    mailers,
    use(next) {
      mode = next;
    },
    send(mail) {
      const mailer = mailers[mode];
      if (!mailer) throw new Error(`no ${mode} mailer`);
      return mailer.send(mail);
    },
    close() {
      mailers.refusing?.close();
      mailers.delivering?.close();
    },
  };
  return outbox;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("the contact form", () => {
  const clock = { now: new Date("2026-05-04T08:00:10Z") };
  const outbox = switchableMailer();
  let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
  beforeAll(async () => {
    smtp = await startMailCatcher();
    const mailFrom = "Tempus <hello@tempus.test>";
    outbox.mailers.delivering = createMailer({ smtpUrl: smtp.url, mailFrom }, silent);
    outbox.mailers.refusing = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, mailFrom },
      silent,
    );
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const context = useTestApp({
    env: { CONTACT_EMAIL, THROTTLE_AUTH_RATE: "5/minute", MAIL_FROM: "Tempus <hello@tempus.test>" },
    deps: { mailer: outbox, clock: () => clock.now },
  });
  const config = testConfig({ CONTACT_EMAIL });
  const runJob = () =>
    deliverDueContactMessages(
      { db: context.database.db, config, clock: () => clock.now, mailer: outbox },
      silent,
    );

  it("stores the message, mails it to CONTACT_EMAIL and answers 201 with its public fields", async () => {
    const body = message({ company_name: "  Analytical Engines Ltd ", name: " Ada Lovelace " });
    const before = smtp.received.length;
    const response = await send(context, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      name: "Ada Lovelace",
      email: body.email,
      company_name: "Analytical Engines Ltd",
      subject: "Pricing for a team",
      message: "Hello,\nwhat does Tempus cost for 12 people?",
    });

    const mail = await smtp.nth(before + 1);
    expect(mail.from?.value).toEqual([{ name: "Tempus", address: "hello@tempus.test" }]);
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe(CONTACT_EMAIL);
    expect(mail.replyTo?.value).toEqual([{ name: "Ada Lovelace", address: body.email }]);
    expect(mail.subject).toBe("Contact form: Pricing for a team");
    expect(mail.text).toContain(`E-mail: ${body.email}`);
    expect(mail.text).toContain("Company: Analytical Engines Ltd");
    expect(mail.text).toContain("Hello,\nwhat does Tempus cost for 12 people?");
    expect(mail.html).toContain("Analytical Engines Ltd");

    const [row] = await storedRows(context, body.email);
    expect(row).toMatchObject({
      companyName: "Analytical Engines Ltd",
      language: "en",
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      createdAt: clock.now,
      deliveredAt: clock.now,
    });
  });

  it("answers company_name as an empty text when it is not given", async () => {
    const body = message();
    const response = await send(context, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ...body, company_name: "" });
  });

  it("words the mail in the visitor's language and escapes what they wrote", async () => {
    const before = smtp.received.length;
    const body = message({
      language: "de",
      subject: "Frage\r\nBcc: someone@example.com",
      message: "<b>Hallo</b> & tschüss",
    });
    const response = await send(context, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      name: body.name,
      email: body.email,
      company_name: "",
      subject: body.subject,
      message: body.message,
    });
    const mail = await smtp.nth(before + 1);
    expect(mail.subject).toBe("Kontaktformular: Frage Bcc: someone@example.com");
    expect(mail.bcc).toBeUndefined();
    expect(mail.text).toContain("Firma: –");
    expect(mail.html).toContain("&#60;b&#62;Hallo&#60;/b&#62; &#38; tschüss");
  });

  describe("refuses invalid messages with DRF's texts", () => {
    const required = ["name", "email", "subject", "message"] as const;
    const countRows = async () =>
      (await context.database.db.select({ id: contactMessage.id }).from(contactMessage)).length;
    let rowsBefore = 0;
    beforeAll(async () => {
      rowsBefore = await countRows();
    });

    it("names every missing field", async () => {
      const response = await send(context, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        name: ["This field is required."],
        email: ["This field is required."],
        subject: ["This field is required."],
        message: ["This field is required."],
      });
    });

    it.each(required)("a missing %s", async (field) => {
      const { [field]: _left, ...body } = message();
      const response = await send(context, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ [field]: ["This field is required."] });
    });

    it.each(required)("a blank %s", async (field) => {
      const response = await send(context, message({ [field]: "  " }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ [field]: ["This field may not be blank."] });
    });

    it.each([
      ["name", 100],
      ["email", 254],
      ["company_name", 200],
      ["subject", 200],
      ["message", 5000],
    ] as const)("a %s longer than %i characters", async (field, max) => {
      const tooLong =
        field === "email" ? `${"a".repeat(max - 11)}@example.com` : "x".repeat(max + 1);
      const response = await send(context, message({ [field]: tooLong }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        [field]: [`Ensure this field has no more than ${max} characters.`],
      });
    });

    it("an invalid e-mail address", async () => {
      const response = await send(context, message({ email: "ada@" }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ email: ["Enter a valid email address."] });
    });

    it("a null field, and a body that is not an object", async () => {
      const nulled = await send(context, { ...message(), company_name: null });
      expect(nulled.json()).toEqual({ company_name: ["This field may not be null."] });
      const list = await context.app.inject({
        method: "POST",
        url: URL,
        payload: "[]",
        headers: { "content-type": "application/json" },
        remoteAddress: nextAddress(),
      });
      expect(list.statusCode).toBe(400);
      expect(list.json()).toEqual({
        non_field_errors: ["Invalid data. Expected a dictionary, but got list."],
      });
    });

    it("stored none of them", async () => {
      expect(await countRows()).toBe(rowsBefore);
    });
  });

  it("limits messages per client address, with DRF's 429 and Retry-After", async () => {
    clock.now = new Date("2026-05-04T09:00:10Z");
    const ip = "10.8.0.1";
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(context, {}, { ip })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const throttled = await send(context, message(), { ip });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({
      detail: "Request was throttled. Expected available in 50 seconds.",
    });
    expect(throttled.headers["retry-after"]).toBe("50");
    expect((await send(context, message(), { ip: "10.8.0.2" })).statusCode).toBe(201);

    clock.now = new Date(clock.now.getTime() + MINUTE);
    expect((await send(context, message(), { ip })).statusCode).toBe(201);
  });

  it("stores the message first: a refused delivery still answers 201 and is kept for the job", async () => {
    outbox.use("refusing");
    try {
      const body = message();
      const response = await send(context, body);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ ...body, company_name: "" });
      const [row] = await storedRows(context, body.email);
      expect(row).toMatchObject({
        deliveredAt: null,
        attempts: 1,
        lastError: expect.stringContaining("ECONNREFUSED"),
        nextAttemptAt: new Date(clock.now.getTime() + MINUTE),
      });
    } finally {
      outbox.use("delivering");
    }
  });

  it("retries a failed delivery from the job with backoff until it arrives, once", async () => {
    outbox.use("refusing");
    const body = message({ subject: "Retried" });
    expect((await send(context, body)).statusCode).toBe(201);
    const start = clock.now.getTime();
    // Not due yet: nothing happens (the previous test's message is due with this one, below).
    expect(await runJob()).toBe(0);
    expect((await storedRows(context, body.email))[0].attempts).toBe(1);

    clock.now = new Date(start + MINUTE);
    expect(await runJob()).toBe(0);
    let [row] = await storedRows(context, body.email);
    expect(row).toMatchObject({
      attempts: 2,
      deliveredAt: null,
      nextAttemptAt: new Date(start + 6 * MINUTE),
    });

    outbox.use("delivering");
    const before = smtp.received.length;
    clock.now = new Date(start + 6 * MINUTE);
    // Two instances at once: each message is claimed by one of them.
    const delivered = await Promise.all([runJob(), runJob()]);
    expect(delivered[0] + delivered[1]).toBe(2);
    [row] = await storedRows(context, body.email);
    expect(row).toMatchObject({
      attempts: 3,
      deliveredAt: clock.now,
      nextAttemptAt: null,
      lastError: expect.stringContaining("ECONNREFUSED"),
    });
    await smtp.nth(before + 2);
    expect(smtp.received.slice(before).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(["Contact form: Retried", "Contact form: Pricing for a team"]),
    );
    expect(await runJob()).toBe(0);
    expect(smtp.received.length).toBe(before + 2);
  });

  it("backs off 1, 5 and 30 minutes, then hourly, and gives up after the maximum", () => {
    const now = new Date("2026-05-04T10:00:00Z");
    const delays = [1, 2, 3, 4, 10, MAX_DELIVERY_ATTEMPTS - 1].map(
      (attempts) => ((nextAttemptAfter(attempts, now)?.getTime() ?? 0) - now.getTime()) / MINUTE,
    );
    expect(delays).toEqual([1, 5, 30, 60, 60, 60]);
    expect(nextAttemptAfter(MAX_DELIVERY_ATTEMPTS, now)).toBeNull();
  });

  describe("a plain HTML form (no JavaScript)", () => {
    it.each([
      ["en", "/contact?sent=1#sent"],
      ["de", "/de/contact?sent=1#sent"],
      ["fr", "/fr/contact?sent=1#sent"],
      ["nl", "/nl/contact?sent=1#sent"],
    ])("sends the browser on to the %s page when the message is stored", async (language, to) => {
      const fields = { ...message(), company_name: "", language };
      const response = await sendForm(context, fields);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(to);
      expect(response.body).toBe("");
      const [row] = await storedRows(context, fields.email);
      expect(row).toMatchObject({ name: fields.name, companyName: "", language });
    });

    it.each([
      ["en", "/contact?failed=1#failed"],
      ["de", "/de/contact?failed=1#failed"],
      ["fr", "/fr/contact?failed=1#failed"],
      ["nl", "/nl/contact?failed=1#failed"],
    ])("sends the browser back to the %s page when it is invalid", async (language, to) => {
      const fields = { ...message({ email: "not-an-address" }), language };
      const response = await sendForm(context, fields);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(to);
      expect(await storedRows(context, fields.email)).toEqual([]);
    });

    it("answers a client that prefers JSON as for a JSON body", async () => {
      const body = message();
      const created = await sendForm(context, body, "application/json");
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ ...body, company_name: "" });
      const refused = await sendForm(context, { name: "", email: "x" }, "*/*");
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        name: ["This field may not be blank."],
        email: ["Enter a valid email address."],
        subject: ["This field is required."],
        message: ["This field is required."],
      });
    });

    it("is taken by this route only: elsewhere a form body stays a 415", async () => {
      const response = await context.app.inject({
        method: "POST",
        url: "/api/auth/jwt/create/",
        payload: "username=ada&password=secret",
        headers: { "content-type": FORM },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        detail: 'Unsupported media type "application/x-www-form-urlencoded" in request.',
      });
    });
  });

  it("is described in the OpenAPI document", async () => {
    const document = (await context.app.inject({ method: "GET", url: "/api/schema/" })).json();
    const operation = document.paths[URL].post;
    expect(Object.keys(operation.requestBody.content)).toEqual(["application/json", FORM]);
    expect(Object.keys(operation.responses)).toEqual([
      "201",
      "303",
      "400",
      "401",
      "413",
      "415",
      "429",
      "500",
      "503",
    ]);
    expect(document.components.schemas.ContactMessage.required).toEqual([
      "name",
      "email",
      "company_name",
      "subject",
      "message",
    ]);
  });
});

describe("the contact form without CONTACT_EMAIL", () => {
  const logLines: string[] = [];
  const outbox = captureMailer();
  const context = useTestApp({
    env: { LOG_LEVEL: "info" },
    deps: {
      mailer: outbox,
      logger: true,
      logStream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  });

  it("keeps the message undelivered, logs it once and schedules no retries", async () => {
    const body = message({ company_name: "Engines" });
    const response = await send(context, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(body);

    const [row] = await storedRows(context, body.email);
    expect(row).toMatchObject({ deliveredAt: null, attempts: 0, nextAttemptAt: null });
    const logged = logLines
      .map((line) => JSON.parse(line))
      .filter((line) => line.contactMessage !== undefined);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 30,
        msg: "contact message stored (CONTACT_EMAIL is not set, so it is logged instead of mailed)",
        requestId: expect.any(String),
        contactMessage: { id: row.id, ...body },
      }),
    ]);

    const job = await deliverDueContactMessages(
      {
        db: context.database.db,
        config: testConfig(),
        clock: () => new Date(Date.now() + 365 * 24 * 60 * MINUTE),
        mailer: outbox,
      },
      silent,
    );
    expect(job).toBe(0);
    expect(outbox.sent).toEqual([]);
  });
});
