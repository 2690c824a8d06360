import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const PASSWORD = "content-security-passphrase";

declare global {
  interface Window {
    reportPolicyViolation?: (text: string) => void;
  }
}

/**
 * Every Content-Security-Policy violation a page reports: the browser's console
 * message ("Refused to execute inline script because it violates …") and the
 * `securitypolicyviolation` event, from the first script on.
 */
async function watchViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction("reportPolicyViolation", (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      window.reportPolicyViolation?.(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI}`,
      );
    });
  });
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  page.on("pageerror", (error) => violations.push(`${page.url()}: ${error.message}`));
  return violations;
}

describe("the content security policy", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const api = apiClient(server.baseUrl);
    await api.signUp("policy", PASSWORD);
    const me = await api.call("GET", "/auth/users/me/");
    await api.call("PATCH", `/masterdata/company-info/${me.company}/`, { setup_completed: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("is reported by no page: the home page, log-in, the dashboard, the calendar and the API docs", async () => {
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    const violations = await watchViolations(context, page);

    const home = await page.goto(`${server.baseUrl}/`);
    expect(home?.headers()["content-security-policy"]).toContain("script-src 'self'");
    expect(home?.headers()["content-security-policy"]).not.toContain("'unsafe-inline' 'sha");
    await page.getByRole("button", { name: "Accept all" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Every working hour, tracked and billed");

    await page.goto(`${server.baseUrl}/auth/login`);
    await page.getByLabel("Username").fill("policy");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).last().click();
    await page.waitForURL(`${server.baseUrl}/app`);
    // The dashboard ran: the app's scripts (allowed by their hashes) hydrated and loaded the user.
    await expect
      .poll(() => page.getByTestId("timer-bar").textContent())
      .toContain("Create a project first to record time.");

    expect(violations).toEqual([]);

    // FullCalendar (its styles and icon font) under the same policy.
    await page.goto(`${server.baseUrl}/app/project-time/timelog/calender`);
    await page.getByText("8:00am", { exact: true }).waitFor({ timeout: 15_000 });
    expect(violations).toEqual([]);

    await page.goto(`${server.baseUrl}/api/docs/`);
    await expect.poll(() => page.locator(".swagger-ui .info .title").count()).toBe(1);
    expect(await page.locator(".swagger-ui .info .title").textContent()).toContain("Tempus API");

    expect(violations).toEqual([]);
    await context.close();
  });
});
