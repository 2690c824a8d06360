import { describe, expect, it } from "vitest";
import { useTestApp } from "../../helpers/test-app.ts";

const BASE = "http://localhost/api/masterdata/currency/";
const AED = {
  id: 1,
  code: "AED",
  numeric_code: "784",
  name: "UAE Dirham",
  symbol: "AED",
  decimal_places: 2,
};
const AFN = {
  id: 2,
  code: "AFN",
  numeric_code: "971",
  name: "Afghani",
  symbol: "؋",
  decimal_places: 2,
};
const ALL = {
  id: 3,
  code: "ALL",
  numeric_code: "008",
  name: "Lek",
  symbol: "ALL",
  decimal_places: 2,
};
const AMD = {
  id: 4,
  code: "AMD",
  numeric_code: "051",
  name: "Armenian Dram",
  symbol: "֏",
  decimal_places: 2,
};
const ANG = {
  id: 5,
  code: "ANG",
  numeric_code: "532",
  name: "Netherlands Antillean Guilder",
  symbol: "ANG",
  decimal_places: 2,
};
const AOA = {
  id: 6,
  code: "AOA",
  numeric_code: "973",
  name: "Kwanza",
  symbol: "Kz",
  decimal_places: 2,
};
const AUD = {
  id: 8,
  code: "AUD",
  numeric_code: "036",
  name: "Australian Dollar",
  symbol: "$",
  decimal_places: 2,
};
const CHF = {
  id: 30,
  code: "CHF",
  numeric_code: "756",
  name: "Swiss Franc",
  symbol: "CHF",
  decimal_places: 2,
};
const EUR = {
  id: 49,
  code: "EUR",
  numeric_code: "978",
  name: "Euro",
  symbol: "€",
  decimal_places: 2,
};
const USD = {
  id: 148,
  code: "USD",
  numeric_code: "840",
  name: "US Dollar",
  symbol: "$",
  decimal_places: 2,
};
const USN = {
  id: 149,
  code: "USN",
  numeric_code: "997",
  name: "US Dollar (Next day)",
  symbol: "USN",
  decimal_places: 2,
};
const ZMW = {
  id: 178,
  code: "ZMW",
  numeric_code: "967",
  name: "Zambian Kwacha",
  symbol: "ZK",
  decimal_places: 2,
};
const ZWG = {
  id: 179,
  code: "ZWG",
  numeric_code: "924",
  name: "Zimbabwe Gold",
  symbol: "ZWG",
  decimal_places: 2,
};
const INVALID_PAGE = { detail: "Invalid page." };

