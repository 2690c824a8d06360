/**
 * The fuzzer's request generator: from the OpenAPI document's operations, a
 * seed and a request number, one request that is plausible except for one
 * malformed part (its category). Pure and deterministic, so a failure can be
 * generated again from the seed and number the run prints.
 */
import { createRandom, type Random } from "./prng.ts";

export const CATEGORIES = [
  "valid",
  "types",
  "numbers",
  "strings",
  "unicode",
  "dates",
  "deep-json",
  "big-body",
  "malformed-json",
  "content-type",
  "multipart",
  "query",
  "query-dates",
  "search",
  "path-ids",
  "encoding",
  "long-url",
  "media",
  "methods",
  "headers",
  "hosts",
  "auth",
] as const;
export type Category = (typeof CATEGORIES)[number];

export const ACTORS = ["anonymous", "member", "admin", "owner"] as const;
export type Actor = (typeof ACTORS)[number];

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  description?: string;
}

interface OpenApiParameter {
  name: string;
  in: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One operation of the document, with its body schema resolved. */
export interface FuzzOperation {
  method: string;
  /** The path template, e.g. `/api/projectmanagement/project/{id}/`. */
  template: string;
  query: string[];
  pathParameters: string[];
  body?: JsonSchema;
  contentTypes: string[];
}

/** What the server holds that requests may name: ids per collection, seeded before the run. */
export interface FuzzContext {
  ids: Record<string, number[]>;
}

export interface FuzzRequest {
  index: number;
  category: Category;
  actor: Actor;
  method: string;
  /** `METHOD template`: the operation class the report counts by. */
  operation: string;
  /** Path and query as sent (already encoded, possibly badly on purpose). */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let depth = 0; current.$ref && depth < 20; depth++) {
    const name = current.$ref.replace("#/components/schemas/", "");
    current = document.components?.schemas?.[name] ?? {};
  }
  return current;
}

/** Every operation of the document: method, template, parameters and body schema. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const json = content["application/json"];
      operations.push({
        method: method.toUpperCase(),
        template,
        query: parameters.filter((p) => p.in === "query").map((p) => p.name),
        pathParameters: parameters.filter((p) => p.in === "path").map((p) => p.name),
        body: json ? inline(document, json.schema, 0) : undefined,
        contentTypes: Object.keys(content),
      });
    }
  }
  return operations;
}

/** The schema with every `$ref` replaced by what it names (bounded, the contract has no cycles). */
function inline(document: OpenApiDocument, schema: JsonSchema | undefined, depth: number) {
  const resolved = resolve(document, schema);
  if (depth > 8) return resolved;
  const copy: JsonSchema = { ...resolved };
  if (copy.properties) {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).map(([key, value]) => [
        key,
        inline(document, value, depth + 1),
      ]),
    );
  }
  for (const key of ["anyOf", "oneOf", "allOf"] as const) {
    const list = copy[key];
    if (list) copy[key] = list.map((item) => inline(document, item, depth + 1));
  }
  if (copy.items) copy.items = inline(document, copy.items, depth + 1);
  return copy;
}

/** A JSON token written as it is (numbers JavaScript cannot hold, `NaN`, …). */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** JSON.stringify with RawJson tokens kept verbatim. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

// ── Value pools ─────────────────────────────────────────────────────────────

const WRONG_TYPES: unknown[] = [null, true, false, 0, 1.5, "", "x", [], {}, [1, "2"], { a: 1 }];

const ODD_NUMBERS: unknown[] = [
  -1,
  -0.01,
  0,
  -0,
  0.001,
  1.005,
  2147483647,
  2147483648,
  -2147483649,
  new RawJson("9007199254740993"),
  1e8,
  1e15,
  1e20,
  1e308,
  -1e308,
  5e-324,
  "1e8",
  "-1",
  "1e999",
  "NaN",
  "Infinity",
  "0x10",
  "1_000",
  "١٢٣",
  "１２",
  "99999999999999999999999999",
  new RawJson("1e999"),
  new RawJson("-1e999"),
  new RawJson("123456789012345678901234567890"),
  new RawJson("0.1e-999"),
  new RawJson("-0.0"),
];

const LONG_LENGTHS = [151, 201, 255, 256, 301, 1001, 5001, 65_536, 200_000];

