import type { User } from "@tempus/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TimeLogListPage } from "../../../app/features/timelogs/list/timelog-list-page.tsx";
import { setTokens } from "../../../app/lib/session.ts";
import { renderWithApp } from "../../render.tsx";
import { BASE, listServer, token } from "./list-server.ts";

const user = { id: 1, username: "ada", role: "member" } as User;

describe("the time-log list's tags", () => {
  // Signed in: the company (and its time zone) is read.
  beforeEach(() => setTokens({ access: token("access"), refresh: token("refresh") }));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows a log's tags as chips in their colours, archived ones too, on a phone as well", async () => {
    listServer({ tagged: true });
    await renderWithApp(<TimeLogListPage user={user} />);
    const tagLists = await screen.findAllByRole("list", { name: "Tags" });
    expect(tagLists).toHaveLength(1);
    const chips = within(tagLists[0]).getAllByRole("listitem");
    expect(chips.map((chip) => chip.textContent)).toEqual(["meeting", "travel"]);
    expect(chips.map((chip) => chip.style.getPropertyValue("--tl-tag"))).toEqual([
      "#ef6c00",
      "#1e88e5",
    ]);
    expect(tagLists[0].closest('[data-testid="timelog-row"]')?.textContent).toBe(
      "09:00–10:301:30WebsiteDesignmeetingtravel€90.00",
    );
    cleanup();

    // A phone: each log a card, its tags on a line of their own under the project.
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("max-width"),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }));
    await renderWithApp(<TimeLogListPage user={user} />);
    const card = (await screen.findByRole("list", { name: "Tags" })).closest("li.tl-card");
    expect(card).not.toBeNull();
    const body = card?.querySelector(".tl-card-body") as HTMLElement;
    expect([...body.children].map((line) => line.textContent)).toEqual([
      "Design",
      "Website",
      "meetingtravel",
      "09:00–10:301:30",
      "€90.00",
    ]);
    // Each chip says its whole name (a long one is cut short on screen).
    expect(
      within(body)
        .getAllByRole("listitem")
        .map((chip) => chip.title),
    ).toEqual(["meeting", "travel"]);
  });

  it("filters by tag: the list, its totals and the export ask for the tag's logs", async () => {
    const queries: string[] = [];
    listServer({ queries });
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL() {} }),
    );
    // The file is not opened (jsdom would leave the page for it, and the session with it).
    const open = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await renderWithApp(<TimeLogListPage user={user} />);
    await waitFor(() => expect(screen.getAllByTestId("timelog-row")).toHaveLength(3));
    await userEvent.click(screen.getByRole("combobox", { name: "Tag" }));
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    // Every tag, archived ones too (past work is filtered by them).
    expect(options.map((option) => option.textContent)).toEqual([
      "All",
      "meeting",
      "travel",
      "on site",
    ]);
    await userEvent.click(
      within(screen.getByRole("listbox")).getByRole("option", { name: "on site" }),
    );
    await waitFor(() =>
      expect(queries.slice(-2)).toEqual([
        `${BASE}/timelog/?page=1&page_size=10&ordering=-start&tag=7`,
        `${BASE}/timelog/totals/?tag=7`,
      ]),
    );
    await userEvent.click(screen.getByRole("button", { name: "CSV" }));
    await waitFor(() =>
      expect(queries.filter((query) => query.startsWith(`${BASE}/timelog/export/`))).toEqual([
        `${BASE}/timelog/export/?tag=7&ordering=-start&file_format=csv&csv_style=comma`,
      ]),
    );
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    open.mockRestore();
    cleanup();

    // The filter is in the address: a shared link (or a way back from a log) keeps it.
    queries.length = 0;
    await renderWithApp(<TimeLogListPage user={user} />, { path: "/?tag=7" });
    await waitFor(() =>
      expect(queries).toContain(`${BASE}/timelog/?page=1&page_size=10&ordering=-start&tag=7`),
    );
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Tag" }).textContent).toBe("on site"),
    );
  });

  it("sets the tags of the selected logs in one request, in place of theirs", async () => {
    const writes = listServer({ tagged: true });
    await renderWithApp(<TimeLogListPage user={user} />);
    await userEvent.click(
      await screen.findByRole("checkbox", { name: "Select all logs of Monday, November 23, 2026" }),
    );
    expect(await screen.findByText("2 logs selected")).toBeDefined();
    await userEvent.click(screen.getByRole("button", { name: "Set tags of 2 logs" }));
    const dialog = await screen.findByRole("dialog", { name: "Tags for 2 logs" });
    expect(
      within(dialog).getByText(
        "The tags you choose replace those of each of the 2 logs; with none, their tags are taken off.",
      ),
    ).toBeDefined();
    // The picker has the focus; an archived tag is not offered.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole("combobox", { name: "Tags" })),
    );
    await userEvent.keyboard("site{Enter}m");
    expect(
      within(screen.getByRole("listbox"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["meeting"]);
    await userEvent.keyboard("{Enter}");
    await userEvent.click(within(dialog).getByRole("button", { name: "Set tags" }));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          method: "POST",
          url: `${BASE}/timelog/bulk/`,
          body: { ids: [2, 3], action: "update", changes: { tags: [1, 7] } },
        },
      ]),
    );
    expect(await screen.findByText("2 logs have the chosen tags now.")).toBeDefined();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByText("2 logs selected")).toBeNull();
  });
});
