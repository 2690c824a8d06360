import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddEntryDialog } from "../../../app/features/timelogs/entry/add-entry-dialog.tsx";
import { HeadingWithAddEntry } from "../../../app/features/timelogs/entry/heading-with-add-entry.tsx";
import { fakeServer, json } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { activity, page, project, tag, timeLog } from "./fixtures.ts";

const BASE = "/api/projectmanagement";

function entryServer(answer?: () => Response) {
  const bodies: unknown[] = [];
  fakeServer({
    [`${BASE}/project/`]: () => json(page([project(1, "Website")])),
    [`${BASE}/activity/`]: () => json(page([activity(3, "Design")])),
    [`${BASE}/tag/`]: () =>
      json(
        page([
          tag(1, "meeting"),
          tag(4, "travel", { is_archived: true }),
          tag(7, "on site", { color: "#8e24aa" }),
          tag(9, "workshop"),
        ]),
      ),
    [`${BASE}/timelog/`]: async (_call, _count, request) => {
      bodies.push(await request.json());
      return answer ? answer() : json(timeLog(), 201);
    },
  });
  return bodies;
}

describe("adding an entry by hand", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is typed with the keyboard alone: times as 9 and 1.5h, in the company's zone", async () => {
    const bodies = entryServer();
    const onClose = vi.fn();
    await renderWithApp(
      <AddEntryDialog
        open
        onClose={onClose}
        timeZone="Europe/Berlin"
        defaults={{ date: "2026-11-23" }}
      />,
    );
    // The project field has the focus; typing narrows, Enter picks.
    await waitFor(() => expect(document.activeElement?.id).toBe("entry-project"));
    await userEvent.keyboard("des{Enter}");
    await userEvent.tab();
    await userEvent.keyboard("Review");
    await userEvent.click(screen.getByLabelText("Start"));
    await userEvent.keyboard("9");
    await userEvent.click(screen.getByLabelText("Duration"));
    await userEvent.keyboard("1.5h");
    expect(screen.getByTestId("entry-summary").textContent).toBe(
      "Nov 23, 2026, 9:00 AM – 10:30 AM (1:30 h)",
    );
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        project: 1,
        activity: 3,
        description: "Review",
        start: "2026-11-23T08:00:00.000Z",
        end: "2026-11-23T09:30:00.000Z",
        billable: true,
        tags: [],
      },
    ]);
  });

  it("sends the tags chosen by type-ahead; an archived one is not offered, a chip goes by keyboard", async () => {
    const bodies = entryServer();
    const onClose = vi.fn();
    await renderWithApp(
      <AddEntryDialog open onClose={onClose} timeZone="UTC" defaults={{ date: "2026-11-23" }} />,
    );
    await userEvent.keyboard("web{Enter}");
    await userEvent.click(screen.getByRole("combobox", { name: "Tags" }));
    await userEvent.keyboard("work");
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "workshop",
    ]);
    await userEvent.keyboard("{Enter}trav");
    expect(await screen.findByText("No tag matches")).toBeDefined();
    await userEvent.keyboard("{Backspace>4/}mee{Enter}on{Enter}");
    // The chips in the API's order (by id), whatever order they were chosen in.
    const chips = () =>
      screen
        .getAllByRole("button", { name: /^(meeting|on site|workshop)$/ })
        .map((chip) => chip.textContent);
    await waitFor(() => expect(chips()).toEqual(["meeting", "on site", "workshop"]));
    // From the empty field, the arrow keys go along the chips and Delete takes one off.
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{Delete}");
    await waitFor(() => expect(chips()).toEqual(["meeting", "workshop"]));
    await userEvent.click(screen.getByLabelText("Start"));
    await userEvent.keyboard("9");
    await userEvent.click(screen.getByLabelText("End"));
    await userEvent.keyboard("10{Enter}");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        project: 1,
        activity: null,
        description: "",
        start: "2026-11-23T09:00:00.000Z",
        end: "2026-11-23T10:00:00.000Z",
        billable: true,
        tags: [1, 9],
      },
    ]);
  });

  it("says at each field what it cannot read and sends nothing", async () => {
    const bodies = entryServer();
    await renderWithApp(<AddEntryDialog open onClose={() => {}} timeZone="UTC" />);
    await userEvent.click(screen.getByLabelText("Start"));
    await userEvent.keyboard("25");
    await userEvent.click(screen.getByLabelText("Duration"));
    await userEvent.keyboard("lots{Enter}");
    expect(await screen.findByText("Type a time like 9, 930 or 9:30.")).toBeDefined();
    expect(screen.getByText("Type a duration like 1:30, 1.5h or 90m.")).toBeDefined();
    expect(screen.getByText("This field is required")).toBeDefined();
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal at its field", async () => {
    entryServer(() => json({ end: ["A time log can last at most 24 hours."] }, 400));
    await renderWithApp(<AddEntryDialog open onClose={() => {}} timeZone="UTC" />);
    await userEvent.keyboard("web{Enter}");
    await userEvent.click(screen.getByLabelText("Start"));
    await userEvent.keyboard("9");
    await userEvent.click(screen.getByLabelText("End"));
    await userEvent.keyboard("10{Enter}");
    expect(await screen.findByText("A time log can last at most 24 hours.")).toBeDefined();
  });

  it("says in the app's language what it cannot read, and takes the message back once corrected", async () => {
    const bodies = entryServer();
    await renderWithApp(<AddEntryDialog open onClose={() => {}} timeZone="UTC" />, {
      language: "de",
    });
    await userEvent.keyboard("web{Enter}");
    await userEvent.click(screen.getByLabelText("Beginn"));
    await userEvent.keyboard("25");
    await userEvent.click(screen.getByLabelText("Dauer"));
    await userEvent.keyboard("1h{Enter}");
    expect(await screen.findByText("Gib eine Uhrzeit wie 9, 930 oder 9:30 ein.")).toBeDefined();
    expect(bodies).toEqual([]);
    // Corrected, the field says nothing more (its help again) before the form is sent again.
    await userEvent.clear(screen.getByLabelText("Beginn"));
    await userEvent.type(screen.getByLabelText("Beginn"), "9");
    await waitFor(() =>
      expect(screen.queryByText("Gib eine Uhrzeit wie 9, 930 oder 9:30 ein.")).toBeNull(),
    );
    expect(screen.getByText("z. B. 9, 930 oder 9:30")).toBeDefined();
    expect(bodies).toEqual([]);
  });

  it("shows a refusal of a field without a message of its own (billable) above the form", async () => {
    entryServer(() => json({ billable: ["Must be a valid boolean."] }, 400));
    const onClose = vi.fn();
    await renderWithApp(<AddEntryDialog open onClose={onClose} timeZone="UTC" />);
    await userEvent.keyboard("web{Enter}");
    await userEvent.click(screen.getByLabelText("Start"));
    await userEvent.keyboard("9");
    await userEvent.click(screen.getByLabelText("End"));
    await userEvent.keyboard("10{Enter}");
    expect(
      (await screen.findByText("Must be a valid boolean.")).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("opens from the page's heading and gives the focus back to its button when closed", async () => {
    entryServer();
    await renderWithApp(<HeadingWithAddEntry title="Time logs" timeZone="UTC" />);
    expect(screen.getByRole("heading", { level: 1, name: "Time logs" })).toBeDefined();
    const open = screen.getByRole("button", { name: "Add entry" });
    await userEvent.click(open);
    const dialog = await screen.findByRole("dialog", { name: "Add a time entry" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(open);
  });
});