function oddString(random: Random): string {
  switch (random.int(8)) {
    case 0:
      return random.pick(["a", "Z", "9", " ", "é"]).repeat(random.pick(LONG_LENGTHS));
    case 1:
      return random.pick(["", " ", "\t", "\n", "   padded   ", "\r\n"]);
    case 2:
      return random.pick(["' OR 1=1 --", '"; DROP TABLE x; --', "%", "_", "\\", "%_\\%"]);
    case 3:
      return random.pick(["<script>alert(1)</script>", "{{7*7}}", "$\u007bx}", "../../etc/passwd"]);
    case 4:
      return random.pick(["null", "undefined", "true", "0", "[]", "{}", "NaN"]);
    case 5:
      return random.pick(["a,b c", ",,,", "  ,  ", "-", "--", "+"]);
    case 6:
      return `${"x".repeat(random.between(1, 40))}@${"y".repeat(random.between(1, 300))}.com`;
    default:
      return random.pick(["Ω", "µ", "ß", "İ", "ﬁ"]).repeat(random.between(1, 400));
  }
}

function oddUnicode(random: Random): string {
  return random.pick([
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfffy",
    "\uffff\ufffe",
    "\u202eevil",
    "\u200b",
    "\ufeffbom",
    "\u2028\u2029",
    "e\u0301".repeat(300),
    "👩‍👩‍👧‍👦".repeat(60),
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    "İ".repeat(151),
    "ß".repeat(200),
    "１２３",
    "١٢٣",
    "\u001b[31mred",
    "\x7f\x80\x9f",
    "ǅ",
    "🏳️‍🌈".repeat(40),
  ]);
}

const IMPOSSIBLE_DATES = [
  "2026-02-30",
  "2026-02-29",
  "2026-13-01",
  "2026-00-10",
  "2026-04-31",
  "0000-01-01",
  "0001-01-01",
  "9999-12-31",
  "10000-01-01",
  "+275760-09-13",
  "-000001-01-01",
  "1969-12-31",
  "2026-1-1",
  "2026/01/01",
  "01.02.2026",
  "2026-W05",
  "2026-01-01T25:00:00Z",
  "2026-01-01T23:60:00Z",
  "2026-01-01T23:59:60Z",
  "2026-01-01T00:00:00+25:00",
  "2026-01-01T00:00:00+14:01",
  "2026-01-01T00:00:00-23:59",
  "0001-01-01T00:00:00Z",
  "0000-01-01T00:00:00Z",
  // Valid text whose instant leaves the years 100 to 9999 in UTC by its offset or its year.
  "0001-01-01T00:00:00+05:00",
  "0050-06-01T08:00:00Z",
  "0099-12-31T23:59:59Z",
  "9999-12-31T23:00:00-05:00",
  "9999-12-31T23:59:59.999999Z",
  "2026-01-01T00:00:00.1234567890123Z",
  "2026-01-01T00:00:00",
  "2026-01-01 00:00:00Z",
  "2026-01-01T00:00:00z",
  "1970-01-01T00:00:00Z",
  "yesterday",
  "0",
  "1e15",
];

function impossibleDate(random: Random): unknown {
  if (random.chance(0.1)) return random.pick([1e15, -1, 0, 1.5, null, true]);
  return random.pick(IMPOSSIBLE_DATES);
}

const DATE_FIELDS = /(^|_)(start|end|from|to|until|date|at|after|before)$|^valid_/;
const PK_FIELDS: Record<string, string> = {
  debtor: "debtor",
  project: "project",
  activity: "activity",
  user: "user",
  subscription_type: "subscription-type",
  new_subscription_type_id: "subscription-type",
};

// ── Valid values ────────────────────────────────────────────────────────────

function idFrom(context: FuzzContext, pool: string, random: Random): number {
  const ids = context.ids[pool] ?? [];
  if (ids.length === 0 || random.chance(0.1)) return random.between(1, 50);
  return random.pick(ids);
}

