import type { User } from "@tempus/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WeekGridPage } from "../../../app/features/week-grid/week-grid-page.tsx";
import { setTokens } from "../../../app/lib/session.ts";
import { renderWithApp } from "../../render.tsx";
import { timeLog } from "../timelogs/fixtures.ts";
import { token } from "../timelogs/list-server.ts";
import { BASE, weekServer } from "./week-server.ts";

const user = { id: 1, username: "ada", role: "member" } as User;

/** Monday 09:00–10:30 in Berlin on Website; Tuesday 14:00–16:00 on Website · Design. */
const mondayLog = timeLog({
  id: 1,
  start: "2026-11-23T08:00:00Z",
  end: "2026-11-23T09:30:00Z",
  duration_seconds: 5400,
});
const tuesdayLog = timeLog({
  id: 2,
  activity: 3,
  start: "2026-11-24T13:00:00Z",
  end: "2026-11-24T15:00:00Z",
  duration_seconds: 7200,
});
/** The week before: Friday on Backoffice. */
const lastWeekLog = timeLog({
  id: 3,
  project: 2,
  start: "2026-11-20T08:00:00Z",
  end: "2026-11-20T09:00:00Z",
  duration_seconds: 3600,
});

const cell = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const findCell = async (name: string) =>
  (await screen.findByRole("textbox", { name })) as HTMLInputElement;
const texts = (testId: string) => screen.getAllByTestId(testId).map((node) => node.textContent);
/** The week of Wednesday, November 25, 2026 (in the address, as a link to it has it). */
const render = (language: "en" | "de" = "en") =>
  renderWithApp(<WeekGridPage user={user} />, { path: "/?week=2026-11-25", language });

