import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

interface Log {
  id: number;
  description: string;
  start: string;
  end: string | null;
}

const VIEWPORTS: [string, BrowserContextOptions][] = [
  ["desktop", desktop],
  ["a 390 px phone", { viewport: { width: 390, height: 844 }, locale: "en-US", hasTouch: true }],
];

describe("entering time", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe.each(VIEWPORTS)("on %s", (name, viewport) => {
    let page: Page;
    let api: ReturnType<typeof apiClient>;
    const logs = async () =>
      (await api.call("GET", "/projectmanagement/timelog/?page_size=100&ordering=start"))
        .results as Log[];
    const today = new Date().toISOString().slice(0, 10);

    beforeAll(async () => {
      api = apiClient(server.baseUrl);
      const tokens = await api.signUp(`entry-${name.length}`, "entering-time-passphrase");
      const me = await api.call("GET", "/auth/users/me/");
      await api.call("PATCH", `/masterdata/company-info/${me.company}/`, {
        setup_completed: true,
        timezone: "UTC",
      });
      const debtor = await api.call("POST", "/projectmanagement/debtor/", { name: "Globex" });
      await api.call("POST", "/projectmanagement/project/", {
        name: "Website relaunch",
        debtor: debtor.id,
      });
      await api.call("POST", "/projectmanagement/hourly-rate-rule/", {
        rate_type: "hourly",
        rate: "80",
      });
      const context = await browser.newContext({ ...viewport, timezoneId: "UTC" });
      await context.addCookies([
        { name: "cookieConsent", value: "necessary", url: server.baseUrl },
        {
          name: "jwtToken",
          value: encodeURIComponent(JSON.stringify(tokens)),
          url: server.baseUrl,
        },
      ]);
      page = await context.newPage();
    });

    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element?.id || element?.textContent?.trim() || "";
      });

    it("starts and stops the timer from three pages with the keyboard only", async () => {
      const pages = ["/app", "/app/project-time/timelog", "/app/project-time/statistics"];
      for (const [index, path] of pages.entries()) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.getByLabel("Project / activity").waitFor();
        // "/" jumps to the description; Tab reaches the project, typing finds it, Enter picks it.
        await page.keyboard.press("/");
        await expect.poll(focused).toBe("timer-description");
        await page.keyboard.type(`Task ${index + 1}`);
        await page.keyboard.press("Tab");
        await page.keyboard.type("website");
        // A person presses Enter once the project is offered.
        await page
          .getByRole("option", { name: /website/i })
          .first()
          .waitFor();
        await page.keyboard.press("Enter");
        await page.keyboard.press("Alt+KeyS");
        const running = page.getByTestId("running-timer");
        await expect.poll(() => running.textContent()).toContain("Website relaunch");
        await expect
          .poll(() => running.getByLabel("Description").inputValue())
          .toBe(`Task ${index + 1}`);
        // Focus lands on Stop.
        await expect.poll(focused).toBe("Stop");
        if (index === pages.length - 1) {
          // The running log is renamed in the bar: back past the billable switch, type, Enter.
          await page.keyboard.press("Shift+Tab");
          await page.keyboard.press("Shift+Tab");
          await expect.poll(focused).toBe("timer-running-description");
          await page.keyboard.press("End");
          await page.keyboard.type(" and review");
          await page.keyboard.press("Enter");
          await expect
            .poll(async () => (await logs()).at(-1)?.description)
            .toBe(`Task ${index + 1} and review`);
          await expectNoAxeViolations(page);
        }
        // Alt+S stops and the focus is back in the description.
        await page.keyboard.press("Alt+KeyS");
        await expect.poll(() => page.getByTestId("running-timer").count()).toBe(0);
        await expect.poll(focused).toBe("timer-description");
      }
      expect((await logs()).map((log) => [log.description, log.end !== null])).toEqual([
        ["Task 1", true],
        ["Task 2", true],
        ["Task 3 and review", true],
      ]);
      await expectNoAxeViolations(page);
    });

    it("adds an entry from the list by typing, and edits it in place", async () => {
      await page.goto(`${server.baseUrl}/app/project-time/timelog`);
      await page.getByRole("button", { name: "Add entry" }).click();
      const dialog = page.getByRole("dialog", { name: "Add a time entry" });
      await expect.poll(focused).toBe("entry-project");
      await page.keyboard.type("website");
      // A person presses Enter once the project is offered.
      await page
        .getByRole("option", { name: /website/i })
        .first()
        .waitFor();
      await page.keyboard.press("Enter");
      await dialog.getByLabel("Description").fill("Kick-off");
      await dialog.getByLabel("Start").fill("930");
      await dialog.getByLabel("End").fill("x");
      await page.keyboard.press("Enter");
      await expect.poll(() => dialog.getByText("Type a time like 9, 930 or 9:30.").count()).toBe(1);
      await expectNoAxeViolations(page);
      await dialog.getByLabel("End").fill("");
      await dialog.getByLabel("Duration").fill("1.5h");
      await page.keyboard.press("Enter");
      await expect.poll(() => dialog.count()).toBe(0);
      await expect
        .poll(async () => (await logs()).find((log) => log.description === "Kick-off"))
        .toMatchObject({ start: `${today}T09:30:00.000Z`, end: `${today}T11:00:00.000Z` });

      const row = page.getByTestId("timelog-row").filter({ hasText: "Kick-off" });
      await row.getByRole("button", { name: "Edit description: Kick-off" }).click();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("Kick-off meeting");
      await page.keyboard.press("Enter");
      await expect
        .poll(() => row.getByRole("button", { name: /^Edit description/ }).textContent())
        .toBe("Kick-off meeting");
      await row.getByRole("button", { name: /^Edit times/ }).click();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("10");
      await page.keyboard.press("Enter");
      await expect
        .poll(async () => (await logs()).find((log) => log.description === "Kick-off meeting"))
        .toMatchObject({ start: `${today}T10:00:00.000Z`, end: `${today}T11:00:00.000Z` });
      await expect.poll(() => page.getByTestId("day-header").count()).toBe(1);
      await expectNoAxeViolations(page);
    });

    it("adds an entry from the calendar by typing", async () => {
      await page.goto(`${server.baseUrl}/app/project-time/timelog/calender`);
      await page.getByText("8:00am", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Add entry" }).focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Add a time entry" });
      await expect.poll(focused).toBe("entry-project");
      await page.keyboard.type("website");
      // A person presses Enter once the project is offered.
      await page
        .getByRole("option", { name: /website/i })
        .first()
        .waitFor();
      await page.keyboard.press("Enter");
      await dialog.getByLabel("Description").fill("Review");
      await dialog.getByLabel("Start").fill("14");
      await dialog.getByLabel("End").fill("15:15");
      await page.keyboard.press("Enter");
      await expect.poll(() => dialog.count()).toBe(0);
      await expect
        .poll(async () => (await logs()).find((log) => log.description === "Review"))
        .toMatchObject({ start: `${today}T14:00:00.000Z`, end: `${today}T15:15:00.000Z` });
      await expect
        .poll(() => page.getByText("Website relaunch · Review", { exact: true }).count())
        .toBe(1);
      await expectNoAxeViolations(page);
    });
  });
});
