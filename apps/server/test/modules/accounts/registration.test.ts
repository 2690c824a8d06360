import { describe, expect, it } from "vitest";
import { findUserById } from "../../../src/db/users.ts";
import { PASSWORD, uniqueName } from "../../helpers/accounts.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { useTestApp } from "../../helpers/test-app.ts";

describe("POST /api/auth/users/", () => {
  const mailer = captureMailer();
  const context = useTestApp({ deps: { mailer } });
  const register = async (body: unknown) => {
    const response = await context.app.inject({
      method: "POST",
      url: "/api/auth/users/",
      payload: body as object,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const valid = (username = uniqueName()) => ({
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    re_password: PASSWORD,
  });

  it("creates the user and their company, and mails a verification link", async () => {
    const body = valid("Ada");
    const { status, body: created } = await register(body);
    expect(status).toBe(201);
    expect(created).toEqual({ id: expect.any(Number), username: "Ada", email: "Ada@example.com" });

    const login = await context.app.inject({
      method: "POST",
      url: "/api/auth/jwt/create/",
      payload: { username: "Ada", password: PASSWORD },
    });
    const me = await context.app.inject({
      method: "GET",
      url: "/api/auth/users/me/",
      headers: { authorization: `Bearer ${login.json().access}` },
    });
    expect(me.json()).toEqual({
      id: created.id,
      username: "Ada",
      email: "Ada@example.com",
      language_preference: "en",
      format_locale: null,
      email_verified: false,
      role: "owner",
      company: expect.any(Number),
      hourly_rate: null,
      is_active: true,
      date_joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      last_login: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const mail = mailer.sent.at(-1);
    expect(mail?.to).toBe("Ada@example.com");
    expect(mail?.subject).toBe("Confirm your e-mail address for Tempus");
    expect(mail?.text).toMatch(
      /http:\/\/localhost:3000\/verify-email-token\?token=[\w-]{43}&email=Ada%40example.com/,
    );
  });

  it("makes the account in the language of the page it was made on", async () => {
    const body = { ...valid(), language_preference: "nl" };
    expect((await register(body)).status).toBe(201);
    const mail = mailer.sent.at(-1);
    expect(mail?.subject).toBe("Bevestig je e-mailadres voor Tempus");
    const login = await context.app.inject({
      method: "POST",
      url: "/api/auth/jwt/create/",
      payload: { username: body.username, password: PASSWORD },
    });
    const me = await context.app.inject({
      method: "GET",
      url: "/api/auth/users/me/",
      headers: { authorization: `Bearer ${login.json().access}` },
    });
    expect(me.json().language_preference).toBe("nl");
    expect(await register({ ...valid(), language_preference: "es" })).toEqual({
      status: 400,
      body: { language_preference: ['"es" is not a valid choice.'] },
    });
  });

  it("gives every new user a company of their own", async () => {
    const first = await register(valid());
    const second = await register(valid());
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const companies = await Promise.all(
      [first.body.username, second.body.username].map(async (username) => {
        const tokens = await context.app.inject({
          method: "POST",
          url: "/api/auth/jwt/create/",
          payload: { username, password: PASSWORD },
        });
        const me = await context.app.inject({
          method: "GET",
          url: "/api/auth/users/me/",
          headers: { authorization: `Bearer ${tokens.json().access}` },
        });
        return me.json().company;
      }),
    );
    expect(companies[0]).not.toBe(companies[1]);
  });

  it("refuses a taken username, also in another case", async () => {
    const name = uniqueName("Grace");
    await register(valid(name));
    for (const username of [name, name.toUpperCase()]) {
      expect(await register({ ...valid(), username })).toEqual({
        status: 400,
        body: { username: ["A user with that username already exists."] },
      });
    }
  });

  it("takes a name of 150 characters that grows in lower case, and signs it in", async () => {
    // "İ" in lower case is "i̇" (two characters): 150 typed, 300 as the sign-in name is kept.
    const username = "İ".repeat(150);
    const { status, body } = await register({ ...valid(), username });
    expect(status).toBe(201);
    expect(body.username).toBe(username);
    const login = await context.app.inject({
      method: "POST",
      url: "/api/auth/jwt/create/",
      payload: { username, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuses a taken e-mail address", async () => {
    const first = valid();
    await register(first);
    expect(await register({ ...valid(), email: first.email.toUpperCase() })).toEqual({
      status: 400,
      body: { email: ["user with this email address already exists."] },
    });
  });

  it("lists every missing field", async () => {
    expect(await register({})).toEqual({
      status: 400,
      body: {
        username: ["This field is required."],
        email: ["This field is required."],
        password: ["This field is required."],
        re_password: ["This field is required."],
      },
    });
  });

  it("checks the shape of username and e-mail", async () => {
    expect(await register({ ...valid(), username: "no spaces", email: "nope" })).toEqual({
      status: 400,
      body: {
        username: [
          "Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.",
        ],
        email: ["Enter a valid email address."],
      },
    });
    expect(await register({ ...valid(), username: "x".repeat(151) })).toEqual({
      status: 400,
      body: { username: ["Ensure this field has no more than 150 characters."] },
    });
  });

  it("reports shape errors and a taken name together", async () => {
    const taken = valid();
    await register(taken);
    expect(await register({ ...valid(), username: taken.username, email: "nope" })).toEqual({
      status: 400,
      body: {
        username: ["A user with that username already exists."],
        email: ["Enter a valid email address."],
      },
    });
  });

  it.each([
    ["Qx7!b", ["This password is too short. It must contain at least 8 characters."]],
    ["password", ["This password is too common."]],
    ["73916482", ["This password is entirely numeric."]],
    [
      "1234",
      [
        "This password is too short. It must contain at least 8 characters.",
        "This password is too common.",
        "This password is entirely numeric.",
      ],
    ],
  ])("validates the password %s", async (password, messages) => {
    expect(await register({ ...valid(), password, re_password: password })).toEqual({
      status: 400,
      body: { password: messages },
    });
  });

  it("refuses a password too similar to the username or the e-mail address", async () => {
    expect(
      await register({
        ...valid("margaret.hamilton"),
        password: "hamiltonmargaret",
        re_password: "x",
      }),
    ).toEqual({
      status: 400,
      body: { password: ["The password is too similar to the username."] },
    });
    expect(
      await register({
        username: uniqueName(),
        email: "lovelace.ada@example.com",
        password: "lovelaceada1",
        re_password: "lovelaceada1",
      }),
    ).toEqual({
      status: 400,
      body: { password: ["The password is too similar to the email address."] },
    });
  });

  it("checks the repeated password only once the validators pass", async () => {
    expect(await register({ ...valid(), password: "Qx7!b", re_password: "other" })).toEqual({
      status: 400,
      body: { password: ["This password is too short. It must contain at least 8 characters."] },
    });
    expect(await register({ ...valid(), re_password: "something-else-entirely" })).toEqual({
      status: 400,
      body: { non_field_errors: ["The two password fields didn't match."] },
    });
  });

  it("refuses an unknown invitation", async () => {
    expect(await register({ ...valid(), invitation: "not-a-real-invitation" })).toEqual({
      status: 400,
      body: { invitation: ["Invalid or expired invitation."] },
    });
  });

  it("refuses a body that is not an object", async () => {
    expect(await register(["a"])).toEqual({
      status: 400,
      body: { non_field_errors: ["Invalid data. Expected a dictionary, but got list."] },
    });
  });

  it("stores the password as an argon2id hash", async () => {
    const body = valid();
    const { body: created } = await register(body);
    const row = await findUserById(context.database.db, created.id);
    if (!row) throw new Error("the user was not stored");
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
  });
});
