import { fakeServer, json } from "../../fake-server.ts";
import { company } from "../invoicing/fixtures.tsx";
import { activity, page, person, project, tag, timeLog } from "./fixtures.ts";

export const BASE = "/api/projectmanagement";

/** Three logs on two of Berlin's days; PATCHes and bulk bodies are kept. */
export function listServer({
  refuse,
  unpriced,
  tagged,
  team,
  amountsHidden,
  sizes = [],
  queries = [],
}: {
  refuse?: string;
  unpriced?: boolean;
  /** Log 2 carries two tags, one of them archived. */
  tagged?: boolean;
  /** Three people's logs (ada's, mia's and noah's) and the member list that names them. */
  team?: boolean;
  /**
   * A company that shows members no amounts (decision 039): the logs come without rate and
   * amount, as the server answers a member then. Otherwise the company shows them their own.
   */
  amountsHidden?: boolean;
  sizes?: (string | null)[];
  /** The list's, totals' and export's queries, as `path?query`. */
  queries?: string[];
} = {}) {
  let logs = [
    timeLog({
      id: 1,
      start: "2026-11-23T23:30:00Z",
      end: "2026-11-24T00:30:00Z",
      description: "Late",
      ...(team ? { user: 2 } : {}),
    }),
    timeLog({
      id: 2,
      start: "2026-11-23T08:00:00Z",
      end: "2026-11-23T09:30:00Z",
      duration_seconds: 5400,
      description: "Design",
      ...(tagged ? { tags: [1, 4] } : {}),
    }),
    timeLog({
      id: 3,
      start: "2026-11-23T07:00:00Z",
      end: "2026-11-23T07:30:00Z",
      duration_seconds: 1800,
      activity: 3,
      description: "",
      ...(team ? { user: 3 } : {}),
      ...(unpriced ? { has_rate: false, hourly_rate: null, amount: "0.00" } : {}),
    }),
  ];
  if (amountsHidden)
    logs = logs.map(
      ({ hourly_rate: _rate, amount: _amount, ...log }) => log as typeof log & { amount?: string },
    );
  const writes: { method: string; url: string; body: unknown }[] = [];
  const patch = (id: number) => async (_call: unknown, _count: number, request: Request) => {
    const body = await request.json();
    writes.push({ method: request.method, url: new URL(request.url).pathname, body });
    if (refuse) return json({ start: [refuse] }, 400);
    logs = logs.map((log) => (log.id === id ? { ...log, ...body } : log));
    return json(logs.find((log) => log.id === id));
  };
  fakeServer({
    [`${BASE}/timelog/`]: (_call, _count, request) => {
      const url = new URL(request.url);
      sizes.push(url.searchParams.get("page_size"));
      queries.push(`${url.pathname}?${url.searchParams}`);
      const user = url.searchParams.get("user");
      return json(page(user ? logs.filter((log) => String(log.user) === user) : logs));
    },
    [`${BASE}/timelog/totals/`]: (_call, _count, request) => {
      const url = new URL(request.url);
      queries.push(`${url.pathname}?${url.searchParams}`);
      return json({
        tracked_seconds: 10800,
        billable_seconds: 10800,
        ...(amountsHidden ? {} : { amounts: [] }),
      });
    },
    [`${BASE}/timelog/export/`]: (_call, _count, request) => {
      const url = new URL(request.url);
      queries.push(`${url.pathname}?${url.searchParams}`);
      return new Response("Date,Start\r\n", {
        headers: { "content-type": "text/csv", "content-disposition": 'filename="logs.csv"' },
      });
    },
    [`${BASE}/timelog/running/`]: () => json({ detail: "Not found." }, 404),
    [`${BASE}/timelog/1/`]: patch(1),
    [`${BASE}/timelog/2/`]: patch(2),
    [`${BASE}/timelog/bulk/`]: async (_call, _count, request) => {
      const body = await request.json();
      writes.push({ method: "POST", url: `${BASE}/timelog/bulk/`, body });
      return json({ action: body.action, count: body.ids.length, results: [] });
    },
    [`${BASE}/project/`]: () => json(page([project(1, "Website"), project(2, "Backoffice")])),
    [`${BASE}/activity/`]: () => json(page([activity(3, "Design")])),
    [`${BASE}/tag/`]: () =>
      json(
        page([
          tag(1, "meeting", { color: "#ef6c00" }),
          tag(4, "travel", { color: "#1e88e5", is_archived: true }),
          tag(7, "on site"),
        ]),
      ),
    [`${BASE}/debtor/`]: () => json(page([])),
    "/api/usermanagement/member/": () =>
      json(
        page(
          team
            ? [
                person(1, "ada", { role: "owner" }),
                person(2, "mia"),
                person(3, "noah", { is_active: false }),
              ]
            : [],
        ),
      ),
    "/api/masterdata/company-info/": () =>
      json(
        page([
          company({
            timezone: "Europe/Berlin",
            default_currency: "EUR",
            members_see_own_amounts: !amountsHidden,
          }),
        ]),
      ),
  });
  return writes;
}

/** A signed JWT-shaped token that is valid for a day (the list reads the company once signed in). */
export const token = (id: string) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 86_400, jti: id })).replace(/=+$/, "")}.s`;
