import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TimeLogDetailPage } from "../../../app/features/timelogs/detail/timelog-detail-page.tsx";
import { setTokens } from "../../../app/lib/session.ts";
import { fakeServer, json } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { user } from "../account-fixtures.ts";
import { company } from "../invoicing/fixtures.tsx";
import { page, project, tag, timeLog } from "./fixtures.ts";

const BASE = "/api/projectmanagement";
const member = user({ role: "member" });
const token = (id: string) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 86_400, jti: id })).replace(/=+$/, "")}.s`;

/** A log of 08:00–09:30 UTC in a company in Tokyo (UTC+9, whatever zone the test runs in). */
function detailServer(
  refusal?: Record<string, string[]>,
  changes: Partial<ReturnType<typeof timeLog>> = {},
) {
  const writes: unknown[] = [];
  const log = timeLog({
    start: "2026-11-23T08:00:00.000Z",
    end: "2026-11-23T09:30:00.000Z",
    duration_seconds: 5400,
    amount: "135.00",
    ...changes,
  });
  fakeServer({
    [`${BASE}/timelog/5/`]: async (_call, _count, request) => {
      if (request.method === "GET") return json(log);
      const body = await request.json();
      writes.push(body);
      return refusal ? json(refusal, 400) : json({ ...log, ...body });
    },
    [`${BASE}/timelog/running/`]: () => json({ detail: "Not found." }, 404),
    [`${BASE}/project/`]: () => json(page([project(1, "Website")])),
    [`${BASE}/activity/`]: () => json(page([])),
    [`${BASE}/tag/`]: () =>
      json(
        page([
          tag(1, "meeting"),
          tag(4, "travel", { is_archived: true }),
          tag(7, "on site"),
          tag(9, "workshop"),
        ]),
      ),
    "/api/masterdata/company-info/": () =>
      json(page([company({ timezone: "Asia/Tokyo", default_currency: "EUR" })])),
    [`${BASE}/timelog/5/history/`]: () =>
      json([
        {
          sequence: 7,
          occurred_at: "2026-11-23T10:00:00.000Z",
          user: 1,
          username: "ada",
          action: "time_log.created",
          subject_type: "time_log",
          subject_id: 5,
          ip_address: "127.0.0.1",
          user_agent: "Firefox",
          details: { after: { project: 1, description: "Draft", billable: true, tags: [1] } },
        },
        {
          sequence: 9,
          occurred_at: "2026-11-23T11:00:00.000Z",
          user: 2,
          username: "mia",
          action: "time_log.updated",
          subject_type: "time_log",
          subject_id: 5,
          ip_address: "127.0.0.1",
          user_agent: "Firefox",
          details: {
            before: { description: "Draft", end: "2026-11-23T09:00:00.000Z" },
            after: { description: "Final", end: "2026-11-23T09:30:00.000Z" },
          },
        },
      ]),
    "/api/usermanagement/member/": () => json(page([])),
  });
  return writes;
}

describe("the time-log detail", () => {
  beforeEach(() => setTokens({ access: token("access"), refresh: token("refresh") }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows and takes start and end on the company's clock, and a typed duration moves the end", async () => {
    const writes = detailServer();
    await renderWithApp(<TimeLogDetailPage id="5" user={member} />);
    const start = (await screen.findByTestId("start-input")) as HTMLInputElement;
    const end = screen.getByTestId("end-input") as HTMLInputElement;
    expect([start.value, end.value]).toEqual(["2026-11-23T17:00", "2026-11-23T18:30"]);
    expect((screen.getByTestId("duration-input") as HTMLInputElement).value).toBe("1:30");

    fireEvent.change(screen.getByTestId("duration-input"), { target: { value: "2h" } });
    expect(end.value).toBe("2026-11-23T19:00");
    fireEvent.change(start, { target: { value: "2026-11-23T16:45" } });
    expect((screen.getByTestId("duration-input") as HTMLInputElement).value).toBe("2:15");

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      start: "2026-11-23T07:45:00.000Z",
      end: "2026-11-23T10:00:00.000Z",
    });
  });

  it("says in the app's language that a start is needed, and sends nothing", async () => {
    const writes = detailServer();
    await renderWithApp(<TimeLogDetailPage id="5" user={member} />, { language: "de" });
    const start = await screen.findByTestId("start-input");
    fireEvent.change(start, { target: { value: "" } });
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Dieses Feld ist erforderlich.")).toBeTruthy();
    expect(start.getAttribute("aria-invalid")).toBe("true");
    expect(await screen.findByText("Eintrag nicht gespeichert")).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it("shows the server's refusal at its field and what names no field above the editor", async () => {
    const writes = detailServer({
      end: ["The end must be after the start."],
      non_field_errors: ["This log overlaps another."],
    });
    await renderWithApp(<TimeLogDetailPage id="5" user={member} />);
    const end = await screen.findByTestId("end-input");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(
      (await screen.findByText("This log overlaps another.")).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(end.closest(".MuiFormControl-root")?.textContent).toContain(
      "The end must be after the start.",
    );
    expect(end.getAttribute("aria-invalid")).toBe("true");
    expect(await screen.findByText("Log not saved")).toBeTruthy();
  });

  it("saves the tags with the log's other fields; an archived one stays until taken off", async () => {
    const writes = detailServer(undefined, { tags: [1, 4] });
    await renderWithApp(<TimeLogDetailPage id="5" user={member} />);
    const picker = await screen.findByRole("combobox", { name: "Tags" });
    const chips = () =>
      screen
        .getAllByRole("button", { name: /^(meeting|travel|on site|workshop)$/ })
        .map((chip) => chip.textContent);
    await waitFor(() => expect(chips()).toEqual(["meeting", "travel"]));
    await userEvent.click(picker);
    await userEvent.keyboard("{ArrowDown}");
    // The archived tag is not offered again, nor those the log has.
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "on site",
      "workshop",
    ]);
    await userEvent.keyboard("site{Enter}");
    await waitFor(() => expect(chips()).toEqual(["meeting", "travel", "on site"]));
    // From the empty field, the arrow keys go along the chips and Delete takes one off.
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{Delete}");
    await waitFor(() => expect(chips()).toEqual(["meeting", "on site"]));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      project: 1,
      activity: null,
      description: "",
      start: "2026-11-23T08:00:00.000Z",
      end: "2026-11-23T09:30:00.000Z",
      billable: true,
      tags: [1, 7],
    });
  });

  it("shows an invoiced log's tags without letting them change", async () => {
    detailServer(undefined, { tags: [1], invoice: 3 });
    await renderWithApp(<TimeLogDetailPage id="5" user={member} />);
    const picker = (await screen.findByRole("combobox", { name: "Tags" })) as HTMLInputElement;
    expect(picker.disabled).toBe(true);
    await waitFor(() => expect(screen.getByText("meeting")).toBeDefined());
  });

  it("shows owners and admins the log's history from the audit trail, on the company's clock", async () => {
    detailServer();
    await renderWithApp(<TimeLogDetailPage id="5" user={user({ role: "owner" })} />);
    await waitFor(() =>
      expect(
        [...screen.getByTestId("timelog-history").querySelectorAll("li")].map(
          (item) => item.textContent,
        ),
      ).toEqual([
        "Nov 23, 2026, 7:00 PM · ada · Time log createdProject: Website · Description: Draft · Billable: yes · Tags: meeting",
        "Nov 23, 2026, 8:00 PM · mia · Time log changedDescription: Draft → Final · End: Nov 23, 2026, 6:00 PM → Nov 23, 2026, 6:30 PM",
      ]),
    );
  });

  it("shows a member no history", async () => {
    detailServer();
    await renderWithApp(<TimeLogDetailPage id="5" user={member} />);
    await screen.findByLabelText("Description");
    expect(screen.queryByRole("heading", { name: "History" })).toBeNull();
  });
});
