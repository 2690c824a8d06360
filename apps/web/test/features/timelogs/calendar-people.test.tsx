import type { User } from "@tempus/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CalendarPage } from "../../../app/features/timelogs/calendar/calendar-page.tsx";
import { setTokens } from "../../../app/lib/session.ts";
import { renderWithApp } from "../../render.tsx";
import { BASE, listServer, token } from "./list-server.ts";

const owner = { id: 1, username: "ada", role: "owner" } as User;
const member = { id: 2, username: "mia", role: "member" } as User;

/** The calendar's log blocks whose accessible name matches. */
const blocks = (name: RegExp) => screen.queryAllByRole("button", { name });

describe("the calendar of a team", () => {
  beforeEach(() => {
    setTokens({ access: token("access"), refresh: token("refresh") });
    // The calendar opens on the week of "today": the week of the logs.
    vi.useFakeTimers({ now: new Date("2026-11-24T12:00:00Z"), toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows owners everyone's logs, each naming its person, or one person's", async () => {
    const queries: string[] = [];
    listServer({ team: true, queries });
    await renderWithApp(<CalendarPage user={owner} />);
    // Times on the company's clock (Berlin).
    await waitFor(() =>
      expect(blocks(/^mia · Website · Late · Billable · 12:30\u2009–\u20091:30am$/)).toHaveLength(
        1,
      ),
    );
    expect(blocks(/^ada · Website · Design · Billable · 9:00\u2009–\u200910:30am$/)).toHaveLength(
      1,
    );
    expect(blocks(/^noah · Website · Design · Billable · 8:00\u2009–\u20098:30am$/)).toHaveLength(
      1,
    );
    expect(queries.filter((query) => query.startsWith(`${BASE}/timelog/?`))).toEqual([
      expect.not.stringContaining("user="),
    ]);
    // Seen: the person on a line of their own.
    const design = blocks(/^ada · /)[0];
    expect(within(design).getByTestId("log-person").textContent).toBe("ada");

    await userEvent.click(screen.getByRole("combobox", { name: "Person" }));
    await userEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: "mia" }));
    await waitFor(() =>
      expect(queries.at(-1)).toMatch(new RegExp(`^${BASE}/timelog/\\?.*&user=2`)),
    );
    // One person's calendar: their logs, without their name on each.
    await waitFor(() => expect(blocks(/ · Billable · /)).toHaveLength(1));
    expect(blocks(/^Website · Late · Billable · /)).toHaveLength(1);
  });

  it("offers a member no person and shows their logs without names", async () => {
    const queries: string[] = [];
    listServer({ queries });
    await renderWithApp(<CalendarPage user={member} />);
    await waitFor(() => expect(blocks(/^Website · /)).toHaveLength(3));
    expect(screen.queryByRole("combobox", { name: "Person" })).toBeNull();
    expect(screen.queryAllByTestId("log-person")).toEqual([]);
    expect(queries.every((query) => !query.includes("user="))).toBe(true);
    cleanup();
  });
});
