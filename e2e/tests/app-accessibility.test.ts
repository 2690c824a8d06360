import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

/** The signed-in screens people use most, with data in them, checked by axe-core. */
describe("the app's main screens are accessible", () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const api = apiClient(server.baseUrl);
    const tokens = await api.signUp("auditor", "accessible-passphrase");
    const me = await api.call("GET", "/auth/users/me/");
    await api.call("PATCH", `/masterdata/company-info/${me.company}/`, {
      setup_completed: true,
      timezone: "UTC",
    });
    const debtor = await api.call("POST", "/projectmanagement/debtor/", { name: "Initech" });
    const project = await api.call("POST", "/projectmanagement/project/", {
      name: "TPS reports",
      debtor: debtor.id,
      budget_hours: "10",
    });
    await api.call("POST", "/projectmanagement/hourly-rate-rule/", {
      rate_type: "hourly",
      rate: "80",
    });
    const today = new Date();
    const at = (hour: number) =>
      new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hour),
      ).toISOString();
    await api.call("POST", "/projectmanagement/timelog/", {
      project: project.id,
      start: at(8),
      end: at(10),
      description: "TPS cover sheets",
    });
    const context = await browser.newContext({ ...desktop, timezoneId: "UTC" });
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

  const visit = async (path: string, ready: string) => {
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByText(ready).first().waitFor();
    await expectNoAxeViolations(page);
  };

  it("dashboard", () => visit("/app", "TPS cover sheets"));
  it("time-log list", () => visit("/app/project-time/timelog", "TPS cover sheets"));
  // The project's name, once the statistics have loaded (the navigation says "Reports" too).
  it("statistics", () => visit("/app/project-time/statistics", "TPS reports"));
  it("calendar", () => visit("/app/project-time/timelog/calender", "TPS cover sheets"));
  it("settings", async () => {
    await visit("/app/settings", "Save profile");
    // Each tab's form, shown and done loading, is what axe reads.
    const ready = {
      Password: "Change password",
      "API tokens": "Create token",
      Company: "Save company",
      Members: "Invite",
      "Audit trail": "Check the chain",
    };
    for (const [tab, button] of Object.entries(ready)) {
      await page.getByRole("tab", { name: tab }).click();
      await page.getByRole("tab", { name: tab, selected: true }).waitFor();
      await page.getByRole("button", { name: button }).waitFor();
      await expect.poll(() => page.locator("[role=progressbar]").count()).toBe(0);
      await expectNoAxeViolations(page);
    }
  });
});
