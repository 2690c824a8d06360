import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

/** A Toggl Track detailed report (decision 037): one row of the signed-in owner, one of someone else, one refused. */
function togglFile(email: string) {
  return [
    "User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (EUR)",
    `Ada Lovelace,${email},Globex,Website relaunch,Design,Wireframes,Yes,2026-03-27,09:00:00,2026-03-27,10:30:00,01:30:00,design,`,
    "Bob Builder,bob@elsewhere.example,,Internal,,Planning,No,2026-03-29,02:30:00,2026-03-29,04:00:00,00:30:00,,",
    `Ada Lovelace,${email},Globex,,,No project,Yes,2026-03-30,10:00:00,2026-03-30,11:00:00,01:00:00,,`,
    "",
  ].join("\r\n");
}

describe("importing another time tracker's export", () => {
  let server: RunningServer;
  let browser: Browser;
  let tokens: { access: string; refresh: string };
  let email: string;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = apiClient(server.baseUrl);
    tokens = await api.signUp("importer", "imports-passphrase");
    const me = await api.call("GET", "/auth/users/me/");
    email = me.email;
    await api.call("PATCH", `/masterdata/company-info/${me.company}/`, {
      setup_completed: true,
      timezone: "Europe/Berlin",
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("uploads a Toggl CSV, shows the dry run, imports it and links to the logs", async () => {
    const context = await browser.newContext({ ...desktop, timezoneId: "Europe/Berlin" });
    await context.addCookies([
      { name: "jwtToken", value: encodeURIComponent(JSON.stringify(tokens)), url: server.baseUrl },
    ]);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/app/project-time/timelog`);
    await page.getByRole("button", { name: "Only necessary" }).click();
    await page.getByRole("link", { name: "Import from other time trackers" }).click();
    await page.getByRole("heading", { name: "Import from other time trackers" }).waitFor();

    await page.getByTestId("import-file").setInputFiles({
      name: "toggl.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(togglFile(email)),
    });
    await page
      .getByText(
        "Toggl Track detailed report: 3 rows, 2 to import, 0 imported before, 1 that cannot be imported. Times are read in Europe/Berlin.",
      )
      .waitFor();
    await page.getByText("Customer: Globex").waitFor();
    await page.getByText("Projects: Website relaunch, Internal").waitFor();
    expect(await page.getByTestId("import-errors").textContent()).toBe("Line 4: no project");
    // The spring-forward row's 02:30 does not exist in Berlin: it starts at 03:30.
    const rows = page.getByRole("table", { name: "First rows" }).locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).locator("td").nth(1).textContent()).toMatch(/3:30/);
    // Bob is not a member: his time goes to the importer unless mapped otherwise.
    await page.getByLabel("Time of Bob Builder <bob@elsewhere.example> goes to").waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Import 2 time logs" }).click();
    await page
      .getByText("Import finished: 2 time logs created, 0 imported before, 1 not imported.")
      .waitFor();
    await page.getByRole("link", { name: "Show the time logs" }).click();
    await page.waitForURL(/\/app\/project-time\/timelog$/);
    const logs = await api.call("GET", "/projectmanagement/timelog/?ordering=start");
    expect(
      logs.results.map((log: { description: string; start: string }) => [
        log.description,
        log.start,
      ]),
    ).toEqual([
      ["Wireframes", "2026-03-27T08:00:00.000Z"],
      ["Planning", "2026-03-29T01:30:00.000Z"],
    ]);
    await context.close();
  });
});
