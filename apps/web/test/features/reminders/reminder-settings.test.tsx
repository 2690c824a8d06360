import { BUILT_IN_REMINDER_DEFAULTS, type ReminderDefaults } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReminderDefaultsCard } from "../../../app/features/reminders/reminder-defaults-card.tsx";
import { ReminderSettingsCard } from "../../../app/features/reminders/reminder-settings-card.tsx";
import { ShortDayNotice } from "../../../app/features/timelogs/reminders/short-day-notice.tsx";
import { answer, fakeServer, json } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { user } from "../account-fixtures.ts";

const BASE = "/api/projectmanagement";
const COMPANY: ReminderDefaults = { ...BUILT_IN_REMINDER_DEFAULTS, working_days: [1, 2, 3, 4, 5] };
const NONE = {
  working_days: null,
  daily_target_minutes: null,
  timer_limit_hours: null,
  idle_minutes: null,
  reminders_enabled: null,
};

/** A server that keeps the user's settings and the company's defaults and records every change. */
function settingsServer(refusal?: Record<string, string[]>) {
  let own: Record<string, unknown> = { ...NONE };
  let defaults = { ...COMPANY };
  const bodies: unknown[] = [];
  const settings = () => ({
    ...(own as typeof NONE),
    company_defaults: defaults,
    effective: Object.fromEntries(
      Object.entries(defaults).map(([key, value]) => [key, own[key] ?? value]),
    ) as ReminderDefaults,
  });
  fakeServer({
    [`${BASE}/reminder-settings/`]: async (_call, _count, request) => {
      if (request.method === "PATCH") {
        const body = await request.json();
        bodies.push(body);
        if (refusal) return json(refusal, 400);
        own = { ...own, ...body };
      }
      return answer(endpoints.reminderSettings.get, settings());
    },
    [`${BASE}/reminder-defaults/`]: async (_call, _count, request) => {
      if (request.method === "PATCH") {
        const body = await request.json();
        bodies.push(body);
        defaults = { ...defaults, ...body };
      }
      return answer(endpoints.reminderDefaults.get, defaults);
    },
    [`${BASE}/reminders/`]: () =>
      answer(endpoints.reminders.get, {
        running: null,
        short_day: { day: "2026-04-06", tracked_seconds: 18_000, target_seconds: 28_800 },
        idle_minutes: 0,
      }),
  });
  return bodies;
}

