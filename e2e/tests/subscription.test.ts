import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const PASSWORD = "subscription-journey-passphrase";

/** A day as the app writes it in English ("Mar 10, 2026"); the company's days are cut in UTC. */
const english = (day: Date) =>
  new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(day);

/**
 * An owner's subscription from the first plan to a cancellation taken back,
 * checking the amounts the page shows to the cent: Team at €6.00 per user,
 * increased on the period's first day from 1 to 3 users costs €6.00 for the
 * one user plus €12.00 for the two added, €18.00.
 */
describe("subscription", () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;
  let access: string;

  const text = (testId: string) => page.getByTestId(testId).textContent();
  /** axe on the page once its transitions (a dialog fading in) have finished or were replaced. */
  const checkAccessibility = async () => {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ).then(() => undefined),
    );
    await expectNoAxeViolations(page);
  };
  const api = (method: string, path: string, body?: unknown) =>
    fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${access}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((response) => response.json());

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    owner = await browser.newContext({ ...desktop, timezoneId: "UTC" });
    await owner.addCookies([{ name: "cookieConsent", value: "necessary", url: server.baseUrl }]);
    page = await owner.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("signs up and chooses the Team plan", async () => {
    await page.goto(`${server.baseUrl}/signup`);
    await page.getByLabel("Username").fill("ledger");
    await page.getByLabel("E-mail address").fill("owner@ledger.example");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Repeat password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL("**/app/legal/verifyemail");
    const tokens = JSON.parse(
      decodeURIComponent(
        (await owner.cookies()).find((cookie) => cookie.name === "jwtToken")?.value ?? "{}",
      ),
    );
    access = tokens.access;
    const me = await api("GET", "/auth/users/me/");
    await api("PATCH", `/masterdata/company-info/${me.company}/`, {
      setup_completed: true,
      timezone: "UTC",
    });

    await page.goto(`${server.baseUrl}/app/legal/changesubscription`);
    await page.getByTestId("plan-Team").getByRole("button", { name: "Choose this plan" }).click();
    const [period] = (await api("GET", "/billing/billing-period/?status=active")).results;
    await expect
      .poll(() => text("current-period"))
      .toBe(
        `${english(new Date(`${period.start_date}T00:00:00Z`))} – ${english(new Date(`${period.end_date}T00:00:00Z`))} · 1 user now, 1 user from the next period`,
      );
    expect(await text("period-total")).toBe("Total this period: €6.00");
    expect(await text("next-period")).toContain("Team, 1 user, €6.00");
    await checkAccessibility();
  });

  it("increases now from 1 to 3 users after being told the price: €18.00", async () => {
    await page.getByTestId("increase-input").fill("3");
    await page.getByRole("button", { name: "Increase now" }).click();
    const dialog = page.getByRole("dialog", { name: "Add users now?" });
    await expect
      .poll(() => dialog.getByTestId("increase-quote").textContent())
      .toBe(
        "2 more users from today: €12.00 is charged now for the rest of this period. This period's total becomes €18.00; from the next period you pay €18.00 per period.",
      );
    await checkAccessibility();
    await dialog.getByRole("button", { name: "Add users for €12.00" }).click();
    await expect.poll(() => text("period-total")).toBe("Total this period: €18.00");
    expect(
      await page.getByTestId("period-figures").getByRole("listitem").allTextContents(),
    ).toEqual([
      "1 user for the whole period at €6.00",
      `2 users added on ${english(new Date())}, for the rest of the period: €12.00`,
    ]);
    expect(await text("current-period")).toContain("3 users now, 3 users from the next period");
    expect(await text("next-period")).toContain("Team, 3 users, €18.00");
    await expect
      .poll(() => page.getByTestId("period-row").getByRole("cell").nth(2).textContent())
      .toBe("€18.00");
  });

  it("schedules fewer users for the next period: this period stays at €18.00", async () => {
    await page.getByTestId("next-input").fill("2");
    await page.getByRole("button", { name: "Change next period" }).click();
    await expect.poll(() => text("next-period")).toContain("Team, 2 users, €12.00");
    expect(await text("period-total")).toBe("Total this period: €18.00");
    expect(await text("current-period")).toContain("3 users now, 2 users from the next period");
  });

  it("switches to Business after being told the price: nothing now, €19.00 next", async () => {
    await page
      .getByTestId("plan-Business")
      .getByRole("button", { name: "Switch to this plan" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Switch to Business?" });
    await expect
      .poll(() => dialog.getByTestId("switch-quote").textContent())
      .toMatch(
        /^€0\.00 is charged now: Business applies from the next period, which starts on .+\. The next period then costs €19\.00: 2 users at €9\.50 each\.$/,
      );
    await checkAccessibility();
    await dialog.getByRole("button", { name: "Switch to Business" }).click();
    await expect.poll(() => text("next-period")).toContain("Business, 2 users, €19.00");
    expect(await text("period-total")).toBe("Total this period: €18.00");
    expect(await page.getByTestId("plan-Business").textContent()).toContain("from the next period");
  });

  it("cancels, then undoes the cancellation before the period ends", async () => {
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("button", { name: "Cancel at period end" }).click();
    await expect.poll(() => page.getByTestId("cancelled-notice").count()).toBe(1);
    expect(await page.getByTestId("next-period").count()).toBe(0);
    expect(await text("period-total")).toBe("Total this period: €18.00");
    await expect
      .poll(() => page.getByTestId("period-row").first().textContent())
      .toContain("cancelled at period end");
    await checkAccessibility();

    await page
      .getByTestId("cancelled-notice")
      .getByRole("button", { name: "Undo cancellation" })
      .click();
    await expect.poll(() => page.getByTestId("cancelled-notice").count()).toBe(0);
    await expect.poll(() => text("next-period")).toContain("Business, 2 users, €19.00");
    await expect
      .poll(() => page.getByTestId("period-row").first().textContent())
      .toContain("active");
    expect((await api("GET", "/billing/billing-period/?status=active")).results[0]).toMatchObject({
      cancel_at_period_end: false,
      total_amount: "18.00",
      next_total_amount: "19.00",
    });
  });

  it("shows the plans, dates and amounts in German", async () => {
    await api("PATCH", "/auth/users/me/", { language_preference: "de" });
    await page.reload();
    await expect.poll(() => text("period-total")).toBe("Gesamt in diesem Zeitraum: 18,00\u00a0€");
    await expect
      .poll(() => page.getByTestId("plan-Team").textContent())
      .toContain("Für kleine Teams, die sich Projekte und Kunden teilen.");
    expect(await page.getByTestId("plan-Business").textContent()).toContain("Alles aus Team");
    const day = new Intl.DateTimeFormat("de", { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(),
    );
    expect(await text("current-period")).toContain(`${day} – `);
    expect(await text("current-period")).toContain(
      "jetzt 3 Nutzer, ab dem nächsten Zeitraum 2 Nutzer",
    );
    await checkAccessibility();
  });
});
