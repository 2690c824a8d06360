import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { startMailbox } from "../helpers/mailbox.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const PASSWORD = "budget-journey-passphrase";
const HOUR = 3_600_000;

describe("budget alerts", () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let api: ReturnType<typeof apiClient>;
  let tokens: { access: string; refresh: string };
  let projectId: number;
  let debtorId: number;

  beforeAll(async () => {
    mailbox = await startMailbox();
    [server, browser] = await Promise.all([
      // The job looks every second here (every 10 minutes by default).
      startServer({ SMTP_URL: mailbox.url, REMINDER_CHECK_SECONDS: "1" }),
      launchBrowser(),
    ]);
    api = apiClient(server.baseUrl);
    tokens = await api.signUp("bea", PASSWORD);
    const me = await api.call("GET", "/auth/users/me/");
    await api.call("PATCH", `/masterdata/company-info/${me.company}/`, { setup_completed: true });
    const debtor = await api.call("POST", "/projectmanagement/debtor/", { name: "Harbour Ltd" });
    const project = await api.call("POST", "/projectmanagement/project/", {
      name: "Harbour retainer",
      debtor: debtor.id,
    });
    projectId = project.id;
    debtorId = debtor.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it("sets a monthly budget on the project's page, mails its threshold once and shows the burn-down", async () => {
    const context = await browser.newContext(desktop);
    await context.addCookies([
      { name: "cookieConsent", value: "necessary", url: server.baseUrl },
      { name: "jwtToken", value: encodeURIComponent(JSON.stringify(tokens)), url: server.baseUrl },
    ]);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/app/project-time/projects/${projectId}`);
    await page.getByLabel("Budget (hours)").fill("2");
    await page.getByLabel("Alert thresholds (%)").fill("50, 100");
    await page.getByLabel("Budget resets every month (retainer)").check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => page.getByText("Your changes are saved.").count()).toBe(1);
    expect(await api.call("GET", `/projectmanagement/project/${projectId}/`)).toMatchObject({
      budget_hours: "2.00",
      budget_monthly: true,
      budget_alert_thresholds: [50, 100],
      budget_alert_members: false,
    });

    // An hour and a half this month: 75 %, past the first threshold.
    const start = new Date(Date.now() - 2 * HOUR);
    await api.call("POST", "/projectmanagement/timelog/", {
      project: projectId,
      start: start.toISOString(),
      end: new Date(start.getTime() + 1.5 * HOUR).toISOString(),
    });
    const subject = "Harbour retainer has used 50 % of its hour budget";
    const deadline = Date.now() + 30_000;
    let mail = await mailbox.latestTo("bea@example.com");
    while (mail.subject !== subject && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      mail = await mailbox.latestTo("bea@example.com");
    }
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(
      "Harbour retainer has used 1.5 h of its monthly budget of 2 h (75 %).",
    );
    const link = (mail.text ?? "").match(/https?:\/\/\S+\/app\/project-time\/projects\/\d+/);
    expect(link && new URL(link[0]).pathname).toBe(`/app/project-time/projects/${projectId}`);

    // The mail's link opens the project's page with this month's burn-down.
    await page.goto(`${server.baseUrl}/app/project-time/projects/${projectId}`);
    await expect
      .poll(() => page.getByText("1:30 h of 2:00 h used (75 %)").count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByRole("heading", { name: "Budget this month" }).count()).toBe(1);
    expect(await page.getByText("Alerts at 50 %, 100 %. Reached: 50 %.").count()).toBe(1);
    expect(
      await page.getByRole("table", { name: "Budget use by week" }).getByRole("row").count(),
    ).toBeGreaterThanOrEqual(2);

    // A few more runs of the job send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const mails = mailbox.allTo("bea@example.com");
    expect(mails.filter((sent) => sent.subject === subject)).toHaveLength(1);
    await context.close();
  });

  it("sets a budget on the debtor's page over its projects, mails it once and shows the burn-down", async () => {
    const context = await browser.newContext(desktop);
    await context.addCookies([
      { name: "cookieConsent", value: "necessary", url: server.baseUrl },
      { name: "jwtToken", value: encodeURIComponent(JSON.stringify(tokens)), url: server.baseUrl },
    ]);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/app/project-time/debtor/${debtorId}`);
    // The hour and a half tracked on the debtor's project is 150 % of an hour.
    await page.getByLabel("Budget (hours)").fill("1");
    await page.getByLabel("Alert thresholds (%)").fill("100");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect
      .poll(() => page.getByText("1:30 h of 1:00 h used (150 %)").count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByText("Alerts at 100 %. Reached: 100 %.").count()).toBe(1);

    const subject = "The projects of Harbour Ltd have used 100 % of their hour budget";
    const deadline = Date.now() + 30_000;
    let mail = await mailbox.latestTo("bea@example.com");
    while (mail.subject !== subject && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      mail = await mailbox.latestTo("bea@example.com");
    }
    expect(mail.subject).toBe(subject);
    const link = (mail.text ?? "").match(/https?:\/\/\S+\/app\/project-time\/debtor\/\d+/);
    expect(link && new URL(link[0]).pathname).toBe(`/app/project-time/debtor/${debtorId}`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const mails = mailbox.allTo("bea@example.com");
    expect(mails.filter((sent) => sent.subject === subject)).toHaveLength(1);
    await context.close();
  });
});
