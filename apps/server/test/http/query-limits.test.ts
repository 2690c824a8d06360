import { MAX_SEARCH_LENGTH, MAX_SEARCH_TERMS } from "@tempus/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../helpers/accounts.ts";
import { buildProject, caller } from "../helpers/project-time.ts";
import { useTestApp } from "../helpers/test-app.ts";

const BASE = "/api/projectmanagement";
const DATETIME_FORMAT =
  "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].";
const DATE_FORMAT = "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.";

/** Every list a `search` applies to. */
const SEARCHABLE = [
  "/api/masterdata/currency/",
  `${BASE}/debtor/`,
  `${BASE}/project/`,
  `${BASE}/activity/`,
  `${BASE}/timelog/`,
  `${BASE}/timelog/totals/`,
  `${BASE}/timelog/export/`,
];

describe("query limits", () => {
  const context = useTestApp();
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  const get = (url: string) => caller(context.app)("GET", url, owner);
  /** The status, and the body only when it is JSON (an export answers a file). */
  const answer = async (url: string) => {
    const response = await context.app.inject({ method: "GET", url, headers: owner.headers });
    const json = response.headers["content-type"]?.startsWith("application/json");
    return { status: response.statusCode, body: json ? response.json() : undefined };
  };

  beforeAll(async () => {
    owner = await signedInUser(context.app);
    const { project } = await buildProject(context.app, owner);
    await caller(context.app)("POST", `${BASE}/timelog/`, owner, {
      project: project.id,
      start: "2026-03-02T08:00:00Z",
      end: "2026-03-02T09:00:00Z",
    });
  });

  it("refuses impossible dates in the time-log filters instead of shifting or ignoring them", async () => {
    for (const path of [`${BASE}/timelog/`, `${BASE}/timelog/totals/`, `${BASE}/timelog/export/`]) {
      for (const [name, value] of [
        ["start_after", "2026-02-30"],
        ["start_before", "2026-13-45"],
        ["start_after", "2026-02-29"],
        ["start_before", "2026-04-31T10:00:00Z"],
        ["start_after", "2026-03-01T24:00:00Z"],
      ]) {
        expect(await answer(`${path}?${name}=${value}`), `${path} ${name}=${value}`).toEqual({
          status: 400,
          body: { [name]: [DATETIME_FORMAT] },
        });
      }
    }
    // A day that exists, in a leap year, and an instant with an offset still filter.
    expect((await get(`${BASE}/timelog/?start_after=2028-02-29`)).body.count).toBe(0);
    expect(
      (await get(`${BASE}/timelog/?start_before=2028-02-29T23:59:59%2B01:00`)).body.count,
    ).toBe(1);
    // The calendar's first and last days filter too (the first day in Berlin began in year 0).
    for (const path of [`${BASE}/timelog/`, `${BASE}/timelog/totals/`]) {
      expect((await get(`${path}?start_after=0001-01-01`)).status, path).toBe(200);
      expect((await get(`${path}?start_before=9999-12-31`)).status, path).toBe(200);
    }
    expect((await get(`${BASE}/timelog/?start_after=0001-01-01`)).body.count).toBe(1);
  });

  it("refuses impossible dates in the statistics' range with DRF's date text", async () => {
    const stats = (query: string) => get(`${BASE}/statistics/?${query}`);
    expect(await stats("from=2026-02-30&to=2026-03-05")).toEqual({
      status: 400,
      body: { from: [DATE_FORMAT] },
    });
    expect(await stats("from=2026-03-01&to=2026-13-45")).toEqual({
      status: 400,
      body: { to: [DATE_FORMAT] },
    });
    expect((await stats("from=2028-02-29&to=2028-03-01")).status).toBe(200);
  });

  it("refuses a search of more terms or characters than a list takes, on every searchable list", async () => {
    const tooManyCharacters = Array.from({ length: 7500 }, () => "a").join(",");
    const tooManyTerms = Array.from({ length: MAX_SEARCH_TERMS + 1 }, () => "a").join(" ");
    // The largest search allowed: as many terms as allowed, as long as allowed.
    const term = "x".repeat(Math.floor(MAX_SEARCH_LENGTH / MAX_SEARCH_TERMS) - 1);
    const largest = Array.from({ length: MAX_SEARCH_TERMS }, () => term).join(" ");
    expect(largest.length).toBeLessThanOrEqual(MAX_SEARCH_LENGTH);
    for (const path of SEARCHABLE) {
      expect(await answer(`${path}?search=${tooManyCharacters}`), path).toEqual({
        status: 400,
        body: { search: [`Ensure this field has no more than ${MAX_SEARCH_LENGTH} characters.`] },
      });
      expect(await answer(`${path}?search=${encodeURIComponent(tooManyTerms)}`), path).toEqual({
        status: 400,
        body: { search: [`Ensure this search has no more than ${MAX_SEARCH_TERMS} terms.`] },
      });
      expect((await answer(`${path}?search=${encodeURIComponent(largest)}`)).status, path).toBe(
        200,
      );
    }
  });

  it("ignores a parameter that a list does not filter by, whatever its value", async () => {
    for (const [path, parameter] of [
      [`${BASE}/debtor/`, "debtor=abc&project=abc"],
      [`${BASE}/activity/`, "debtor=abc"],
      [`${BASE}/hourly-rate-rule/`, "is_archived=perhaps"],
      ["/api/masterdata/currency/", "is_archived=perhaps"],
    ]) {
      expect((await get(`${path}?${parameter}`)).status, path).toBe(200);
    }
  });
});