function validString(schema: JsonSchema, name: string, random: Random): string {
  if (schema.format === "email" || name === "email") {
    return `fuzz-${random.int(1_000_000)}@example.com`;
  }
  if (schema.format === "date") return `2026-0${random.between(1, 9)}-1${random.between(0, 9)}`;
  if (schema.format === "date-time" || name === "start") return "2026-03-02T08:00:00Z";
  if (name === "end") return "2026-03-02T09:30:00Z";
  if (schema.pattern?.includes("#")) return "#1a2b3c";
  if (/password/.test(name)) return "Fuzz-Passphrase-4711";
  if (name === "country") return "DE";
  if (/currency/.test(name)) return random.pick(["EUR", "USD", "CHF"]);
  if (name === "timezone") return random.pick(["Europe/Berlin", "UTC", "America/New_York"]);
  if (name === "username") return `fuzz${random.int(1_000_000)}`;
  const min = schema.minLength ?? 1;
  const max = Math.min(schema.maxLength ?? 20, 20);
  const length = Math.max(min, random.between(min, Math.max(min, max)));
  let text = "";
  for (let i = 0; i < length; i++) text += "abcdefghijklmnopqrstuvwxyz"[random.int(26)];
  return text;
}

/** A value the schema accepts, as a form would send it. */
export function validValue(
  schema: JsonSchema,
  name: string,
  random: Random,
  context: FuzzContext,
  depth = 0,
): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const nonNull = choices.filter((choice) => choice.type !== "null");
    if (nonNull.length === 0 || random.chance(0.15)) return null;
    return validValue(random.pick(nonNull), name, random, context, depth);
  }
  if (schema.allOf?.length) return validValue(schema.allOf[0], name, random, context, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) {
    const pool = PK_FIELDS[name];
    return pool ? idFrom(context, pool, random) : random.pick(["x", 1, true]);
  }
  if (schema.description?.startsWith("A decimal")) {
    return random.chance(0.5) ? `${random.between(0, 500)}.${random.between(10, 99)}` : 85;
  }
  const type = random.pick(types);
  switch (type) {
    case "string":
      return validString(schema, name, random);
    case "integer":
    case "number": {
      const pool = PK_FIELDS[name];
      if (pool) return idFrom(context, pool, random);
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? 100, min + 1000);
      return random.between(Math.ceil(min), Math.floor(max));
    }
    case "boolean":
      return random.chance(0.5);
    case "null":
      return null;
    case "array":
      return depth > 4 || !schema.items
        ? []
        : Array.from({ length: random.int(3) }, () =>
            validValue(schema.items as JsonSchema, name, random, context, depth + 1),
          );
    case "object": {
      const body: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || random.chance(0.6)) {
          body[key] = validValue(property, key, random, context, depth + 1);
        }
      }
      return body;
    }
    default:
      return null;
  }
}

const VALID_QUERY: Record<string, (random: Random, context: FuzzContext) => string> = {
  page: (random) => random.pick(["1", "2", "last"]),
  page_size: (random) => random.pick(["1", "10", "100", "1000"]),
  ordering: (random) => random.pick(["id", "-id", "name", "-start", "start,-id", "email"]),
  search: (random) => random.pick(["a", "fuzz", "web site", "Globex,Acme"]),
  from: () => "2026-01-01",
  to: () => "2026-03-31",
  start_after: () => "2026-01-01",
  start_before: () => "2026-04-01T00:00:00Z",
  group_by: (random) => random.pick(["day", "week", "month", "project", "debtor", "user", "tag"]),
  file_format: (random) => random.pick(["csv", "xlsx"]),
  status: (random) => random.pick(["active", "cancelled", "ended"]),
};

function validQueryValue(name: string, random: Random, context: FuzzContext): string {
  const known = VALID_QUERY[name];
  if (known) return known(random, context);
  const pool = PK_FIELDS[name];
  if (pool) return String(idFrom(context, pool, random));
  return random.pick(["true", "false"]);
}

// ── Odd query values ────────────────────────────────────────────────────────

const ODD_QUERY_VALUES = [
  "",
  " ",
  "-1",
  "0",
  "1.5",
  "1e3",
  "last",
  "first",
  "99999999999999999999",
  "2147483648",
  "true",
  "TRUE",
  "yes",
  "null",
  "-",
  "--id",
  ",,,",
  "-,-",
  "nonexistent",
  "id,-id,id",
  "-start,project,activity,-amount,user,debtor",
  "%2C",
  "\u00e9",
  "١",
  "[]",
  "{}",
];

function encode(value: string): string {
  return encodeURIComponent(value);
}

// ── The generator ───────────────────────────────────────────────────────────

function pathWithIds(operation: FuzzOperation, random: Random, context: FuzzContext): string {
  return operation.template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    if (name === "file") return `${"0".repeat(32)}.png`;
    const segments = operation.template.split("/").filter(Boolean);
    const collection = segments[segments.indexOf(`{${name}}`) - 1] ?? "";
    return String(idFrom(context, collection, random));
  });
}

