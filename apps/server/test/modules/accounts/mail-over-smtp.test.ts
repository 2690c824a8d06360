import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../../src/app.ts";
import type { DatabaseHandle } from "../../../src/db/open-database.ts";
import { PASSWORD, signedInUser } from "../../helpers/accounts.ts";
import { linkParams, startMailCatcher } from "../../helpers/mail-catcher.ts";
import { checkResponsesAgainstDocument } from "../../helpers/openapi-check.ts";
import { testConfig } from "../../helpers/test-app.ts";
import { openTestDatabase } from "../../helpers/test-database.ts";

describe("mail over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
  let database: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    smtp = await startMailCatcher();
    database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({
        SMTP_URL: smtp.url,
        MAIL_FROM: "Tempus <hello@tempus.test>",
        PUBLIC_URL: "https://tempus.test",
      }),
      db: database.db,
      logger: false,
    });
    checkResponsesAgainstDocument(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await smtp.close();
  });

  it("delivers the verification mail, whose link verifies the address", async () => {
    const user = await signedInUser(app);
    const mail = await smtp.nth(1);
    expect(mail.from?.value).toEqual([{ name: "Tempus", address: "hello@tempus.test" }]);
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe(user.email);
    expect(mail.subject).toBe("Confirm your e-mail address for Tempus");
    expect(mail.html).toContain("https://tempus.test/verify-email-token?token=");
    const params = linkParams(mail.text ?? "", "/verify-email-token");
    expect(params.get("email")).toBe(user.email);

    const verified = await app.inject({
      method: "POST",
      url: "/api/usermanagement/verify_email_token/",
      payload: { email_verification_token: params.get("token"), email: params.get("email") },
    });
    expect(verified.json()).toEqual({ detail: "E-mail verified." });
    const me = await app.inject({
      method: "GET",
      url: "/api/auth/users/me/",
      headers: user.headers,
    });
    expect(me.json().email_verified).toBe(true);
  });

  it("delivers the reset mail, whose link sets a new password", async () => {
    const earlier = smtp.received.length;
    const user = await signedInUser(app);
    // The sign-up's verification mail comes first (from the outbox, after the answer).
    await smtp.nth(earlier + 1);
    const before = smtp.received.length;
    await app.inject({
      method: "POST",
      url: "/api/auth/users/reset_password/",
      payload: { email: user.email },
    });
    const mail = await smtp.nth(before + 1);
    expect(mail.subject).toBe("Reset your Tempus password");
    const params = linkParams(mail.text ?? "", "/auth/reset-password");
    const confirmed = await app.inject({
      method: "POST",
      url: "/api/auth/users/reset_password_confirm/",
      payload: {
        uid: params.get("uid"),
        token: params.get("token"),
        new_password: "a-fresh-passphrase",
        re_new_password: "a-fresh-passphrase",
      },
    });
    expect(confirmed.statusCode).toBe(204);
    const oldLogin = await app.inject({
      method: "POST",
      url: "/api/auth/jwt/create/",
      payload: { username: user.username, password: PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await app.inject({
      method: "POST",
      url: "/api/auth/jwt/create/",
      payload: { username: user.username, password: "a-fresh-passphrase" },
    });
    expect(newLogin.statusCode).toBe(200);
  });
});
