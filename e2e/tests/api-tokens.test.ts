import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

describe("API tokens and signed-in devices", () => {
  let server: RunningServer;
  let browser: Browser;
  let tokens: { access: string; refresh: string };
  let projectId: number;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const api = apiClient(server.baseUrl);
    tokens = await api.signUp("scripted", "api-tokens-passphrase");
    const me = await api.call("GET", "/auth/users/me/");
    await api.call("PATCH", `/masterdata/company-info/${me.company}/`, {
      setup_completed: true,
      timezone: "UTC",
    });
    const debtor = await api.call("POST", "/projectmanagement/debtor/", { name: "Globex" });
    projectId = (
      await api.call("POST", "/projectmanagement/project/", { name: "Payroll", debtor: debtor.id })
    ).id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("creates a token in the settings, books time with it from a script, and revokes it", async () => {
    const context = await browser.newContext({ ...desktop, timezoneId: "UTC" });
    await context.addCookies([
      {
        name: "jwtToken",
        value: encodeURIComponent(JSON.stringify(tokens)),
        url: server.baseUrl,
      },
    ]);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/app/settings`);
    // The cookie notice covers the foot of the page until it is answered, as for a person.
    await page.getByRole("button", { name: "Only necessary" }).click();
    await page.getByRole("tab", { name: "API tokens" }).click();
    await page.getByText("No API tokens yet.").waitFor();
    await page.getByLabel("Name").fill("Time import");
    await page.getByRole("checkbox", { name: "Change time" }).check();
    await page.getByRole("button", { name: "Create token" }).click();
    const shown = page.getByTestId("api-token-value");
    await shown.waitFor();
    const token = (await shown.textContent()) ?? "";
    expect(token).toMatch(/^tpat_\d+_\d+_[A-Za-z0-9_-]{43}$/);
    await expect
      .poll(() => page.getByTestId("api-token-Time import").locator("td").allTextContents())
      .toEqual([
        "Time import",
        "time:read, time:write",
        expect.any(String),
        expect.stringMatching(/\d{4}/),
        "Not yet",
        "",
      ]);
    await expectNoAxeViolations(page);

    // A script books an hour with it, and may not touch the projects.
    const script = (method: string, path: string, body?: unknown) =>
      fetch(`${server.baseUrl}/api${path}`, {
        method,
        headers: { authorization: `Token ${token}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const booked = await script("POST", "/projectmanagement/timelog/", {
      project: projectId,
      start: "2026-11-02T08:00:00Z",
      end: "2026-11-02T09:00:00Z",
      description: "Imported",
    });
    expect(booked.status).toBe(201);
    const bookedId = (await booked.json()).id;
    const renamed = await script("PATCH", `/projectmanagement/project/${projectId}/`, {
      name: "Taken",
    });
    expect([renamed.status, await renamed.json()]).toEqual([
      403,
      { detail: "This API token's scopes do not allow this request." },
    ]);
    // The list shows the log the script booked, and the token's last use.
    await page.goto(`${server.baseUrl}/app/project-time/timelog`);
    await page.getByText("Imported").first().waitFor();
    // The owner corrects it on its page, which shows the log's history from the audit trail.
    await page.goto(`${server.baseUrl}/app/project-time/timelog/${bookedId}`);
    // The log's card, not the timer bar above it, which has a description of its own.
    const editor = page
      .locator(".MuiCard-root")
      .filter({ has: page.getByRole("heading", { name: "Time log", level: 1 }) });
    await editor.getByLabel("Description").fill("Imported and checked");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Log saved").waitFor();
    await expect
      .poll(() => page.getByTestId("timelog-history").locator("li").allTextContents())
      .toEqual([
        expect.stringMatching(
          / · scripted · Time log createdPerson: scripted · Project: Payroll · /,
        ),
        expect.stringMatching(
          / · scripted · Time log changedDescription: Imported → Imported and checked$/,
        ),
      ]);
    await expectNoAxeViolations(page);
    await page.goto(`${server.baseUrl}/app/settings?tab=api`);
    await expect
      .poll(() => page.getByTestId("api-token-Time import").locator("td").nth(4).textContent())
      .not.toBe("Not yet");

    // Revoked with a confirmation: the script is refused from then on.
    await page.getByRole("button", { name: "Revoke Time import" }).click();
    const dialog = page.getByRole("dialog", { name: "Revoke this token?" });
    await dialog.getByRole("button", { name: "Revoke" }).click();
    await page.getByText("No API tokens yet.").waitFor();
    const refused = await script("GET", "/projectmanagement/timelog/");
    expect([refused.status, await refused.json()]).toEqual([401, { detail: "Invalid token." }]);

    // The owner's audit trail holds both, in a chain that checks out.
    await page.getByRole("tab", { name: "Audit trail" }).click();
    const trail = page.getByRole("table", { name: "Audit trail" });
    await trail.getByText("API token revoked").waitFor();
    expect(await trail.getByText("API token created").count()).toBe(1);
    await page.getByRole("button", { name: "Check the chain" }).click();
    await expect
      .poll(() => page.getByTestId("audit-verification").textContent())
      .toMatch(/^The chain is whole: \d+ records checked\.$/);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("shows the signed-in devices and signs another one out", async () => {
    // A second device signs in through the log-in page.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: "en-US",
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${server.baseUrl}/auth/login`);
    await phonePage.getByLabel("Username").fill("scripted");
    await phonePage.getByLabel("Password").fill("api-tokens-passphrase");
    await phonePage.getByRole("button", { name: "Log in" }).last().click();
    await phonePage.waitForURL("**/app**");
    const phoneTokens = JSON.parse(
      decodeURIComponent(
        (await phone.cookies()).find((cookie) => cookie.name === "jwtToken")?.value ?? "{}",
      ),
    ) as { refresh: string };

    const laptop = await browser.newContext({ ...desktop, timezoneId: "UTC" });
    await laptop.addCookies([
      { name: "jwtToken", value: encodeURIComponent(JSON.stringify(tokens)), url: server.baseUrl },
    ]);
    const page = await laptop.newPage();
    await page.goto(`${server.baseUrl}/app/settings?tab=password`);
    await page.getByRole("button", { name: "Only necessary" }).click();
    const devices = page.getByRole("table", { name: "Signed-in devices" });
    await devices.getByText("Safari on iOS").waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Sign out Safari on iOS" }).click();
    await expect.poll(() => devices.getByText("Safari on iOS").count()).toBe(0);
    // The phone's session is over: its refresh token is refused.
    const refreshed = await fetch(`${server.baseUrl}/api/auth/jwt/refresh/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh: phoneTokens.refresh }),
    });
    expect([refreshed.status, await refreshed.json()]).toEqual([
      401,
      { detail: "Token is blacklisted", code: "token_not_valid" },
    ]);
    await phone.close();
    await laptop.close();
  });
});
