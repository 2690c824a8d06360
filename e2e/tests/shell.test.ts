import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

describe("the public shell", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("serves the home page as finished HTML, readable without JavaScript", async () => {
    const context = await browser.newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${server.baseUrl}/`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(
      "Tempus – time tracking and billing for freelancers and companies",
    );
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Every working hour, tracked and billed",
    );
    // The MUI styles are inlined: the hero button is orange (the brand's darker, AA-contrast
    // orange, #b85000) before any script ran.
    const background = await page
      .getByRole("link", { name: "Start tracking for free" })
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe("rgb(184, 80, 0)");
    await context.close();
  });

  it("switches to German with the language switch and keeps it on the next visit", async () => {
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole("button", { name: "Accept all" }).click();
    // The language switch lists the same page in each language; German is at /de.
    await page.getByRole("banner").getByLabel("Language: EN (English)").click();
    await page.getByRole("banner").getByRole("link", { name: "Deutsch" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Jede Arbeitsstunde erfasst und abgerechnet");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    expect(new URL(page.url()).pathname).toBe("/de");

    // The next visit of the English address lands on the German page.
    await page.goto(`${server.baseUrl}/`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Jede Arbeitsstunde erfasst und abgerechnet");
    // The cookie banner remembered the choice.
    expect(await page.getByRole("dialog", { name: "Cookies" }).count()).toBe(0);
    await context.close();
  });

  it("shows the not-found view for an unknown page, with status 404", async () => {
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    const response = await page.goto(`${server.baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Page Not Found");
    expect(await page.getByTestId("error-code").textContent()).toBe("Error 404");
    await context.close();
  });

  it("answers the API beside the web app", async () => {
    const response = await fetch(`${server.baseUrl}/api/health/`);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });
});
