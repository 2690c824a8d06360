import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SITE_FOOTER,
  SITE_LANGUAGES,
  SITE_NAV,
  SITE_PATHS,
  splitLocalizedPath,
} from "../../apps/web/app/site/pages.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { startMailbox } from "../helpers/mailbox.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const CONSENTED = (baseUrl: string) => [
  { name: "cookieConsent", value: "necessary", url: baseUrl },
];

describe("the public website", () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mailbox = await startMailbox();
    [server, browser] = await Promise.all([
      startServer({ SMTP_URL: mailbox.url, CONTACT_EMAIL: "hello@tempus.example" }),
      launchBrowser(),
    ]);
    context = await browser.newContext({ ...desktop, acceptDownloads: true });
    await context.addCookies(CONSENTED(server.baseUrl));
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it("serves every page in every language with its text, title, description, canonical, alternates and sharing tags, and no axe violation", async () => {
    for (const path of SITE_PATHS) {
      const response = await page.goto(`${server.baseUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(
        splitLocalizedPath(path).language,
      );
      expect(await page.locator("h1").count(), path).toBe(1);
      expect((await page.title()).length, path).toBeGreaterThan(10);
      const head = await page.evaluate(() => ({
        description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
        alternates: [...document.querySelectorAll('link[rel="alternate"]')].map((link) =>
          link.getAttribute("hreflang"),
        ),
        og: ["og:title", "og:description", "og:url", "og:image"].map((name) =>
          document.querySelector(`meta[property="${name}"]`)?.getAttribute("content"),
        ),
      }));
      expect(head.description?.length, path).toBeGreaterThan(50);
      expect(head.canonical).toBe(`${server.baseUrl}${path}`);
      expect(head.alternates).toEqual([...SITE_LANGUAGES, "x-default"]);
      expect(head.og[2]).toBe(`${server.baseUrl}${path}`);
      expect(head.og.every(Boolean), path).toBe(true);
      // No React, router or app code on a public page: /site.js and at most the page's own script.
      const scripts = await page.evaluate(() =>
        [...document.scripts]
          .filter((script) => script.src || !script.type.startsWith("application/"))
          .map((script) => new URL(script.src || "inline:", location.href).pathname),
      );
      expect(scripts, path).toEqual(
        path.endsWith("/tools/timesheet") ? ["/site.js", "/timesheet.js"] : ["/site.js"],
      );
      await expectNoAxeViolations(page);
    }
    expect(pageErrors).toEqual([]);
  }, 420_000);

  it("lets a visitor walk the header and the footer to every page", async () => {
    const targets: { path: string }[] = [
      ...SITE_NAV,
      ...SITE_FOOTER.flatMap((column): readonly { path: string }[] => column.links),
    ];
    for (const target of targets) {
      await page.goto(`${server.baseUrl}/`);
      const region = SITE_NAV.some((item) => item.path === target.path)
        ? page.getByRole("banner")
        : page.locator("footer");
      await region.locator(`a[href="${target.path}"]`).first().click();
      await page.waitForURL(`${server.baseUrl}${target.path}`);
      expect(await page.locator("h1").count(), target.path).toBe(1);
    }
  }, 120_000);

  it("switches to German without English in the German HTML, and remembers the choice", async () => {
    await page.goto(`${server.baseUrl}/features`);
    const englishHeading = await page.locator("h1").textContent();
    const banner = page.getByRole("banner");
    await banner.getByLabel("Language: EN (English)").click();
    await banner.getByRole("link", { name: "Deutsch" }).click();
    await page.waitForURL(`${server.baseUrl}/de/features`);
    const germanHeading = await page.locator("h1").textContent();
    expect(germanHeading).toBe("Alles, was Tempus kann");
    // The HTML as it arrives, before any script, is German.
    const html = await (await fetch(`${server.baseUrl}/de/features`)).text();
    expect(html).toContain(`<html lang="de">`);
    expect(html).toContain(germanHeading);
    expect(html).not.toContain(englishHeading);
    // The choice is remembered: the English address now leads to the German page.
    await page.goto(`${server.baseUrl}/pricing`);
    expect(new URL(page.url()).pathname).toBe("/de/pricing");
    await banner.getByLabel("Sprache: DE (Deutsch)").click();
    await banner.getByRole("link", { name: "English" }).click();
    await page.waitForURL(`${server.baseUrl}/pricing`);
    await page.goto(`${server.baseUrl}/features`);
    expect(new URL(page.url()).pathname).toBe("/features");
  });

  it("offers every page in French and Dutch, remembers the choice, and keeps the list closable with Escape", async () => {
    await page.goto(`${server.baseUrl}/faq`);
    const banner = page.getByRole("banner");
    const choice = banner.getByLabel("Language: EN (English)");
    await choice.click();
    const list = banner.getByRole("link", { name: "Français" });
    await expect.poll(() => list.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => list.isVisible()).toBe(false);
    await choice.click();
    await list.click();
    await page.waitForURL(`${server.baseUrl}/fr/faq`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    expect(await page.locator("h1").textContent()).not.toBe("");
    await page.goto(`${server.baseUrl}/pricing`);
    expect(new URL(page.url()).pathname).toBe("/fr/pricing");
    await banner.getByLabel(/^Langue\s:\sFR \(Français\)$/).click();
    await banner.getByRole("link", { name: "Nederlands" }).click();
    await page.waitForURL(`${server.baseUrl}/nl/pricing`);
    await page.goto(`${server.baseUrl}/`);
    expect(new URL(page.url()).pathname).toBe("/nl");
    await banner.getByLabel("Taal: NL (Nederlands)").click();
    await banner.getByRole("link", { name: "English" }).click();
    await page.waitForURL(`${server.baseUrl}/`);
  });

  it("sends the contact form: the browser and the server check it, and the mail arrives", async () => {
    await page.goto(`${server.baseUrl}/contact`);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/website/contact/")) requests.push(request.method());
    });
    // Empty required fields: the browser stops the form.
    await page.getByRole("button", { name: "Send message" }).click();
    expect(requests).toEqual([]);
    // The server's messages appear at their fields.
    await page.getByLabel("Your name").fill("Grace");
    await page.getByLabel("E-mail", { exact: true }).fill("grace@example.com");
    await page.getByLabel("Subject", { exact: true }).fill("   ");
    await page.getByLabel("Message", { exact: true }).fill("   ");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect
      .poll(() => page.locator('[data-error-for="subject"]').textContent())
      .toBe("This field may not be blank.");
    expect(await page.locator('[data-error-for="message"]').textContent()).toBe(
      "This field may not be blank.",
    );
    expect(await page.locator("#failed").isVisible()).toBe(true);
    // A valid message: a success banner, and the mail reaches the operator.
    await page.getByLabel("Company").fill("Hopper Ltd");
    await page.getByLabel("Subject", { exact: true }).fill("A question about rates");
    await page
      .getByLabel("Message", { exact: true })
      .fill("Can a rule apply to one person on one project?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => page.locator("#sent").isVisible()).toBe(true);
    const mail = await mailbox.latestTo("hello@tempus.example");
    expect(mail.text).toContain("Can a rule apply to one person on one project?");
    expect(mail.replyTo?.text).toContain("grace@example.com");
  });

  it("sends the contact form with JavaScript off, and reads and navigates without it", async () => {
    const plain = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      javaScriptEnabled: false,
    });
    const phone = await plain.newPage();
    await phone.goto(`${server.baseUrl}/de`);
    expect(await phone.locator("h1").textContent()).toBe(
      "Jede Arbeitsstunde erfasst und abgerechnet",
    );
    await phone.getByLabel("Menü").click();
    await phone
      .getByRole("banner")
      .getByRole("link", { name: "Kontakt" })
      .or(phone.getByRole("banner").getByRole("link", { name: "Preise" }))
      .first()
      .click();
    await phone.waitForURL(/\/de\/pricing$/);
    await phone.goto(`${server.baseUrl}/de/contact`);
    await phone.getByLabel("Dein Name").fill("Ada");
    await phone.getByLabel("E-Mail", { exact: true }).fill("ada@example.com");
    await phone.getByLabel("Betreff").fill("Ohne JavaScript");
    await phone
      .getByLabel("Nachricht", { exact: true })
      .fill("Geht das Formular auch ohne Skript?");
    await phone.getByRole("button", { name: "Nachricht senden" }).click();
    await phone.waitForURL(/\/de\/contact\?sent=1#sent$/);
    expect(await phone.locator("#sent").isVisible()).toBe(true);
    await plain.close();
  });

  it("keeps two days in the timesheet tool across a reload and downloads them as CSV", async () => {
    await page.goto(`${server.baseUrl}/tools/timesheet`);
    const start = page.getByLabel(/^Start, /);
    await expect.poll(() => start.count()).toBeGreaterThan(27);
    await start.nth(0).fill("08:00");
    await page
      .getByLabel(/^End, /)
      .nth(0)
      .fill("17:00");
    await page
      .getByLabel(/^Break in minutes, /)
      .nth(0)
      .fill("30");
    await start.nth(1).fill("22:00");
    await page
      .getByLabel(/^End, /)
      .nth(1)
      .fill("06:00");
    await page
      .getByLabel(/^Break in minutes, /)
      .nth(1)
      .fill("60");
    await expect.poll(() => page.getByText("15:30").count()).toBeGreaterThan(0);
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByLabel(/^Start, /)
          .nth(1)
          .inputValue(),
      )
      .toBe("22:00");
    expect(
      await page
        .getByLabel(/^End, /)
        .nth(0)
        .inputValue(),
    ).toBe("17:00");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv.trim().split("\r\n").at(-1)).toBe("Total,,,,,15:30,15.50");
  });

  it("fits phones: no page scrolls sideways at 320 and 390 px, and the cookie banner's buttons are on screen", async () => {
    for (const width of [320, 390]) {
      const phone = await browser.newContext({
        viewport: { width, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      const tab = await phone.newPage();
      for (const path of SITE_PATHS) {
        await tab.goto(`${server.baseUrl}${path}`);
        const overflow = await tab.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
      await tab.goto(`${server.baseUrl}/`);
      for (const name of ["Only necessary", "Accept all"]) {
        const box = await tab.getByRole("button", { name }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(
          box &&
            box.x >= 0 &&
            box.y >= 0 &&
            box.x + box.width <= width &&
            box.y + box.height <= 740,
        ).toBe(true);
      }
      await tab.getByRole("button", { name: "Accept all" }).click();
      await tab.reload();
      expect(await tab.getByRole("button", { name: "Accept all" }).isVisible()).toBe(false);
      await phone.close();
    }
  }, 120_000);

  it("answers an unknown address with the site's 404 page in its language", async () => {
    const english = await page.goto(`${server.baseUrl}/no-such-page`);
    expect(english?.status()).toBe(404);
    expect(await page.title()).toBe("Page Not Found · Tempus");
    expect(await page.getByRole("main").count()).toBe(1);
    expect(await page.getByRole("banner").count()).toBe(1);
    const german = await page.goto(`${server.baseUrl}/de/gibt-es-nicht`);
    expect(german?.status()).toBe(404);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
  });

  it("serves sitemap.xml with every page in both languages and robots.txt", async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    for (const path of SITE_PATHS) expect(sitemap).toContain(`<loc>${server.baseUrl}${path}</loc>`);
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /app");
    expect(robots).toContain("Disallow: /api");
    expect(robots).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
  });
});
