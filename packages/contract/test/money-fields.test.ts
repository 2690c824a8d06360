import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type Answer, isFileAnswer } from "../src/endpoint.ts";
import { endpoints } from "../src/endpoints.ts";
import {
  CLOSED_TO_MEMBERS,
  COMPANY_MONEY_FIELDS,
  OWN_MONEY_FIELDS,
  seesAmounts,
} from "../src/policies.ts";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  $defs?: Record<string, JsonSchema>;
};

const MONEY: ReadonlySet<string> = new Set([...COMPANY_MONEY_FIELDS, ...OWN_MONEY_FIELDS]);

/** Every money field `schema` requires, as `path.field`. */
function requiredMoney(schema: JsonSchema, path: string): string[] {
  const nested = [
    // A money field's own parts go with it: a member's answer leaves the whole field out.
    ...Object.entries(schema.properties ?? {})
      .filter(([key]) => !MONEY.has(key))
      .flatMap(([key, inner]) => requiredMoney(inner, `${path}.${key}`)),
    ...[schema.items ?? []].flat().flatMap((inner) => requiredMoney(inner, `${path}[]`)),
    ...(schema.prefixItems ?? []).flatMap((inner) => requiredMoney(inner, `${path}[]`)),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(
      (inner) => requiredMoney(inner, path),
    ),
    ...Object.entries(schema.$defs ?? {}).flatMap(([name, inner]) =>
      requiredMoney(inner, `${path} #${name}`),
    ),
    ...(typeof schema.additionalProperties === "object"
      ? requiredMoney(schema.additionalProperties, `${path}{}`)
      : []),
  ];
  const own = (schema.required ?? [])
    .filter((key) => MONEY.has(key))
    .map((key) => `${path}.${key}`);
  return [...own, ...nested];
}

describe("money fields in answers (decision 039)", () => {
  const closed: ReadonlySet<string> = new Set(CLOSED_TO_MEMBERS);
  const operations = Object.entries(endpoints)
    .filter(([group]) => !closed.has(group))
    .flatMap(([group, members]) =>
      Object.entries(members as Record<string, { responses: Record<number, Answer> }>).map(
        ([name, endpoint]) => [`${group}.${name}`, endpoint] as const,
      ),
    );
  const answers = operations.flatMap(([name, endpoint]) =>
    Object.entries(endpoint.responses)
      .filter(([status, answer]) => Number(status) < 300 && answer && !isFileAnswer(answer))
      .map(([status, answer]) => ({ name: `${name} ${status}`, schema: answer as z.ZodType })),
  );

  it("are optional in every answer a member can get, so that it may leave them out", () => {
    expect(answers.length).toBeGreaterThan(100);
    const required = answers.flatMap(({ name, schema }) =>
      requiredMoney(
        z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema,
        name,
      ),
    );
    expect(required).toEqual([]);
  });

  it("are seen by owners and admins always, by members where the company allows it", () => {
    const off = { members_see_own_amounts: false };
    const on = { members_see_own_amounts: true };
    expect(seesAmounts({ role: "owner" }, off)).toBe(true);
    expect(seesAmounts({ role: "admin" }, undefined)).toBe(true);
    expect(seesAmounts({ role: "member" }, off)).toBe(false);
    expect(seesAmounts({ role: "member" }, undefined)).toBe(false);
    expect(seesAmounts({ role: "member" }, on)).toBe(true);
  });
});