describe("GET /api/masterdata/currency/", () => {
  const context = useTestApp();
  const get = async (query: string) => {
    const response = await context.app.inject({
      method: "GET",
      url: `/api/masterdata/currency/${query}`,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it("is public and holds the full ISO 4217 list, ten to a page by default", async () => {
    const { status, body } = await get("");
    expect(status).toBe(200);
    expect(body.count).toBe(179);
    expect(body.next).toBe(`${BASE}?page=2`);
    expect(body.previous).toBeNull();
    expect(body.results).toHaveLength(10);
    expect(body.results.slice(0, 3)).toEqual([AED, AFN, ALL]);
  });

  it("links the first page forward only", async () => {
    expect(await get("?page_size=3")).toEqual({
      status: 200,
      body: {
        count: 179,
        next: `${BASE}?page=2&page_size=3`,
        previous: null,
        results: [AED, AFN, ALL],
      },
    });
  });

  it("links a middle page both ways, and the link to page 1 drops page", async () => {
    expect(await get("?page=2&page_size=3")).toEqual({
      status: 200,
      body: {
        count: 179,
        next: `${BASE}?page=3&page_size=3`,
        previous: `${BASE}?page_size=3`,
        results: [AMD, ANG, AOA],
      },
    });
  });

  it("keeps the other query parameters, sorted, in the links", async () => {
    const { body } = await get("?search=a&page_size=3&page=3");
    expect(body.next).toBe(`${BASE}?page=4&page_size=3&search=a`);
    expect(body.previous).toBe(`${BASE}?page=2&page_size=3&search=a`);
  });

  it("answers the last page by number and as page=last", async () => {
    const last = {
      status: 200,
      body: {
        count: 179,
        next: null,
        previous: `${BASE}?page=59&page_size=3`,
        results: [ZMW, ZWG],
      },
    };
    expect(await get("?page=60&page_size=3")).toEqual(last);
    expect(await get("?page=last&page_size=3")).toEqual(last);
  });

  it.each(["0", "abc", "61", "-1", "1.5"])("rejects page=%s as an invalid page", async (page) => {
    expect(await get(`?page=${page}&page_size=3`)).toEqual({ status: 404, body: INVALID_PAGE });
  });

  it.each(["0", "-3", "abc"])("falls back to ten items for page_size=%s", async (size) => {
    const { status, body } = await get(`?page_size=${size}`);
    expect(status).toBe(200);
    expect(body.results).toHaveLength(10);
    expect(body.next).toBe(`${BASE}?page=2&page_size=${size}`);
  });

  it("caps page_size at 1000", async () => {
    const { status, body } = await get("?page_size=5000");
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 179, next: null, previous: null });
    expect(body.results).toHaveLength(179);
  });

  it("orders ascending and descending by a known field, id breaking ties", async () => {
    expect((await get("?ordering=-code&page_size=2")).body.results).toEqual([ZWG, ZMW]);
    expect((await get("?ordering=-name&page_size=3")).body.results).toEqual([
      { id: 115, code: "PLN", numeric_code: "985", name: "Zloty", symbol: "zł", decimal_places: 2 },
      ZWG,
      ZMW,
    ]);
    expect((await get("?ordering=name&page_size=3")).body.results).toEqual([
      {
        id: 174,
        code: "XUA",
        numeric_code: "965",
        name: "ADB Unit of Account",
        symbol: "XUA",
        decimal_places: 0,
      },
      AFN,
      {
        id: 45,
        code: "DZD",
        numeric_code: "012",
        name: "Algerian Dinar",
        symbol: "DZD",
        decimal_places: 2,
      },
    ]);
  });

  it("ignores unknown ordering fields and falls back to the default order", async () => {
    expect((await get("?ordering=nope&page_size=2")).body.results).toEqual([AED, AFN]);
    expect((await get("?ordering=nope,-code&page_size=2")).body.results).toEqual([ZWG, ZMW]);
  });

  it("searches one term over code and name, case-insensitively", async () => {
    expect(await get("?search=SWISS")).toEqual({
      status: 200,
      body: { count: 1, next: null, previous: null, results: [CHF] },
    });
  });

  it("requires every term to match some field", async () => {
    expect((await get("?search=dollar%20us")).body).toEqual({
      count: 3,
      next: null,
      previous: null,
      results: [AUD, USD, USN],
    });
    expect((await get("?search=franc,swiss")).body.results).toEqual([CHF]);
    expect((await get("?search=eur%20978")).body.results).toEqual([]);
  });

  it("treats LIKE wildcards in a term literally", async () => {
    expect((await get("?search=%25")).body.count).toBe(0);
    expect((await get("?search=_")).body.count).toBe(0);
  });

  it("answers an empty first page, but no second one", async () => {
    expect(await get("?search=nothing-like-this")).toEqual({
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    });
    expect(await get("?search=nothing-like-this&page=2")).toEqual({
      status: 404,
      body: INVALID_PAGE,
    });
  });

  it("redirects the path without its trailing slash", async () => {
    const response = await context.app.inject({
      method: "GET",
      url: "/api/masterdata/currency?page=2",
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/api/masterdata/currency/?page=2");
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)("answers %s with 405", async (method) => {
    const response = await context.app.inject({
      method,
      url: "/api/masterdata/currency/",
      payload: {},
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET");
    expect(response.json()).toEqual({ detail: `Method "${method}" not allowed.` });
  });
});

describe("GET /api/masterdata/currency/{id}/", () => {
  const context = useTestApp();
  const get = async (id: string) => {
    const response = await context.app.inject({
      method: "GET",
      url: `/api/masterdata/currency/${id}/`,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it("returns one currency", async () => {
    expect(await get("49")).toEqual({ status: 200, body: EUR });
  });

  it.each(["9999", "0", "abc", "99999999999"])("answers 404 for id %s", async (id) => {
    expect(await get(id)).toEqual({ status: 404, body: { detail: "Not found." } });
  });

  it("answers a write with 405", async () => {
    const response = await context.app.inject({
      method: "DELETE",
      url: "/api/masterdata/currency/49/",
    });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
  });
});
