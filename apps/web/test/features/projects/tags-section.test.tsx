import type { Tag, User } from "@tempus/contract";
import { PROJECT_COLORS } from "@tempus/contract/constants";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ActivitiesPage } from "../../../app/features/projects/pages/activities-page.tsx";
import { fakeServer, json } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { page, tag } from "../timelogs/fixtures.ts";

const BASE = "/api/projectmanagement";
const owner = { id: 1, username: "ann", role: "owner" } as User;
const member = { id: 2, username: "bob", role: "member" } as User;

interface Write {
  method: string;
  url: string;
  body?: unknown;
}

/**
 * The tags of a company (an archived one among them) as the server keeps them: created, changed
 * and deleted ones are what the next read returns; every write is kept.
 */
function tagServer() {
  let tags: Tag[] = [
    tag(1, "meeting", { color: "#ef6c00" }),
    tag(2, "travel", { color: "#1e88e5", is_archived: true }),
  ];
  const writes: Write[] = [];
  const tagReads: string[] = [];
  const one = (id: number) => async (_call: unknown, _count: number, request: Request) => {
    const url = new URL(request.url).pathname;
    if (request.method === "DELETE") {
      writes.push({ method: "DELETE", url });
      tags = tags.filter((entry) => entry.id !== id);
      return new Response(null, { status: 204 });
    }
    const body = await request.json();
    writes.push({ method: request.method, url, body });
    tags = tags.map((entry) => (entry.id === id ? { ...entry, ...body } : entry));
    return json(tags.find((entry) => entry.id === id));
  };
  fakeServer({
    [`${BASE}/tag/`]: async (_call, _count, request) => {
      if (request.method === "POST") {
        const body = await request.json();
        writes.push({ method: "POST", url: `${BASE}/tag/`, body });
        const created = tag(tags.length + 1, body.name, { color: body.color });
        tags = [...tags, created];
        return json(created, 201);
      }
      const query = new URL(request.url).searchParams;
      tagReads.push(query.toString());
      const activeOnly = query.get("is_archived") === "false";
      return json(page(tags.filter((entry) => !activeOnly || !entry.is_archived)));
    },
    [`${BASE}/tag/1/`]: one(1),
    [`${BASE}/activity/`]: () => json(page([])),
    [`${BASE}/hourly-rate-rule/`]: () => json(page([])),
    [`${BASE}/project/`]: () => json(page([])),
    [`${BASE}/debtor/`]: () => json(page([])),
  });
  return { writes, tagReads };
}

const createCard = () =>
  screen.getByRole("heading", { name: "New tag" }).closest(".MuiCard-root") as HTMLElement;

describe("the tags on the Activities & rates page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the active tags with their colours, the archived ones on request", async () => {
    tagServer();
    await renderWithApp(<ActivitiesPage user={owner} />);
    expect(screen.getByRole("heading", { level: 2, name: "Tags" })).toBeDefined();
    const table = await screen.findByTestId("tags");
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    expect(within(table).getAllByRole("row")[1].textContent).toBe("meeting");
    const section = table.parentElement?.parentElement as HTMLElement;
    await userEvent.click(within(section).getByRole("switch", { name: "Show archived tags" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
    expect(within(table).getAllByRole("row")[2].textContent).toBe("travel✓");
  });

  it("creates tags one after another, each in the next colour, with the exact body", async () => {
    const { writes } = tagServer();
    await renderWithApp(<ActivitiesPage user={owner} />);
    const card = createCard();
    const color = within(card).getByLabelText("Colour") as HTMLInputElement;
    // Two tags exist (one archived): the third colour comes next.
    await waitFor(() => expect(color.value).toBe(PROJECT_COLORS[2]));
    await userEvent.type(within(card).getByRole("textbox", { name: "Name" }), "On site{Enter}");
    await waitFor(() =>
      expect(writes).toEqual([
        {
          method: "POST",
          url: `${BASE}/tag/`,
          body: { name: "On site", color: PROJECT_COLORS[2] },
        },
      ]),
    );
    expect(await screen.findByText("Tag created")).toBeDefined();
    // The form is empty again, in the colour after the new tag's.
    await waitFor(() => expect(color.value).toBe(PROJECT_COLORS[3]));
    expect((within(card).getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe(
      "",
    );
    fireEvent.change(color, { target: { value: "#123abc" } });
    await userEvent.type(within(card).getByRole("textbox", { name: "Name" }), "Workshop{Enter}");
    await waitFor(() =>
      expect(writes.at(-1)).toEqual({
        method: "POST",
        url: `${BASE}/tag/`,
        body: { name: "Workshop", color: "#123abc" },
      }),
    );
  });

  it("renames, recolours and archives a tag in its dialog, and deletes it", async () => {
    const { writes } = tagServer();
    await renderWithApp(<ActivitiesPage user={owner} />);
    const table = await screen.findByTestId("tags");
    await userEvent.click(await within(table).findByText("meeting"));
    let dialog = await screen.findByRole("dialog", { name: "Edit tag" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Meetings");
    fireEvent.change(within(dialog).getByLabelText("Colour"), { target: { value: "#8e24aa" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          method: "PATCH",
          url: `${BASE}/tag/1/`,
          body: { name: "Meetings", color: "#8e24aa", is_archived: false },
        },
      ]),
    );
    expect(await screen.findByText("Tag saved")).toBeDefined();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(await within(table).findByText("Meetings"));
    dialog = await screen.findByRole("dialog", { name: "Edit tag" });
    await userEvent.click(within(dialog).getByRole("switch", { name: "Archived" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(writes.at(-1)).toEqual({
        method: "PATCH",
        url: `${BASE}/tag/1/`,
        body: { name: "Meetings", color: "#8e24aa", is_archived: true },
      }),
    );
    // Archived, it leaves the table of active tags.
    await waitFor(() => expect(within(table).queryByText("Meetings")).toBeNull());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const section = table.parentElement?.parentElement as HTMLElement;
    await userEvent.click(within(section).getByRole("switch", { name: "Show archived tags" }));
    await userEvent.click(await within(table).findByText("Meetings"));
    dialog = await screen.findByRole("dialog", { name: "Edit tag" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const question = await screen.findByRole("dialog", { name: "Delete this tag?" });
    await userEvent.click(within(question).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(writes.at(-1)).toEqual({ method: "DELETE", url: `${BASE}/tag/1/` }));
    expect(await screen.findByText("Tag deleted")).toBeDefined();
  });

  it("shows a member nothing of the tags, and reads none", async () => {
    const { tagReads } = tagServer();
    await renderWithApp(<ActivitiesPage user={member} />);
    await screen.findByTestId("activities");
    expect(screen.queryByRole("heading", { name: "Tags" })).toBeNull();
    expect(screen.queryByTestId("tags")).toBeNull();
    expect(screen.queryByRole("heading", { name: "New tag" })).toBeNull();
    expect(tagReads).toEqual([]);
  });
});
