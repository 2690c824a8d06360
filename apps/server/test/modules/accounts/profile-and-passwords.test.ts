import { describe, expect, it } from "vitest";
import { PASSWORD, signedInUser, signUp } from "../../helpers/accounts.ts";
import { captureMailer, linkParams } from "../../helpers/mail-catcher.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const clock = { now: new Date("2026-05-04T08:00:00Z") };

describe("profile and passwords", () => {
  const mailer = captureMailer();
  const context = useTestApp({ deps: { mailer, clock: () => clock.now } });
  const call = async (
    method: "POST" | "PUT" | "PATCH" | "GET",
    url: string,
    payload?: object,
    headers = {},
  ) => {
    const response = await context.app.inject({ method, url, payload, headers });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };

  describe("/api/auth/users/me/", () => {
    it("changes the language and ignores read-only fields", async () => {
      const user = await signedInUser(context.app);
      const { status, body } = await call(
        "PATCH",
        "/api/auth/users/me/",
        { language_preference: "de", username: "renamed", role: "admin", email_verified: true },
        user.headers,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({
        username: user.username,
        language_preference: "de",
        role: "owner",
        email_verified: false,
      });
    });

    it("keeps a regional format for dates and numbers until it is set back to the browser's", async () => {
      const user = await signedInUser(context.app);
      const me = async () =>
        (await call("GET", "/api/auth/users/me/", undefined, user.headers)).body;
      expect((await me()).format_locale).toBeNull();
      const set = await call(
        "PATCH",
        "/api/auth/users/me/",
        { format_locale: "en-GB" },
        user.headers,
      );
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ format_locale: "en-GB", language_preference: "en" });
      // A change of language alone keeps the format; PUT without it keeps it too.
      await call("PATCH", "/api/auth/users/me/", { language_preference: "de" }, user.headers);
      await call("PUT", "/api/auth/users/me/", { email: user.email }, user.headers);
      expect((await me()).format_locale).toBe("en-GB");
      expect(
        await call("PATCH", "/api/auth/users/me/", { format_locale: "en-DE" }, user.headers),
      ).toEqual({ status: 400, body: { format_locale: ['"en-DE" is not a valid choice.'] } });
      expect(
        await call(
          "PATCH",
          "/api/auth/users/me/",
          { format_locale: "en-DE" },
          { ...user.headers, "accept-language": "fr" },
        ),
      ).toEqual({
        status: 400,
        body: { format_locale: ["« en-DE » n'est pas un choix valide."] },
      });
      const cleared = await call(
        "PATCH",
        "/api/auth/users/me/",
        { format_locale: null },
        user.headers,
      );
      expect(cleared.body.format_locale).toBeNull();
    });

    it("makes a new e-mail address unverified", async () => {
      const user = await signedInUser(context.app);
      const verification = linkParams(mailer.sent.at(-1)?.text ?? "", "/verify-email-token");
      await call("POST", "/api/usermanagement/verify_email_token/", {
        email_verification_token: verification.get("token"),
        email: user.email,
      });
      expect(
        (await call("GET", "/api/auth/users/me/", undefined, user.headers)).body.email_verified,
      ).toBe(true);
      const { body } = await call(
        "PUT",
        "/api/auth/users/me/",
        { email: `new-${user.email}` },
        user.headers,
      );
      expect(body).toMatchObject({ email: `new-${user.email}`, email_verified: false });
    });

    it("refuses another user's e-mail address and a bad language", async () => {
      const other = await signUp(context.app);
      const user = await signedInUser(context.app);
      expect(
        await call("PATCH", "/api/auth/users/me/", { email: other.email }, user.headers),
      ).toEqual({
        status: 400,
        body: { email: ["user with this email address already exists."] },
      });
      expect(
        await call("PATCH", "/api/auth/users/me/", { language_preference: "es" }, user.headers),
      ).toEqual({
        status: 400,
        body: { language_preference: ['"es" is not a valid choice.'] },
      });
      expect(await call("PUT", "/api/auth/users/me/", {}, user.headers)).toEqual({
        status: 400,
        body: { email: ["This field is required."] },
      });
    });

    it("moves the address: the new one is taken in any case, the old one is free again", async () => {
      const user = await signedInUser(context.app);
      const other = await signedInUser(context.app);
      const moved = `Moved-${user.email}`;
      expect(
        (await call("PATCH", "/api/auth/users/me/", { email: moved }, user.headers)).body,
      ).toMatchObject({ email: moved });
      expect(
        await call("PATCH", "/api/auth/users/me/", { email: moved.toUpperCase() }, other.headers),
      ).toEqual({
        status: 400,
        body: { email: ["user with this email address already exists."] },
      });
      expect(
        (await call("PATCH", "/api/auth/users/me/", { email: user.email }, other.headers)).body,
      ).toMatchObject({ email: user.email });
    });
  });

  describe("POST /api/auth/users/set_password/", () => {
    const url = "/api/auth/users/set_password/";

    it("changes the password", async () => {
      const user = await signedInUser(context.app);
      const next = "a-brand-new-passphrase";
      expect(
        await call(
          "POST",
          url,
          { current_password: PASSWORD, new_password: next, re_new_password: next },
          user.headers,
        ),
      ).toEqual({ status: 204, body: null });
      expect(
        (
          await call("POST", "/api/auth/jwt/create/", {
            username: user.username,
            password: PASSWORD,
          })
        ).status,
      ).toBe(401);
      expect(
        (await call("POST", "/api/auth/jwt/create/", { username: user.username, password: next }))
          .status,
      ).toBe(200);
    });

    it("refuses a wrong current password before anything else", async () => {
      const user = await signedInUser(context.app);
      expect(
        await call(
          "POST",
          url,
          { current_password: "wrong", new_password: "1", re_new_password: "2" },
          user.headers,
        ),
      ).toEqual({ status: 400, body: { current_password: ["Invalid password."] } });
    });

    it("validates the new password, then the repetition", async () => {
      const user = await signedInUser(context.app);
      expect(
        await call(
          "POST",
          url,
          { current_password: PASSWORD, new_password: "12345678", re_new_password: "x" },
          user.headers,
        ),
      ).toEqual({
        status: 400,
        body: {
          new_password: ["This password is too common.", "This password is entirely numeric."],
        },
      });
      expect(
        await call(
          "POST",
          url,
          {
            current_password: PASSWORD,
            new_password: "a-brand-new-passphrase",
            re_new_password: "x",
          },
          user.headers,
        ),
      ).toEqual({
        status: 400,
        body: { non_field_errors: ["The two password fields didn't match."] },
      });
      expect(await call("POST", url, {}, user.headers)).toEqual({
        status: 400,
        body: {
          current_password: ["This field is required."],
          new_password: ["This field is required."],
          re_new_password: ["This field is required."],
        },
      });
    });

    it("needs a signed-in user", async () => {
      expect(await call("POST", url, {})).toEqual({
        status: 401,
        body: { detail: "Authentication credentials were not provided." },
      });
    });
  });

  describe("password reset", () => {
    it("answers 204 for an unknown address and mails nothing", async () => {
      const before = mailer.sent.length;
      expect(
        await call("POST", "/api/auth/users/reset_password/", { email: "nobody@example.com" }),
      ).toEqual({
        status: 204,
        body: null,
      });
      expect(mailer.sent.length).toBe(before);
    });

    it("refuses a malformed address", async () => {
      expect(await call("POST", "/api/auth/users/reset_password/", { email: "nope" })).toEqual({
        status: 400,
        body: { email: ["Enter a valid email address."] },
      });
    });

    it("resets with the mailed link once, and not after 24 hours", async () => {
      const user = await signUp(context.app);
      await call("POST", "/api/auth/users/reset_password/", { email: user.email.toUpperCase() });
      const mail = mailer.sent.at(-1);
      expect(mail?.subject).toBe("Reset your Tempus password");
      const params = linkParams(mail?.text ?? "", "/auth/reset-password");
      const confirm = (overrides: object = {}) =>
        call("POST", "/api/auth/users/reset_password_confirm/", {
          uid: params.get("uid"),
          token: params.get("token"),
          new_password: "reset-passphrase-1",
          re_new_password: "reset-passphrase-1",
          ...overrides,
        });

      expect(await confirm({ token: `${params.get("token")}x` })).toEqual({
        status: 400,
        body: { token: ["Invalid token for given user."] },
      });
      expect(await confirm({ uid: "MTIzNDU2Nzg5" })).toEqual({
        status: 400,
        body: { uid: ["Invalid user id or user doesn't exist."] },
      });
      expect(await confirm({ new_password: "qwerty", re_new_password: "qwerty" })).toEqual({
        status: 400,
        body: {
          new_password: [
            "This password is too short. It must contain at least 8 characters.",
            "This password is too common.",
          ],
        },
      });
      expect(await confirm({ re_new_password: "other" })).toEqual({
        status: 400,
        body: { non_field_errors: ["The two password fields didn't match."] },
      });
      expect(await confirm()).toEqual({ status: 204, body: null });
      expect(await confirm()).toEqual({
        status: 400,
        body: { token: ["Invalid token for given user."] },
      });
      expect(
        (
          await call("POST", "/api/auth/jwt/create/", {
            username: user.username,
            password: "reset-passphrase-1",
          })
        ).status,
      ).toBe(200);

      await call("POST", "/api/auth/users/reset_password/", { email: user.email });
      const late = linkParams(mailer.sent.at(-1)?.text ?? "", "/auth/reset-password");
      clock.now = new Date(clock.now.getTime() + 24 * 3600 * 1000 + 1000);
      expect(
        await call("POST", "/api/auth/users/reset_password_confirm/", {
          uid: late.get("uid"),
          token: late.get("token"),
          new_password: "reset-passphrase-2",
          re_new_password: "reset-passphrase-2",
        }),
      ).toEqual({ status: 400, body: { token: ["Invalid token for given user."] } });
    });
  });

  describe("e-mail verification", () => {
    const verify = (token: string | null, email: string) =>
      call("POST", "/api/usermanagement/verify_email_token/", {
        email_verification_token: token,
        email,
      });

    it("sends a new link on request", async () => {
      const user = await signedInUser(context.app);
      expect(
        await call(
          "POST",
          "/api/usermanagement/create_and_send_email_verification/",
          undefined,
          user.headers,
        ),
      ).toEqual({
        status: 200,
        body: { detail: "Verification e-mail sent." },
      });
      expect(mailer.sent.at(-1)?.to).toBe(user.email);
    });

    it("verifies once, only for its address, and not after 24 hours", async () => {
      const user = await signedInUser(context.app);
      const token = linkParams(mailer.sent.at(-1)?.text ?? "", "/verify-email-token").get("token");
      const invalid = {
        status: 400,
        body: { email_verification_token: ["Invalid or expired token."] },
      };
      expect(await verify(token, "someone-else@example.com")).toEqual(invalid);
      expect(await verify("made-up", user.email)).toEqual(invalid);
      expect(await verify(token, user.email)).toEqual({
        status: 200,
        body: { detail: "E-mail verified." },
      });
      expect(await verify(token, user.email)).toEqual(invalid);

      await call(
        "POST",
        "/api/usermanagement/create_and_send_email_verification/",
        undefined,
        user.headers,
      );
      const late = linkParams(mailer.sent.at(-1)?.text ?? "", "/verify-email-token").get("token");
      clock.now = new Date(clock.now.getTime() + 24 * 3600 * 1000 + 1000);
      expect(await verify(late, user.email)).toEqual(invalid);
    });

    it("writes the mail in the user's language", async () => {
      const user = await signedInUser(context.app);
      await call("PATCH", "/api/auth/users/me/", { language_preference: "de" }, user.headers);
      await call(
        "POST",
        "/api/usermanagement/create_and_send_email_verification/",
        undefined,
        user.headers,
      );
      const mail = mailer.sent.at(-1);
      expect(mail?.subject).toBe("Bestätige deine E-Mail-Adresse für Tempus");
      expect(mail?.html).toContain("E-Mail-Adresse bestätigen");
    });

    it("writes it in French and Dutch too", async () => {
      const user = await signedInUser(context.app);
      const sent = async (language: string) => {
        await call("PATCH", "/api/auth/users/me/", { language_preference: language }, user.headers);
        await call(
          "POST",
          "/api/usermanagement/create_and_send_email_verification/",
          undefined,
          user.headers,
        );
        const mail = mailer.sent.at(-1);
        return { subject: mail?.subject, greeting: mail?.text.split("\n")[0] };
      };
      expect(await sent("fr")).toEqual({
        subject: "Confirmez votre adresse e-mail pour Tempus",
        greeting: `Bonjour ${user.username},`,
      });
      expect(await sent("nl")).toEqual({
        subject: "Bevestig je e-mailadres voor Tempus",
        greeting: `Hallo ${user.username},`,
      });
    });
  });
});