const ODD_IDS = [
  "-1",
  "0",
  "abc",
  "1.5",
  "1e3",
  "0x10",
  "99999999999999999999",
  "2147483648",
  "9223372036854775808",
  "%20",
  "%00",
  "١",
  "%EF%BC%91",
  "1%2F2",
  "..",
  "null",
  "true",
  "a".repeat(300),
];

const BAD_ENCODINGS = ["%", "%zz", "%C0%AF", "%FF%FE", "%E2%82", "%ED%A0%80", "%00", "%2", "%%"];

const CONTENT_TYPES = [
  "text/plain",
  "application/xml",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "application/json;;",
  "application/x-www-form-urlencoded",
  "*/*",
  "application/json, text/plain",
  "////",
  "application/merge-patch+json",
  "application/vnd.api+json",
  "APPLICATION/JSON",
  "",
];

const MALFORMED_JSON = [
  "",
  "{",
  "}",
  "{'a':1}",
  "[1,]",
  '{"a":1,}',
  "NaN",
  "\ufeff{}",
  "null",
  '"string"',
  "123",
  "[]",
  "true",
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\u0000"}',
  '{"a":1}garbage',
  "\u0000",
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":0x10}',
];

const ODD_ACCEPT = [
  "application/xml",
  "text/html",
  "*/*;q=abc",
  "application/json;q=0",
  "image/png",
  `${"a/b,".repeat(2000)}*/*`,
];

const ODD_AUTH = [
  "Bearer",
  "Bearer ",
  "Bearer x",
  "Bearer a.b.c",
  "bearer a.b.c",
  "Basic dXNlcjpwYXNz",
  "Token abc",
  "Bearer  x",
  `Bearer ${"a".repeat(10_000)}`,
  "Bearer eyJhbGciOiJub25lIn0.eyJ0b2tlbl90eXBlIjoiYWNjZXNzIiwidXNlcl9pZCI6IjEifQ.",
  "Bearer eyJhbGciOiJIUzI1NiJ9.eyJ0b2tlbl90eXBlIjoiYWNjZXNzIiwiZXhwIjo5OTk5OTk5OTk5OTk5LCJ1c2VyX2lkIjoiMSJ9.x",
  "Bearer eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.x",
  "Bearer %00",
];

const ODD_HOSTS = [
  "",
  "evil.example",
  "a".repeat(300),
  "[::1]",
  "127.0.0.1:99999",
  "localhost:0",
  "xn--nxasmq6b",
  "host_with_underscore",
  "-start.example",
  "a..b",
  "127.0.0.1, evil.example",
];

function mutateValue(category: Category, random: Random, name: string): unknown {
  switch (category) {
    case "types":
      return random.pick(WRONG_TYPES);
    case "numbers":
      return random.pick(ODD_NUMBERS);
    case "strings":
      return oddString(random);
    case "unicode":
      return random.chance(0.5) ? oddUnicode(random) : `${name}${oddUnicode(random)}`;
    case "dates":
      return impossibleDate(random);
    default:
      return null;
  }
}

/** Replaces one field (sometimes a few, sometimes the whole body) with an odd value. */
function mutateBody(
  body: unknown,
  category: Category,
  random: Random,
  schema: JsonSchema | undefined,
): unknown {
  const fields = Object.keys(schema?.properties ?? {});
  if (fields.length === 0 || random.chance(0.08)) {
    return random.chance(0.5)
      ? mutateValue(category, random, "body")
      : { x: mutateValue(category, random, "x") };
  }
  const target = { ...(body as Record<string, unknown>) };
  const candidates =
    category === "dates" ? fields.filter((field) => DATE_FIELDS.test(field)) : fields;
  const pool = candidates.length > 0 ? candidates : fields;
  const count = random.chance(0.8) ? 1 : random.between(2, Math.max(2, pool.length));
  for (let i = 0; i < count; i++) {
    const field = random.pick(pool);
    target[field] = mutateValue(category, random, field);
  }
  return target;
}

