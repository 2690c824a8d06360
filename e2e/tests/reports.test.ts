import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

/** A report built, saved and shared, then opened in a fresh browser without signing in. */
describe("reports", () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const api = apiClient(server.baseUrl);
    const tokens = await api.signUp("reporter", "reports-passphrase");
    const me = await api.call("GET", "/auth/users/me/");
    await api.call("PATCH", `/masterdata/company-info/${me.company}/`, {
      setup_completed: true,
      timezone: "UTC",
      name: "Report Works",
    });
    await api.call("POST", "/projectmanagement/hourly-rate-rule/", {
      rate_type: "hourly",
      rate: "100",
    });
    const now = new Date();
    const lastMonth = (day: number, hour: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, day, hour));
    for (const [name, day, hoursWorked] of [
      ["Apollo", 10, 3],
      ["Zephyr", 11, 2],
    ] as const) {
      const project = await api.call("POST", "/projectmanagement/project/", { name });
      await api.call("POST", "/projectmanagement/timelog/", {
        project: project.id,
        start: lastMonth(day, 8).toISOString(),
        end: lastMonth(day, 8 + hoursWorked).toISOString(),
      });
    }
    const context = await browser.newContext({
      ...desktop,
      acceptDownloads: true,
      timezoneId: "UTC",
    });
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

  /** The report table's rows as their texts. */
  const rowsOf = (on: Page) => on.getByTestId("report-table").locator("tbody tr").allTextContents();

  it("builds, saves and shares a report that a fresh browser opens until the link is revoked", async () => {
    await page.goto(`${server.baseUrl}/app/project-time/reports`);
    await page.getByRole("link", { name: "Reports" }).waitFor();
    await page.getByRole("button", { name: "Last month" }).click();
    await page.getByRole("combobox", { name: "Then by" }).click();
    await page.getByRole("option", { name: "Person" }).click();
    await expect
      .poll(() => rowsOf(page))
      .toEqual([
        "Apollo3:003:003:00€300.00",
        "reporter3:003:003:00€300.00",
        "Zephyr2:002:002:00€200.00",
        "reporter2:002:002:00€200.00",
        "Total5:005:005:00€500.00",
      ]);

    await expect.poll(() => page.locator("[role=progressbar]").count()).toBe(0);
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "CSV" }).click();
    const csv = readFileSync((await (await downloading).path()) as string, "utf8");
    expect(csv.split("\r\n")[0]).toBe(
      "\uFEFFProject,Person,Worked (hours),Worked,Billable (hours),Billable,Billable rounded (hours),Billable rounded,Amount EUR",
    );
    expect(csv).toContain("Total,,5.00,5:00,5.00,5:00,5.00,5:00,500.00");

    await page.getByRole("button", { name: "Save as new…" }).click();
    await page.getByLabel("Name").fill("Last month by person");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect
      .poll(() => page.getByRole("combobox", { name: "Saved reports" }).textContent())
      .toBe("Last month by person");

    await page.getByRole("button", { name: "Share" }).click();
    await page.getByRole("button", { name: "Create link" }).click();
    const link = await page.getByTestId("share-link").inputValue();
    expect(link).toMatch(new RegExp(`^${server.baseUrl}/shared/report/\\d+\\.[\\w-]{43}$`));
    expect(await page.getByTestId("share-list").locator("li").allTextContents()).toEqual([
      expect.stringMatching(/^Created on .*Does not expireRevoke$/),
    ]);

    // A fresh browser, never signed in.
    const stranger = await browser.newContext({ ...desktop, timezoneId: "UTC" });
    await stranger.addCookies([{ name: "cookieConsent", value: "necessary", url: server.baseUrl }]);
    const shared = await stranger.newPage();
    await shared.goto(link);
    await expect
      .poll(() => shared.getByTestId("shared-report-name").textContent())
      .toBe("Last month by person");
    expect(await shared.getByText("Report Works").count()).toBe(1);
    expect(await rowsOf(shared)).toEqual([
      "Apollo3:003:003:00€300.00",
      "reporter3:003:003:00€300.00",
      "Zephyr2:002:002:00€200.00",
      "reporter2:002:002:00€200.00",
      "Total5:005:005:00€500.00",
    ]);
    await expectNoAxeViolations(shared);
    expect(new URL(shared.url()).pathname).toMatch(/^\/shared\/report\//);

    // Revoked: the fresh browser finds nothing there any more.
    await page.getByRole("button", { name: "Revoke" }).click();
    await expect.poll(() => page.getByText("No links yet.").count()).toBe(1);
    await shared.reload();
    await expect
      .poll(() => shared.getByTestId("shared-report-missing").textContent())
      .toBe("This link does not exist, was revoked or has expired.");
    await expectNoAxeViolations(shared);
    await stranger.close();
  });
});
