import {
  CompanyWriteSchema,
  InvitationCreateSchema,
  TimeLogWriteSchema,
  UserCountBodySchema,
} from "@tempus/contract";
import type { FieldErrors } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { contractResolver, requiring } from "../../app/components/forms/contract-resolver.ts";
import { ApiError } from "../../app/lib/api-client.ts";
import { splitErrors } from "../../app/lib/form-errors.ts";

type Values = Record<string, unknown>;
const OPTIONS = { fields: {}, shouldUseNativeValidation: false };

/** What the resolver over `schema` makes of `values`, sent as they are unless `toBody` is given. */
const resolve = (
  schema: z.ZodType,
  values: Values,
  toBody: (values: Values) => Values = (typed) => typed,
) => contractResolver(schema, toBody)(values, undefined, OPTIONS);

/** The messages of a refusal by field (`root`: above the form). */
const messages = (errors: FieldErrors) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));

describe("a form's body checked with the contract's write schema before sending", () => {
  it("passes a valid body through unchanged", async () => {
    const body = { email: "grace@acme.example", role: "member" };
    expect(await resolve(InvitationCreateSchema, body)).toEqual({ values: body, errors: {} });
  });

  it("refuses with the messages the server would send, per field", async () => {
    const invitation = await resolve(InvitationCreateSchema, { email: "grace", role: "owner" });
    expect(invitation.values).toEqual({});
    expect(messages(invitation.errors)).toEqual({
      email: "Enter a valid email address.",
      role: '"owner" is not a valid choice.',
    });
    const company = await resolve(CompanyWriteSchema, {
      name: " ",
      next_invoice_number: 0,
      country: "Germany",
    });
    expect(messages(company.errors)).toEqual({
      name: "This field may not be blank.",
      country: "Enter a two-letter country code.",
      next_invoice_number: "Ensure this value is greater than or equal to 1.",
    });
    const log = await resolve(TimeLogWriteSchema, { start: null, end: "yesterday" });
    expect(messages(log.errors)).toEqual({
      start: "This field may not be null.",
      end: "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
    });
    const count = await resolve(UserCountBodySchema, { new_user_count: "0" });
    expect(messages(count.errors)).toEqual({
      new_user_count: "New user count must be a positive integer",
    });
  });

  it("checks the body the values make, and says above the form what names none of its fields", async () => {
    const refused = await resolve(TimeLogWriteSchema, { start: "" }, () => ({
      start: null,
      end: "yesterday",
    }));
    expect(messages(refused.errors)).toEqual({
      start: "This field may not be null.",
      root: "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
    });
  });

  it("shows a refusal as the server's same answer is shown", async () => {
    const refused = await resolve(InvitationCreateSchema, { email: "", role: "member" });
    const server = new ApiError(400, { email: ["This field may not be blank."] });
    expect(messages(refused.errors)).toEqual(splitErrors(server, ["email"], "Oops").atFields);
  });

  it("says that an empty required field is needed before the schema is asked", async () => {
    const resolver = requiring(
      ["start"],
      "Dieses Feld ist erforderlich.",
      contractResolver(TimeLogWriteSchema, (values: { start: string }) => ({
        start: values.start || null,
      })),
    );
    expect(messages((await resolver({ start: "" }, undefined, OPTIONS)).errors)).toEqual({
      start: "Dieses Feld ist erforderlich.",
    });
  });
});
