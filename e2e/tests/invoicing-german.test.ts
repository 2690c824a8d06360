import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { startMailbox } from "../helpers/mailbox.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const pad = (value: number) => String(value).padStart(2, "0");
const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Two days of this week's work: the day before yesterday and yesterday (UTC, the company's zone). */
const today = new Date();
const daysAgo = (days: number, hour: number) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days, hour));
const first = daysAgo(2, 8);
const second = daysAgo(1, 9);

/**
 * A German freelancer bills this week's time: from Ready to bill to an invoice
 * for the period the unbilled logs cover, issued, sent with a CC and a copy to
 * themselves, a payment recorded and corrected, and one line credited, all in
 * German.
 */
describe("invoicing in German", () => {
  let server: RunningServer;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: ReturnType<typeof apiClient>;
  let debtorId: number;

  beforeAll(async () => {
    mailbox = await startMailbox();
    [server, browser] = await Promise.all([
      startServer({ SMTP_URL: mailbox.url }),
      launchBrowser(),
    ]);
    api = apiClient(server.baseUrl);
    const tokens = await api.signUp("freiberufler", "rechnungs-passphrase");
    // The account speaks German (its language preference decides the app's language).
    const me = await api.call("PATCH", "/auth/users/me/", { language_preference: "de" });
    await api.call("PATCH", `/masterdata/company-info/${me.company}/`, {
      setup_completed: true,
      timezone: "UTC",
      default_currency: "EUR",
      legal_name: "Erika Muster IT-Beratung",
      street: "Hauptstraße 1",
      zip_code: "10115",
      city: "Berlin",
      country: "DE",
      vat_id: "DE123456788",
      tax_number: "30/123/45678",
      iban: "DE02120300000000202051",
      bic: "BYLADEM1001",
      email: "erika@muster.example",
      default_tax_rate: "19.00",
      payment_terms_days: 14,
    });
    debtorId = (
      await api.call("POST", "/projectmanagement/debtor/", {
        name: "Globex GmbH",
        street: "Marktplatz 5",
        zip_code: "80331",
        city: "München",
        country: "DE",
        vat_id: "DE987654328",
        invoice_email: "rechnung@globex.example",
      })
    ).id;
    const project = async (name: string, rate: string) => {
      const created = await api.call("POST", "/projectmanagement/project/", {
        name,
        debtor: debtorId,
      });
      await api.call("POST", "/projectmanagement/hourly-rate-rule/", {
        project: created.id,
        rate_type: "hourly",
        rate,
      });
      return created.id as number;
    };
    const log = (projectId: number, start: Date, minutes: number) =>
      api.call("POST", "/projectmanagement/timelog/", {
        project: projectId,
        description: "Beratung",
        start: start.toISOString(),
        end: new Date(start.getTime() + minutes * 60_000).toISOString(),
        billable: true,
      });
    const consulting = await project("Beratung", "87.33");
    const workshop = await project("Workshop", "120.00");
    await log(consulting, first, 210);
    await log(workshop, second, 90);
    context = await browser.newContext({ ...desktop, locale: "de-DE" });
    await context.addCookies([
      { name: "cookieConsent", value: "necessary", url: server.baseUrl },
      { name: "preferredLanguage", value: "de", url: server.baseUrl },
      { name: "jwtToken", value: encodeURIComponent(JSON.stringify(tokens)), url: server.baseUrl },
    ]);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  /** The dialog, once it has faded in (axe measures contrast). */
  const openDialog = async () => {
    const dialog = page.getByRole("dialog");
    await expect
      .poll(() =>
        dialog.evaluate(
          (element) => getComputedStyle(element.closest(".MuiDialog-container") ?? element).opacity,
        ),
      )
      .toBe("1");
    return dialog;
  };
  /** Text as a person reads it: the no-break spaces German numbers and amounts use, as spaces. */
  const plain = (text: string | null) => (text ?? "").replace(/\s/g, " ");
  const dialogGone = () => page.locator('[role="dialog"]').waitFor({ state: "detached" });

  it("bills this week's time, sends it with a copy, corrects a payment and credits a line", async () => {
    // Ready to bill → the new invoice covers the days the unbilled logs are on, not last month.
    await page.goto(`${server.baseUrl}/app`);
    await page.getByRole("link", { name: "Rechnung erstellen für Globex GmbH" }).click();
    await page.waitForURL(`**/app/invoices/new?debtor=${debtorId}`);
    await expect.poll(() => page.locator("#field-service_from").inputValue()).toBe(isoDay(first));
    expect(await page.locator("#field-service_until").inputValue()).toBe(isoDay(second));
    // One line per project, each at its rate: 3.5 h × 87.33 = 305.66 (not the logs' sum of parts).
    const preview = page.getByTestId("invoice-preview");
    await expect
      .poll(async () =>
        (await preview.getByTestId("invoice-lines").locator("tbody tr").allTextContents()).map(
          plain,
        ),
      )
      .toEqual(["Beratung3,5 Std.87,33 €19 %305,66 €", "Workshop1,5 Std.120,00 €19 %180,00 €"]);
    expect(plain(await preview.getByTestId("gross-total").textContent())).toBe("577,94 €");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Entwurf anlegen" }).click();
    await page.waitForURL(/\/app\/invoices\/\d+$/);
    const invoiceId = Number(new URL(page.url()).pathname.split("/").at(-1));
    const draft = await api.call("GET", `/invoicing/invoice/${invoiceId}/`);
    expect([draft.service_from, draft.service_until]).toEqual([isoDay(first), isoDay(second)]);

    // Issued: the dialog names the number it takes.
    const year = today.getUTCFullYear();
    await page.getByRole("button", { name: "Ausstellen", exact: true }).click();
    const issuing = await openDialog();
    await expect
      .poll(async () => plain(await issuing.textContent()))
      .toContain(`Die Rechnung erhält die Nummer ${year}-0001 und einen Betrag von 577,94 €.`);
    await expectNoAxeViolations(page);
    await issuing.getByRole("button", { name: "Ausstellen", exact: true }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(`Rechnung ${year}-0001`);
    await dialogGone();

    // Sent to the debtor with the accountant in CC and a copy to the sender.
    await page.getByRole("button", { name: "Per E-Mail senden" }).click();
    const sending = await openDialog();
    await expect
      .poll(() => sending.locator("#send-to").inputValue())
      .toBe("rechnung@globex.example");
    await sending.locator("#send-cc").fill("buchhaltung@globex.example");
    await sending.getByLabel("Mir eine Kopie senden (freiberufler@example.com)").check();
    await expectNoAxeViolations(page);
    await sending.getByRole("button", { name: "Senden", exact: true }).click();
    const mail = await mailbox.latestTo("rechnung@globex.example");
    expect(mail.subject).toBe(`Rechnung ${year}-0001 von Erika Muster IT-Beratung`);
    expect(mail.cc && "text" in mail.cc ? mail.cc.text : "").toBe("buchhaltung@globex.example");
    expect(mail.attachments.map((attachment) => attachment.filename)).toContain(`${year}-0001.pdf`);
    expect((await mailbox.recipientsOf("rechnung@globex.example")).sort()).toEqual([
      "buchhaltung@globex.example",
      "freiberufler@example.com",
      "rechnung@globex.example",
    ]);
    await dialogGone();

    // A payment recorded with a typo, then corrected: the status follows.
    await page.getByRole("button", { name: "Zahlung erfassen" }).click();
    const paying = await openDialog();
    await paying.locator("#payment-amount").fill("57.94");
    await paying.getByRole("button", { name: "Erfassen" }).click();
    await expect
      .poll(() => page.getByTestId("invoice-status").textContent())
      .toBe("AusgestelltTeilweise bezahlt");
    await dialogGone();
    await page.getByRole("button", { name: /^Zahlung über 57,94\s€ vom .* bearbeiten$/ }).click();
    const correcting = await openDialog();
    await correcting.locator("#payment-amount").fill("577.94");
    await correcting.getByRole("button", { name: "Speichern" }).click();
    await expect
      .poll(() => page.getByTestId("invoice-status").textContent())
      .toBe("AusgestelltBezahlt");
    await dialogGone();
    await expectNoAxeViolations(page);

    // The workshop line credited: a Rechnungskorrektur for it, the invoice stays issued.
    await page.getByRole("button", { name: "Rechnungskorrektur erstellen" }).click();
    const crediting = await openDialog();
    await crediting.getByLabel("Ausgewählte Positionen").check();
    await crediting.getByLabel(/^2\. Workshop: 180,00\s€ netto$/).check();
    await expectNoAxeViolations(page);
    await crediting.getByRole("button", { name: "Rechnungskorrektur erstellen" }).click();
    await dialogGone();
    const original = await api.call("GET", `/invoicing/invoice/${invoiceId}/`);
    expect({
      status: original.status,
      credited_total: original.credited_total,
      credit_notes: original.credit_notes.length,
    }).toEqual({ status: "issued", credited_total: "214.20", credit_notes: 1 });
    const creditNote = await api.call("GET", `/invoicing/invoice/${original.credit_notes[0]}/`);
    expect([creditNote.type_code, creditNote.number, creditNote.gross_total]).toEqual([
      "381",
      `${year}-0002`,
      "214.20",
    ]);
  }, 120_000);
});
