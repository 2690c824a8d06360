import { describe, expect, it } from "vitest";
import { ApiError } from "../../app/lib/api-client.ts";
import { splitErrors } from "../../app/lib/form-errors.ts";

function serverError(body: unknown) {
  return new ApiError(400, body);
}

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

  it("says something went wrong when there is no message at all", () => {
    expect(splitErrors(new Error("network down"), ["email"], "Oops")).toEqual({
      atFields: {},
      general: ["Oops"],
    });
  });
});
