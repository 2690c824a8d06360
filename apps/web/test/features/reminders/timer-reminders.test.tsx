import type { Reminders, User } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHARED_ACTIVITY_KEY } from "../../../app/features/timelogs/reminders/use-idle.ts";
import { TimerBar } from "../../../app/features/timelogs/timer-bar.tsx";
import { changeDraft } from "../../../app/features/timelogs/timer-draft.ts";
import { setTokens } from "../../../app/lib/session.ts";
import { answer, fakeServer, json } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { company } from "../invoicing/fixtures.tsx";
import { page, project, timeLog } from "../timelogs/fixtures.ts";

const user = { id: 1, username: "ada", role: "member" } as User;
const BASE = "/api/projectmanagement";
const token = (id: string) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 86_400, jti: id })).replace(/=+$/, "")}.s`;
const MINUTE = 60_000;
/** Tuesday 7 April 2026, 09:00 in Berlin (the company's zone, UTC+2). */
const START = "2026-04-07T07:00:00.000Z";

/**
 * A server with a running log (id 9, "Audit", tagged, not billable) of a company in Berlin, the
 * reminders it answers, and every write it receives.
 */
function reminderServer(reminders: Partial<Reminders> = {}) {
  let running: ReturnType<typeof timeLog> | null = timeLog({
    id: 9,
    project: 1,
    activity: null,
    description: "Audit",
    start: START,
    end: null,
    is_running: true,
    duration_seconds: 0,
    billable: false,
    tags: [4],
  });
  const writes: { url: string; method: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    writes.push({
      url: new URL(request.url).pathname,
      method: request.method,
      body: text ? JSON.parse(text) : null,
    });
    return text ? JSON.parse(text) : {};
  };
  fakeServer({
    [`${BASE}/project/`]: () => json(page([project(1, "Website")])),
    [`${BASE}/activity/`]: () => json(page([])),
    [`${BASE}/timelog/running/`]: () =>
      running ? json(running) : json({ detail: "Not found." }, 404),
    [`${BASE}/reminders/`]: () =>
      answer(endpoints.reminders.get, {
        running: null,
        short_day: null,
        idle_minutes: 10,
        ...reminders,
      }),
    "/api/masterdata/company-info/": () =>
      json(page([company({ timezone: "Europe/Berlin", default_currency: "EUR" })])),
    [`${BASE}/timelog/9/`]: async (_call, _count, request) => {
      const body = await record(request);
      const ended = { ...(running ?? timeLog({ id: 9 })), ...body, is_running: false };
      running = null;
      return json(ended);
    },
    [`${BASE}/timelog/9/stop/`]: async (_call, _count, request) => {
      await record(request);
      const ended = {
        ...(running ?? timeLog({ id: 9 })),
        is_running: false,
        end: new Date().toISOString(),
      };
      running = null;
      return json(ended);
    },
    [`${BASE}/timelog/start/`]: async (_call, _count, request) => {
      const body = await record(request);
      running = timeLog({
        ...body,
        id: 10,
        start: new Date().toISOString(),
        end: null,
        is_running: true,
        billable: true,
      });
      return json(running, 201);
    },
    [`${BASE}/timelog/10/`]: async (_call, _count, request) => {
      const body = await record(request);
      running = running && { ...running, ...body };
      return json(running);
    },
  });
  return writes;
}

describe("the idle prompt", () => {
  beforeEach(async () => {
    // The timer bar loads its reminders after the first paint (a lazy module): loaded here, the
    // idle watch starts with the bar, as it does a moment after the page shows.
    await import("../../../app/features/timelogs/reminders/timer-reminders.tsx");
    setTokens({ access: token("access"), refresh: token("refresh") });
    window.localStorage.removeItem(SHARED_ACTIVITY_KEY);
    // Only the clock and the intervals are faked: the page's own timeouts run as usual.
    vi.useFakeTimers({
      now: new Date("2026-04-07T08:00:00Z"),
      toFake: ["Date", "setInterval", "clearInterval"],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    changeDraft({ project: "", activity: "", description: "", billable: true });
  });
  const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it("waits while there is activity, asks after the idle minutes, and keeps the time", async () => {
    const writes = reminderServer();
    await renderWithApp(<TimerBar user={user} />);
    await screen.findByTestId("running-timer");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Stop" })).not.toBeNull());
    // 9 minutes, then activity, then 9 more: never 10 minutes without.
    pass(9 * MINUTE);
    fireEvent.pointerMove(window);
    pass(9 * MINUTE);
    expect(screen.queryByTestId("idle-prompt")).toBeNull();
    // 10 minutes after the last activity (10:09 Berlin) it asks; the checks run every 15 seconds.
    pass(MINUTE + 15_000);
    const prompt = await screen.findByTestId("idle-prompt");
    expect(within(prompt).getByText(/since 10:09 \(0:10\)/)).toBeTruthy();
    await userEvent.click(within(prompt).getByRole("button", { name: "Keep the time" }));
    await waitFor(() => expect(screen.queryByTestId("idle-prompt")).toBeNull());
    expect(writes).toEqual([]);
    // Counting starts again from the answer.
    pass(9 * MINUTE);
    expect(screen.queryByTestId("idle-prompt")).toBeNull();
  });

  it("discards the idle time: ends the log where idleness began and starts it again now", async () => {
    const writes = reminderServer();
    await renderWithApp(<TimerBar user={user} />);
    await screen.findByTestId("running-timer");
    pass(25 * MINUTE);
    const prompt = await screen.findByTestId("idle-prompt");
    expect(
      within(prompt).getByRole("checkbox", { name: "Start the timer again from now" }),
    ).toHaveProperty("checked", true);
    await userEvent.click(within(prompt).getByRole("button", { name: "Discard idle time" }));
    await waitFor(() => expect(writes).toHaveLength(3));
    expect(writes).toEqual([
      // Activity was last seen when the bar appeared (08:00 UTC).
      { url: `${BASE}/timelog/9/`, method: "PATCH", body: { end: "2026-04-07T08:00:00.000Z" } },
      {
        url: `${BASE}/timelog/start/`,
        method: "POST",
        body: { project: 1, activity: null, description: "Audit", tags: [4] },
      },
      // The log was not billable, and neither is the new one.
      { url: `${BASE}/timelog/10/`, method: "PATCH", body: { billable: false } },
    ]);
    expect(await screen.findByText("The timer ended at 10:00.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("idle-prompt")).toBeNull());
  });

  it("discards without starting again, or stops now", async () => {
    const writes = reminderServer();
    const { unmount } = await renderWithApp(<TimerBar user={user} />);
    await screen.findByTestId("running-timer");
    pass(12 * MINUTE);
    let prompt = await screen.findByTestId("idle-prompt");
    await userEvent.click(
      within(prompt).getByRole("checkbox", { name: "Start the timer again from now" }),
    );
    await userEvent.click(within(prompt).getByRole("button", { name: "Discard idle time" }));
    await waitFor(() =>
      expect(writes).toEqual([
        { url: `${BASE}/timelog/9/`, method: "PATCH", body: { end: "2026-04-07T08:00:00.000Z" } },
      ]),
    );
    unmount();

    const stops = reminderServer();
    await renderWithApp(<TimerBar user={user} />);
    await screen.findByTestId("running-timer");
    pass(12 * MINUTE);
    prompt = await screen.findByTestId("idle-prompt");
    await userEvent.click(within(prompt).getByRole("button", { name: "Stop now" }));
    await waitFor(() =>
      expect(stops).toEqual([{ url: `${BASE}/timelog/9/stop/`, method: "POST", body: null }]),
    );
  });

  it("asks at once when the tab comes back after the idle minutes, and not while another tab is in use", async () => {
    reminderServer();
    await renderWithApp(<TimerBar user={user} />);
    await screen.findByTestId("running-timer");
    // Another tab of the app had activity 8 minutes in: this one waits for it too.
    pass(8 * MINUTE);
    window.localStorage.setItem(SHARED_ACTIVITY_KEY, String(Date.now()));
    pass(9 * MINUTE);
    expect(screen.queryByTestId("idle-prompt")).toBeNull();
    // Away for longer, without any check running in between (a background tab): coming back asks.
    vi.setSystemTime(Date.now() + 30 * MINUTE);
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    const prompt = await screen.findByTestId("idle-prompt");
    expect(within(prompt).getByText(/since 10:08 \(0:39\)/)).toBeTruthy();
  });

  it("never asks when the idle minutes are 0", async () => {
    reminderServer({ idle_minutes: 0 });
    await renderWithApp(<TimerBar user={user} />);
    await screen.findByTestId("running-timer");
    pass(120 * MINUTE);
    expect(screen.queryByTestId("idle-prompt")).toBeNull();
  });
});

describe("stopping a forgotten timer", () => {
  beforeEach(() => {
    setTokens({ access: token("access"), refresh: token("refresh") });
    vi.useFakeTimers({ now: new Date("2026-04-07T18:30:00Z"), toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    changeDraft({ project: "", activity: "", description: "", billable: true });
  });
  const overLimit = {
    running: {
      id: 9,
      start: START,
      limit_hours: 10,
      over_limit: true,
      crossed_midnight: false,
      suggested_end: "2026-04-07T15:00:00.000Z",
    },
    idle_minutes: 0,
  };

  it("opens from the mail's link, asks on the company's clock and sets the chosen end", async () => {
    const writes = reminderServer(overLimit);
    await renderWithApp(<TimerBar user={user} />, {
      path: "/app?stop=9&at=2026-04-07T15%3A00%3A00.000Z",
    });
    const dialog = await screen.findByRole("dialog", { name: "Stop the timer at 17:00?" });
    expect(
      within(dialog).getByText(
        "The timer has been running since Tuesday, April 7, 09:00. It ends at the time you choose on Tuesday, April 7.",
      ),
    ).toBeTruthy();
    const time = within(dialog).getByLabelText("End time");
    // Before the start, and after now, are refused with the app's words.
    await userEvent.clear(time);
    await userEvent.type(time, "8:30");
    await userEvent.click(within(dialog).getByRole("button", { name: "Stop the timer" }));
    expect(within(dialog).getByText("Choose a time after the start (09:00).")).toBeTruthy();
    await userEvent.clear(time);
    await userEvent.type(time, "21:00");
    await userEvent.click(within(dialog).getByRole("button", { name: "Stop the timer" }));
    expect(within(dialog).getByText("Choose a time that has passed.")).toBeTruthy();
    await userEvent.clear(time);
    await userEvent.type(time, "1830");
    expect(screen.getByRole("dialog", { name: "Stop the timer at 18:30?" })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Stop the timer" }));
    await waitFor(() =>
      expect(writes).toEqual([
        { url: `${BASE}/timelog/9/`, method: "PATCH", body: { end: "2026-04-07T16:30:00.000Z" } },
      ]),
    );
    expect(await screen.findByText("The timer ended at 18:30.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the notice beside the timer, whose button asks the same", async () => {
    reminderServer(overLimit);
    await renderWithApp(<TimerBar user={user} />);
    const notice = await screen.findByTestId("timer-reminder");
    expect(notice.textContent).toContain(
      "Your timer has been running since Tuesday, April 7, 09:00, longer than your limit of 10 h.",
    );
    await userEvent.click(within(notice).getByRole("button", { name: "Stop at 17:00…" }));
    expect(await screen.findByRole("dialog", { name: "Stop the timer at 17:00?" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says so when the link's timer no longer runs", async () => {
    const writes = reminderServer(overLimit);
    await renderWithApp(<TimerBar user={user} />, {
      path: "/app?stop=7&at=2026-04-07T15%3A00%3A00.000Z",
    });
    const dialog = await screen.findByRole("dialog", { name: "This timer is no longer running." });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes).toEqual([]);
  });
});
