import { describe, expect, it } from "vitest";
import { createRandom } from "../../fuzz/prng.ts";
import {
  CATEGORIES,
  type Category,
  type FuzzContext,
  generateRequest,
  type OpenApiDocument,
  operationsOf,
  RawJson,
  toJson,
  validValue,
} from "../../fuzz/variants.ts";

const document: OpenApiDocument = {
  paths: {
    "/api/projectmanagement/project/": {
      get: {
        parameters: [
          { name: "page", in: "query" },
          { name: "search", in: "query" },
          { name: "start_after", in: "query" },
        ],
      },
      post: {
        requestBody: {
          content: { "application/json": { schema: { $ref: "#/components/schemas/Write" } } },
        },
      },
    },
    "/api/projectmanagement/project/{id}/": {
      get: { parameters: [{ name: "id", in: "path" }] },
      delete: { parameters: [{ name: "id", in: "path" }] },
    },
  },
  components: {
    schemas: {
      Write: {
        type: "object",
        required: ["name"],
        properties: {
          name: { type: "string", minLength: 1, maxLength: 200 },
          debtor: { anyOf: [{}, { type: "null" }] },
          budget_hours: {
            type: ["string", "number"],
            description: "A decimal: at most 10 digits, 2 after the point, at least 0.",
          },
          payment_terms_days: { type: "integer", minimum: 0, maximum: 365 },
          start_date: { type: "string", format: "date" },
          billable: { type: "boolean" },
        },
      },
    },
  },
};
const context: FuzzContext = { ids: { project: [7, 8], debtor: [3] } };
const operations = operationsOf(document);
const generate = (index: number, categories: readonly Category[] = CATEGORIES, seed = 42) =>
  generateRequest({ seed, index, operations, context, categories });

describe("the fuzzer's random numbers", () => {
  it("repeat for a seed and stream, and differ between streams and seeds", () => {
    const draw = (seed: number, stream: number) => {
      const random = createRandom(seed, stream);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(1, 0)).toEqual(draw(1, 0));
    expect(draw(1, 0)).not.toEqual(draw(1, 1));
    expect(draw(1, 0)).not.toEqual(draw(2, 0));
    for (const value of draw(3, 9)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    const random = createRandom(5);
    for (let i = 0; i < 200; i++) {
      const n = random.between(-2, 2);
      expect(n >= -2 && n <= 2 && Number.isInteger(n)).toBe(true);
    }
  });
});

describe("the fuzzer's operations and values", () => {
  it("reads every operation of the document with its resolved body schema", () => {
    expect(operations.map((operation) => `${operation.method} ${operation.template}`)).toEqual([
      "GET /api/projectmanagement/project/",
      "POST /api/projectmanagement/project/",
      "GET /api/projectmanagement/project/{id}/",
      "DELETE /api/projectmanagement/project/{id}/",
    ]);
    expect(operations[0].query).toEqual(["page", "search", "start_after"]);
    expect(operations[1].body?.required).toEqual(["name"]);
    expect(operations[2].pathParameters).toEqual(["id"]);
  });

  it("makes valid values within the schema's bounds, naming seeded objects", () => {
    const schema = operations[1].body ?? {};
    for (let stream = 0; stream < 50; stream++) {
      const body = validValue(schema, "body", createRandom(9, stream), context) as Record<
        string,
        unknown
      >;
      expect(typeof body.name).toBe("string");
      expect((body.name as string).length).toBeGreaterThanOrEqual(1);
      if (body.debtor !== undefined && body.debtor !== null) {
        expect(Number.isInteger(body.debtor)).toBe(true);
      }
      if (body.payment_terms_days !== undefined) {
        expect(body.payment_terms_days).toBeGreaterThanOrEqual(0);
        expect(body.payment_terms_days).toBeLessThanOrEqual(365);
      }
      if (body.start_date !== undefined) expect(body.start_date).toMatch(/^2026-0\d-1\d$/);
    }
  });

  it("writes raw JSON tokens as they are", () => {
    expect(toJson({ a: new RawJson("1e999"), b: [1, "x", null], c: "\ud800" })).toBe(
      '{"a":1e999,"b":[1,"x",null],"c":"\\ud800"}',
    );
  });
});

describe("the fuzzer's requests", () => {
  it("are the same for the same seed and number", () => {
    for (let index = 0; index < 100; index++) expect(generate(index)).toEqual(generate(index));
    const first = Array.from({ length: 20 }, (_, index) => generate(index));
    const other = Array.from({ length: 20 }, (_, index) => generate(index, CATEGORIES, 43));
    expect(first).not.toEqual(other);
  });

  it("keep to the categories asked for, and use every one of them", () => {
    const seen = new Set<string>();
    for (let index = 0; index < 600; index++) seen.add(generate(index).category);
    expect([...seen].sort()).toEqual([...CATEGORIES].sort());
    for (let index = 0; index < 100; index++) {
      expect(["numbers", "dates"]).toContain(generate(index, ["numbers", "dates"]).category);
    }
  });

  it("change a body's fields for the field categories, on operations with a body", () => {
    for (let index = 0; index < 50; index++) {
      const request = generate(index, ["types", "numbers", "strings", "unicode", "dates"]);
      expect(request.operation).toBe("POST /api/projectmanagement/project/");
      expect(request.headers["content-type"]).toBe("application/json");
      expect(typeof request.body).toBe("string");
    }
  });

  it("send deep JSON, impossible dates, odd ids and bad escapes where asked", () => {
    const deep = generate(1, ["deep-json"]);
    expect(String(deep.body).match(/^(\[|\{"a":|\{"name":\[)/)).not.toBeNull();
    expect(String(deep.body).length).toBeGreaterThanOrEqual(200);
    const dated = generate(2, ["query-dates"]);
    expect(dated.path).toMatch(/^\/api\/projectmanagement\/project\/\?(.*&)?start_after=/);
    for (let index = 0; index < 30; index++) {
      const request = generate(index, ["path-ids"]);
      expect(request.operation).toMatch(/\{id\}/);
      expect(request.path).toMatch(/^\/api\/projectmanagement\/project\/[^/]+\//);
      expect(request.path).not.toMatch(/\/project\/(7|8)\/$/);
      expect(request.path).toMatch(/^[\x21-\x7e]+$/);
    }
    const encoded = Array.from({ length: 30 }, (_, index) => generate(index, ["encoding"]).path);
    expect(encoded.some((path) => /%(zz|C0%AF|FF%FE|E2%82|ED%A0%80|2\b|%)|%$|%\//.test(path))).toBe(
      true,
    );
  });

  it("name seeded objects in valid requests' paths", () => {
    const paths = Array.from({ length: 200 }, (_, index) => generate(index, ["valid"]).path);
    expect(paths.some((path) => /\/project\/(7|8)\/$/.test(path))).toBe(true);
  });
});
