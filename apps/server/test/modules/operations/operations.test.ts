import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { checkResponsesAgainstDocument } from "../../helpers/openapi-check.ts";
import { testConfig, useTestApp } from "../../helpers/test-app.ts";
import { openTestDatabase } from "../../helpers/test-database.ts";

describe("operations", () => {
  const context = useTestApp();

  it("reports a healthy database", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/health/" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("publishes an OpenAPI 3.1 document generated from the contract", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/schema/" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/health/",
        "/api/masterdata/currency/",
        "/api/masterdata/currency/{id}/",
      ]),
    );
    const list = document.paths["/api/masterdata/currency/"].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      "page",
      "page_size",
      "ordering",
      "search",
    ]);
    expect(document.components.schemas.Currency.required).toEqual([
      "id",
      "code",
      "numeric_code",
      "name",
      "symbol",
      "decimal_places",
    ]);
  });

  it("serves an interactive reference", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });
});

describe("health with the database down", () => {
  // Opened under the hooks' time limit (a database start can take seconds on a busy machine).
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const database = await openTestDatabase();
    app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    checkResponsesAgainstDocument(app);
    await database.close();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers 503", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health/" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "unavailable", database: "unavailable" });
  });
});
