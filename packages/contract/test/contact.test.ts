import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  CONTACT_LIMITS,
  ContactMessageBodySchema,
  drfErrorMap,
  toFieldErrors,
} from "../src/index.ts";

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: drfErrorMap });
  return result.success ? {} : toFieldErrors(result.error.issues, input);
};

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "A question",
  message: "How much is it for 12 people?",
};

describe("the contact form's schema", () => {
  it("takes a message without a company and trims what it keeps", () => {
    expect(
      ContactMessageBodySchema.parse({ ...valid, name: "  Ada Lovelace ", language: "de" }),
    ).toEqual({ ...valid, language: "de" });
    expect(ContactMessageBodySchema.parse({ ...valid, company_name: "" }).company_name).toBe("");
  });

  it("names every missing field as DRF does", () => {
    expect(errorsOf(ContactMessageBodySchema, {})).toEqual({
      name: ["This field is required."],
      email: ["This field is required."],
      subject: ["This field is required."],
      message: ["This field is required."],
    });
  });

  it("refuses blank, null, too long and malformed values", () => {
    expect(
      errorsOf(ContactMessageBodySchema, {
        name: "   ",
        email: "not-an-address",
        company_name: null,
        subject: "x".repeat(CONTACT_LIMITS.subject + 1),
        message: "x".repeat(CONTACT_LIMITS.message + 1),
        language: "es",
      }),
    ).toEqual({
      name: ["This field may not be blank."],
      email: ["Enter a valid email address."],
      company_name: ["This field may not be null."],
      subject: ["Ensure this field has no more than 200 characters."],
      message: ["Ensure this field has no more than 5000 characters."],
      language: ['"es" is not a valid choice.'],
    });
  });

  it("uses the published limits", () => {
    expect(CONTACT_LIMITS).toEqual({
      name: 100,
      email: 254,
      company_name: 200,
      subject: 200,
      message: 5000,
    });
    const atLimits = {
      name: "n".repeat(CONTACT_LIMITS.name),
      email: `${"e".repeat(CONTACT_LIMITS.email - "@example.com".length)}@example.com`,
      company_name: "c".repeat(CONTACT_LIMITS.company_name),
      subject: "s".repeat(CONTACT_LIMITS.subject),
      message: "m".repeat(CONTACT_LIMITS.message),
    };
    expect(errorsOf(ContactMessageBodySchema, atLimits)).toEqual({});
  });
});