function deepJson(random: Random): string {
  const depth = random.pick([100, 1000, 10_000, 100_000]);
  switch (random.int(3)) {
    case 0:
      return `${"[".repeat(depth)}${"]".repeat(depth)}`;
    case 1:
      return `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    default:
      return `{"name":${"[".repeat(depth)}"x"${"]".repeat(depth)}}`;
  }
}

function bigBody(random: Random): string {
  const size = random.pick([1_100_000, 2_100_000, 5_000_000]);
  return random.chance(0.5)
    ? `{"name":"${"a".repeat(size)}"}`
    : `[${"1,".repeat(Math.floor(size / 2))}1]`;
}

function multipartBody(random: Random): { contentType: string; body: string } {
  switch (random.int(4)) {
    case 0:
      return { contentType: "multipart/form-data", body: "--x\r\n\r\n--x--" };
    case 1:
      return { contentType: "multipart/form-data; boundary=", body: "" };
    case 2:
      return {
        contentType: "multipart/form-data; boundary=fuzz",
        body: '--fuzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAcme\r\n--fuzz--\r\n',
      };
    default:
      return {
        contentType: "multipart/form-data; boundary=fuzz",
        body: '--fuzz\r\nContent-Disposition: form-data; name="company_image"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--fuzz',
      };
  }
}

const FIELD_CATEGORIES: readonly Category[] = ["types", "numbers", "strings", "unicode", "dates"];

/** Operations where a category has something to change: a body's fields, a query, a path id. */
function fits(operation: FuzzOperation, category: Category): boolean {
  if (FIELD_CATEGORIES.includes(category)) return operation.body !== undefined;
  if (category === "query") return operation.query.length > 0;
  if (category === "query-dates") {
    return operation.query.some((name) => /^(from|to|start_after|start_before)$/.test(name));
  }
  if (category === "search") return operation.query.includes("search");
  if (category === "path-ids") return operation.pathParameters.length > 0;
  return true;
}

export interface GenerateOptions {
  seed: number;
  index: number;
  operations: readonly FuzzOperation[];
  context: FuzzContext;
  categories: readonly Category[];
  actors?: readonly Actor[];
}

/** Request number `index` of the run with `seed`: always the same request for the same inputs. */
export function generateRequest(options: GenerateOptions): FuzzRequest {
  const { seed, index, operations, context, categories } = options;
  const random = createRandom(seed, index);
  const category = random.pick(categories);
  const actor = random.pick(options.actors ?? ACTORS);
  const fitting = operations.filter((candidate) => fits(candidate, category));
  let operation = random.pick(fitting.length > 0 ? fitting : operations);
  if (category === "media") {
    operation = {
      method: "GET",
      template: "/media/company-image/{file}",
      query: [],
      pathParameters: ["file"],
      contentTypes: [],
    };
  }
  let method = operation.method;
  const headers: Record<string, string> = {};

  // Path
  let path = pathWithIds(operation, random, context);
  if (category === "path-ids" || category === "media") {
    const odd =
      category === "media"
        ? random.pick([
            ...ODD_IDS,
            "x.png",
            `${"f".repeat(32)}.png`,
            "..%2F..%2Fetc%2Fpasswd",
            ".png",
            "a.b.c",
            `${"0".repeat(32)}.exe`,
          ])
        : random.pick(ODD_IDS);
    path = operation.template.replace(/\{(\w+)\}/, odd).replace(/\{(\w+)\}/g, "1");
    if (!operation.template.includes("{")) path = `${operation.template}${odd}/`;
  }
  if (category === "encoding") {
    const bad = random.pick(BAD_ENCODINGS);
    const segments = path.split("/");
    const at = random.between(1, Math.max(1, segments.length - 2));
    segments[at] = random.chance(0.5) ? bad : `${segments[at]}${bad}`;
    path = random.chance(0.5) ? segments.join("/") : `${path}?search=${bad}&page=${bad}`;
  }

  // Query
  const query: string[] = [];
  for (const name of operation.query) {
    if (random.chance(0.3)) query.push(`${name}=${encode(validQueryValue(name, random, context))}`);
  }
  if (category === "query") {
    const names = [...operation.query, "unknown", "page[]", "page_size", "format", "limit"];
    for (let i = random.between(1, 3); i > 0; i--) {
      const name = random.pick(names);
      const value = random.pick(ODD_QUERY_VALUES);
      query.push(random.chance(0.1) ? name : `${encode(name)}=${encode(value)}`);
    }
  }
  if (category === "query-dates") {
    const names = ["from", "to", "start_after", "start_before", "valid_from"];
    const dateNames = operation.query.filter((name) => names.includes(name));
    const name = random.pick(dateNames.length > 0 ? dateNames : names);
    query.push(`${name}=${encode(String(impossibleDate(random)))}`);
  }
  if (category === "search") {
    const term = random.pick([
      "a ".repeat(random.pick([100, 1000, 5000])),
      "x".repeat(random.pick([1000, 10_000, 60_000])),
      "%",
      "_",
      "\\",
      "%_",
      "\u0000",
      ",".repeat(1000),
      "İ".repeat(500),
    ]);
    query.push(`search=${encode(term)}`);
  }
  if (category === "long-url") {
    const length = random.pick([8_000, 16_000, 70_000, 200_000]);
    if (random.chance(0.5)) query.push(`search=${"a".repeat(length)}`);
    else path = `${path}${"a".repeat(length)}/`;
  }
  if (query.length > 0) path += `${path.includes("?") ? "&" : "?"}${query.join("&")}`;

  // Method
  if (category === "methods") {
    method = random.pick(
      ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"].filter(
        (m) => m !== operation.method,
      ),
    );
  }

  // Body
  let body: string | Buffer | undefined;
  const sendsBody = ["POST", "PUT", "PATCH"].includes(method) || operation.body !== undefined;
  const valid = operation.body ? validValue(operation.body, "body", random, context) : {};
  if (sendsBody) {
    headers["content-type"] = "application/json";
    body = toJson(valid);
  }
  switch (category) {
    case "types":
    case "numbers":
    case "strings":
    case "unicode":
    case "dates":
      headers["content-type"] = "application/json";
      body = toJson(mutateBody(valid, category, random, operation.body));
      break;
    case "deep-json":
      headers["content-type"] = "application/json";
      body = deepJson(random);
      break;
    case "big-body":
      headers["content-type"] = "application/json";
      body = bigBody(random);
      break;
    case "malformed-json":
      headers["content-type"] = "application/json";
      body = random.pick(MALFORMED_JSON);
      break;
    case "content-type": {
      const contentType = random.pick(CONTENT_TYPES);
      if (contentType === "") delete headers["content-type"];
      else headers["content-type"] = contentType;
      body = random.chance(0.5) ? toJson(valid) : random.pick(["a=b&c=", "<x/>", "plain text", ""]);
      break;
    }
    case "multipart": {
      const multipart = multipartBody(random);
      headers["content-type"] = multipart.contentType;
      body = multipart.body;
      break;
    }
    case "headers":
      switch (random.int(6)) {
        case 0:
          headers.accept = random.pick(ODD_ACCEPT);
          break;
        case 1:
          headers["accept-language"] = random.pick([
            "xx",
            "*",
            "de-DE;q=0.5,en;q=abc",
            "a".repeat(5000),
            ",,,",
          ]);
          break;
        case 2:
          headers["x-forwarded-for"] = random.pick([
            "garbage",
            "1.1.1.1, , ,",
            "::ffff:999.1.1.1",
            "a".repeat(2000),
          ]);
          break;
        case 3:
          headers.cookie = random.pick([
            "jwtToken=%7B",
            "a=b; a=c",
            "=",
            `x=${"y".repeat(6000)}`,
            "jwtToken=%ZZ",
          ]);
          break;
        case 4:
          headers["x-request-id"] = random.pick(["", "a".repeat(5000), "\u00e9", "../x"]);
          break;
        default:
          headers["if-none-match"] = random.pick(["*", '"x"', "W/", "a".repeat(3000)]);
      }
      break;
    case "hosts":
      headers.host = random.pick(ODD_HOSTS);
      break;
    case "auth":
      headers.authorization = random.pick(ODD_AUTH);
      break;
    default:
      break;
  }
  if (
    body !== undefined &&
    !["POST", "PUT", "PATCH", "DELETE"].includes(method) &&
    category !== "methods"
  ) {
    // GET and friends carry a body only when a category asks for one.
    if (
      !["content-type", "malformed-json", "deep-json", "big-body", "multipart"].includes(category)
    ) {
      body = undefined;
      delete headers["content-type"];
    }
  }
  // Non-ASCII characters go percent-encoded (a client cannot send them raw); bad escapes stay bad.
  path = path.replace(/[^\x21-\x7e]/g, (character) => encodeURIComponent(character));
  return {
    index,
    category,
    actor,
    method,
    operation: `${operation.method} ${operation.template}`,
    path,
    headers,
    body,
  };
}
