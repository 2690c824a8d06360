import { describe, expect, it } from "vitest";
import { z } from "zod";
import { drfErrorMap, RegisterBodySchema, toFieldErrors } from "../src/index.ts";

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: drfErrorMap });
  return result.success ? {} : toFieldErrors(result.error.issues, input);
};

describe("DRF error messages for zod", () => {
  const schema = z.object({
    name: z.string().min(1).max(3),
    count: z.number().int(),
    price: z.number(),
    active: z.boolean(),
    kind: z.enum(["a", "b"]),
    email: z.email(),
  });

  it("speaks DRF for each kind of problem", () => {
    expect(
      errorsOf(schema, {
        name: "long",
        count: 1.5,
        price: "x",
        active: "yes",
        kind: "c",
        email: "@",
      }),
    ).toEqual({
      name: ["Ensure this field has no more than 3 characters."],
      count: ["A valid integer is required."],
      price: ["A valid number is required."],
      active: ["Must be a valid boolean."],
      kind: ['"c" is not a valid choice.'],
      email: ["Enter a valid email address."],
    });
  });

  it("tells missing, null and blank apart", () => {
    expect(
      errorsOf(schema.pick({ name: true, count: true, kind: true }), { name: "", count: null }),
    ).toEqual({
      name: ["This field may not be blank."],
      count: ["This field may not be null."],
      kind: ["This field is required."],
    });
  });

  it.each([
    [[1], "list"],
    ["text", "str"],
    [3, "int"],
    [2.5, "float"],
    [true, "bool"],
  ])("refuses %j as the body", (input, got) => {
    expect(errorsOf(schema, input)).toEqual({
      non_field_errors: [`Invalid data. Expected a dictionary, but got ${got}.`],
    });
  });

  it("refuses a missing body", () => {
    expect(errorsOf(schema, null)).toEqual({ non_field_errors: ["No data provided"] });
  });

  it("validates usernames as Django does", () => {
    const base = { email: "a@b.co", password: "x", re_password: "x" };
    expect(errorsOf(RegisterBodySchema, { ...base, username: "jürgen.o+1@x_y-z" })).toEqual({});
    expect(errorsOf(RegisterBodySchema, { ...base, username: "two words" })).toEqual({
      username: [
        "Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.",
      ],
    });
  });
});
