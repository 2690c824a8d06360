import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

interface Log {
  id: number;
  description: string;
  start: string;
  end: string | null;
  billable: boolean;
}

/** The installable app and its offline timer (decision 033). */
describe("the app offline", () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: ReturnType<typeof apiClient>;
  const logs = async () =>
    (await api.call("GET", "/projectmanagement/timelog/?page_size=100&ordering=start"))
      .results as Log[];
  const status = () => page.getByTestId("offline-status");

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = apiClient(server.baseUrl);
    const tokens = await api.signUp("offline", "offline-timer-passphrase");
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
    context = await browser.newContext({ ...desktop, timezoneId: "UTC" });
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
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("is installable from /app only: the public site has no worker and no manifest", async () => {
    await page.goto(`${server.baseUrl}/`);
    expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
    // Give the public page time to register anything it would: it registers nothing.
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(0);

    const worker = await fetch(`${server.baseUrl}/app-sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/^(?:text|application)\/javascript/);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    const manifest = await fetch(`${server.baseUrl}/app.webmanifest`);
    expect(manifest.headers.get("content-type")).toMatch(/manifest\+json|application\/json/);
    const app = await manifest.json();
    expect(app).toMatchObject({ start_url: "/app", scope: "/app", display: "standalone" });
    for (const icon of app.icons as { src: string }[])
      expect((await fetch(`${server.baseUrl}${icon.src}`)).status).toBe(200);

    await page.goto(`${server.baseUrl}/app`);
    await page.getByLabel("Project / activity").waitFor();
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe(
      "/app.webmanifest",
    );
    // The worker installs once the page is idle, then controls it (and every /app page after).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    expect(
      await page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map(
          (registration) => new URL(registration.scope).pathname,
        ),
      ),
    ).toEqual(["/app"]);
  });

  it("starts and stops the timer and adds an entry offline, opens offline, and stores them once", async () => {
    await page.goto(`${server.baseUrl}/app/project-time/timelog`);
    await page.getByRole("button", { name: "Add entry" }).waitFor();
    await page.getByLabel("Project / activity").waitFor();
    await context.setOffline(true);
    await expect.poll(() => status().textContent()).toBe("Offline");

    // Start offline: the bar runs at once, from the moment Start was pressed.
    await page.locator("#timer-description").fill("Offline task");
    await page.getByLabel("Project / activity").click();
    await page.keyboard.type("website");
    await page
      .getByRole("option", { name: /website/i })
      .first()
      .click();
    await page.getByRole("button", { name: "Start timer" }).click();
    const running = page.getByTestId("running-timer");
    await expect.poll(() => running.textContent()).toContain("Website relaunch");
    await expect.poll(() => status().textContent()).toBe("Offline — 1 change waiting");
    await expect.poll(() => page.getByTestId("timer-clock").textContent()).not.toBe("0:00:00");
    // The running log's description is edited offline too.
    const description = running.getByLabel("Description");
    await description.fill("Offline task, edited");
    await description.press("Enter");
    await page.getByRole("button", { name: "Stop" }).click();
    await expect.poll(() => running.count()).toBe(0);
    // Started and stopped offline: one log to create.
    await expect.poll(() => status().textContent()).toBe("Offline — 1 change waiting");

    // An entry added offline.
    await page.getByRole("button", { name: "Add entry" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a time entry" });
    await dialog.getByLabel("Project / activity").click();
    await page.keyboard.type("website");
    await page
      .getByRole("option", { name: /website/i })
      .first()
      .click();
    await dialog.getByLabel("Description").fill("Offline entry");
    await dialog.getByLabel("Start").fill("930");
    await dialog.getByLabel("Duration").fill("1.5h");
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => status().textContent()).toBe("Offline — 2 changes waiting");

    // The app opens offline: the shell from the worker, the waiting changes from this device.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByTestId("timer-bar").waitFor();
    await expect.poll(() => status().textContent()).toBe("Offline — 2 changes waiting");
    await status().click();
    const panel = page.getByRole("dialog", { name: "Changes waiting to be sent" });
    await expect.poll(() => panel.getByTestId("offline-write").count()).toBe(2);
    expect(await panel.getByText("Waiting to be sent", { exact: true }).count()).toBe(2);
    await panel.getByRole("button", { name: "Close" }).click();
    expect((await logs()).length).toBe(0);

    // Back online: sent in order, each stored exactly once.
    await context.setOffline(false);
    await expect.poll(() => status().count(), { timeout: 20_000 }).toBe(0);
    await expect
      .poll(async () => (await logs()).map((log) => log.description).sort())
      .toEqual(["Offline entry", "Offline task, edited"]);
    const stored = await logs();
    const task = stored.find((log) => log.description === "Offline task, edited") as Log;
    expect(task.end).not.toBeNull();
    expect(new Date(task.end as string).getTime()).toBeGreaterThan(new Date(task.start).getTime());
    const today = new Date().toISOString().slice(0, 10);
    expect(stored.find((log) => log.description === "Offline entry")).toMatchObject({
      start: `${today}T09:30:00.000Z`,
      end: `${today}T11:00:00.000Z`,
    });
    // Another connection change sends nothing again.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.reload();
    await page.getByTestId("timer-bar").waitFor();
    await page.waitForTimeout(1000);
    expect((await logs()).length).toBe(2);
    await expect
      .poll(() => page.getByTestId("timelog-row").filter({ hasText: "Offline entry" }).count())
      .toBe(1);
  });

  it("keeps a change the server refuses, with its message, until the user resolves it", async () => {
    await page.goto(`${server.baseUrl}/app`);
    await page.getByLabel("Project / activity").waitFor();
    await context.setOffline(true);
    await page.locator("#timer-description").fill("Second timer");
    await page.getByLabel("Project / activity").click();
    await page.keyboard.type("website");
    await page
      .getByRole("option", { name: /website/i })
      .first()
      .click();
    await page.getByRole("button", { name: "Start timer" }).click();
    await page.getByTestId("running-timer").waitFor();
    // Meanwhile a timer was started elsewhere.
    const project = (await api.call("GET", "/projectmanagement/project/")).results[0];
    const elsewhere = await api.call("POST", "/projectmanagement/timelog/start/", {
      project: project.id,
      description: "Started on the phone",
    });
    await context.setOffline(false);
    await expect.poll(() => status().textContent(), { timeout: 20_000 }).toBe("1 change waiting");
    await status().click();
    const panel = page.getByRole("dialog", { name: "Changes waiting to be sent" });
    await expect
      .poll(() => panel.getByRole("alert").textContent())
      .toMatch(/^Not saved: .*running/i);
    // Resolved: the other timer stopped, the waiting one sent again.
    await api.call("POST", `/projectmanagement/timelog/${elsewhere.id}/stop/`);
    await panel.getByRole("button", { name: "Send again" }).click();
    // Nothing waits any more: the list goes with the app bar's note.
    await expect.poll(() => panel.count()).toBe(0);
    expect(await status().count()).toBe(0);
    await expect
      .poll(async () => (await logs()).filter((log) => log.description === "Second timer").length)
      .toBe(1);
    await expect.poll(() => page.getByTestId("running-timer").count()).toBe(1);
  });
});
