import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { startMailbox } from "../helpers/mailbox.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const pad = (value: number) => String(value).padStart(2, "0");
const day = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Last month, as the editor proposes it, and two days in its middle. */
const now = new Date();
const firstDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const lastDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
const onDay = (dayOfMonth: number, hour: number) =>
  new Date(
    Date.UTC(firstDay.getUTCFullYear(), firstDay.getUTCMonth(), dayOfMonth, hour),
  ).toISOString();

describe("invoicing", () => {
  let server: RunningServer;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: ReturnType<typeof apiClient>;
  let globex: number;
  let initech: number;

  beforeAll(async () => {
    mailbox = await startMailbox();
    [server, browser] = await Promise.all([
      startServer({ SMTP_URL: mailbox.url }),
      launchBrowser(),
    ]);
    api = apiClient(server.baseUrl);
    const tokens = await api.signUp("biller", "invoicing-passphrase");
    const me = await api.call("GET", "/auth/users/me/");
    await api.call("PATCH", `/masterdata/company-info/${me.company}/`, {
      setup_completed: true,
      timezone: "UTC",
      default_currency: "EUR",
      street: "Hauptstraße 1",
      zip_code: "10115",
      city: "Berlin",
      country: "DE",
      vat_id: "DE123456788",
      default_tax_rate: "19.00",
      payment_terms_days: 14,
    });
    const debtor = (name: string) =>
      api.call("POST", "/projectmanagement/debtor/", {
        name,
        city: "Hamburg",
        country: "DE",
        invoice_email: `billing@${name.toLowerCase()}.example`,
      });
    globex = (await debtor("Globex")).id;
    initech = (await debtor("Initech")).id;
    /** A project of `debtorId` at `rate` an hour, with `hours` logged on the 10th of last month. */
    const trackedProject = async (debtorId: number, name: string, rate: string, hours: number) => {
      const project = await api.call("POST", "/projectmanagement/project/", {
        name,
        debtor: debtorId,
      });
      await api.call("POST", "/projectmanagement/hourly-rate-rule/", {
        project: project.id,
        rate_type: "hourly",
        rate,
      });
      await api.call("POST", "/projectmanagement/timelog/", {
        project: project.id,
        description: `${name} work`,
        start: onDay(10, 8),
        end: onDay(10, 8 + hours),
        billable: true,
      });
    };
    await trackedProject(globex, "Website", "90", 2);
    await trackedProject(globex, "Shop", "120", 3);
    await trackedProject(initech, "TPS reports", "100", 1);
    context = await browser.newContext(desktop);
    await context.addCookies([
      { name: "cookieConsent", value: "necessary", url: server.baseUrl },
      { name: "jwtToken", value: encodeURIComponent(JSON.stringify(tokens)), url: server.baseUrl },
    ]);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it("bills the time of two projects grouped by project: preview, issue, payment, paid", async () => {
    // The dashboard names who is ready to bill, most time first, each a click from its invoice.
    await page.goto(`${server.baseUrl}/app`);
    await expect
      .poll(() => page.getByTestId("ready-to-bill").allTextContents())
      .toEqual(["Globex5:00 h · €540.00Create invoice", "Initech1:00 h · €100.00Create invoice"]);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Create invoice for Globex" }).click();
    await page.waitForURL(`**/app/invoices/new?debtor=${globex}`);
    await expect.poll(() => page.locator("#field-debtor").textContent()).toBe("Globex");

    await page.locator("#field-service_from").fill(day(firstDay));
    await page.locator("#field-service_until").fill(day(lastDay));
    await page.locator("#field-grouping").click();
    await page.getByRole("option", { name: "One line per project", exact: true }).click();
    // axe measures contrast: only once the menu has faded out and left the page (a role query
    // stops seeing it as soon as it is hidden, while it still fades).
    await page.locator('[role="listbox"]').waitFor({ state: "detached" });
    const preview = page.getByTestId("invoice-preview");
    await expect
      .poll(() => preview.getByTestId("invoice-lines").locator("tbody tr").allTextContents())
      .toEqual(["Shop3 h€120.0019 %€360.00", "Website2 h€90.0019 %€180.00"]);
    expect(await preview.getByTestId("net-total").textContent()).toBe("€540.00");
    expect(await preview.getByTestId("tax-total").textContent()).toBe("€102.60");
    expect(await preview.getByTestId("gross-total").textContent()).toBe("€642.60");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Create draft" }).click();
    await page.waitForURL(/\/app\/invoices\/\d+$/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toMatch(/^Draft \d+$/);
    expect(await page.getByTestId("gross-total").textContent()).toBe("€642.60");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Issue" }).click();
    const confirmation = page.getByRole("dialog");
    const year = now.getFullYear();
    // The number it will take, asked of the server for the issue date.
    await expect
      .poll(() => confirmation.textContent())
      .toContain(`It gets the number ${year}-0001 and a total of €642.60.`);
    await confirmation.getByRole("button", { name: "Issue" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(`Invoice ${year}-0001`);
    expect(await page.getByTestId("invoice-status").textContent()).toBe("IssuedUnpaid");
    await page.locator('[role="dialog"]').waitFor({ state: "detached" });
    await expectNoAxeViolations(page);

    // The PDF: shown in the page and downloaded under the invoice's number.
    await expect.poll(() => page.getByTestId("pdf-preview").count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "PDF", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${year}-0001.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.includes("factur-x.xml")).toBe(true);

    // Sent by e-mail: the mail with the PDF arrives, and the invoice says so.
    await page.getByRole("button", { name: "Send by e-mail" }).click();
    const sending = page.getByRole("dialog");
    // The dialog starts from the debtor's invoice address, which can be changed.
    await expect
      .poll(() => sending.locator("#send-to").inputValue())
      .toBe("billing@globex.example");
    await sending.getByRole("button", { name: "Send", exact: true }).click();
    const mail = await mailbox.latestTo("billing@globex.example");
    expect(mail.attachments.map((attachment) => attachment.filename)).toContain(`${year}-0001.pdf`);
    await expect.poll(() => page.getByTestId("delivery").textContent()).toMatch(/^Delivered/);
    await page.locator('[role="dialog"]').waitFor({ state: "detached" });
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Record payment" }).click();
    const payment = page.getByRole("dialog");
    expect(await payment.locator("#payment-amount").inputValue()).toBe("642.60");
    await payment.locator("#payment-amount").fill("600");
    await payment.getByRole("button", { name: "Record" }).click();
    await expect
      .poll(() => page.getByTestId("invoice-status").textContent())
      .toBe("IssuedPartly paid");
    await page.getByRole("button", { name: "Record payment" }).click();
    expect(await page.getByRole("dialog").locator("#payment-amount").inputValue()).toBe("42.60");
    await page.getByRole("dialog").getByRole("button", { name: "Record" }).click();
    await expect.poll(() => page.getByTestId("invoice-status").textContent()).toBe("IssuedPaid");
    expect(await page.getByTestId("payments").locator("tbody tr").count()).toBe(2);

    await page.goto(`${server.baseUrl}/app/invoices`);
    await expect
      .poll(() => page.getByTestId("invoices-table").locator("tbody tr").allTextContents())
      .toEqual([
        expect.stringMatching(new RegExp(`^${year}-0001Globex.*€642\\.60–?.*IssuedPaid$`)),
      ]);
    await expectNoAxeViolations(page);
  });

  it("cancels an invoice by a credit note and its time is billable again", async () => {
    const draft = await api.call("POST", "/invoicing/invoice/", {
      debtor: initech,
      service_from: day(firstDay),
      service_until: day(lastDay),
      grouping: "total",
    });
    const issued = await api.call("POST", `/invoicing/invoice/${draft.id}/issue/`, {});
    // The credit note draws the next number of the same series.
    const [year, sequence] = issued.number.split("-");
    const creditNoteNumber = `${year}-${String(Number(sequence) + 1).padStart(4, "0")}`;
    await page.goto(`${server.baseUrl}/app/project-time/debtor/${initech}`);
    await expect
      .poll(() => page.getByTestId("debtor-unbilled").textContent())
      .toBe("Unbilled: 0:00 h billable, –");

    await page.goto(`${server.baseUrl}/app/invoices/${draft.id}`);
    await page.getByRole("button", { name: "Issue credit note" }).click();
    const dialog = page.getByRole("dialog");
    expect(
      await dialog.getByLabel("Make the credited lines' time logs billable again").isChecked(),
    ).toBe(true);
    // axe measures contrast: only once the dialog has faded in.
    await expect
      .poll(() =>
        dialog.evaluate(
          (element) => getComputedStyle(element.closest(".MuiDialog-container") ?? element).opacity,
        ),
      )
      .toBe("1");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Issue credit note" }).click();
    await expect.poll(() => page.getByTestId("invoice-status").textContent()).toBe("Cancelled");
    await page.getByRole("link", { name: /open the credit note/ }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(`Credit note ${creditNoteNumber}`);
    await expectNoAxeViolations(page);

    await page.goto(`${server.baseUrl}/app/project-time/debtor/${initech}`);
    await expect
      .poll(() => page.getByTestId("debtor-unbilled").textContent())
      .toBe("Unbilled: 1:00 h billable, €100.00");
    await page.getByRole("link", { name: "Create invoice" }).click();
    await expect
      .poll(() => page.getByTestId("invoice-preview").getByTestId("gross-total").textContent())
      .toBe("€119.00");
  });
});
