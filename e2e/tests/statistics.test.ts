import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

describe("statistics", () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const api = apiClient(server.baseUrl);
    const tokens = await api.signUp("analyst", "statistics-passphrase");
    const me = await api.call("GET", "/auth/users/me/");
    await api.call("PATCH", `/masterdata/company-info/${me.company}/`, {
      setup_completed: true,
      timezone: "UTC",
    });
    await api.call("POST", "/projectmanagement/hourly-rate-rule/", {
      rate_type: "hourly",
      rate: "100",
    });
    const now = new Date();
    const lastMonth = (day: number, hour: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, day, hour));
    for (const [name, hoursWorked] of [
      ["Apollo", 3],
      ["Zephyr", 2],
    ] as const) {
      const project = await api.call("POST", "/projectmanagement/project/", { name });
      await api.call("POST", "/projectmanagement/timelog/", {
        project: project.id,
        start: lastMonth(10, 8).toISOString(),
        end: lastMonth(10, 8 + hoursWorked).toISOString(),
        description: `${name} work`,
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

  it("shows last month's projects in the charts with their totals and downloads them as CSV", async () => {
    await page.goto(`${server.baseUrl}/app/project-time/statistics`);
    await page.getByRole("button", { name: "Last month" }).click();
    await expect
      .poll(() => page.getByTestId("statistics-totals").textContent())
      .toBe("Tracked 5:00 h, billable 5:00 h, amount €500.00");
    await expect.poll(() => page.getByTestId("statistics-bars").textContent()).toContain("Apollo");
    expect(await page.getByTestId("statistics-bars").textContent()).toContain("Zephyr");
    expect(await page.getByTestId("doughnut-project").textContent()).toContain("Apollo");
    expect(await page.getByTestId("doughnut-project").textContent()).toContain("Zephyr");
    expect(await page.getByTestId("statistics-table").textContent()).toContain("3:00");
    // Each chart's figures as a table for a screen reader.
    const byProject = page.getByRole("table", { name: "By project" });
    expect(await byProject.locator("tr").allTextContents()).toEqual([
      "ProjectTrackedShare",
      "Apollo3:00 h60%",
      "Zephyr2:00 h40%",
    ]);
    const perPeriod = page.getByTestId("statistics-bars").getByRole("table");
    expect(await perPeriod.locator("thead tr").textContent()).toMatch(/^Period(Apollo|Zephyr){2}$/);
    expect(
      (await perPeriod.locator("tbody tr").allTextContents()).filter((row) =>
        row.includes("3:00 h"),
      ),
    ).toHaveLength(1);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^tempus-analyst-\d{4}-\d{2}-01_to_\d{4}-\d{2}-01\.csv$/,
    );
    const csv = readFileSync((await download.path()) as string, "utf8");
    expect(csv).toContain("Apollo work");
    expect(csv).toContain("Zephyr work");
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(3);

    // The range lives in the address: a reload shows the same figures.
    expect(new URL(page.url()).searchParams.get("preset")).toBe("lastMonth");
    await page.reload();
    await expect
      .poll(() => page.getByTestId("statistics-totals").textContent())
      .toBe("Tracked 5:00 h, billable 5:00 h, amount €500.00");
    expect(
      await page.getByRole("button", { name: "Last month" }).getAttribute("aria-pressed"),
    ).toBe("true");
  });
});
