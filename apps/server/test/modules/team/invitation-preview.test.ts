import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invitation, legacyLink } from "../../../src/db/schema/index.ts";
import { hashToken } from "../../../src/lib/token-hash.ts";
import { PASSWORD, signedInUser } from "../../helpers/accounts.ts";
import { captureMailer, linkParams } from "../../helpers/mail-catcher.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const clock = { now: new Date("2026-09-01T08:00:00Z") };
const NOT_FOUND = { detail: "Not found." };

describe("an invitation link's preview", () => {
  const mailer = captureMailer();
  const context = useTestApp({
    env: { ACCESS_TOKEN_LIFETIME: "315360000" },
    deps: { mailer, clock: () => clock.now },
  });
  const call = async (
    method: "GET" | "POST" | "PATCH",
    url: string,
    headers = {},
    payload?: object,
  ) => {
    const response = await context.app.inject({ method, url, headers, payload });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let token: string;

  beforeAll(async () => {
    owner = await signedInUser(context.app);
    const me = await call("GET", "/api/auth/users/me/", owner.headers);
    await call("PATCH", `/api/masterdata/company-info/${me.body.company}/`, owner.headers, {
      name: "Acme Analytics",
    });
    await call("POST", "/api/billing/initialize-subscription/", owner.headers, {
      subscription_type: 2,
      amount_of_users: 3,
    });
    const invited = await call("POST", "/api/usermanagement/invitation/", owner.headers, {
      email: "Grace@Example.com",
      role: "member",
    });
    expect(invited.status).toBe(201);
    token = linkParams(mailer.sent.at(-1)?.text ?? "", "/signup").get("invitation") ?? "";
  });

  const preview = (value: string) =>
    call("GET", `/api/usermanagement/invitation-preview/?token=${encodeURIComponent(value)}`);

  it("names the address and the company, to anyone holding the link", async () => {
    expect(await preview(token)).toEqual({
      status: 200,
      body: { email: "Grace@Example.com", company_name: "Acme Analytics", role: "member" },
    });
  });

  it("finds a link by the company its token names, and links made before tokens named one", async () => {
    const me = await call("GET", "/api/auth/users/me/", owner.headers);
    expect(token).toMatch(new RegExp(`^${me.body.company}\\.[A-Za-z0-9_-]{43}$`));
    const secret = token.slice(token.indexOf(".") + 1);
    // The same secret under another company's id names nothing.
    expect(await preview(`${me.body.company + 1}.${secret}`)).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
    // An invitation sent before migration 0028: its token is the random part alone, and
    // migration 0029 listed its company.
    const older = randomBytes(32).toString("base64url");
    await context.database.db.insert(invitation).values({
      companyId: me.body.company,
      email: "older@example.com",
      role: "admin",
      tokenHash: hashToken(older),
      invitedBy: owner.id,
      expiresAt: new Date(clock.now.getTime() + 86_400_000),
    });
    // Unlisted, such a token names nothing (a new link always carries its company).
    expect(await preview(older)).toEqual({ status: 404, body: NOT_FOUND });
    await context.database.db
      .insert(legacyLink)
      .values({ kind: "invitation", key: hashToken(older), companyId: me.body.company });
    expect(await preview(older)).toEqual({
      status: 200,
      body: { email: "older@example.com", company_name: "Acme Analytics", role: "admin" },
    });
    // It holds a seat while pending; the tests below count on the seats they had.
    await context.database.db
      .delete(invitation)
      .where(
        and(eq(invitation.companyId, me.body.company), eq(invitation.tokenHash, hashToken(older))),
      );
  });

  it("answers 404 to an unknown token and asks for one", async () => {
    expect(await preview("not-a-token")).toEqual({ status: 404, body: NOT_FOUND });
    expect(await call("GET", "/api/usermanagement/invitation-preview/")).toEqual({
      status: 400,
      body: { token: ["This field is required."] },
    });
  });

  it("answers 404 once the invitation is used or expired", async () => {
    const joined = await call(
      "POST",
      "/api/auth/users/",
      {},
      {
        username: "grace",
        email: "grace@example.com",
        password: PASSWORD,
        re_password: PASSWORD,
        invitation: token,
      },
    );
    expect(joined.status).toBe(201);
    expect(await preview(token)).toEqual({ status: 404, body: NOT_FOUND });

    await call("POST", "/api/usermanagement/invitation/", owner.headers, {
      email: "late@example.com",
    });
    const late = linkParams(mailer.sent.at(-1)?.text ?? "", "/signup").get("invitation") ?? "";
    expect((await preview(late)).status).toBe(200);
    clock.now = new Date("2026-09-08T08:00:01Z");
    expect(await preview(late)).toEqual({ status: 404, body: NOT_FOUND });
  });
});
