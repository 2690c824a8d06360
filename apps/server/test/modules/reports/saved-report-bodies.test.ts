import { describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { useTestApp } from "../../helpers/test-app.ts";

/** Bodies that are no object at all: refused as DRF refuses them, not a server error (fuzz). */
describe("a saved report's body that is no object", () => {
  const context = useTestApp();

  it.each([
    ["null", "null", "No data provided"],
    ["a list", "[]", "Invalid data. Expected a dictionary, but got list."],
  ])("answers 400 to %s", async (_name, payload, message) => {
    const owner = await signedInUser(context.app);
    const response = await context.app.inject({
      method: "POST",
      url: "/api/projectmanagement/saved-report/",
      headers: { ...owner.headers, "content-type": "application/json" },
      payload,
    });
    expect([response.statusCode, response.json()]).toEqual([400, { non_field_errors: [message] }]);
  });

  it("answers 400 to an empty multipart body", async () => {
    const owner = await signedInUser(context.app);
    const response = await context.app.inject({
      method: "POST",
      url: "/api/projectmanagement/saved-report/",
      headers: { ...owner.headers, "content-type": "multipart/form-data; boundary=" },
      payload: "",
    });
    expect(response.statusCode).toBe(400);
  });
});
