import type { HourlyRateRule } from "@tempus/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSaveRule } from "../../app/features/projects/api.ts";
import { useBulkTimeLogs, useDashboard, useTimeLogs } from "../../app/features/timelogs/api.ts";
import { renderWithApp } from "../render.tsx";
import { dashboard, fullPage } from "./timelogs/fixtures.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The server, faked at the network boundary; answers are counted per method and path. */
function fakeServer(answer: (method: string, path: string) => Response) {
  const counts = new Map<string, number>();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = new Request(
        new URL(String(input instanceof Request ? input.url : input), "http://localhost"),
        init,
      );
      const key = `${request.method} ${new URL(request.url).pathname}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return answer(request.method, new URL(request.url).pathname);
    }),
  );
  return (key: string) => counts.get(key) ?? 0;
}

const LOGS = "GET /api/projectmanagement/timelog/";
const rule: HourlyRateRule = {
  id: 7,
  debtor: null,
  project: null,
  activity: null,
  user: null,
  rate_type: "hourly",
  rate: "90.00",
  valid_from: null,
  valid_until: null,
  description: "",
  created_at: "2026-11-01T09:00:00.000Z",
  updated_at: "2026-11-01T09:00:00.000Z",
};
const DASHBOARD = "GET /api/projectmanagement/dashboard/";

/** Shows the first page of logs and the dashboard, as the pages do, and runs `change` on a click. */
function Page({ change }: { change: () => Promise<unknown> }) {
  const logs = useTimeLogs({ page: "1", page_size: "10" });
  const dashboard = useDashboard();
  const [outcome, setOutcome] = useState("");
  return (
    <>
      <p>{logs.data ? `${logs.data.count} logs` : "loading"}</p>
      <p>{dashboard.data ? "dashboard" : ""}</p>
      <button
        type="button"
        onClick={() => void change().then((result) => setOutcome(`done ${result}`))}
      >
        change
      </button>
      <p>{outcome}</p>
    </>
  );
}

describe("changes own their invalidation", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the time logs and the dashboard again after a rate rule changed (it re-prices them)", async () => {
    const count = fakeServer((_method, path) =>
      path === "/api/projectmanagement/hourly-rate-rule/7/"
        ? json(rule)
        : path === "/api/projectmanagement/dashboard/"
          ? json(dashboard())
          : json(fullPage([], 3)),
    );
    function RulePage() {
      const saveRule = useSaveRule();
      return (
        <Page
          change={() => saveRule.mutateAsync({ id: 7, body: { rate: "90.00" } }).then(() => "")}
        />
      );
    }
    await renderWithApp(<RulePage />);
    await screen.findByText("3 logs");
    await screen.findByText("dashboard");
    expect([count(LOGS), count(DASHBOARD)]).toEqual([1, 1]);
    await userEvent.click(screen.getByRole("button", { name: "change" }));
    await screen.findByText("done");
    // The change answers only once the pages' data has been read again.
    expect([
      count("PATCH /api/projectmanagement/hourly-rate-rule/7/"),
      count(LOGS),
      count(DASHBOARD),
    ]).toEqual([1, 2, 2]);
  });

  it("changes several logs in one request and reads the logs and the dashboard again once", async () => {
    const count = fakeServer((method, path) => {
      if (method === "POST") return json({ action: "update", count: 3, results: [] });
      return path === "/api/projectmanagement/dashboard/"
        ? json(dashboard())
        : json(fullPage([], 3));
    });
    function BulkPage() {
      const bulk = useBulkTimeLogs();
      return (
        <Page
          change={() =>
            bulk
              .mutateAsync({ ids: [1, 2, 3], action: "update", changes: { billable: false } })
              .then((result) => result.count)
          }
        />
      );
    }
    await renderWithApp(<BulkPage />);
    await screen.findByText("3 logs");
    await userEvent.click(screen.getByRole("button", { name: "change" }));
    await screen.findByText("done 3");
    await waitFor(() => expect(count(LOGS)).toBe(2));
    expect([count("POST /api/projectmanagement/timelog/bulk/"), count(DASHBOARD)]).toEqual([1, 2]);
  });
});
