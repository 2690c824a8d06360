import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";

const tempDir = () => mkdtempSync(join(tmpdir(), "tempus-config-"));

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: "localhost",
      databaseUrl: undefined,
      databaseDirectUrl: undefined,
      dataDir,
      publicUrl: "http://localhost:3000",
      mailFrom: "Tempus <no-reply@localhost>",
      accessTokenLifetimeSeconds: 300,
      refreshTokenLifetimeSeconds: 86400,
      throttleAuthRate: { requests: 20, periodSeconds: 60 },
      throttleAccountRate: { requests: 10, periodSeconds: 60 },
      trustProxy: 0,
      logLevel: "info",
      workers: 1,
    });
  });

  it("runs one worker per core on PostgreSQL unless WEB_CONCURRENCY says otherwise", () => {
    const server = {
      SECRET_KEY: "a-secret-key-that-is-long-enough-0123456789",
      DATABASE_URL: "postgres://tempus@primary:5432/tempus",
    };
    expect(loadConfig(server).workers).toBe(availableParallelism());
    expect(loadConfig({ ...server, WEB_CONCURRENCY: "3" }).workers).toBe(3);
    expect(loadConfig({ ...server, WEB_CONCURRENCY: "1" }).workers).toBe(1);
    expect(loadConfig({ DATA_DIR: tempDir(), WEB_CONCURRENCY: "1" }).workers).toBe(1);
    expect(() => loadConfig({ DATA_DIR: tempDir(), WEB_CONCURRENCY: "2" })).toThrow(
      new ConfigError(
        'Invalid configuration:\n  WEB_CONCURRENCY: more than one worker needs DATABASE_URL; the embedded database is opened by one process (got "2")',
      ),
    );
    expect(() => loadConfig({ ...server, WEB_CONCURRENCY: "0" })).toThrow(
      'WEB_CONCURRENCY: Too small: expected number to be >=1 (got "0")',
    );
    expect(() => loadConfig({ ...server, WEB_CONCURRENCY: "65" })).toThrow(
      'WEB_CONCURRENCY: Too big: expected number to be <=64 (got "65")',
    );
  });

  it("generates the secret key once and keeps it in the data directory", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).secretKey;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(first);
    expect(readFileSync(join(dataDir, "secret-key"), "utf8").trim()).toBe(first);
    expect(statSync(join(dataDir, "secret-key")).mode & 0o777).toBe(0o600);
  });

  it("requires a secret key with a database server", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgres://localhost/tempus" })).toThrow(
      "SECRET_KEY: required when DATABASE_URL is set",
    );
  });

  it("takes the direct database URL from DATABASE_URL unless DATABASE_DIRECT_URL is set", () => {
    const secret = { SECRET_KEY: "a-secret-key-that-is-long-enough-0123456789" };
    const pooled = "postgres://tempus@pooler:6432/tempus";
    const direct = "postgres://tempus@primary:5432/tempus";
    const alone = loadConfig({ ...secret, DATABASE_URL: direct });
    expect([alone.databaseUrl, alone.databaseDirectUrl]).toEqual([direct, direct]);
    const both = loadConfig({ ...secret, DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct });
    expect([both.databaseUrl, both.databaseDirectUrl]).toEqual([pooled, direct]);
    expect(() => loadConfig({ ...secret, DATABASE_DIRECT_URL: direct })).toThrow(
      "Invalid configuration:\n  DATABASE_DIRECT_URL: only used with DATABASE_URL (set both, or neither)",
    );
    expect(() =>
      loadConfig({ ...secret, DATABASE_URL: pooled, DATABASE_DIRECT_URL: "mysql://primary/x" }),
    ).toThrow(
      'DATABASE_DIRECT_URL: must be a postgres:// or postgresql:// URL (got "mysql://primary/x")',
    );
  });

  it("names every bad variable", () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: "eighty",
        TRUST_PROXY: "maybe",
        THROTTLE_AUTH_RATE: "lots",
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT: .*\(got "eighty"\)/);
    expect(attempt).toThrow(/TRUST_PROXY: /);
    expect(attempt).toThrow(/THROTTLE_AUTH_RATE: must look like "10\/minute"/);
  });

  it("reads rates and flags", () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      THROTTLE_AUTH_RATE: "100/hour",
      TRUST_PROXY: "true",
      PUBLIC_URL: "https://tempus.example/",
    });
    expect(config.throttleAuthRate).toEqual({ requests: 100, periodSeconds: 3600 });
    expect(config.trustProxy).toBe(1);
    // A number of proxies; "false" and "0" none.
    for (const [value, hops] of [
      ["2", 2],
      ["false", 0],
      ["0", 0],
      ["yes", 1],
    ] as const)
      expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value }).trustProxy).toBe(hops);
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "11" })).toThrow(
      /TRUST_PROXY: true, false or a number of proxies from 0 to 10/,
    );
    expect(config.publicUrl).toBe("https://tempus.example");
  });
});
