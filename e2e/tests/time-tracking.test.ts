import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

describe("tracking time", () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let projectId: number;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const api = apiClient(server.baseUrl);
    const tokens = await api.signUp("tracker", "tracking-time-passphrase");
    const me = await api.call("GET", "/auth/users/me/");
    await api.call("PATCH", `/masterdata/company-info/${me.company}/`, { setup_completed: true });
    const debtor = await api.call("POST", "/projectmanagement/debtor/", { name: "Globex" });
    const project = await api.call("POST", "/projectmanagement/project/", {
      name: "Website relaunch",
      debtor: debtor.id,
      budget_hours: "40",
    });
    projectId = project.id;
    await api.call("POST", "/projectmanagement/hourly-rate-rule/", {
      project: project.id,
      rate_type: "hourly",
      rate: "90",
    });
    context = await browser.newContext(desktop);
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

  it("shows a new company's dashboard how to begin: a first project, and an empty week", async () => {
    const newcomer = apiClient(server.baseUrl);
    const tokens = await newcomer.signUp("newcomer", "tracking-time-passphrase");
    const me = await newcomer.call("GET", "/auth/users/me/");
    await newcomer.call("PATCH", `/masterdata/company-info/${me.company}/`, {
      setup_completed: true,
    });
    const fresh = await browser.newContext(desktop);
    await fresh.addCookies([
      { name: "cookieConsent", value: "necessary", url: server.baseUrl },
      { name: "jwtToken", value: encodeURIComponent(JSON.stringify(tokens)), url: server.baseUrl },
    ]);
    const empty = await fresh.newPage();
    await empty.goto(`${server.baseUrl}/app`);
    await expect
      .poll(() => empty.getByTestId("timer-bar").textContent())
      .toContain("Create a project first to record time.");
    expect(await empty.getByTestId("week-hours").textContent()).toBe("0:00");
    await empty.getByTestId("timer-bar").getByRole("link", { name: "New project" }).click();
    await empty.waitForURL("**/app/project-time/projects/create");
    await fresh.close();
  });

  it("creates a debtor, a project with a budget and a rate rule", async () => {
    await page.goto(`${server.baseUrl}/app/project-time/debtor`);
    await page.locator("#field-name").fill("Initech");
    await page.locator("#field-email").fill("billing@initech.example");
    await page.getByRole("button", { name: "New debtor" }).click();
    await page.waitForURL(/\/app\/project-time\/debtor\/\d+$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Initech");

    await page.goto(`${server.baseUrl}/app/project-time/projects/create`);
    await page.locator("#field-name").fill("TPS reports");
    await page.locator("#field-debtor").click();
    await page.getByRole("option", { name: "Initech" }).click();
    await page.locator("#field-budget_hours").fill("12");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/app\/project-time\/projects\/\d+$/);
    await expect
      .poll(() => page.getByTestId("budget-hours").textContent())
      .toContain("0:00 h of 12:00 h used (0 %)");

    await page.locator("#rule-rate").fill("110");
    await page.getByRole("button", { name: "Add rule" }).click();
    await expect
      .poll(() => page.getByTestId("project-rules").textContent())
      .toContain("€110.00 per hour");
  });

  it("starts the timer on the clock page, sees it in the app bar, stops it and finds it in the list", async () => {
    await page.goto(`${server.baseUrl}/app/project-time/timelog/digitalclock`);
    // The clock page's own fields (the timer bar above has the same ones).
    const clockCard = page.getByTestId("clock-card");
    await clockCard.getByLabel("Project").click();
    await page.getByRole("option", { name: "Website relaunch" }).click();
    await clockCard.getByLabel("Description").fill("Homepage wireframes");
    await clockCard.getByRole("button", { name: "Start timer" }).click();
    await expect
      .poll(() => page.getByTestId("running-timer").textContent())
      .toContain("Website relaunch");
    await expect
      .poll(() => page.getByTestId("digital-clock").textContent(), { timeout: 5000 })
      .not.toBe("00:00:00");
    await page.getByTestId("running-timer").getByRole("button", { name: "Stop" }).click();
    await expect.poll(() => page.getByTestId("running-timer").count()).toBe(0);

    await page.goto(`${server.baseUrl}/app/project-time/timelog`);
    await expect.poll(() => page.getByTestId("timelog-row").count()).toBe(1);
    expect(await page.getByTestId("timelog-row").textContent()).toContain("Homepage wireframes");
    expect(await page.getByTestId("timelog-amount").textContent()).toMatch(/€/);
  });

  it("edits a log's times and sees the amount change", async () => {
    await page.getByRole("link", { name: "Edit" }).first().click();
    await page.waitForURL(/\/app\/project-time\/timelog\/\d+$/);
    await page.getByTestId("start-input").fill("2026-11-23T09:00");
    await page.getByTestId("end-input").fill("2026-11-23T11:30");
    await page.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => page.getByTestId("rate-and-amount").textContent())
      .toBe("2:30 h at €90.00/h = €225.00");
    expect(await page.getByTestId("duration-input").inputValue()).toBe("2:30");

    // A duration typed instead of an end moves the end.
    await page.getByTestId("duration-input").fill("3");
    expect(await page.getByTestId("end-input").inputValue()).toBe("2026-11-23T12:00");
    await page.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => page.getByTestId("rate-and-amount").textContent())
      .toBe("3:00 h at €90.00/h = €270.00");
    await page.getByTestId("duration-input").fill("2:30");
    expect(await page.getByTestId("end-input").inputValue()).toBe("2026-11-23T11:30");
    await page.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => page.getByTestId("rate-and-amount").textContent())
      .toBe("2:30 h at €90.00/h = €225.00");
  });

  it("draws a log in the calendar week view and moves it by dragging", async () => {
    const tokens = JSON.parse(
      decodeURIComponent(
        (await context.cookies()).find((cookie) => cookie.name === "jwtToken")?.value ?? "{}",
      ),
    );
    const logs = async () =>
      (
        await fetch(
          `${server.baseUrl}/api/projectmanagement/timelog/?page_size=100&ordering=created_at`,
          {
            headers: { authorization: `Bearer ${tokens.access}` },
          },
        ).then((response) => response.json())
      ).results as {
        id: number;
        project: number;
        start: string;
        end: string;
        duration_seconds: number;
      }[];
    const before = (await logs()).length;
    await page.goto(`${server.baseUrl}/app/project-time/timelog/calender`);
    await page.getByText("8:00am", { exact: true }).waitFor();
    // The grid scrolls (it opens at the working day or later): the hours dragged through in view.
    await page.getByText("10:00am", { exact: true }).scrollIntoViewIfNeeded();
    await page.getByText("8:00am", { exact: true }).scrollIntoViewIfNeeded();
    const monday = await page
      .getByText(/^Mon, \d+\/\d+$/)
      .first()
      .boundingBox({ timeout: 5000 });
    const eight = await page.getByText("8:00am", { exact: true }).boundingBox();
    const ten = await page.getByText("10:00am", { exact: true }).boundingBox();
    if (!monday || !eight || !ten) throw new Error("calendar grid not found");
    const x = monday.x + monday.width / 2;
    const hour = (ten.y - eight.y) / 2;
    await page.mouse.move(x, eight.y + 4);
    await page.mouse.down();
    await page.mouse.move(x, eight.y + hour / 2, { steps: 4 });
    await page.mouse.move(x, eight.y + hour - 4, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await logs()).length).toBe(before + 1);
    const drawn = (await logs()).at(-1);
    expect(drawn?.duration_seconds).toBe(3600);

    const event = page.getByText(/^8:00(am)? – 9:00am$/).first();
    // Coloured by its project.
    const project = await fetch(
      `${server.baseUrl}/api/projectmanagement/project/${drawn?.project}/`,
      { headers: { authorization: `Bearer ${tokens.access}` } },
    ).then((response) => response.json());
    expect(
      await event.evaluate((element) =>
        (element.closest('[style*="--fc-event-color"]') as HTMLElement | null)?.style
          .getPropertyValue("--fc-event-color")
          .trim(),
      ),
    ).toBe(project.color);
    const box = await event.boundingBox({ timeout: 5000 });
    if (!box) throw new Error("event not shown");
    await page.mouse.move(box.x + box.width / 2, box.y + 8);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + 8 + hour / 2, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2, box.y + 8 + hour, { steps: 5 });
    await page.mouse.up();
    await expect
      .poll(async () => (await logs()).find((entry) => entry.id === drawn?.id)?.start)
      .toBe(new Date(new Date(drawn?.start ?? 0).getTime() + 3600_000).toISOString());
    expect((await logs()).find((entry) => entry.id === drawn?.id)?.duration_seconds).toBe(3600);
  });

  it("shows the week's hours on the dashboard", async () => {
    const tokens = JSON.parse(
      decodeURIComponent(
        (await context.cookies()).find((cookie) => cookie.name === "jwtToken")?.value ?? "{}",
      ),
    );
    const now = new Date();
    // Starting now keeps it in this week whatever the hour (the week is cut in the company's zone).
    const start = new Date(now.getTime() - 1000);
    const response = await fetch(`${server.baseUrl}/api/projectmanagement/timelog/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${tokens.access}` },
      body: JSON.stringify({
        project: projectId,
        start: start.toISOString(),
        end: new Date(start.getTime() + 3600_000).toISOString(),
      }),
    });
    expect(response.status).toBe(201);
    const dashboard = await fetch(`${server.baseUrl}/api/projectmanagement/dashboard/`, {
      headers: { authorization: `Bearer ${tokens.access}` },
    }).then((answer) => answer.json());
    const seconds: number = dashboard.week_totals.tracked_seconds;
    expect(seconds).toBeGreaterThanOrEqual(3600);
    await page.goto(`${server.baseUrl}/app`);
    await expect
      .poll(() => page.getByTestId("week-hours").textContent())
      .toBe(
        `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, "0")}`,
      );
    expect(await page.locator(".MuiBarChart-root, svg").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("recent-log").count()).toBeGreaterThan(0);
  });

  it("starts the timer from the dashboard, sees it among the latest logs and stops it there", async () => {
    await page.goto(`${server.baseUrl}/app`);
    const timer = page.getByTestId("timer-bar");
    await timer.getByLabel("Project / activity").click();
    await page.getByRole("option", { name: "TPS reports", exact: true }).click();
    await timer.getByLabel("Description").fill("Quick call");
    await timer.getByRole("button", { name: "Start timer" }).click();
    // Among the latest (at most five; this file records fewer), wherever the calendar's log falls.
    const quickCall = page.getByTestId("recent-log").filter({ hasText: "Quick call" });
    await expect
      .poll(() => page.getByTestId("running-timer").textContent())
      .toContain("TPS reports");
    await expect
      .poll(() => page.getByTestId("timer-clock").textContent(), { timeout: 5000 })
      .not.toBe("00:00:00");
    await expect.poll(() => quickCall.textContent()).toMatch(/TPS reports.*Quick call.*running/);
    await timer.getByRole("button", { name: "Stop" }).click();
    await expect.poll(() => page.getByTestId("running-timer").count()).toBe(0);
    // Stopped after a few seconds: its length in seconds, not "0:00".
    await expect.poll(() => quickCall.textContent()).toMatch(/TPS reports.*Quick call.*\d+ s/);
    await expect.poll(() => timer.getByRole("button", { name: "Start timer" }).count()).toBe(1);

    // Continue it from the list: a new timer on the same project and description.
    await page.goto(`${server.baseUrl}/app/project-time/timelog`);
    const quickCalls = page.getByTestId("timelog-row").filter({ hasText: "Quick call" });
    await expect.poll(() => quickCalls.count()).toBe(1);
    await quickCalls.getByRole("button", { name: "Continue" }).click();
    await expect
      .poll(() => page.getByTestId("running-timer").textContent())
      .toContain("TPS reports");
    await expect.poll(() => quickCalls.count()).toBe(2);
    await page.getByTestId("running-timer").getByRole("button", { name: "Stop" }).click();
    await expect.poll(() => page.getByTestId("running-timer").count()).toBe(0);

    // Deleting asks first; cancelling keeps the log.
    await quickCalls.first().getByRole("button", { name: "Delete" }).click();
    const question = page.getByRole("dialog", { name: "Delete this time log?" });
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(await quickCalls.count()).toBe(2);
    await quickCalls.first().getByRole("button", { name: "Delete" }).click();
    await question.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => quickCalls.count()).toBe(1);

    // The selection can be marked not billable at once.
    await quickCalls.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Mark 1 log not billable" }).click();
    await expect
      .poll(() => quickCalls.getByTestId("timelog-amount").textContent())
      .toBe("not billable");

    // A search survives opening a log and coming back (it lives in the address).
    await page.getByLabel("Search").fill("Quick call");
    await expect.poll(() => page.getByTestId("timelog-row").count()).toBe(1);
    // New filters let the selection go: no bulk action reaches logs they hide.
    expect(await page.getByRole("button", { name: "Mark 1 log not billable" }).count()).toBe(0);
    await quickCalls.getByRole("link", { name: "Edit" }).click();
    await page.waitForURL(/\/app\/project-time\/timelog\/\d+$/);
    await page.getByRole("button", { name: "Back to the list" }).click();
    await page.waitForURL(/\/app\/project-time\/timelog\?search=Quick\+call$/);
    expect(await page.getByLabel("Search").inputValue()).toBe("Quick call");
    await expect.poll(() => page.getByTestId("timelog-row").count()).toBe(1);
    await page.reload();
    expect(await page.getByLabel("Search").inputValue()).toBe("Quick call");
  });

  it("renames and archives an activity, changes a rate rule (re-pricing the logs) and deletes it", async () => {
    await page.goto(`${server.baseUrl}/app/project-time/activities`);
    await page.locator("#field-name").fill("Design");
    await page.getByRole("button", { name: "New activity" }).click();
    const activities = page.getByTestId("activities");
    await activities.getByText("Design", { exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator("#activity-edit-name").fill("Visual design");
    await dialog.getByLabel("Archived").check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => activities.textContent()).not.toContain("Design");
    await page.getByLabel("Show archived", { exact: true }).check();
    await expect
      .poll(() => activities.getByRole("row").filter({ hasText: "Visual design" }).textContent())
      .toContain("✓");

    const rules = page.getByTestId("rules");
    const websiteRule = rules.getByRole("row").filter({ hasText: "Project: Website relaunch" });
    expect(await websiteRule.textContent()).toContain("90.00 per hour");
    expect(await websiteRule.textContent()).toContain("always");
    await websiteRule.click();
    await dialog.locator("#rule-edit-rate").fill("95");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => websiteRule.textContent()).toContain("95.00 per hour");
    await page.goto(`${server.baseUrl}/app/project-time/timelog`);
    // The log edited to 2:30 h above, at the new rate.
    await expect
      .poll(() => page.getByTestId("timelog-amount").allTextContents())
      .toContain("€237.50");

    await page.goto(`${server.baseUrl}/app/project-time/activities`);
    await websiteRule.click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete this rule?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect.poll(() => websiteRule.count()).toBe(0);
    await expect.poll(() => rules.textContent()).toContain("Project: TPS reports");
  });
});
