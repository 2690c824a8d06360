import type { Language } from "@tempus/contract";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TimesheetTool } from "../../../app/features/timesheet/timesheet-tool.tsx";
import { createI18n } from "../../../app/lib/i18n.ts";
import { setUpTimesheet } from "../../../app/site/browser/timesheet-script.ts";
import { renderWithApp } from "../../render.tsx";

/**
 * The page as the build renders it (the static tool), started by its page
 * script as /timesheet.js starts it in the browser.
 */
async function openTool({ language = "en" as Language, now = new Date() } = {}) {
  const rendered = await renderWithApp(<TimesheetTool />, { language });
  const root = document.querySelector<HTMLElement>("[data-timesheet]");
  if (!root) throw new Error("no timesheet rendered");
  setUpTimesheet(root, now);
  return rendered;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const setTime = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });

describe("the free timesheet", () => {
  beforeEach(() => localStorage.setItem("tempus.timesheet.lastMonth", "2026-11"));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("renders the same first page at build time: no month, no dates", async () => {
    const i18n = await createI18n("en");
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <TimesheetTool />
      </I18nextProvider>,
    );
    expect(html).toContain("Loading the timesheet");
    expect(html).not.toContain("2026");
    expect(html).toContain('href="/signup"');
    // The texts for the script, as data in the page's language, not executed.
    expect(html).toContain('<script type="application/json" data-timesheet-texts="">');
    expect(html).toContain('"start":"Start, {{day}}"');
  });

  it("adds up two days, keeps them in the browser and shows them again", async () => {
    const { unmount } = await openTool();
    await screen.findByLabelText("Start, Monday, November 2");
    expect((screen.getByLabelText("Month") as HTMLInputElement).value).toBe("2026-11");
    expect(screen.getAllByRole("row")).toHaveLength(1 + 30 + 1);

    setTime("Start, Monday, November 2", "08:00");
    setTime("End, Monday, November 2", "16:30");
    await userEvent.type(input("Break in minutes, Monday, November 2"), "30");
    setTime("Start, Tuesday, November 3", "22:00");
    setTime("End, Tuesday, November 3", "06:15");
    await userEvent.type(input("Break in minutes, Tuesday, November 3"), "0:15");

    expect(screen.getByTestId("timesheet-worked-2026-11-02").textContent).toBe("8:00");
    expect(screen.getByTestId("timesheet-worked-2026-11-03").textContent).toBe("8:00");
    expect(screen.getByTestId("timesheet-total").textContent).toBe("16:00 (16.00 h)");
    expect(screen.getByTestId("timesheet-days-worked").textContent).toBe("2");
    expect(screen.getByTestId("timesheet-average").textContent).toBe("8:00");
    expect(JSON.parse(localStorage.getItem("tempus.timesheet.2026-11") ?? "{}")).toEqual({
      "2026-11-02": { start: "08:00", end: "16:30", breakMinutes: 30 },
      "2026-11-03": { start: "22:00", end: "06:15", breakMinutes: 15 },
    });

    unmount();
    await openTool();
    await screen.findByLabelText("Start, Monday, November 2");
    expect(input("Start, Monday, November 2").value).toBe("08:00");
    expect(input("End, Monday, November 2").value).toBe("16:30");
    expect(input("Break in minutes, Monday, November 2").value).toBe("30");
    expect(input("Break in minutes, Tuesday, November 3").value).toBe("15");
    expect(screen.getByTestId("timesheet-total").textContent).toBe("16:00 (16.00 h)");
  });

  it("refuses a break as long as the shift, with the message tied to the row's inputs", async () => {
    await openTool();
    await screen.findByLabelText("Start, Thursday, November 5");
    setTime("Start, Thursday, November 5", "08:00");
    setTime("End, Thursday, November 5", "09:00");
    expect(screen.getByTestId("timesheet-worked-2026-11-05").textContent).toBe("1:00");
    await userEvent.type(input("Break in minutes, Thursday, November 5"), "60");

    const message = screen.getByText("The break is as long as the shift or longer.");
    const breakInput = input("Break in minutes, Thursday, November 5");
    expect(breakInput.getAttribute("aria-invalid")).toBe("true");
    expect(breakInput.getAttribute("aria-describedby")).toBe(message.id);
    expect(input("Start, Thursday, November 5").getAttribute("aria-describedby")).toBe(message.id);
    expect(screen.getByTestId("timesheet-worked-2026-11-05").textContent).toBe("");
    expect(screen.getByTestId("timesheet-total").textContent).toBe("0:00 (0.00 h)");
    expect(screen.getByText("1 day has an error and is not counted.")).toBeTruthy();

    await userEvent.clear(breakInput);
    await userEvent.type(breakInput, "1:5x");
    expect(screen.getByText("Enter the break in minutes (30) or as H:MM (0:30).")).toBeTruthy();

    setTime("Start, Friday, November 6", "08:00");
    expect(screen.getByText("Enter both a start and an end time.")).toBeTruthy();
  });

  it("moves between months and remembers the month", async () => {
    await openTool();
    await screen.findByLabelText("Start, Monday, November 2");
    await userEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(await screen.findByLabelText("Start, Tuesday, December 1")).toBeTruthy();
    expect(localStorage.getItem("tempus.timesheet.lastMonth")).toBe("2026-12");
    await userEvent.click(screen.getByRole("button", { name: "Previous month" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous month" }));
    expect(await screen.findByLabelText("Start, Saturday, October 31")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Month"), { target: { value: "2028-02" } });
    expect(await screen.findByLabelText("Start, Tuesday, February 29")).toBeTruthy();
  });

  it("downloads the month as CSV", async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return "blob:timesheet";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await openTool();
    await screen.findByLabelText("Start, Monday, November 2");
    setTime("Start, Monday, November 2", "08:00");
    setTime("End, Monday, November 2", "16:30");
    await userEvent.click(screen.getByRole("button", { name: "Download CSV" }));

    expect(clicked.map((link) => link.download)).toEqual(["timesheet-2026-11.csv"]);
    const bytes = new Uint8Array(await created[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).toContain("2026-11-02,Monday,08:00,16:30,,8:30,8.50\r\n");
    expect(text).toContain("Total,,,,,8:30,8.50\r\n");
  });

  it("prints, and clears the month only when confirmed", async () => {
    const print = vi.fn();
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal("print", print);
    vi.stubGlobal("confirm", confirm);
    await openTool();
    await screen.findByLabelText("Start, Monday, November 2");
    setTime("Start, Monday, November 2", "08:00");
    setTime("End, Monday, November 2", "12:00");

    await userEvent.click(screen.getByRole("button", { name: "Print / save as PDF" }));
    expect(print).toHaveBeenCalledOnce();

    await userEvent.click(screen.getByRole("button", { name: "Clear month" }));
    expect(confirm).toHaveBeenLastCalledWith(
      "Delete all entries for November 2026? This cannot be undone.",
    );
    expect(input("Start, Monday, November 2").value).toBe("08:00");
    await userEvent.click(screen.getByRole("button", { name: "Clear month" }));
    expect(input("Start, Monday, November 2").value).toBe("");
    expect(localStorage.getItem("tempus.timesheet.2026-11")).toBeNull();
    expect(screen.getByTestId("timesheet-total").textContent).toBe("0:00 (0.00 h)");
  });

  it("keeps the name for the printout and hides its own controls when printing", async () => {
    await openTool();
    await screen.findByLabelText("Start, Monday, November 2");
    await userEvent.type(screen.getByLabelText("Your name"), "Jörg Müller");
    expect(localStorage.getItem("tempus.timesheet.name")).toBe("Jörg Müller");
    const printHeading = screen.getByRole("heading", {
      name: "Timesheet November 2026",
      hidden: true,
    });
    expect(printHeading.closest(".timesheet-print-only")).toBeTruthy();
    expect(screen.getByText("Employee: Jörg Müller").closest(".timesheet-print-only")).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Download CSV" }).closest(".timesheet-print-hide"),
    ).toBeTruthy();
    const css = [...document.querySelectorAll("style")].map((style) => style.textContent).join("");
    expect(css).toMatch(
      /@media print\{[^}]*\.print-hide,\s*\.timesheet-print-hide\{display:none\s*!important;?\}/,
    );
    expect(css).toContain("A4 portrait");
  });

  it("ignores corrupt storage and works in German", async () => {
    localStorage.setItem("tempus.timesheet.2026-11", "{not json");
    localStorage.setItem("tempus.timesheet.lastMonth", "garbage");
    {
      await openTool({ language: "de", now: new Date(2026, 1, 10, 12) });
      await screen.findByLabelText("Beginn, Dienstag, 10. Februar");
      expect(screen.getAllByRole("row")).toHaveLength(1 + 28 + 1);
      const today = screen.getByLabelText("Beginn, Dienstag, 10. Februar").closest("tr");
      expect(today?.getAttribute("aria-current")).toBe("date");
      setTime("Beginn, Dienstag, 10. Februar", "08:00");
      setTime("Ende, Dienstag, 10. Februar", "16:20");
      expect(screen.getByTestId("timesheet-total").textContent).toBe("8:20 (8,33 Std.)");
      expect(
        screen.getByRole("link", { name: "Kostenlos registrieren" }).getAttribute("href"),
      ).toBe("/de/signup");
    }
  });

  it("works without any storage", async () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    await openTool();
    expect(screen.getAllByRole("row").length).toBeGreaterThan(28);
    const [start] = screen.getAllByLabelText(/^Start, /) as HTMLInputElement[];
    fireEvent.change(start, { target: { value: "09:00" } });
    expect(start.value).toBe("09:00");
    expect(screen.getByRole("link", { name: "Sign up for free" }).getAttribute("href")).toBe(
      "/signup",
    );
  });
});
