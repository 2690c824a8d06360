import { describe, expect, it } from "vitest";
import { isForeignKeyViolation, isUniqueViolation } from "../src/lib/constraint-violation.ts";

/** The errors node-postgres raises, as Drizzle wraps them (`cause`) or bare. */
const wrapped = (cause: Record<string, unknown>) =>
  Object.assign(new Error("Failed query"), { cause });

describe("constraint violations", () => {
  it("are PostgreSQL's unique_violation on the named index, wrapped or bare", () => {
    const error = {
      code: "23505",
      constraint: "invoice_time_log_held_key",
      message: 'duplicate key value violates unique constraint "invoice_time_log_held_key"',
    };
    expect(isUniqueViolation(wrapped(error), "invoice_time_log_held_key")).toBe(true);
    expect(isUniqueViolation(error, "invoice_time_log_held_key")).toBe(true);
    expect(isUniqueViolation(error, "invoice_company_number_key")).toBe(false);
    expect(isUniqueViolation({ ...error, code: "23503" }, "invoice_time_log_held_key")).toBe(false);
  });

  it("are a shard's index on Citus, with or without the SQLSTATE", () => {
    // A statement routed to one shard: the worker's error, code and all, names the shard's index.
    const routed = {
      code: "23505",
      constraint: "invoice_company_number_key_102364",
      message: 'duplicate key value violates unique constraint "invoice_company_number_key_102364"',
    };
    expect(isUniqueViolation(wrapped(routed), "invoice_company_number_key")).toBe(true);
    // insert … select from unnest goes to the workers as COPY: Citus re-raises the message alone.
    const copied = {
      code: "XX000",
      message: 'duplicate key value violates unique constraint "invoice_time_log_held_key_102556"',
    };
    expect(isUniqueViolation(wrapped(copied), "invoice_time_log_held_key")).toBe(true);
    expect(isUniqueViolation(wrapped(copied), "invoice_time_log")).toBe(false);
    expect(
      isUniqueViolation(
        wrapped({ code: "XX000", message: "failed to complete COPY on 127.0.0.1:9702" }),
        "invoice_time_log_held_key",
      ),
    ).toBe(false);
  });

  it("tell a foreign_key_violation apart", () => {
    expect(isForeignKeyViolation(wrapped({ code: "23503" }))).toBe(true);
    expect(isForeignKeyViolation(wrapped({ code: "23505" }))).toBe(false);
  });
});
