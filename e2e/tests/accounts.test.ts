import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { linkIn, startMailbox } from "../helpers/mailbox.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const PASSWORD = "a-long-journey-passphrase";

async function fillSignup(page: Page, username: string, email: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).last().click();
}

describe("accounts", () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;

  beforeAll(async () => {
    mailbox = await startMailbox();
    [server, browser] = await Promise.all([
      startServer({ SMTP_URL: mailbox.url }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it("signs up, verifies the e-mail, signs out and in again, and keeps German", async () => {
    const context = await browser.newContext(desktop);
    await context.addCookies([{ name: "cookieConsent", value: "necessary", url: server.baseUrl }]);
    const page = await context.newPage();

    await page.goto(`${server.baseUrl}/signup`);
    await fillSignup(page, "ada", "ada@example.com");
    await page.waitForURL("**/app/legal/verifyemail");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Confirm your e-mail address");

    const link = linkIn(await mailbox.latestTo("ada@example.com"), "/verify-email-token");
    await page.goto(`${server.baseUrl}${link.pathname}${link.search}`);
    await expect
      .poll(() => page.getByRole("alert").first().textContent())
      .toBe("Your e-mail address ada@example.com is verified.");
    await page.getByRole("link", { name: "Go to Tempus" }).click();
    // A new company starts with its set-up; the e-mail is verified now.
    await page.waitForURL("**/app/setup");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Set up your company");
    expect(await page.getByText("Please confirm your e-mail address").count()).toBe(0);

    await page.getByRole("button", { name: "ada" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL("**/auth/login");
    expect((await context.cookies()).some((cookie) => cookie.name === "jwtToken")).toBe(false);
    await expect
      .poll(() => page.locator("[data-carried-alert]").textContent())
      .toBe("Signed out See you soon.");

    await page.goto(`${server.baseUrl}/app/settings`);
    await page.waitForURL("**/auth/login?next=%2Fapp%2Fsettings");
    await logIn(page, "ada", "not-the-password");
    await expect
      .poll(() => page.getByTestId("form-error").textContent())
      .toBe("No active account found with the given credentials");
    await logIn(page, "ada", PASSWORD);
    await page.waitForURL("**/app/settings");
    await expect
      .poll(() => page.getByTestId("alert").first().textContent())
      .toBe("Welcome backYou are signed in.");

    await page.getByLabel("Language").last().click();
    await page.getByRole("option", { name: "Deutsch" }).click();
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect.poll(() => page.getByRole("tab", { name: "Profil" }).count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByRole("tab", { name: "Passwort" }).count()).toBe(1);
    await context.close();
  });

  it("shows the server's messages at the sign-up fields", async () => {
    const context = await browser.newContext(desktop);
    await context.addCookies([{ name: "cookieConsent", value: "necessary", url: server.baseUrl }]);
    await fetch(`${server.baseUrl}/api/auth/users/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        username: "taken",
        email: "taken@example.com",
        password: PASSWORD,
        re_password: PASSWORD,
      }),
    });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/signup`);
    await page.getByLabel("Username").fill("taken");
    await page.getByLabel("E-mail address").fill("someone@example.com");
    await page.getByLabel("Password", { exact: true }).fill("password");
    await page.getByLabel("Repeat password").fill("password");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect
      .poll(() => page.locator("#username-error").textContent())
      .toBe("A user with that username already exists.");
    // The password validators run once the fields themselves are fine, as in DRF.
    expect(await page.locator("#password-error").textContent()).toBe("");
    expect(await page.getByLabel("Username").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Username").fill("linus");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect
      .poll(() => page.locator("#password-error").textContent())
      .toBe("This password is too common.");
    expect(await page.locator("#username-error").textContent()).toBe("");
    expect(await page.getByLabel("Username").getAttribute("aria-invalid")).toBeNull();
    await context.close();
  });
});

describe("an expiring access token", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ ACCESS_TOKEN_LIFETIME: "2" }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("is refreshed, so the app keeps working without a new login", async () => {
    const context = await browser.newContext(desktop);
    await context.addCookies([{ name: "cookieConsent", value: "necessary", url: server.baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/signup`);
    await fillSignup(page, "grace", "grace@example.com");
    await page.waitForURL("**/app/legal/verifyemail");
    const before = (await context.cookies()).find((cookie) => cookie.name === "jwtToken")?.value;

    // The access token lives two seconds: wait until the one the browser holds has expired.
    const access: string = JSON.parse(decodeURIComponent(before ?? "")).access;
    const expiry: number = JSON.parse(
      Buffer.from(access.split(".")[1], "base64url").toString(),
    ).exp;
    await expect
      .poll(() => Date.now() / 1000 > expiry, { timeout: 10_000, interval: 100 })
      .toBe(true);
    await page.goto(`${server.baseUrl}/app/settings`);
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect.poll(() => page.getByText("Profile saved").count()).toBe(1);
    expect(page.url()).toBe(`${server.baseUrl}/app/settings`);
    const after = (await context.cookies()).find((cookie) => cookie.name === "jwtToken")?.value;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    await context.close();
  });
});