describe("the week grid", () => {
  beforeEach(() => setTokens({ access: token("access"), refresh: token("refresh") }));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows the user's week by project and day with the totals, read in one request", async () => {
    const server = weekServer({ logs: [mondayLog, tuesdayLog, lastWeekLog] });
    await render();
    await findCell("Website, Monday, November 23");
    expect(screen.getByTestId("week-label").textContent).toBe("Nov 23\u2009–\u200929, 2026");
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Project / activity",
      "Mon11/23",
      "Tue11/24",
      "Wed11/25",
      "Thu11/26",
      "Fri11/27",
      "Sat11/28",
      "Sun11/29",
      "Total",
    ]);
    const rows = screen.getAllByTestId("week-grid-row");
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "Website",
      "Website · Design",
    ]);
    expect(
      within(rows[0])
        .getAllByRole("textbox")
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(["1:30", "", "", "", "", "", ""]);
    expect(cell("Website · Design, Tuesday, November 24").value).toBe("2:00");
    expect(texts("row-total")).toEqual(["1:30", "2:00"]);
    expect(texts("day-total")).toEqual(["1:30", "2:00", "0:00", "0:00", "0:00", "0:00", "0:00"]);
    expect(screen.getByTestId("week-total").textContent).toBe("3:30");
    // The user's own logs of the week and the one before (to copy its rows), in one page.
    expect(server.queries).toEqual([
      "?user=1&start_after=2026-11-16&start_before=2026-11-30&ordering=start&page_size=1000&page=1",
    ]);
  });

  it("saves typed durations: a new log from 09:00, the end of a cell's one log moved", async () => {
    const server = weekServer({ logs: [mondayLog] });
    await render();
    const wednesday = await findCell("Website, Wednesday, November 25");
    await userEvent.click(wednesday);
    await userEvent.keyboard("1,5{Tab}");
    // Tab goes on to Thursday.
    expect(document.activeElement).toBe(cell("Website, Thursday, November 26"));
    await waitFor(() => expect(wednesday.value).toBe("1:30"));
    expect(server.writes).toEqual([
      {
        method: "POST",
        url: `${BASE}/timelog/`,
        body: {
          project: 1,
          activity: null,
          start: "2026-11-25T08:00:00.000Z",
          end: "2026-11-25T09:30:00.000Z",
        },
      },
    ]);
    expect(texts("row-total")).toEqual(["3:00"]);
    expect(screen.getByTestId("week-total").textContent).toBe("3:00");
    // Monday's one log: its end moves, its start stays.
    await userEvent.click(cell("Website, Monday, November 23"));
    await userEvent.keyboard("2h 15m{Enter}");
    await waitFor(() => expect(server.writes).toHaveLength(2));
    expect(server.writes[1]).toEqual({
      method: "PATCH",
      url: `${BASE}/timelog/1/`,
      body: { end: "2026-11-23T10:15:00.000Z" },
    });
    await waitFor(() => expect(cell("Website, Monday, November 23").value).toBe("2:15"));
    expect(texts("day-total")).toEqual(["2:15", "0:00", "1:30", "0:00", "0:00", "0:00", "0:00"]);
    expect(screen.getByTestId("week-grid-status").textContent).toBe(
      "Saved: Website, Monday, November 23: 2:15.",
    );
  });

  it("saves one cell after another, each new log after the day's last", async () => {
    const server = weekServer({
      logs: [
        mondayLog,
        { ...tuesdayLog, start: "2026-11-23T13:00:00Z", end: "2026-11-23T15:00:00Z" },
      ],
    });
    await render();
    await userEvent.click(await findCell("Website, Friday, November 27"));
    // Enter goes down to the next row's Friday; both are typed before the first is saved.
    await userEvent.keyboard("2{Enter}1{Enter}");
    expect(document.activeElement).toBe(cell("Website · Design, Friday, November 27"));
    await waitFor(() => expect(server.writes).toHaveLength(2));
    expect(server.writes.map((write) => write.body)).toEqual([
      {
        project: 1,
        activity: null,
        start: "2026-11-27T08:00:00.000Z",
        end: "2026-11-27T10:00:00.000Z",
      },
      {
        project: 1,
        activity: 3,
        start: "2026-11-27T10:00:00.000Z",
        end: "2026-11-27T11:00:00.000Z",
      },
    ]);
    await waitFor(() => expect(screen.getAllByTestId("day-total")[4].textContent).toBe("3:00"));
  });

  it("says what it cannot read at the cell, saves nothing, and Escape puts the time back", async () => {
    const server = weekServer({ logs: [mondayLog] });
    await render();
    const monday = await findCell("Website, Monday, November 23");
    await userEvent.click(monday);
    await userEvent.keyboard("1:75{Tab}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Type a duration like 1.5, 1:30 or 90m.",
    );
    // What was typed stays, marked and explained.
    expect(monday.value).toBe("1:75");
    expect(monday.getAttribute("aria-invalid")).toBe("true");
    expect(
      document.getElementById(monday.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toBe("Type a duration like 1.5, 1:30 or 90m.");
    expect(server.writes).toEqual([]);
    await userEvent.click(monday);
    await userEvent.keyboard("{Escape}");
    expect(monday.value).toBe("1:30");
    expect(screen.queryByRole("alert")).toBeNull();
    // Typed over and undone before leaving: nothing is saved either.
    await userEvent.keyboard("4{Escape}{Tab}");
    expect(monday.value).toBe("1:30");
    expect(server.writes).toEqual([]);
  });

  it("shows the server's refusal at the cell and keeps what was typed", async () => {
    const message =
      "Time up to 2026-11-25 is locked and cannot be changed. The owner can unlock it.";
    const server = weekServer({ refuse: message });
    await render();
    // No time yet: the grid says how to begin, and has no row.
    expect(
      await screen.findByText("No time this week yet. Add a row, or copy last week's rows."),
    ).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Website, Monday, November 23" })).toBeNull();
    // A row is added with the picker, and the focus goes into its first cell.
    await userEvent.click(screen.getByRole("combobox", { name: "Add a row" }));
    await userEvent.keyboard("webs");
    await userEvent.click(await screen.findByRole("option", { name: "Website" }));
    await waitFor(() => expect(document.activeElement).toBe(cell("Website, Monday, November 23")));
    await userEvent.keyboard("3{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(cell("Website, Monday, November 23").value).toBe("3");
    expect(server.writes).toHaveLength(1);
  });

  it("asks before clearing a cell, then deletes the cell's logs and keeps the row", async () => {
    const second = timeLog({
      id: 4,
      start: "2026-11-23T12:00:00Z",
      end: "2026-11-23T12:30:00Z",
      duration_seconds: 1800,
    });
    const server = weekServer({ logs: [mondayLog, second] });
    await render();
    const monday = await findCell("Website, Monday, November 23");
    expect(monday.value).toBe("2:00");
    await userEvent.click(monday);
    await userEvent.keyboard("{Backspace}{Tab}");
    const dialog = await screen.findByRole("dialog", { name: "Delete this time?" });
    expect(within(dialog).getByText(/will be deleted/).textContent).toBe(
      "The 2 logs of Website on Monday, November 23 (2:00) will be deleted.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(monday.value).toBe("2:00"));
    expect(server.writes).toEqual([]);

    await userEvent.click(monday);
    await userEvent.keyboard("0{Enter}");
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(server.writes).toEqual([
        { method: "POST", url: `${BASE}/timelog/bulk/`, body: { action: "delete", ids: [1, 4] } },
      ]),
    );
    await waitFor(() => expect(cell("Website, Monday, November 23").value).toBe(""));
    expect(screen.getByRole("button", { name: "Remove the row Website" })).toBeTruthy();
    expect(screen.getByTestId("week-total").textContent).toBe("0:00");
  });

  it("changes the last of several logs, and says so when that one has too little", async () => {
    const second = timeLog({
      id: 4,
      start: "2026-11-23T12:00:00Z",
      end: "2026-11-23T12:30:00Z",
      duration_seconds: 1800,
    });
    const server = weekServer({ logs: [mondayLog, second] });
    await render();
    const monday = await findCell("Website, Monday, November 23");
    await userEvent.click(monday);
    await userEvent.keyboard("1{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Only the day's last log changes here, and it has 0:30. Shorten the others in the list.",
    );
    expect(server.writes).toEqual([]);
    // The only row: Enter left the focus in the cell, its text selected to be typed over.
    expect(document.activeElement).toBe(monday);
    await userEvent.keyboard("2,5{Enter}");
    await waitFor(() =>
      expect(server.writes).toEqual([
        { method: "PATCH", url: `${BASE}/timelog/4/`, body: { end: "2026-11-23T13:00:00.000Z" } },
      ]),
    );
    await waitFor(() => expect(monday.value).toBe("2:30"));
  });

  it("keeps locked days, invoiced time and the running timer read-only and says why", async () => {
    const server = weekServer({
      company: { locked_until: "2026-11-23" },
      logs: [
        mondayLog,
        { ...tuesdayLog, invoice: 9 },
        timeLog({
          id: 5,
          start: "2026-11-25T08:00:00Z",
          end: null,
          is_running: true,
          duration_seconds: 0,
        }),
      ],
    });
    await render();
    const reasonOf = (input: HTMLInputElement) =>
      document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent;
    const monday = await findCell("Website, Monday, November 23");
    expect(monday.readOnly).toBe(true);
    expect(reasonOf(monday)).toBe("Time up to November 23, 2026 is locked.");
    const invoiced = cell("Website · Design, Tuesday, November 24");
    expect(invoiced.readOnly).toBe(true);
    expect(reasonOf(invoiced)).toBe("This time is invoiced and can no longer be changed.");
    const running = cell("Website, Wednesday, November 25");
    expect(reasonOf(running)).toBe("The timer is running on this day: stop it first.");
    await userEvent.click(monday);
    await userEvent.keyboard("5{Tab}");
    expect(monday.value).toBe("1:30");
    // The other days of the locked week's rows are open.
    expect(cell("Website, Thursday, November 26").readOnly).toBe(false);
    expect(server.writes).toEqual([]);
  });

  it("moves like a spreadsheet: Tab across the rows, Shift+Tab back, arrows up and down", async () => {
    weekServer({ logs: [mondayLog, tuesdayLog] });
    await render();
    await userEvent.click(await findCell("Website, Sunday, November 29"));
    await userEvent.keyboard("{Tab}");
    expect(document.activeElement).toBe(cell("Website · Design, Monday, November 23"));
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    expect(document.activeElement).toBe(cell("Website, Sunday, November 29"));
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(cell("Website · Design, Sunday, November 29"));
    await userEvent.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(cell("Website, Sunday, November 29"));
    // Focus selects the cell's time, so typing replaces it.
    await userEvent.click(cell("Website, Monday, November 23"));
    const monday = cell("Website, Monday, November 23");
    expect([monday.selectionStart, monday.selectionEnd]).toEqual([0, 4]);
  });

  it("copies last week's rows as empty rows, once", async () => {
    weekServer({ logs: [mondayLog, lastWeekLog] });
    await render();
    await findCell("Website, Monday, November 23");
    await userEvent.click(screen.getByRole("button", { name: "Copy last week's rows" }));
    expect(await screen.findByText("One row of last week was added.")).toBeTruthy();
    expect(
      screen
        .getAllByTestId("week-grid-row")
        .map((row) => within(row).getByRole("rowheader").textContent),
    ).toEqual(["Backoffice", "Website"]);
    expect(cell("Backoffice, Friday, November 27").value).toBe("");
    await userEvent.click(screen.getByRole("button", { name: "Copy last week's rows" }));
    expect(await screen.findByText("Last week has no row that this week lacks.")).toBeTruthy();
    // An empty row can go again.
    await userEvent.click(screen.getByRole("button", { name: "Remove the row Backoffice" }));
    expect(screen.queryByRole("textbox", { name: "Backoffice, Friday, November 27" })).toBeNull();
  });

  it("goes to the week before and after", async () => {
    const server = weekServer({ logs: [mondayLog, lastWeekLog] });
    await render();
    await findCell("Website, Monday, November 23");
    await userEvent.click(screen.getByRole("button", { name: "Previous week" }));
    await waitFor(() =>
      expect(screen.getByTestId("week-label").textContent).toBe("Nov 16\u2009–\u200922, 2026"),
    );
    expect(await findCell("Backoffice, Friday, November 20")).toBeTruthy();
    expect(server.queries.at(-1)).toBe(
      "?user=1&start_after=2026-11-09&start_before=2026-11-23&ordering=start&page_size=1000&page=1",
    );
    await userEvent.click(screen.getByRole("button", { name: "Next week" }));
    await waitFor(() =>
      expect(screen.getByTestId("week-label").textContent).toBe("Nov 23\u2009–\u200929, 2026"),
    );
  });

  it("speaks the user's language: German days and the decimal comma", async () => {
    weekServer({ logs: [mondayLog] });
    await render("de");
    await findCell("Website, Montag, 23. November");
    expect(screen.getByText(/^Gib Stunden als 1,5, 1:30/)).toBeTruthy();
    expect(screen.getAllByRole("columnheader")[1].textContent).toBe("Mo23.11.");
    await userEvent.click(cell("Website, Mittwoch, 25. November"));
    await userEvent.keyboard("x{Tab}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Gib eine Dauer wie 1,5, 1:30 oder 90m ein.",
    );
  });
});
