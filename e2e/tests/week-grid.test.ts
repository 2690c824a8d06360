import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/api.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

interface Log {
  id: number;
  project: number;
  start: string;
  end: string | null;
  duration_seconds: number;
}

const ZONE = "Europe/Berlin";

/** A day (yyyy-mm-dd) `count` days on. */
const addDays = (day: string, count: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
};
/** The company's day and wall-clock time of an instant. */
const berlin = (instant: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
};
/** How the grid names a day's cell: "Monday, November 23". */
const dayName = (day: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));

// The company's today and the weeks around it: the journey fills last week.
const today = berlin(new Date().toISOString()).day;
const thisMonday = addDays(today, -((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7));
const monday = addDays(thisMonday, -7);
const week = Array.from({ length: 7 }, (_, index) => addDays(monday, index));

describe("the week grid", () => {
  let server: RunningServer;
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;
  let page: Page;
  let companyId: number;
  let tokens: { access: string; refresh: string };
  const projects = new Map<number, string>();

  /** Last week's logs as [project, the company's day, start time there, minutes]. */
  const weekLogs = async () =>
    (
      (
        await api.call(
          "GET",
          `/projectmanagement/timelog/?start_after=${monday}&start_before=${thisMonday}&ordering=start&page_size=100`,
        )
      ).results as Log[]
    ).map((log) => [
      projects.get(log.project),
      berlin(log.start).day,
      berlin(log.start).time,
      log.duration_seconds / 60,
    ]);

  const focused = () =>
    page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
  const cellName = (row: string, day: string) => `${row}, ${dayName(day)}`;
  const cell = (row: string, day: string) =>
    page.getByRole("textbox", { name: cellName(row, day) });

  const openIn = async (viewport: typeof desktop) => {
    // The browser is in New York: the grid's days are the company's, in Berlin.
    const context = await browser.newContext({ ...viewport, timezoneId: "America/New_York" });
    await context.addCookies([
      { name: "cookieConsent", value: "necessary", url: server.baseUrl },
      { name: "jwtToken", value: encodeURIComponent(JSON.stringify(tokens)), url: server.baseUrl },
    ]);
    return context.newPage();
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = apiClient(server.baseUrl);
    tokens = await api.signUp("week-grid", "week-grid-passphrase");
    const me = await api.call("GET", "/auth/users/me/");
    companyId = me.company;
    await api.call("PATCH", `/masterdata/company-info/${companyId}/`, {
      setup_completed: true,
      timezone: ZONE,
    });
    const debtor = await api.call("POST", "/projectmanagement/debtor/", { name: "Globex" });
    for (const name of ["Website relaunch", "Support"]) {
      const project = await api.call("POST", "/projectmanagement/project/", {
        name,
        debtor: debtor.id,
      });
      projects.set(project.id, name);
    }
    page = await openIn(desktop);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("fills a week by keyboard only, with the totals per row, day and week", async () => {
    await page.goto(`${server.baseUrl}/app/project-time/timelog/week?week=${monday}`);
    await page.getByText("No time this week yet. Add a row, or copy last week's rows.").waitFor();
    // The first row: picked by typing, and the focus lands in its Monday.
    await page.getByRole("combobox", { name: "Add a row" }).focus();
    await page.keyboard.type("website");
    await page.getByRole("option", { name: "Website relaunch" }).waitFor();
    await page.keyboard.press("Enter");
    await expect.poll(focused).toBe(cellName("Website relaunch", week[0]));
    for (const typed of ["8", "7,5", "1:30", "90m", "2h 15m"]) {
      await page.keyboard.type(typed);
      await page.keyboard.press("Tab");
    }
    await expect.poll(focused).toBe(cellName("Website relaunch", week[5]));

    await page.getByRole("combobox", { name: "Add a row" }).focus();
    await page.keyboard.type("supp");
    await page.getByRole("option", { name: "Support" }).waitFor();
    await page.keyboard.press("Enter");
    await expect.poll(focused).toBe(cellName("Support", week[0]));
    await page.keyboard.type("1");
    await page.keyboard.press("Tab");
    // What is no duration is refused at the cell, and nothing is saved for it.
    await page.keyboard.type("x");
    await page.keyboard.press("Tab");
    await page.getByText("Type a duration like 1.5, 1:30 or 90m.").waitFor();
    await expect.poll(() => cell("Support", week[1]).getAttribute("aria-invalid")).toBe("true");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.type("0.5");
    await page.keyboard.press("Enter");

    // Each new log starts at 09:00 in Berlin, or after the day's last log.
    await expect.poll(weekLogs).toEqual([
      ["Website relaunch", week[0], "09:00", 480],
      ["Support", week[0], "17:00", 60],
      ["Website relaunch", week[1], "09:00", 450],
      ["Support", week[1], "16:30", 30],
      ["Website relaunch", week[2], "09:00", 90],
      ["Website relaunch", week[3], "09:00", 90],
      ["Website relaunch", week[4], "09:00", 135],
    ]);
    const texts = (testId: string) => page.getByTestId(testId).allTextContents();
    await expect.poll(() => texts("row-total")).toEqual(["1:30", "20:45"]);
    await expect
      .poll(() => texts("day-total"))
      .toEqual(["9:00", "8:00", "1:30", "1:30", "2:15", "0:00", "0:00"]);
    await expect.poll(() => page.getByTestId("week-total").textContent()).toBe("22:15");
    await expectNoAxeViolations(page);

    // Typed over: Monday's log ends earlier. Cleared: Wednesday's log goes, after the question.
    await cell("Website relaunch", week[0]).focus();
    await page.keyboard.type("7");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Tab");
    const question = page.getByRole("dialog", { name: "Delete this time?" });
    await question.waitFor();
    // Checked once it has faded in (half-transparent words are too pale for axe).
    await expect
      .poll(() =>
        question.evaluate(
          (dialog) => getComputedStyle(dialog.closest(".MuiDialog-container") ?? dialog).opacity,
        ),
      )
      .toBe("1");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Delete");
    await page.keyboard.press("Enter");
    await expect.poll(weekLogs).toEqual([
      ["Website relaunch", week[0], "09:00", 420],
      ["Support", week[0], "17:00", 60],
      ["Website relaunch", week[1], "09:00", 450],
      ["Support", week[1], "16:30", 30],
      ["Website relaunch", week[3], "09:00", 90],
      ["Website relaunch", week[4], "09:00", 135],
    ]);
    await expect.poll(() => page.getByTestId("week-total").textContent()).toBe("19:45");
    // The totals of a reload are the same: nothing is only on the screen.
    await page.reload();
    await expect.poll(() => page.getByTestId("week-total").textContent()).toBe("19:45");
    await expect.poll(() => cell("Website relaunch", week[2]).inputValue()).toBe("");
  });

  it("keeps the locked period read-only and shows the server's refusal at the cell", async () => {
    await api.call("PATCH", `/masterdata/company-info/${companyId}/`, { locked_until: week[0] });
    await page.goto(`${server.baseUrl}/app/project-time/timelog/week?week=${monday}`);
    const locked = cell("Website relaunch", week[0]);
    await expect.poll(() => locked.inputValue()).toBe("7:00");
    expect(await locked.getAttribute("readonly")).not.toBeNull();
    await locked.hover();
    const lockedDay = new Intl.DateTimeFormat("en-US", {
      dateStyle: "long",
      timeZone: "UTC",
    }).format(new Date(`${week[0]}T12:00:00Z`));
    await page
      .getByRole("tooltip")
      .filter({ hasText: `Time up to ${lockedDay} is locked.` })
      .waitFor();

    // Locked meanwhile (the page does not know yet): the server says no, at the cell, and the
    // typed time stays until Escape.
    await api.call("PATCH", `/masterdata/company-info/${companyId}/`, { locked_until: week[1] });
    await cell("Website relaunch", week[1]).focus();
    await page.keyboard.type("6");
    await page.keyboard.press("Enter");
    await page
      .getByText(`Time up to ${week[1]} is locked and cannot be changed. The owner can unlock it.`)
      .waitFor();
    expect(await cell("Website relaunch", week[1]).inputValue()).toBe("6");
    await cell("Website relaunch", week[1]).focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => cell("Website relaunch", week[1]).inputValue()).toBe("7:30");
    await api.call("PATCH", `/masterdata/company-info/${companyId}/`, { locked_until: null });
  });

  it("copies last week's rows into this week, from the week after", async () => {
    await page.goto(`${server.baseUrl}/app/project-time/timelog/week?week=${monday}`);
    await expect.poll(() => page.getByTestId("week-total").textContent()).toBe("19:45");
    await page.getByRole("button", { name: "Next week" }).click();
    await page.getByText("No time this week yet. Add a row, or copy last week's rows.").waitFor();
    expect(new URL(page.url()).search).toBe("");
    await page.getByRole("button", { name: "Copy last week's rows" }).click();
    await page.getByText("2 rows of last week were added.").waitFor();
    await expect
      .poll(() => page.getByRole("rowheader").allTextContents())
      .toEqual(["Support", "Website relaunch", "Total"]);
    await expect.poll(() => cell("Support", thisMonday).inputValue()).toBe("");
    await expectNoAxeViolations(page);
  });

  it("works on a 390 px phone: the days scroll beside the projects, the page does not", async () => {
    const phone = await openIn({
      viewport: { width: 390, height: 844 },
      locale: "en-US",
      hasTouch: true,
      isMobile: true,
    });
    await phone.goto(`${server.baseUrl}/app/project-time/timelog/week?week=${monday}`);
    const sunday = phone.getByRole("textbox", { name: cellName("Support", week[6]) });
    await sunday.waitFor();
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBe(0);
    // Tapped and typed into Sunday, at the far end of the grid.
    await sunday.tap();
    await phone.keyboard.type("45m");
    await phone.keyboard.press("Enter");
    await expect.poll(() => sunday.inputValue()).toBe("0:45");
    await expect
      .poll(async () => (await weekLogs()).at(-1))
      .toEqual(["Support", week[6], "09:00", 45]);
    // Scrolled to Sunday, the project column is still where it was.
    const header = phone.getByRole("rowheader", { name: "Support" });
    const table = phone.getByRole("table");
    const [headerBox, tableBox] = [await header.boundingBox(), await table.boundingBox()];
    expect(headerBox?.x).toBeGreaterThanOrEqual(0);
    expect(headerBox && tableBox && headerBox.x > tableBox.x).toBe(true);
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBe(0);
    await expectNoAxeViolations(phone);
    await phone.context().close();
  });
});
