import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { linkIn, startMailbox } from "../helpers/mailbox.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const PASSWORD = "reminders-journey-passphrase";
const HOUR = 3_600_000;

describe("reminders", () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let api: ReturnType<typeof apiClient>;
  let tokens: { access: string; refresh: string };
  let projectId: number;

  /** A browser context signed in as rita. */
  const signedIn = async (): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext(desktop);
    await context.addCookies([
      { name: "cookieConsent", value: "necessary", url: server.baseUrl },
      { name: "jwtToken", value: encodeURIComponent(JSON.stringify(tokens)), url: server.baseUrl },
    ]);
    return { context, page: await context.newPage() };
  };

  /** The newest mail to rita with `subject`, waiting for the reminders' job. */
  const mailWithSubject = async (subject: string) => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const mail = await mailbox.latestTo("rita@example.com");
      if (mail.subject === subject) return mail;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no mail "${subject}" to rita@example.com`);
  };

  beforeAll(async () => {
    mailbox = await startMailbox();
    [server, browser] = await Promise.all([
      // The reminders' job looks every second here (every 10 minutes by default).
      startServer({ SMTP_URL: mailbox.url, REMINDER_CHECK_SECONDS: "1" }),
      launchBrowser(),
    ]);
    api = apiClient(server.baseUrl);
    tokens = await api.signUp("rita", PASSWORD);
    const me = await api.call("GET", "/auth/users/me/");
    await api.call("PATCH", `/masterdata/company-info/${me.company}/`, { setup_completed: true });
    const debtor = await api.call("POST", "/projectmanagement/debtor/", { name: "Harbour Ltd" });
    const project = await api.call("POST", "/projectmanagement/project/", {
      name: "Harbour audit",
      debtor: debtor.id,
    });
    projectId = project.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it("sets a user's own limit in the profile and the company's defaults in its settings", async () => {
    const { context, page } = await signedIn();
    await page.goto(`${server.baseUrl}/app/settings?tab=profile`);
    const card = page.getByRole("region", { name: "Reminders" });
    await expect
      .poll(() => card.getByLabel("Daily target").getAttribute("placeholder"))
      .toBe("8:00");
    await card.getByLabel("Timer limit in hours").fill("3");
    await card.getByRole("button", { name: "Save reminders" }).click();
    await expect.poll(() => page.getByText("Your reminder settings are saved.").count()).toBe(1);

    await page.goto(`${server.baseUrl}/app/settings?tab=company`);
    const defaults = page.getByRole("region", { name: "Reminder defaults" });
    await defaults.getByLabel("Ask about idle time after minutes").fill("1");
    await defaults.getByRole("button", { name: "Sat" }).click();
    await defaults.getByRole("button", { name: "Save defaults" }).click();
    await expect.poll(() => page.getByText("The reminder defaults are saved.").count()).toBe(1);

    expect(await api.call("GET", "/projectmanagement/reminder-settings/")).toEqual({
      working_days: null,
      daily_target_minutes: null,
      timer_limit_hours: 3,
      idle_minutes: null,
      reminders_enabled: null,
      company_defaults: {
        working_days: [1, 2, 3, 4, 5, 6],
        daily_target_minutes: 480,
        timer_limit_hours: 10,
        idle_minutes: 1,
        reminders_enabled: true,
      },
      effective: {
        working_days: [1, 2, 3, 4, 5, 6],
        daily_target_minutes: 480,
        timer_limit_hours: 3,
        idle_minutes: 1,
        reminders_enabled: true,
      },
    });
    await context.close();
  });

  it("mails a timer left running past the limit, whose link stops it at the proposed end after signing in", async () => {
    // A timer started 4 hours ago, past rita's limit of 3.
    const log = await api.call("POST", "/projectmanagement/timelog/", {
      project: projectId,
      start: new Date(Date.now() - 4 * HOUR).toISOString(),
      end: null,
    });
    const mail = await mailWithSubject("Your timer is still running");
    expect(mail.text).toContain("your timer for Harbour audit has been running since");
    const link = linkIn(mail, "/app");
    expect(link.searchParams.get("stop")).toBe(String(log.id));
    const at = link.searchParams.get("at") as string;

    // Opened in a browser without a session: the sign-in comes first, then the question.
    const context = await browser.newContext(desktop);
    await context.addCookies([{ name: "cookieConsent", value: "necessary", url: server.baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${link.pathname}${link.search}`);
    await page.waitForURL("**/auth/login?next=*");
    await page.getByLabel("Username").fill("rita");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).last().click();
    const dialog = page.getByRole("dialog");
    await expect
      .poll(() => dialog.getByRole("heading").textContent(), { timeout: 15_000 })
      .toMatch(/^Stop the timer at \d\d:\d\d\?$/);
    await dialog.getByRole("button", { name: "Stop the timer" }).click();
    await expect
      .poll(() =>
        page
          .getByTestId("alert")
          .filter({ hasText: /The timer ended at \d\d:\d\d\./ })
          .count(),
      )
      .toBe(1);
    // The log ends where the mail proposed, and the address no longer asks.
    const stopped = await api.call("GET", `/projectmanagement/timelog/${log.id}/`);
    expect([stopped.is_running, stopped.end]).toEqual([false, at]);
    expect(new URL(page.url()).search).toBe("");
    // One mail for the timer, however often the job has looked since.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(
      mailbox
        .allTo("rita@example.com")
        .map((received) => received.subject)
        .filter((subject) => subject === "Your timer is still running"),
    ).toHaveLength(1);
    await context.close();
  });

  it("asks after the idle minutes and discards the idle time, starting the timer again", async () => {
    const { context, page } = await signedIn();
    await page.clock.install();
    await page.goto(`${server.baseUrl}/app`);
    const bar = page.getByTestId("timer-bar");
    await bar.getByLabel("Description").fill("Quay walls");
    await bar.getByLabel("Project / activity").click();
    await page.getByRole("option", { name: "Harbour audit" }).click();
    await bar.getByRole("button", { name: "Start" }).click();
    await expect.poll(() => bar.getByTestId("running-timer").count()).toBe(1);
    const first = await api.call("GET", "/projectmanagement/timelog/running/");

    // No pointer or key for a minute and a half (the company's default asks after one).
    await page.clock.fastForward("01:30");
    const prompt = page.getByTestId("idle-prompt");
    await expect.poll(() => prompt.count(), { timeout: 15_000 }).toBe(1);
    expect(await prompt.getByRole("heading").textContent()).toBe("Were you away?");
    await prompt.getByRole("button", { name: "Discard idle time" }).click();
    await expect
      .poll(() =>
        page
          .getByTestId("alert")
          .filter({ hasText: /The timer ended at \d\d:\d\d\./ })
          .count(),
      )
      .toBe(1);

    const ended = await api.call("GET", `/projectmanagement/timelog/${first.id}/`);
    const again = await api.call("GET", "/projectmanagement/timelog/running/");
    expect(ended.is_running).toBe(false);
    expect(again.id).not.toBe(first.id);
    expect([again.project, again.description]).toEqual([projectId, "Quay walls"]);
    await context.close();
  });
});
