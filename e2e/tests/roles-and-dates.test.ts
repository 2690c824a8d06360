import { readFileSync } from "node:fs";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { linkIn, startMailbox } from "../helpers/mailbox.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const PASSWORD = "roles-and-dates-passphrase";
const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: "en-US",
};

/**
 * Typed date ranges in statistics and the time-log list, what a member sees and does
 * not see, the keyboard (skip link, user menu) and the set-up's defects: on a desktop
 * and on a 390 px phone.
 */
describe("roles, typed dates and the keyboard", () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let ownerTokens: { access: string; refresh: string };
  let memberTokens: { access: string; refresh: string };
  let projectId: number;
  let debtorId: number;

  beforeAll(async () => {
    mailbox = await startMailbox();
    [server, browser] = await Promise.all([
      startServer({ SMTP_URL: mailbox.url }),
      launchBrowser(),
    ]);
    const owner = apiClient(server.baseUrl);
    ownerTokens = await owner.signUp("rosa", PASSWORD);
    const me = await owner.call("GET", "/auth/users/me/");
    await owner.call("PATCH", `/masterdata/company-info/${me.company}/`, {
      name: "Rosa Design",
      setup_completed: true,
      timezone: "UTC",
      iban: "DE89370400440532013000",
      tax_number: "12/345/67890",
    });
    const plans = await owner.call("GET", "/billing/subscription-type/");
    const team = plans.results.find((plan: { name: string }) => plan.name === "Team");
    await owner.call("POST", "/billing/initialize-subscription/", {
      subscription_type: team.id,
      amount_of_users: 3,
    });
    const debtor = await owner.call("POST", "/projectmanagement/debtor/", {
      name: "Initech",
      currency: "EUR",
    });
    debtorId = debtor.id;
    const project = await owner.call("POST", "/projectmanagement/project/", {
      name: "Reports",
      debtor: debtor.id,
    });
    projectId = project.id;
    await owner.call("POST", "/projectmanagement/hourly-rate-rule/", {
      rate_type: "hourly",
      rate: "100",
      internal_rate: "40",
    });
    for (const [start, end] of [
      ["2026-11-10T08:00:00Z", "2026-11-10T10:00:00Z"],
      ["2026-11-20T08:00:00Z", "2026-11-20T09:00:00Z"],
      ["2026-11-25T08:00:00Z", "2026-11-25T12:00:00Z"],
    ]) {
      await owner.call("POST", "/projectmanagement/timelog/", { project: project.id, start, end });
    }

    await owner.call("POST", "/usermanagement/invitation/", {
      email: "mia@example.com",
      role: "member",
    });
    const link = linkIn(await mailbox.latestTo("mia@example.com"), "/signup");
    const member = apiClient(server.baseUrl);
    await fetch(`${server.baseUrl}/api/auth/users/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        username: "mia",
        email: "mia@example.com",
        password: PASSWORD,
        re_password: PASSWORD,
        invitation: link.searchParams.get("invitation"),
      }),
    });
    memberTokens = await member.call("POST", "/auth/jwt/create/", {
      username: "mia",
      password: PASSWORD,
    });
    await fetch(`${server.baseUrl}/api/projectmanagement/timelog/`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${memberTokens.access}`,
      },
      body: JSON.stringify({
        project: project.id,
        start: "2026-11-12T08:00:00Z",
        end: "2026-11-12T09:30:00Z",
      }),
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  async function signedIn(tokens: { access: string; refresh: string }, device = desktop) {
    const context = await browser.newContext({
      ...device,
      timezoneId: "UTC",
      acceptDownloads: true,
    });
    await context.addCookies([
      { name: "cookieConsent", value: "necessary", url: server.baseUrl },
      { name: "jwtToken", value: encodeURIComponent(JSON.stringify(tokens)), url: server.baseUrl },
    ]);
    const page = await context.newPage();
    // A step that cannot happen fails with its locator, well inside the test's time.
    page.setDefaultTimeout(8_000);
    return { context, page };
  }

  /** Replaces a date field's text by typing, key by key, as a person does. */
  async function typeDate(page: Page, testId: string, text: string) {
    const field = page.getByTestId(testId);
    await field.focus();
    await field.press("ControlOrMeta+a");
    await field.pressSequentially(text);
  }

  for (const [name, device] of [
    ["desktop", desktop],
    ["phone", phone],
  ] as const) {
    it(`types a range into statistics and the time-log list (${name})`, async () => {
      const { context, page } = await signedIn(ownerTokens, device);
      const requests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/projectmanagement/statistics/")) {
          requests.push(new URL(request.url()).search);
        }
      });
      await page.goto(`${server.baseUrl}/app/project-time/statistics`);
      await page.getByTestId("statistics-totals").waitFor();
      await typeDate(page, "statistics-from", "11/10/2026");
      await typeDate(page, "statistics-to", "11/20/2026");
      await expect
        .poll(() => page.getByTestId("statistics-totals").textContent())
        .toBe("Tracked 4:30 h, billable 4:30 h, amount €450.00");
      expect(new URL(page.url()).searchParams.get("from")).toBe("2026-11-10");
      expect(new URL(page.url()).searchParams.get("to")).toBe("2026-11-20");
      // Half-typed days were never asked for: each request had two whole dates.
      for (const search of requests) {
        const query = new URLSearchParams(search);
        expect(query.get("from")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(query.get("to")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(query.get("from")?.startsWith("000")).toBe(false);
      }
      await expectNoAxeViolations(page);

      // A range that ends before it starts, in the address, says so instead of showing this month.
      await page.goto(
        `${server.baseUrl}/app/project-time/statistics?preset=custom&from=2026-11-20&to=2026-11-10`,
      );
      await expect
        .poll(() => page.getByTestId("statistics-range-error").textContent())
        .toBe(
          "The range in the address ends before it starts: 11/20/2026 to 11/10/2026. Choose a range.",
        );

      await page.goto(`${server.baseUrl}/app/project-time/timelog`);
      await page.getByTestId("totals").waitFor();
      if (name === "phone") {
        // The filters wait behind a button; the first screen shows the search and the logs.
        expect(await page.getByTestId("timelog-from").count()).toBe(0);
        await page.getByRole("button", { name: "Filters" }).click();
      }
      await typeDate(page, "timelog-from", "11/10/2026");
      // Both days included: to the 19th is up to (not including) the 20th.
      await typeDate(page, "timelog-to", "11/19/2026");
      await expect
        .poll(() => page.getByTestId("totals").textContent())
        .toBe("Total 3:30 h, billable 3:30 h, amount €350.00");
      expect(new URL(page.url()).searchParams.get("start_after")).toBe("2026-11-10");
      expect(new URL(page.url()).searchParams.get("start_before")).toBe("2026-11-20");
      await expectNoAxeViolations(page);
      if (name === "phone") {
        await page.getByRole("button", { name: "Show logs" }).press("Enter");
        await expect.poll(() => page.getByTestId("timelog-from").count()).toBe(0);
      }
      await context.close();
    });

    it(`shows a member none of the admin screens (${name})`, async () => {
      const { context, page } = await signedIn(memberTokens, device);
      await page.goto(`${server.baseUrl}/app/project-time/projects`);
      await page.getByTestId("projects-table").getByText("Reports").waitFor();
      expect(await page.getByRole("link", { name: "New project" }).count()).toBe(0);
      await page.goto(`${server.baseUrl}/app/project-time/projects/create`);
      await page.waitForURL(/\/app\/project-time\/projects$/);
      await page.goto(`${server.baseUrl}/app/legal/changesubscription`);
      await page.waitForURL(/\/app$/);

      // By default a member sees their time and no money (decision 039).
      await page.goto(`${server.baseUrl}/app/project-time/projects/${projectId}`);
      await expect.poll(() => page.getByTestId("project-tracked").textContent()).toBe("1:30 h");
      expect(await page.getByText("Your own time on this project.").count()).toBe(1);
      expect(await page.getByTestId("project-amount").count()).toBe(0);
      expect(await page.getByText("€").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Add rule" }).count()).toBe(0);
      await expectNoAxeViolations(page);
      await page.goto(`${server.baseUrl}/app/project-time/debtor/${debtorId}`);
      await expect
        .poll(() => page.getByTestId("debtor-unbilled").textContent())
        .toBe("Unbilled: 1:30 h billable");

      // The owner lets members see their own amounts in the settings.
      const owners = await signedIn(ownerTokens, device);
      await owners.page.goto(`${server.baseUrl}/app/settings?tab=company`);
      await owners.page
        .getByRole("switch", { name: "Members see the amounts of their own time" })
        .click();
      await owners.page.getByText("What members see is saved.").waitFor();
      await owners.context.close();
      await page.goto(`${server.baseUrl}/app/project-time/projects/${projectId}`);
      await expect.poll(() => page.getByTestId("project-amount").textContent()).toBe("€150.00");
      expect(await page.getByText("Your own time and amounts on this project.").count()).toBe(1);
      await page.goto(`${server.baseUrl}/app/project-time/debtor/${debtorId}`);
      await expect
        .poll(() => page.getByTestId("debtor-unbilled").textContent())
        .toBe("Unbilled: 1:30 h billable, €150.00");
      // Back as it was, for the next device's run.
      const me = await (
        await fetch(`${server.baseUrl}/api/auth/users/me/`, {
          headers: { authorization: `Bearer ${ownerTokens.access}` },
        })
      ).json();
      await fetch(`${server.baseUrl}/api/masterdata/company-info/${me.company}/`, {
        method: "PATCH",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${ownerTokens.access}`,
        },
        body: JSON.stringify({ members_see_own_amounts: false }),
      });

      await page.goto(`${server.baseUrl}/app/settings?tab=company`);
      await page.getByLabel("Company name").waitFor();
      expect(await page.getByLabel("IBAN").count()).toBe(0);
      expect(await page.getByLabel("Tax number").count()).toBe(0);
      expect(await page.getByText("DE89370400440532013000").count()).toBe(0);
      expect(await page.getByRole("link", { name: /subscription/i }).count()).toBe(0);
      await expectNoAxeViolations(page);

      // Their data, theirs to take: their own logs, and no money (decision 039).
      await page.goto(`${server.baseUrl}/app/settings?tab=profile`);
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download my data" }).click();
      const file = await downloading;
      expect(file.suggestedFilename()).toBe("tempus-mia-data.json");
      const data = JSON.parse(readFileSync((await file.path()) as string, "utf8"));
      expect(data.user).toMatchObject({ username: "mia", role: "member" });
      expect(
        data.time_logs.map((log: { start: string; duration_seconds: number }) => [
          log.start,
          log.duration_seconds,
        ]),
      ).toEqual([["2026-11-12T08:00:00.000Z", 5400]]);
      expect(JSON.stringify(data)).not.toContain('"amount"');

      // The rules' rates are the company's: a member's activities page has no rules section.
      await page.goto(`${server.baseUrl}/app/project-time/activities`);
      await page.getByRole("heading", { name: "Billing rounding" }).waitFor();
      expect(await page.getByTestId("rules").count()).toBe(0);
      expect(await page.getByRole("button", { name: "New activity" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Add rule" }).count()).toBe(0);
      await context.close();
    });

    it(`reaches the page and the user menu by keyboard (${name})`, async () => {
      const { context, page } = await signedIn(ownerTokens, device);
      await page.goto(`${server.baseUrl}/app/project-time/debtor/${debtorId}`);
      await expect
        .poll(() => page.getByTestId("debtor-unbilled").textContent())
        .toBe("Unbilled: 8:30 h billable, €850.00");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        "Skip to content",
      );
      await page.keyboard.press("Enter");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("main-content");

      const button = page.getByRole("button", { name: "rosa" });
      await button.focus();
      await page.keyboard.press("Enter");
      const items = page.getByRole("menuitem");
      await expect.poll(() => items.count()).toBe(2);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe("Settings");
      await page.keyboard.press("ArrowDown");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Log out");
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("menu").count()).toBe(0);
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
      // The language can be switched in the bar on every width.
      expect(await page.getByRole("combobox", { name: "Language" }).count()).toBe(1);
      await expectNoAxeViolations(page);
      await context.close();
    });
  }

  it("names the company on an invitation's sign-up, keeps its address and hydrates cleanly", async () => {
    await fetch(`${server.baseUrl}/api/usermanagement/invitation/`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${ownerTokens.access}`,
      },
      body: JSON.stringify({ email: "noah@example.com", role: "member" }),
    });
    const link = linkIn(await mailbox.latestTo("noah@example.com"), "/signup");
    const context = await browser.newContext(desktop);
    await context.addCookies([{ name: "cookieConsent", value: "necessary", url: server.baseUrl }]);
    const page = await context.newPage();
    page.setDefaultTimeout(8_000);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("response", (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${server.baseUrl}${link.pathname}${link.search}`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Join Rosa Design on Tempus");
    const email = page.getByLabel("E-mail address");
    expect(await email.inputValue()).toBe("noah@example.com");
    expect(await email.getAttribute("readonly")).not.toBeNull();
    await page.getByLabel("Username").fill("noah");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Repeat password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL(/\/app$/);
    await expect
      .poll(() => page.getByTestId("account-summary").textContent())
      .toBe("Signed in as noah@example.com (member).");
    // No React error (hydration #418 was one); the one refusal is "no timer is running" (404 by
    // design), which the browser also logs as a failed load.
    expect(
      errors.filter(
        (error) =>
          !error.endsWith("/api/projectmanagement/timelog/running/") &&
          !error.startsWith("Failed to load resource: the server responded with a status of 404"),
      ),
    ).toEqual([]);
    await context.close();
  });

  it("shows a failed log-in once", async () => {
    const context = await browser.newContext(desktop);
    await context.addCookies([{ name: "cookieConsent", value: "necessary", url: server.baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/auth/login`);
    await page.getByLabel("Username").fill("rosa");
    await page.getByLabel("Password").fill("not-the-passphrase");
    await page.getByRole("button", { name: "Log in" }).click();
    const message = "No active account found with the given credentials";
    await expect.poll(() => page.getByTestId("form-error").textContent()).toBe(message);
    expect(await page.getByText(message).count()).toBe(1);
    await context.close();
  });

  it("resumes the set-up where it was and knows the project it created", async () => {
    const api = apiClient(server.baseUrl);
    const tokens = await api.signUp("sam", PASSWORD);
    const { context, page } = await signedIn(tokens);
    await page.goto(`${server.baseUrl}/app`);
    await page.waitForURL(/\/app\/setup/);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.waitForURL(/step=1/);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.waitForURL(/step=2/);
    // Away and back before a plan is chosen: the plan step again, not the first.
    await page.goto(`${server.baseUrl}/app/project-time/timelog`);
    await page.goto(`${server.baseUrl}/app`);
    await page.waitForURL(/\/app\/setup/);
    await page.getByTestId("plan-Team").getByRole("button", { name: "Choose this plan" }).click();
    await page.getByLabel("Customer (debtor)").fill("Globex");
    await page.getByLabel("Project", { exact: true }).fill("Launch");
    await page.getByRole("button", { name: "Finish set-up" }).click();
    await page.waitForURL(/\/app$/);
    await page.getByTestId("timer-bar").waitFor();
    await expect
      .poll(() => page.getByTestId("timer-bar").textContent())
      .not.toContain("Create a project first");
    await context.close();
  });
});
