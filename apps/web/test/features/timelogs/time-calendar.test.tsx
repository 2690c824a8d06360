import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import TimeCalendar, {
  openingTime,
} from "../../../app/features/timelogs/calendar/time-calendar.tsx";
import { renderWithApp } from "../../render.tsx";
import { activity, project, timeLog } from "./fixtures.ts";

describe("the calendar's clock", () => {
  afterEach(() => vi.useRealTimers());

  it("opens the day at 08:00, or an hour before now on the company's clock", () => {
    const now = new Date("2026-11-23T03:30:00Z");
    expect(openingTime("UTC", now)).toBe("08:00:00");
    // 12:30 in Tokyo.
    expect(openingTime("Asia/Tokyo", now)).toBe("11:00:00");
    // 22:30 the evening before in New York: no later than 20:00.
    expect(openingTime("America/New_York", now)).toBe("20:00:00");
  });

  it("draws a log on the company's clock, whatever the browser's zone", async () => {
    // The calendar opens on the week of "today".
    vi.useFakeTimers({ now: new Date("2026-11-24T12:00:00Z"), toFake: ["Date"] });
    await renderWithApp(
      <TimeCalendar
        logs={[timeLog({ start: "2026-11-23T08:00:00.000Z", end: "2026-11-23T09:30:00.000Z" })]}
        projects={[project(1, "Website")]}
        locale="en"
        timeZone="Asia/Tokyo"
        onRange={() => {}}
        onCreate={() => {}}
        onChange={() => {}}
        onOpen={() => {}}
      />,
    );
    // 08:00–09:30 UTC is 17:00–18:30 in Tokyo.
    expect(await screen.findByText("5:00 – 6:30pm")).toBeTruthy();
  });
});

describe("a log's block in the calendar", () => {
  afterEach(() => vi.useRealTimers());

  const logs = [
    timeLog({
      id: 5,
      activity: 3,
      description: "Mockups",
      start: "2026-11-23T08:00:00.000Z",
      end: "2026-11-23T09:30:00.000Z",
    }),
    timeLog({
      id: 6,
      billable: false,
      description: "Coffee chat",
      start: "2026-11-24T08:00:00.000Z",
      end: "2026-11-24T08:30:00.000Z",
    }),
  ];
  // FullCalendar sets the dash between thin spaces (U+2009).
  const calendar = (locale: string) => (
    <TimeCalendar
      logs={logs}
      projects={[project(1, "Website")]}
      activities={[activity(3, "Design")]}
      locale={locale}
      timeZone="UTC"
      onRange={() => {}}
      onCreate={() => {}}
      onChange={() => {}}
      onOpen={() => {}}
    />
  );

  it("shows the activity and a mark for billable or not, and says both in its name", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-24T12:00:00Z"), toFake: ["Date"] });
    await renderWithApp(calendar("en"));
    const billable = await screen.findByRole("button", {
      name: "Website · Mockups · Design · Billable · 8:00\u2009–\u20099:30am",
    });
    // Seen: the time with a coin before it, the project and description, the activity.
    expect(
      [...billable.querySelectorAll("[aria-hidden] > div")].map((part) => part.textContent),
    ).toEqual(["8:00\u2009–\u20099:30am", "Website · Mockups", "Design"]);
    expect(within(billable).getByTestId("billable-mark")).toBeTruthy();
    // Hovered: all of it.
    expect(billable.querySelector("[title]")?.getAttribute("title")).toBe(
      "Website · Mockups · Design · Billable · 8:00\u2009–\u20099:30am",
    );
    // Not billable: a struck-out coin; no activity, nothing stands for one.
    const other = screen.getByRole("button", {
      name: "Website · Coffee chat · Not billable · 8:00\u2009–\u20098:30am",
    });
    expect(within(other).getByTestId("not-billable-mark")).toBeTruthy();
    expect(within(other).queryByTestId("billable-mark")).toBeNull();
  });

  it("says billable in the user's language", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-24T12:00:00Z"), toFake: ["Date"] });
    await renderWithApp(calendar("de"), { language: "de" });
    expect(
      await screen.findByRole("button", {
        name: "Website · Mockups · Design · Abrechenbar · 08:00–09:30 Uhr",
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole("button", {
        name: "Website · Coffee chat · Nicht abrechenbar · 08:00–08:30 Uhr",
      }),
    ).toBeTruthy();
  });
});
