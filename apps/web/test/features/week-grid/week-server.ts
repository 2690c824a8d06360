import type { Company, TimeLog } from "@tempus/contract";
import { fakeServer, json } from "../../fake-server.ts";
import { company as companyFixture } from "../invoicing/fixtures.tsx";
import { activity, fullPage, project, timeLog } from "../timelogs/fixtures.ts";

export const BASE = "/api/projectmanagement";

export interface Write {
  method: string;
  url: string;
  body: unknown;
}

const seconds = (start: string, end: string | null) =>
  end === null ? 0 : (new Date(end).getTime() - new Date(start).getTime()) / 1000;

/**
 * The server as the week grid meets it: the user's logs (kept as writes change them), the
 * projects Website (1) and Backoffice (2), the activity Design (3), a company in Berlin. Writes
 * are kept; `refuse` answers every write with that message, as the server words a refusal.
 */
export function weekServer({
  logs: initial = [],
  company = {},
  refuse,
}: {
  logs?: TimeLog[];
  company?: Partial<Company>;
  refuse?: string;
} = {}) {
  let logs = [...initial];
  let nextId = 100;
  const writes: Write[] = [];
  const queries: string[] = [];
  const refusal = () => json({ non_field_errors: [refuse] }, 400);
  const one = async (_call: unknown, _count: number, request: Request) => {
    const url = new URL(request.url).pathname;
    const body = (await request.json()) as Partial<TimeLog>;
    writes.push({ method: request.method, url, body });
    if (refuse) return refusal();
    const id = Number(url.split("/").at(-2));
    logs = logs.map((log) => {
      if (log.id !== id) return log;
      const changed = { ...log, ...body };
      return { ...changed, duration_seconds: seconds(changed.start, changed.end) };
    });
    return json(logs.find((log) => log.id === id));
  };
  const ids = Array.from({ length: 120 }, (_, index) => index + 1);
  fakeServer({
    [`${BASE}/timelog/`]: async (_call, _count, request) => {
      const url = new URL(request.url);
      if (request.method === "GET") {
        queries.push(url.search);
        return json(fullPage(logs));
      }
      const body = (await request.json()) as TimeLog;
      writes.push({ method: "POST", url: url.pathname, body });
      if (refuse) return refusal();
      const log = timeLog({
        ...body,
        id: nextId++,
        duration_seconds: seconds(body.start, body.end),
      });
      logs = [...logs, log];
      return json(log, 201);
    },
    ...Object.fromEntries(ids.map((id) => [`${BASE}/timelog/${id}/`, one])),
    [`${BASE}/timelog/bulk/`]: async (_call, _count, request) => {
      const body = (await request.json()) as { ids: number[]; action: "delete" };
      writes.push({ method: "POST", url: `${BASE}/timelog/bulk/`, body });
      if (refuse) return refusal();
      logs = logs.filter((log) => !body.ids.includes(log.id));
      return json({ action: body.action, count: body.ids.length, results: [] });
    },
    [`${BASE}/project/`]: () => json(fullPage([project(1, "Website"), project(2, "Backoffice")])),
    [`${BASE}/activity/`]: () => json(fullPage([activity(3, "Design")])),
    "/api/masterdata/company-info/": () =>
      json(fullPage([companyFixture({ timezone: "Europe/Berlin", ...company })])),
  });
  return { writes, queries, logs: () => logs };
}
