import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { linkIn, startMailbox } from "../helpers/mailbox.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const PASSWORD = "team-views-passphrase";
/** A month long past: the time the calendar adds this week stays out of it. */
const NOVEMBER = "preset=custom&from=2020-11-01&to=2020-11-30";

type Tokens = { access: string; refresh: string };

/**
 * An owner looks at the team's time: whose each log is in the list, one person's logs, their
 * export with names and e-mail addresses, the statistics by person and by tag, and one person's
 * calendar, in which the owner adds that person's time. A member sees none of the people.
 */
describe("team views", () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let owner: ReturnType<typeof apiClient>;
  let ownerTokens: Tokens;
  let memberTokens: Tokens;
  let memberId: number;

  beforeAll(async () => {
    mailbox = await startMailbox();
    [server, browser] = await Promise.all([
      startServer({ SMTP_URL: mailbox.url }),
      launchBrowser(),
    ]);
    owner = apiClient(server.baseUrl);
    ownerTokens = await owner.signUp("tess", PASSWORD);
    const me = await owner.call("GET", "/auth/users/me/");
    await owner.call("PATCH", `/masterdata/company-info/${me.company}/`, {
      name: "Tess Studio",
      setup_completed: true,
      timezone: "UTC",
    });
    const plans = await owner.call("GET", "/billing/subscription-type/");
    const team = plans.results.find((plan: { name: string }) => plan.name === "Team");
    await owner.call("POST", "/billing/initialize-subscription/", {
      subscription_type: team.id,
      amount_of_users: 3,
    });
    const project = await owner.call("POST", "/projectmanagement/project/", { name: "Apollo" });
    await owner.call("POST", "/projectmanagement/hourly-rate-rule/", {
      rate_type: "hourly",
      rate: "100",
    });
    const meeting = await owner.call("POST", "/projectmanagement/tag/", { name: "meeting" });
    await owner.call("POST", "/projectmanagement/timelog/", {
      project: project.id,
      start: "2020-11-10T08:00:00Z",
      end: "2020-11-10T11:00:00Z",
      description: "Kick-off",
      tags: [meeting.id],
    });

    await owner.call("POST", "/usermanagement/invitation/", {
      email: "mia@example.com",
      role: "member",
    });
    const link = linkIn(await mailbox.latestTo("mia@example.com"), "/signup");
    const signedUp = await fetch(`${server.baseUrl}/api/auth/users/`, {
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
    memberId = (await signedUp.json()).id;
    const member = apiClient(server.baseUrl);
    memberTokens = await member.call("POST", "/auth/jwt/create/", {
      username: "mia",
      password: PASSWORD,
    });
    const created = await fetch(`${server.baseUrl}/api/projectmanagement/timelog/`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${memberTokens.access}`,
      },
      body: JSON.stringify({
        project: project.id,
        start: "2020-11-12T09:00:00Z",
        end: "2020-11-12T11:00:00Z",
        description: "Wireframes",
      }),
    });
    expect(created.status).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  async function signedIn(tokens: Tokens): Promise<Page> {
    const context = await browser.newContext({
      ...desktop,
      acceptDownloads: true,
      timezoneId: "UTC",
    });
    await context.addCookies([
      { name: "cookieConsent", value: "necessary", url: server.baseUrl },
      { name: "jwtToken", value: encodeURIComponent(JSON.stringify(tokens)), url: server.baseUrl },
    ]);
    const page = await context.newPage();
    page.setDefaultTimeout(8_000);
    return page;
  }

  it("shows the owner whose each log is, one person's logs, and exports them with the person", async () => {
    const page = await signedIn(ownerTokens);
    await page.goto(
      `${server.baseUrl}/app/project-time/timelog?start_after=2020-11-01&start_before=2020-12-01`,
    );
    await expect
      .poll(() => page.getByTestId("timelog-person").allTextContents())
      .toEqual(["mia", "tess"]);
    expect(await page.locator("thead th").allTextContents()).toContain("Person");

    await page.getByRole("combobox", { name: "Person" }).click();
    await page.getByRole("option", { name: "mia" }).click();
    await expect.poll(() => page.getByTestId("timelog-person").allTextContents()).toEqual(["mia"]);
    expect(new URL(page.url()).searchParams.get("user")).toBe(String(memberId));
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "CSV" }).click();
    const csv = readFileSync((await (await downloading).path()) as string, "utf8");
    expect(csv.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "Date,Start,End,Hours,Duration,User,E-mail,Debtor,Project,Activity,Description,Billable,Rate,Amount,Currency,Invoiced,Tags",
      "2020-11-12,09:00,11:00,2.00,2:00,mia,mia@example.com,,Apollo,,Wireframes,yes,100.00,200.00,EUR,no,",
      "",
    ]);
    await page.context().close();
  });

  it("breaks the owner's statistics down by person and by tag", async () => {
    const page = await signedIn(ownerTokens);
    await page.goto(`${server.baseUrl}/app/project-time/statistics?${NOVEMBER}`);
    await expect
      .poll(() => page.getByTestId("statistics-totals").textContent())
      .toBe("Tracked 5:00 h, billable 5:00 h, amount €500.00");
    expect(
      await page.getByRole("table", { name: "By person" }).locator("tr").allTextContents(),
    ).toEqual(["PersonTrackedShare", "tess3:00 h60%", "mia2:00 h40%"]);
    expect(
      await page.getByRole("table", { name: "By tag" }).locator("tr").allTextContents(),
    ).toEqual(["TagTrackedShare", "meeting3:00 h60%", "No tag2:00 h40%"]);

    const totalsBy = page.getByRole("group", { name: "Totals by" });
    await totalsBy.getByRole("button", { name: "Person" }).click();
    const table = page.getByTestId("statistics-table");
    await expect
      .poll(() => table.locator("tr").allTextContents())
      .toEqual(["PersonTrackedBillableAmount", "tess3:003:00€300.00", "mia2:002:00€200.00"]);
    await totalsBy.getByRole("button", { name: "Tag" }).click();
    await expect
      .poll(() => table.locator("tr").allTextContents())
      .toEqual(["TagTrackedBillableAmount", "meeting3:003:00€300.00", "No tag2:002:00€200.00"]);
    expect(
      await page
        .getByText(
          "A log with several tags counts in each of them, so the tags can add up to more than the total.",
        )
        .count(),
    ).toBe(2);
    // The tag filter narrows every figure.
    await page.getByRole("combobox", { name: "Tag" }).click();
    await page.getByRole("option", { name: "meeting" }).click();
    await expect
      .poll(() => page.getByTestId("statistics-totals").textContent())
      .toBe("Tracked 3:00 h, billable 3:00 h, amount €300.00");
    expect(new URL(page.url()).searchParams.get("by")).toBe("tag");
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("adds a person's time in their calendar", async () => {
    const page = await signedIn(ownerTokens);
    const logsOf = async (user: number) =>
      (
        await fetch(
          `${server.baseUrl}/api/projectmanagement/timelog/?user=${user}&page_size=100&ordering=created_at`,
          { headers: { authorization: `Bearer ${ownerTokens.access}` } },
        ).then((response) => response.json())
      ).results as { user: number; duration_seconds: number }[];
    const before = (await logsOf(memberId)).length;
    await page.goto(`${server.baseUrl}/app/project-time/timelog/calender`);
    await page.getByRole("combobox", { name: "Person" }).click();
    await page.getByRole("option", { name: "mia" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("user")).toBe(String(memberId));
    // The person's menu fades out; until it is gone its backdrop takes the pointer, as it would a person's.
    await page.locator(".MuiMenu-root").waitFor({ state: "detached" });
    await page.getByText("8:00am", { exact: true }).waitFor();
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
    await expect.poll(async () => (await logsOf(memberId)).length).toBe(before + 1);
    expect((await logsOf(memberId)).at(-1)).toMatchObject({
      user: memberId,
      duration_seconds: 3600,
    });
    // Mia's calendar shows it, without her name on it; everyone's names each log's person.
    await page
      .getByText(/^8:00(am)? – 9:00am$/)
      .first()
      .waitFor();
    expect(await page.getByTestId("log-person").count()).toBe(0);
    await page.getByRole("combobox", { name: "Person" }).click();
    await page.getByRole("option", { name: "All" }).click();
    await expect.poll(() => page.getByTestId("log-person").allTextContents()).toEqual(["mia"]);
    await page.context().close();
  });

  it("shows a member no person anywhere", async () => {
    const page = await signedIn(memberTokens);
    await page.goto(`${server.baseUrl}/app/project-time/statistics?${NOVEMBER}`);
    await expect
      .poll(() => page.getByTestId("statistics-totals").textContent())
      .toBe("Tracked 2:00 h, billable 2:00 h");
    // Nor any money: the company has not let members see their amounts (decision 039).
    expect(await page.getByText("€").count()).toBe(0);
    expect(
      await page.getByRole("group", { name: "Totals by" }).getByRole("button").allTextContents(),
    ).toEqual(["Project", "Debtor", "Activity", "Tag"]);
    expect(await page.getByTestId("doughnut-person").count()).toBe(0);
    expect(await page.getByRole("combobox", { name: "Person" }).count()).toBe(0);
    await page.goto(
      `${server.baseUrl}/app/project-time/timelog?start_after=2020-11-01&start_before=2020-12-01`,
    );
    await expect.poll(() => page.getByTestId("timelog-row").count()).toBe(1);
    expect(await page.getByTestId("timelog-person").count()).toBe(0);
    await page.context().close();
  });
});
