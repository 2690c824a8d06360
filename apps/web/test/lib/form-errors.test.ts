import {
  CompanyWriteSchema,
  InvitationCreateSchema,
  TimeLogWriteSchema,
  UserCountBodySchema,
} from "@tempus/contract";
import { FetchError } from "ofetch";
import { describe, expect, it } from "vitest";
import { errorBody, InvalidBody } from "../../app/lib/api-client.ts";
import { checkBody } from "../../app/lib/check-body.ts";
import { splitErrors } from "../../app/lib/form-errors.ts";

function serverError(body: unknown) {
  const error = new FetchError("400 Bad Request");
  Object.assign(error, { status: 400, data: body });
  return error;
}

/** What `checkBody` refused, as the DRF body the form shows. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidBody);
    return errorBody(error);
  }
  throw new Error("the body was accepted");
}

describe("a body checked with the contract's write schema before sending", () => {
  it("passes a valid body through unchanged", () => {
    const body = { email: "grace@acme.example", role: "member" };
    expect(checkBody(InvitationCreateSchema, body)).toBe(body);
  });

  it("refuses with the messages the server would send, per field", () => {
    expect(
      refusal(() => checkBody(InvitationCreateSchema, { email: "grace", role: "owner" })),
    ).toEqual({
      email: ["Enter a valid email address."],
      role: ['"owner" is not a valid choice.'],
    });
    expect(
      refusal(() =>
        checkBody(CompanyWriteSchema, { name: " ", next_invoice_number: 0, country: "Germany" }),
      ),
    ).toEqual({
      name: ["This field may not be blank."],
      country: ["Enter a two-letter country code."],
      next_invoice_number: ["Ensure this value is greater than or equal to 1."],
    });
    expect(refusal(() => checkBody(TimeLogWriteSchema, { start: null, end: "yesterday" }))).toEqual(
      {
        start: ["This field may not be null."],
        end: [
          "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
        ],
      },
    );
    expect(refusal(() => checkBody(UserCountBodySchema, { new_user_count: "0" }))).toEqual({
      new_user_count: ["New user count must be a positive integer"],
    });
  });
});

describe("errors mapped onto a form", () => {
  it("puts each message of a form's field there and the rest above the form", () => {
    expect(
      splitErrors(
        serverError({
          email: ["Enter a valid email address.", "Too long."],
          non_field_errors: ["Invalid token."],
          detail: "Not found.",
          code: "token_not_valid",
        }),
        ["email", "role"],
        "Oops",
      ),
    ).toEqual({
      atFields: { email: "Enter a valid email address. Too long." },
      general: ["Invalid token.", "Not found."],
    });
  });

  it("maps a refused body exactly as the server's answer", () => {
    let refused: unknown;
    try {
      checkBody(InvitationCreateSchema, { email: "", role: "member" });
    } catch (error) {
      refused = error;
    }
    expect(splitErrors(refused, ["email"], "Oops")).toEqual({
      atFields: { email: "This field may not be blank." },
      general: [],
    });
  });

  it("says something went wrong when there is no message at all", () => {
    expect(splitErrors(new Error("network down"), ["email"], "Oops")).toEqual({
      atFields: {},
      general: ["Oops"],
    });
  });
});