describe("the reminder settings", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("shows the company's defaults where the user has none, and saves a user's own choices", async () => {
    const bodies = settingsServer();
    await renderWithApp(<ReminderSettingsCard />);
    const target = await screen.findByLabelText("Daily target");
    expect(target.getAttribute("placeholder")).toBe("8:00");
    expect(
      screen.getByText("For example 8:00 or 7.5; 0 for no target. Empty: the company's 8:00."),
    ).toBeTruthy();
    expect(
      screen.getByText("My own working days · Company default (Mon, Tue, Wed, Thu, Fri)"),
    ).toBeTruthy();
    // The days follow the company until the user takes their own, starting from the company's.
    expect(screen.getByRole("button", { name: "Mon" })).toHaveProperty("disabled", true);
    await userEvent.click(screen.getByRole("checkbox", { name: /My own working days/ }));
    await userEvent.click(screen.getByRole("button", { name: "Fri" }));
    await userEvent.click(screen.getByRole("button", { name: "Sat" }));
    await userEvent.type(target, "7,5");
    await userEvent.type(screen.getByLabelText("Ask about idle time after minutes"), "15");
    await userEvent.click(screen.getByRole("button", { name: "Save reminders" }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          reminders_enabled: null,
          working_days: [1, 2, 3, 4, 6],
          daily_target_minutes: 450,
          timer_limit_hours: null,
          idle_minutes: 15,
        },
      ]),
    );
    expect(await screen.findByText("Your reminder settings are saved.")).toBeTruthy();
    // The form keeps what was typed; saved, it is no longer a change.
    expect((screen.getByLabelText("Daily target") as HTMLInputElement).value).toBe("7,5");
  });

  it("refuses what cannot be read, in the app's words, before anything is sent", async () => {
    const bodies = settingsServer();
    await renderWithApp(<ReminderSettingsCard />);
    await userEvent.type(await screen.findByLabelText("Daily target"), "lots");
    await userEvent.type(screen.getByLabelText("Timer limit in hours"), "30");
    await userEvent.click(screen.getByRole("button", { name: "Save reminders" }));
    expect(await screen.findByText("Enter a duration such as 8:00 or 7.5.")).toBeTruthy();
    expect(screen.getByText("Enter a whole number from 1 to 24.")).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it("turns reminders off for the user alone", async () => {
    const bodies = settingsServer();
    await renderWithApp(<ReminderSettingsCard />);
    await userEvent.click(await screen.findByRole("combobox", { name: "Receive reminders" }));
    await userEvent.click(screen.getByRole("option", { name: "Off" }));
    await userEvent.click(screen.getByRole("button", { name: "Save reminders" }));
    await waitFor(() => expect(bodies).toEqual([{ ...NONE, reminders_enabled: false }]));
  });

  it("lets an admin change the company's defaults, and shows them to a member", async () => {
    const bodies = settingsServer();
    const { unmount } = await renderWithApp(
      <ReminderDefaultsCard user={user({ role: "admin" })} />,
    );
    const limit = await screen.findByLabelText("Timer limit in hours");
    expect((limit as HTMLInputElement).value).toBe("10");
    await userEvent.clear(limit);
    await userEvent.type(limit, "12");
    await userEvent.clear(screen.getByLabelText("Daily target"));
    await userEvent.click(screen.getByRole("button", { name: "Save defaults" }));
    // A default needs a value.
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Daily target"), "7:30");
    await userEvent.click(screen.getByRole("button", { name: "Sun" }));
    await userEvent.click(screen.getByRole("button", { name: "Save defaults" }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          reminders_enabled: true,
          working_days: [1, 2, 3, 4, 5, 7],
          daily_target_minutes: 450,
          timer_limit_hours: 12,
          idle_minutes: 0,
        },
      ]),
    );
    expect(await screen.findByText("The reminder defaults are saved.")).toBeTruthy();
    unmount();

    await renderWithApp(<ReminderDefaultsCard user={user({ role: "member" })} />);
    const shown = await screen.findByLabelText("Timer limit in hours");
    expect([(shown as HTMLInputElement).value, (shown as HTMLInputElement).disabled]).toEqual([
      "12",
      true,
    ]);
    expect(screen.queryByRole("button", { name: "Save defaults" })).toBeNull();
  });

  it("shows the server's refusal", async () => {
    settingsServer({
      timer_limit_hours: ["Stelle sicher, dass dieser Wert kleiner oder gleich 24 ist."],
    });
    await renderWithApp(<ReminderSettingsCard />);
    await userEvent.type(await screen.findByLabelText("Timer limit in hours"), "24");
    await userEvent.click(screen.getByRole("button", { name: "Save reminders" }));
    expect(
      await screen.findByText("Stelle sicher, dass dieser Wert kleiner oder gleich 24 ist."),
    ).toBeTruthy();
  });
});

describe("the short-day notice", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("says what yesterday lacked, in the user's language, until it is dismissed", async () => {
    settingsServer();
    const { unmount } = await renderWithApp(<ShortDayNotice />, { language: "de" });
    const notice = await screen.findByTestId("short-day-notice");
    expect(notice.textContent).toContain(
      "Am Montag, 6. April hast du 5:00 von deinem Tagesziel von 8:00 erfasst.",
    );
    expect(within(notice).getByRole("link", { name: "Zeit nachtragen" }).getAttribute("href")).toBe(
      "/app/project-time/timelog",
    );
    await userEvent.click(within(notice).getByRole("button", { name: "Ausblenden" }));
    await waitFor(() => expect(screen.queryByTestId("short-day-notice")).toBeNull());
    unmount();
    // The same day stays dismissed.
    await renderWithApp(<ShortDayNotice />, { language: "de" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("short-day-notice")).toBeNull();
  });
});
