import { describe, expect, it } from "vitest";
import { signedInUser } from "../helpers/accounts.ts";
import { caller } from "../helpers/project-time.ts";
import { useTestApp } from "../helpers/test-app.ts";

describe("e-mail addresses of debtors and companies", () => {
  const context = useTestApp();
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);

  it("refuse more than their column's 254 characters instead of failing in the database", async () => {
    const owner = await signedInUser(context.app);
    const long = `xx@${"y".repeat(250)}.com`;
    const tooLong = ["Ensure this field has no more than 254 characters."];
    expect(
      await call("POST", "/api/projectmanagement/debtor/", owner, { name: "Acme", email: long }),
    ).toEqual({ status: 400, body: { email: tooLong } });
    const company = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    expect(
      await call("PATCH", `/api/masterdata/company-info/${company}/`, owner, { email: long }),
    ).toEqual({ status: 400, body: { email: tooLong } });
    const fits = `xx@${"y".repeat(245)}.com`;
    expect(
      await call("POST", "/api/projectmanagement/debtor/", owner, { name: "Acme", email: fits }),
    ).toMatchObject({ status: 201, body: { email: fits } });
  });
});
