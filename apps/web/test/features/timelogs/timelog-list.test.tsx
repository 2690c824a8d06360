import type { User } from "@tempus/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TimeLogListPage } from "../../../app/features/timelogs/list/timelog-list-page.tsx";
import { setTokens } from "../../../app/lib/session.ts";
import { fakeServer, json } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { company } from "../invoicing/fixtures.tsx";
import { fullPage, page, project, timeLog } from "./fixtures.ts";
import { BASE, listServer, token } from "./list-server.ts";

const user = { id: 1, username: "ada", role: "member" } as User;

describe("the time-log list", () => {
  // Signed in: the company (and its time zone) is read.
  beforeEach(() => setTokens({ access: token("access"), refresh: token("refresh") }));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("groups the logs by the company's day with each day's total", async () => {
    listServer();
    await renderWithApp(<TimeLogListPage user={user} />);
    await waitFor(() =>
      expect(screen.getAllByTestId("day-header").map((header) => header.textContent)).toEqual([
        "Tuesday, November 24, 20261:00",
        "Monday, November 23, 20262:00",
      ]),
    );
    expect(screen.getAllByTestId("timelog-row").map((row) => row.textContent)).toEqual([
      "00:30–01:301:00WebsiteLate€90.00",
      "09:00–10:301:30WebsiteDesign€90.00",
      "08:00–08:300:30Website · Design(no description)€90.00",
    ]);
  });

  it("says No rate for a billable log that no rate priced, instead of a zero amount", async () => {
    listServer({ unpriced: true });
    await renderWithApp(<TimeLogListPage user={user} />);
    await waitFor(() => expect(screen.getAllByTestId("timelog-row")).toHaveLength(3));
    expect(screen.getAllByTestId("timelog-row").map((row) => row.textContent)).toEqual([
      "00:30–01:301:00WebsiteLate€90.00",
      "09:00–10:301:30WebsiteDesign€90.00",
      "08:00–08:300:30Website · Design(no description)No rate",
    ]);
    expect(screen.getByTestId("no-rate").getAttribute("title")).toBe(
      "No rate rule, member rate or company rate applies to this log: add one under Activities & rates.",
    );
  });

  it("shows a member no amounts where the company does not show them (decision 039)", async () => {
    listServer({ amountsHidden: true });
    await renderWithApp(<TimeLogListPage user={user} />);
    await waitFor(() =>
      expect(screen.getByTestId("totals").textContent).toBe("Total 3:00 h, billable 3:00 h"),
    );
    expect(screen.getAllByTestId("timelog-row").map((row) => row.textContent)).toEqual([
      "00:30–01:301:00WebsiteLate",
      "09:00–10:301:30WebsiteDesign",
      "08:00–08:300:30Website · Design(no description)",
    ]);
    expect(screen.queryAllByTestId("timelog-amount")).toEqual([]);
    expect(screen.queryByRole("columnheader", { name: "Amount" })).toBeNull();
  });

  it("edits a description in place: Enter saves, Escape puts the old text back", async () => {
    const writes = listServer();
    await renderWithApp(<TimeLogListPage user={user} />);
    await userEvent.click(await screen.findByRole("button", { name: "Edit description: Design" }));
    await userEvent.keyboard("{Control>}a{/Control}Mockups{Escape}");
    const trigger = await screen.findByRole("button", { name: "Edit description: Design" });
    expect(document.activeElement).toBe(trigger);
    expect(writes).toEqual([]);
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{Control>}a{/Control}Mockups{Enter}");
    await screen.findByRole("button", { name: "Edit description: Mockups" });
    expect(writes).toEqual([
      { method: "PATCH", url: `${BASE}/timelog/2/`, body: { description: "Mockups" } },
    ]);
  });

  it("edits the times in the company's zone and shows a refusal at the field", async () => {
    const writes = listServer({ refuse: "A time log can last at most 24 hours." });
    await renderWithApp(<TimeLogListPage user={user} />);
    await userEvent.click(await screen.findByRole("button", { name: "Edit times: 09:00–10:30" }));
    await userEvent.keyboard("{Control>}a{/Control}930{Tab}{Control>}a{/Control}x{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("Type a time like 9, 930 or 9:30.");
    expect(writes).toEqual([]);
    await userEvent.keyboard("{Control>}a{/Control}1145{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("A time log can last at most 24 hours."),
    );
    expect(writes).toEqual([
      {
        method: "PATCH",
        url: `${BASE}/timelog/2/`,
        body: { start: "2026-11-23T08:30:00.000Z", end: "2026-11-23T10:45:00.000Z" },
      },
    ]);
  });

  it("selects a day or the page and changes the selection in one request", async () => {
    const writes = listServer();
    await renderWithApp(<TimeLogListPage user={user} />);
    await userEvent.click(
      await screen.findByRole("checkbox", { name: "Select all logs of Monday, November 23, 2026" }),
    );
    expect(await screen.findByText("2 logs selected")).toBeDefined();
    await userEvent.click(screen.getByRole("button", { name: "Mark 2 logs not billable" }));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          method: "POST",
          url: `${BASE}/timelog/bulk/`,
          body: { ids: [2, 3], action: "update", changes: { billable: false } },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByText("2 logs selected")).toBeNull());
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all logs on this page" }));
    const bulk = screen.getByRole("region", { name: "Selected logs" });
    await userEvent.click(within(bulk).getByLabelText("Project / activity"));
    await userEvent.keyboard("back{Enter}");
    await userEvent.click(within(bulk).getByRole("button", { name: "Move 3 logs" }));
    await waitFor(() =>
      expect(writes.at(-1)).toEqual({
        method: "POST",
        url: `${BASE}/timelog/bulk/`,
        body: { ids: [1, 2, 3], action: "update", changes: { project: 2, activity: null } },
      }),
    );
  });

  it("opens with the rows per page this person chose last time; the address still wins", async () => {
    const sizes: (string | null)[] = [];
    listServer({ sizes });
    const first = await renderWithApp(<TimeLogListPage user={user} />);
    // The specification's default: 10.
    await waitFor(() => expect(sizes).toEqual(["10"]));
    await userEvent.click(await screen.findByRole("combobox", { name: "Rows per page:" }));
    await userEvent.click(await screen.findByRole("option", { name: "50" }));
    await waitFor(() => expect(sizes.at(-1)).toBe("50"));
    expect(localStorage.getItem("tempus.timelogs.pageSize.1")).toBe("50");
    first.unmount();

    sizes.length = 0;
    await renderWithApp(<TimeLogListPage user={user} />);
    await waitFor(() => expect(sizes).toEqual(["50"]));
    expect((await screen.findByRole("combobox", { name: "Rows per page:" })).textContent).toBe(
      "50",
    );
    cleanup();

    // Another person on this browser starts at the default.
    sizes.length = 0;
    await renderWithApp(<TimeLogListPage user={{ ...user, id: 2 }} />);
    await waitFor(() => expect(sizes).toEqual(["10"]));
    cleanup();

    // A size in the address (a shared link) wins over the remembered one, even the default.
    sizes.length = 0;
    await renderWithApp(<TimeLogListPage user={user} />, { path: "/?page_size=10" });
    await waitFor(() => expect(sizes).toEqual(["10"]));
  });

  it("shows the pagination once a page is there, and keeps that page while the next one loads", async () => {
    const gates = new Map<string, () => void>();
    const opened = (name: string) => new Promise<void>((resolve) => gates.set(name, resolve));
    const waiting = { "1": opened("1"), "2": opened("2") };
    fakeServer({
      [`${BASE}/timelog/`]: async (_call, _count, request) => {
        const number = new URL(request.url).searchParams.get("page") as "1" | "2";
        await waiting[number];
        const log = timeLog({ id: Number(number), description: `Page ${number}` });
        return json(fullPage([log], 25));
      },
      [`${BASE}/timelog/totals/`]: () =>
        json({ tracked_seconds: 0, billable_seconds: 0, amounts: [] }),
      [`${BASE}/timelog/running/`]: () => json({ detail: "Not found." }, 404),
      [`${BASE}/project/`]: () => json(page([project(1, "Website")])),
      [`${BASE}/activity/`]: () => json(page([])),
      [`${BASE}/debtor/`]: () => json(page([])),
      "/api/masterdata/company-info/": () =>
        json(page([company({ timezone: "Europe/Berlin", default_currency: "EUR" })])),
    });
    await renderWithApp(<TimeLogListPage user={user} />);
    expect(await screen.findByText("Loading items...")).toBeDefined();
    // Below the logs, a pagination shown while they load would be pushed down when they come.
    expect(screen.queryByRole("button", { name: "Go to next page" })).toBeNull();
    gates.get("1")?.();
    const next = await screen.findByRole("button", { name: "Go to next page" });
    expect(screen.getByText("Page 1")).toBeDefined();
    await userEvent.click(next);
    // Page 2 is on its way: page 1 stays, and so does the button that was pressed.
    await waitFor(() => expect(gates.has("2")).toBe(true));
    expect(screen.getByText("Page 1")).toBeDefined();
    expect(screen.getByRole("button", { name: "Go to previous page" })).toBeDefined();
    gates.get("2")?.();
    expect(await screen.findByText("Page 2")).toBeDefined();
    expect(screen.queryByText("Page 1")).toBeNull();
  });
});
