import { describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const FORBIDDEN = { detail: "You do not have permission to perform this action." };

describe("only the owner changes the owner's data", () => {
  const context = useTestApp();
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);

  it("answers an admin 403 for the owner's rate, role and status; the owner still can", async () => {
    const owner = await signedInUser(context.app);
    const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    const admin = await addMember(context.app, context.database.db, companyId, "admin");
    const member = await addMember(context.app, context.database.db, companyId, "member");
    const ownerUrl = `/api/usermanagement/member/${owner.id}/`;
    for (const changes of [{ hourly_rate: "1.00" }, { role: "member" }, { is_active: false }]) {
      expect(await call("PATCH", ownerUrl, admin, changes)).toEqual({
        status: 403,
        body: FORBIDDEN,
      });
    }
    expect(await call("DELETE", ownerUrl, admin)).toEqual({ status: 403, body: FORBIDDEN });
    expect((await call("GET", ownerUrl, owner)).body).toMatchObject({
      role: "owner",
      is_active: true,
      hourly_rate: null,
    });
    expect(await call("PATCH", ownerUrl, owner, { hourly_rate: "95" })).toMatchObject({
      status: 200,
      body: { role: "owner", hourly_rate: "95.00" },
    });
    // An admin still manages everyone else.
    expect(
      await call("PATCH", `/api/usermanagement/member/${member.id}/`, admin, { hourly_rate: "60" }),
    ).toMatchObject({ status: 200, body: { hourly_rate: "60.00" } });
  });
});
