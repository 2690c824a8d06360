import type { User } from "@tempus/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TimeLogListPage } from "../../../app/features/timelogs/list/timelog-list-page.tsx";
import { setTokens } from "../../../app/lib/session.ts";
import { renderWithApp } from "../../render.tsx";
import { BASE, listServer, token } from "./list-server.ts";

const owner = { id: 1, username: "ada", role: "owner" } as User;
const admin = { id: 4, username: "lin", role: "admin" } as User;
const member = { id: 2, username: "mia", role: "member" } as User;

/** A phone's screen: the list shows cards. */
const phoneScreen = (query: string) => ({
  matches: query.includes("max-width"),
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
});

describe("the time-log list of a team", () => {
  beforeEach(() => setTokens({ access: token("access"), refresh: token("refresh") }));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows owners and admins whose each log is, named from the member list", async () => {
    for (const manager of [owner, admin]) {
      listServer({ team: true });
      await renderWithApp(<TimeLogListPage user={manager} />);
      await waitFor(() =>
        expect(screen.getAllByTestId("timelog-person").map((cell) => cell.textContent)).toEqual([
          "mia",
          "ada",
          "noah",
        ]),
      );
      const headings = within(screen.getByRole("table"))
        .getAllByRole("columnheader")
        .map((heading) => heading.textContent);
      expect(headings.slice(1, 6)).toEqual([
        "When",
        "Duration",
        "Person",
        "Project",
        "Description",
      ]);
      expect(screen.getAllByTestId("timelog-row").map((row) => row.textContent)).toEqual([
        "00:30–01:301:00miaWebsiteLate€90.00",
        "09:00–10:301:30adaWebsiteDesign€90.00",
        "08:00–08:300:30noahWebsite · Design(no description)€90.00",
      ]);
      cleanup();
    }

    // On a phone, each card names its person under the project.
    vi.stubGlobal("matchMedia", phoneScreen);
    listServer({ team: true });
    await renderWithApp(<TimeLogListPage user={owner} />);
    await waitFor(() => expect(screen.getAllByTestId("timelog-person")).toHaveLength(3));
    const card = screen.getAllByTestId("timelog-row")[0];
    expect(
      [...(card.querySelector(".tl-card-body") as HTMLElement).children].map(
        (line) => line.textContent,
      ),
    ).toEqual(["Late", "Website", "mia", "00:30–01:301:00", "€90.00"]);
  });

  it("filters by person: the list and its totals ask for that person's logs", async () => {
    const queries: string[] = [];
    listServer({ team: true, queries });
    await renderWithApp(<TimeLogListPage user={admin} />);
    await waitFor(() => expect(screen.getAllByTestId("timelog-row")).toHaveLength(3));
    await userEvent.click(screen.getByRole("combobox", { name: "Person" }));
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    // Everyone, by name, those who left too (their logs stay).
    expect(options.map((option) => option.textContent)).toEqual(["All", "ada", "mia", "noah"]);
    await userEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: "mia" }));
    await waitFor(() =>
      expect(queries.slice(-2)).toEqual([
        `${BASE}/timelog/?page=1&page_size=10&ordering=-start&user=2`,
        `${BASE}/timelog/totals/?user=2`,
      ]),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId("timelog-person").map((cell) => cell.textContent)).toEqual([
        "mia",
      ]),
    );
    cleanup();

    // The filter is in the address: a shared link keeps it.
    queries.length = 0;
    listServer({ team: true, queries });
    await renderWithApp(<TimeLogListPage user={owner} />, { path: "/?user=3" });
    await waitFor(() =>
      expect(queries).toContain(`${BASE}/timelog/?page=1&page_size=10&ordering=-start&user=3`),
    );
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Person" }).textContent).toBe("noah"),
    );
  });

  it("shows a member neither the person column nor the filter, and asks for no member list", async () => {
    listServer({ team: true });
    await renderWithApp(<TimeLogListPage user={member} />);
    await waitFor(() => expect(screen.getAllByTestId("timelog-row")).toHaveLength(3));
    expect(screen.queryAllByTestId("timelog-person")).toEqual([]);
    expect(screen.queryByRole("combobox", { name: "Person" })).toBeNull();
    expect(
      within(screen.getByRole("table"))
        .getAllByRole("columnheader")
        .map((heading) => heading.textContent),
    ).not.toContain("Person");
    const asked = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), "http://localhost").pathname);
    expect(asked).not.toContain("/api/usermanagement/member/");
  });
});
