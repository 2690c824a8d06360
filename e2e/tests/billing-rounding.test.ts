import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const pad = (value: number) => String(value).padStart(2, "0");
const day = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Last month, as the invoice editor proposes it, and instants on its 10th. */
const now = new Date();
const firstDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const lastDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
const onTenth = (hour: number, minute: number) =>
  new Date(
    Date.UTC(firstDay.getUTCFullYear(), firstDay.getUTCMonth(), 10, hour, minute),
  ).toISOString();

/** Billing rounding (decision 031): a rule changes the invoice's hours, never the logs' time. */
describe("billing rounding", () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: ReturnType<typeof apiClient>;
  let globex: number;
  let logs: number[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = apiClient(server.baseUrl);
    const tokens = await api.signUp("rounder", "rounding-passphrase");
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
    globex = (
      await api.call("POST", "/projectmanagement/debtor/", {
        name: "Globex",
        city: "Hamburg",
        country: "DE",
        invoice_email: "billing@globex.example",
      })
    ).id;
    const project = await api.call("POST", "/projectmanagement/project/", {
      name: "Website",
      debtor: globex,
    });
    await api.call("POST", "/projectmanagement/hourly-rate-rule/", {
      project: project.id,
      rate_type: "hourly",
      rate: "60",
    });
    // 10 and 20 minutes: 30 minutes worked, 45 billed once rounded up to quarters per log.
    logs = [];
    for (const [start, end] of [
      [onTenth(8, 0), onTenth(8, 10)],
      [onTenth(9, 0), onTenth(9, 20)],
    ])
      logs.push(
        (
          await api.call("POST", "/projectmanagement/timelog/", {
            project: project.id,
            description: "Support",
            start,
            end,
            billable: true,
          })
        ).id,
      );
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
  });

  /** The invoice editor's preview lines for Globex, last month, one line per project. */
  const previewLines = async () => {
    await page.goto(`${server.baseUrl}/app/invoices/new?debtor=${globex}`);
    await expect.poll(() => page.locator("#field-debtor").textContent()).toBe("Globex");
    await page.locator("#field-service_from").fill(day(firstDay));
    await page.locator("#field-service_until").fill(day(lastDay));
    await page.locator("#field-grouping").click();
    await page.getByRole("option", { name: "One line per project", exact: true }).click();
    await page.locator('[role="listbox"]').waitFor({ state: "detached" });
    return page.getByTestId("invoice-preview");
  };

  it("changes the invoice's hours but not the logs'", async () => {
    const before = await previewLines();
    await expect
      .poll(() => before.getByTestId("invoice-lines").locator("tbody tr").allTextContents())
      .toEqual(["Website0.5 h€60.0019 %€30.00"]);

    // The owner adds the company's rule on the activities and rates page.
    await page.goto(`${server.baseUrl}/app/project-time/activities`);
    const section = page.getByTestId("rounding-section");
    await section.getByRole("heading", { name: "Billing rounding" }).waitFor();
    await section.getByRole("button", { name: "Add rounding rule" }).click();
    await expect
      .poll(() => page.getByTestId("rounding-rules").locator("tbody tr").allTextContents())
      .toEqual(["The company (default)up to 15 min, per log"]);
    await expectNoAxeViolations(page);

    const after = await previewLines();
    await expect
      .poll(() => after.getByTestId("invoice-lines").locator("tbody tr").allTextContents())
      .toEqual(["Website (billed time rounded up to 15 min per entry)0.75 h€60.0019 %€45.00"]);
    expect(await after.getByTestId("net-total").textContent()).toBe("€45.00");

    // The logs keep their worked time; the billed time stands beside it and explains the amount.
    await page.goto(`${server.baseUrl}/app/project-time/timelog`);
    await expect
      .poll(() => page.getByTestId("timelog-billed").allTextContents())
      .toEqual(["billed 0:30", "billed 0:15"]);
    expect(await page.getByTestId("timelog-amount").allTextContents()).toEqual([
      "€30.00",
      "€15.00",
    ]);
    await expectNoAxeViolations(page);
    for (const [id, seconds] of [
      [logs[0], 600],
      [logs[1], 1200],
    ]) {
      const log = await api.call("GET", `/projectmanagement/timelog/${id}/`);
      expect([log.duration_seconds, log.billed_seconds]).toEqual([
        seconds,
        seconds === 600 ? 900 : 1800,
      ]);
    }
  });
});
