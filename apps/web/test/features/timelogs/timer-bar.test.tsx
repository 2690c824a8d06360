import type { User } from "@tempus/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TimerBar } from "../../../app/features/timelogs/timer-bar.tsx";
import { changeDraft } from "../../../app/features/timelogs/timer-draft.ts";
import { fakeServer, json } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { activity, page, project, timeLog } from "./fixtures.ts";

const user = { id: 1, username: "ada", role: "admin" } as User;
const BASE = "/api/projectmanagement";

/** A server with two projects and one activity whose timer starts and stops. */
function timerServer() {
  let running: ReturnType<typeof timeLog> | null = null;
  const bodies: unknown[] = [];
  const calls = fakeServer({
    [`${BASE}/project/`]: () => json(page([project(1, "Website"), project(2, "Backoffice")])),
    [`${BASE}/activity/`]: () => json(page([activity(3, "Design")])),
    [`${BASE}/timelog/running/`]: () =>
      running ? json(running) : json({ detail: "Not found." }, 404),
    [`${BASE}/timelog/start/`]: async (_call, _count, request) => {
      const body = await request.json();
      bodies.push(body);
      running = timeLog({
        ...body,
        id: 9,
        start: new Date(Date.now() - 65_000).toISOString(),
        end: null,
        is_running: true,
      });
      return json(running, 201);
    },
    [`${BASE}/timelog/9/`]: async (_call, _count, request) => {
      const body = await request.json();
      bodies.push(body);
      running = running && { ...running, ...body };
      return json(running);
    },
    [`${BASE}/timelog/9/stop/`]: () => {
      const stopped = running && { ...running, is_running: false, end: new Date().toISOString() };
      running = null;
      return json(stopped);
    },
  });
  return { calls, bodies };
}

describe("the timer bar", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    changeDraft({ project: "", activity: "", description: "", billable: true });
  });

  it("starts with Enter in the description on a project and activity typed ahead, then focuses Stop", async () => {
    const { bodies } = timerServer();
    await renderWithApp(<TimerBar user={user} />);
    const picker = await screen.findByLabelText("Project / activity");
    await userEvent.click(picker);
    await userEvent.keyboard("web des");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Website · Design",
    ]);
    await userEvent.keyboard("{Enter}");
    await userEvent.click(screen.getByLabelText("Description"));
    await userEvent.keyboard("Wireframes{Enter}");
    const stop = await screen.findByRole("button", { name: "Stop" });
    await waitFor(() => expect(document.activeElement).toBe(stop));
    expect(bodies).toEqual([{ project: 1, activity: 3, description: "Wireframes" }]);
    expect(screen.getByTestId("running-timer").textContent).toContain("Website · Design");
    expect(screen.getByTestId("timer-clock").textContent).toMatch(/^00:01:0\d$/);
  });

  it("starts and stops with Alt+S and puts the focus back in the description", async () => {
    const { bodies } = timerServer();
    changeDraft({ project: 2 });
    await renderWithApp(<TimerBar user={user} />);
    await screen.findByLabelText("Description");
    await userEvent.keyboard("{Alt>}s{/Alt}");
    const stop = await screen.findByRole("button", { name: "Stop" });
    await waitFor(() => expect(document.activeElement).toBe(stop));
    await userEvent.keyboard("{Alt>}s{/Alt}");
    const description = await screen.findByLabelText("Description");
    await waitFor(() => expect(document.activeElement).toBe(description));
    expect(bodies).toEqual([{ project: 2, activity: null, description: "" }]);
  });

  it("jumps to the description with / unless one types somewhere", async () => {
    timerServer();
    await renderWithApp(
      <>
        <input aria-label="elsewhere" />
        <TimerBar user={user} />
      </>,
    );
    const description = await screen.findByLabelText("Description");
    await userEvent.keyboard("/");
    expect(document.activeElement).toBe(description);
    expect((description as HTMLInputElement).value).toBe("");
    await userEvent.click(screen.getByLabelText("elsewhere"));
    await userEvent.keyboard("/");
    expect((screen.getByLabelText("elsewhere") as HTMLInputElement).value).toBe("/");
  });

  it("asks for a project instead of starting without one, and starts not billable when switched off", async () => {
    const { bodies, calls } = timerServer();
    await renderWithApp(<TimerBar user={user} />);
    await userEvent.click(await screen.findByLabelText("Description"));
    await userEvent.keyboard("Call{Enter}");
    expect(await screen.findByText("Choose a project to start")).toBeDefined();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Billable" }));
    await userEvent.click(screen.getByLabelText("Project / activity"));
    await userEvent.keyboard("Backoffice{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Start timer" }));
    await screen.findByRole("button", { name: "Stop" });
    expect(bodies).toEqual([
      { project: 2, activity: null, description: "Call" },
      { billable: false },
    ]);
  });

  it("renames the running log: Enter saves, Escape goes back, Stop saves what was typed", async () => {
    const { bodies, calls } = timerServer();
    changeDraft({ project: 1, description: "Wireframes" });
    await renderWithApp(<TimerBar user={user} />);
    await userEvent.click(await screen.findByRole("button", { name: "Start timer" }));
    await screen.findByRole("button", { name: "Stop" });
    const running = within(screen.getByTestId("running-timer")).getByLabelText(
      "Description",
    ) as HTMLInputElement;
    expect(running.value).toBe("Wireframes");

    await userEvent.clear(running);
    await userEvent.type(running, "Wireframes, second round {Enter}");
    await waitFor(() => expect(bodies.at(-1)).toEqual({ description: "Wireframes, second round" }));

    await userEvent.type(running, " (draft){Escape}");
    await waitFor(() => expect(running.value).toBe("Wireframes, second round"));

    // Typed and stopped at once: saved once, then stopped.
    await userEvent.type(running, " and review");
    await userEvent.click(screen.getByRole("button", { name: "Stop" }));
    await waitFor(() => expect(screen.queryByTestId("running-timer")).toBeNull());
    expect(bodies.slice(1)).toEqual([
      { description: "Wireframes, second round" },
      { description: "Wireframes, second round and review" },
    ]);
    const order = calls.filter((call) => call.method !== "GET").map((call) => call.url);
    expect(order.slice(-2)).toEqual([`${BASE}/timelog/9/`, `${BASE}/timelog/9/stop/`]);
  });

  it("tells a company without projects to create one", async () => {
    fakeServer({
      [`${BASE}/project/`]: () => json(page([])),
      [`${BASE}/activity/`]: () => json(page([])),
      [`${BASE}/timelog/running/`]: () => json({ detail: "Not found." }, 404),
    });
    await renderWithApp(<TimerBar user={user} />);
    expect(await screen.findByText("Create a project first to record time.")).toBeDefined();
    expect(screen.getByRole("link", { name: "New project" }).getAttribute("href")).toBe(
      "/app/project-time/projects/create",
    );
  });
});
