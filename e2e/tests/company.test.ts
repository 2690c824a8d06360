import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { linkIn, startMailbox } from "../helpers/mailbox.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const PASSWORD = "company-journey-passphrase";
/** A 1×1 orange PNG. */
const LOGO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

describe("company administration", () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let owner: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    mailbox = await startMailbox();
    [server, browser] = await Promise.all([
      startServer({ SMTP_URL: mailbox.url }),
      launchBrowser(),
    ]);
    owner = await browser.newContext(desktop);
    await owner.addCookies([{ name: "cookieConsent", value: "necessary", url: server.baseUrl }]);
    page = await owner.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it("a new owner completes the set-up wizard and lands on the dashboard", async () => {
    await page.goto(`${server.baseUrl}/signup`);
    await page.getByLabel("Username").fill("acme");
    await page.getByLabel("E-mail address").fill("owner@acme.example");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Repeat password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL("**/app/legal/verifyemail");

    await page.goto(`${server.baseUrl}/app`);
    await page.waitForURL("**/app/setup");
    await page.getByLabel("Company name").fill("Acme Consulting");
    const file = join(mkdtempSync(join(tmpdir(), "tempus-logo-")), "logo.png");
    writeFileSync(file, LOGO);
    await page.getByTestId("logo-input").setInputFiles(file);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.waitForURL("**/app/setup?step=1");
    await expect.poll(() => page.getByTestId("company-logo").count()).toBe(1);

    await page.reload();
    await expect.poll(() => page.getByLabel("Time zone").count()).toBe(1);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.waitForURL("**/app/setup?step=2");
    await page.getByTestId("plan-Team").getByRole("button", { name: "Choose this plan" }).click();
    await page.waitForURL("**/app/setup?step=3");
    await page.getByLabel("Customer (debtor)").fill("Globex");
    await page.getByLabel("Project").fill("Website relaunch");
    await page.getByRole("button", { name: "Finish set-up" }).click();
    await page.waitForURL(/\/app$/);
    const tokens = JSON.parse(
      decodeURIComponent(
        (await owner.cookies()).find((cookie) => cookie.name === "jwtToken")?.value ?? "{}",
      ),
    );
    const projects = await fetch(`${server.baseUrl}/api/projectmanagement/project/`, {
      headers: { authorization: `Bearer ${tokens.access}` },
    }).then((response) => response.json());
    expect(projects.results.map((entry: { name: string }) => entry.name)).toEqual([
      "Website relaunch",
    ]);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Welcome, acme");
  });

  it("increases the users and sees the new count", async () => {
    await page.goto(`${server.baseUrl}/app/legal/changesubscription`);
    await expect
      .poll(() => page.getByTestId("current-period").textContent())
      .toContain("1 user now");
    await page.getByTestId("increase-input").fill("0");
    await page.getByRole("button", { name: "Increase now" }).click();
    await expect
      .poll(() => page.getByText("New user count must be a positive integer").count())
      .toBe(1);
    await page.getByTestId("increase-input").fill("3");
    await page.getByRole("button", { name: "Increase now" }).click();
    await page.getByRole("button", { name: "Add users for €12.00" }).click();
    await expect
      .poll(() => page.getByTestId("current-period").textContent())
      .toContain("3 users now");
  });

  it("invites a colleague, who signs up from the mail into the same company", async () => {
    await page.goto(`${server.baseUrl}/app/settings?tab=members`);
    await page.getByLabel("E-mail address to invite").fill("grace@acme.example");
    await page.getByRole("button", { name: "Invite" }).click();
    await expect.poll(() => page.getByRole("cell", { name: "grace@acme.example" }).count()).toBe(1);
    await expect.poll(() => page.getByTestId("seats").textContent()).toContain("2 of 3 seats used");

    const link = linkIn(await mailbox.latestTo("grace@acme.example"), "/signup");
    const colleague = await browser.newContext(desktop);
    await colleague.addCookies([
      { name: "cookieConsent", value: "necessary", url: server.baseUrl },
    ]);
    const other = await colleague.newPage();
    await other.goto(`${server.baseUrl}${link.pathname}${link.search}`);
    await expect
      .poll(() => other.getByLabel("E-mail address").inputValue())
      .toBe("grace@acme.example");
    await other.getByLabel("Username").fill("grace");
    await other.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await other.getByLabel("Repeat password").fill(PASSWORD);
    await other.getByRole("button", { name: "Sign up" }).click();
    await other.waitForURL(/\/app$/);
    await expect
      .poll(() => other.getByTestId("account-summary").textContent())
      .toBe("Signed in as grace@acme.example (member).");
    await colleague.close();

    await page.reload();
    await expect.poll(() => page.getByTestId("member-grace").count()).toBe(1);
  });

  it("cancels the period and sees it marked cancelled", async () => {
    await page.goto(`${server.baseUrl}/app/legal/changesubscription`);
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("button", { name: "Cancel at period end" }).click();
    await expect.poll(() => page.getByTestId("cancelled-notice").count()).toBe(1);
    // The notice comes with the cancel's answer; the periods list is fetched again after it.
    await expect
      .poll(() => page.getByTestId("period-row").first().textContent())
      .toContain("cancelled at period end");
  });
});
