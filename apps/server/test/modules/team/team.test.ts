import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, signedInUser, uniqueName } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { captureMailer, linkParams } from "../../helpers/mail-catcher.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const clock = { now: new Date("2026-09-01T08:00:00Z") };
type Who = { headers: Record<string, string> };
const FORBIDDEN = { detail: "You do not have permission to perform this action." };
const NOT_FOUND = { detail: "Not found." };

describe("team", () => {
  const mailer = captureMailer();
  const context = useTestApp({
    env: { ACCESS_TOKEN_LIFETIME: "315360000" },
    deps: { mailer, clock: () => clock.now },
  });
  const call = async (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    who?: Who,
    payload?: object,
  ) => {
    const response = await context.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      payload,
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let companyId: number;

  beforeAll(async () => {
    owner = await signedInUser(context.app);
    companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
  });

  it("allows one user without a subscription", async () => {
    expect(
      await call("POST", "/api/usermanagement/invitation/", owner, { email: "first@example.com" }),
    ).toEqual({
      status: 400,
      body: {
        non_field_errors: [
          "Your subscription allows 1 user. Increase the user amount to add more.",
        ],
      },
    });
  });

  describe("with three seats", () => {
    beforeAll(async () => {
      await call("POST", "/api/billing/initialize-subscription/", owner, {
        subscription_type: 2,
        amount_of_users: 3,
      });
    });

    it("invites by e-mail and holds a seat for each pending invitation", async () => {
      const { status, body } = await call("POST", "/api/usermanagement/invitation/", owner, {
        email: "grace@example.com",
        role: "admin",
      });
      expect(status).toBe(201);
      expect(body).toEqual({
        id: expect.any(Number),
        email: "grace@example.com",
        role: "admin",
        invited_by: owner.id,
        expires_at: "2026-09-08T08:00:00.000Z",
        accepted_at: null,
        created_at: "2026-09-01T08:00:00.000Z",
      });
      const mail = mailer.sent.at(-1);
      expect(mail?.to).toBe("grace@example.com");
      expect(mail?.subject).toBe(`${owner.username} invites you to ${owner.username} on Tempus`);
      expect(
        await call("POST", "/api/usermanagement/invitation/", owner, {
          email: "GRACE@example.com",
        }),
      ).toEqual({
        status: 400,
        body: { email: ["An invitation for this e-mail address is pending."] },
      });
      expect(
        (
          await call("POST", "/api/usermanagement/invitation/", owner, {
            email: "linus@example.com",
          })
        ).status,
      ).toBe(201);
      expect(
        await call("POST", "/api/usermanagement/invitation/", owner, { email: "ken@example.com" }),
      ).toEqual({
        status: 400,
        body: {
          non_field_errors: [
            "Your subscription allows 3 users. Increase the user amount to add more.",
          ],
        },
      });
    });

    it("frees the seat of a withdrawn invitation", async () => {
      const { body } = await call("GET", "/api/usermanagement/invitation/", owner);
      const linus = body.results.find(
        (entry: { email: string }) => entry.email === "linus@example.com",
      );
      expect(await call("DELETE", `/api/usermanagement/invitation/${linus.id}/`, owner)).toEqual({
        status: 204,
        body: null,
      });
      expect(await call("DELETE", `/api/usermanagement/invitation/${linus.id}/`, owner)).toEqual({
        status: 404,
        body: NOT_FOUND,
      });
    });

    it("invites an address once when the same invitation is sent five times at once", async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          call("POST", "/api/usermanagement/invitation/", owner, { email: "ada@example.com" }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status !== 201)).toEqual(
        Array.from({ length: 4 }, () => ({
          status: 400,
          body: { email: ["An invitation for this e-mail address is pending."] },
        })),
      );
      const ada = answers.find((answer) => answer.status === 201)?.body;
      // Withdrawn again: the seat is free for what follows.
      expect(
        (await call("DELETE", `/api/usermanagement/invitation/${ada.id}/`, owner)).status,
      ).toBe(204);
    });

    it("writes the invitation in the inviter's language, linking to that language's sign-up", async () => {
      const invite = async (language: string, email: string) => {
        await call("PATCH", "/api/auth/users/me/", owner, { language_preference: language });
        const invited = await call("POST", "/api/usermanagement/invitation/", owner, { email });
        expect(invited.status).toBe(201);
        const mail = mailer.sent.find((sent) => sent.to === email);
        await call("DELETE", `/api/usermanagement/invitation/${invited.body.id}/`, owner);
        return {
          subject: mail?.subject.replace(/^\S+/, "…"),
          link: mail?.text.match(/https?:\/\/[^/\s]+(\/[^?\s]*)\?/)?.[1],
        };
      };
      expect(await invite("de", "lovelace@example.com")).toEqual({
        subject: expect.stringMatching(/^… lädt dich zu .+ bei Tempus ein$/),
        link: "/de/signup",
      });
      expect(await invite("fr", "hopper@example.com")).toEqual({
        subject: expect.stringMatching(/^… vous invite à rejoindre .+ sur Tempus$/),
        link: "/fr/signup",
      });
      await call("PATCH", "/api/auth/users/me/", owner, { language_preference: "en" });
    });

    it("lets the invited person join the company from the mail, once", async () => {
      const params = linkParams(
        mailer.sent.find((mail) => mail.to === "grace@example.com")?.text ?? "",
        "/signup",
      );
      const token = params.get("invitation") ?? "";
      const register = (email: string, username = uniqueName("grace")) =>
        call("POST", "/api/auth/users/", undefined, {
          username,
          email,
          password: PASSWORD,
          re_password: PASSWORD,
          invitation: token,
        });
      expect(await register("mallory@example.com")).toEqual({
        status: 400,
        body: { email: ["This invitation was sent to another e-mail address."] },
      });
      const joined = await register("grace@example.com", "grace");
      expect(joined.status).toBe(201);
      const login = await call("POST", "/api/auth/jwt/create/", undefined, {
        username: "grace",
        password: PASSWORD,
      });
      const me = await call("GET", "/api/auth/users/me/", {
        headers: { authorization: `Bearer ${login.body.access}` },
      });
      expect(me.body).toMatchObject({ company: companyId, role: "admin", email_verified: true });
      expect(await register("grace@example.com")).toEqual({
        status: 400,
        body: {
          email: ["user with this email address already exists."],
          invitation: ["Invalid or expired invitation."],
        },
      });
    });

    it("lets an invitation expire after a week", async () => {
      await call("POST", "/api/usermanagement/invitation/", owner, { email: "late@example.com" });
      const token = linkParams(mailer.sent.at(-1)?.text ?? "", "/signup").get("invitation");
      clock.now = new Date("2026-09-08T08:00:01Z");
      expect(
        await call("POST", "/api/auth/users/", undefined, {
          username: uniqueName("late"),
          email: "late@example.com",
          password: PASSWORD,
          re_password: PASSWORD,
          invitation: token,
        }),
      ).toEqual({ status: 400, body: { invitation: ["Invalid or expired invitation."] } });
      // The expired invitation no longer holds its seat or its address.
      expect(
        (
          await call("POST", "/api/usermanagement/invitation/", owner, {
            email: "late@example.com",
          })
        ).status,
      ).toBe(201);
    });

    it("lists the members and changes their role and rate", async () => {
      const { status, body } = await call(
        "GET",
        "/api/usermanagement/member/?ordering=date_joined",
        owner,
      );
      expect(status).toBe(200);
      expect(body.count).toBe(2);
      const grace = body.results.find(
        (member: { username: string }) => member.username === "grace",
      );
      expect(grace).toEqual({
        id: expect.any(Number),
        username: "grace",
        email: "grace@example.com",
        role: "admin",
        is_active: true,
        hourly_rate: null,
        email_verified: true,
        date_joined: expect.any(String),
        last_login: expect.any(String),
      });
      expect(
        await call("PATCH", `/api/usermanagement/member/${grace.id}/`, owner, {
          role: "member",
          hourly_rate: "72.5",
        }),
      ).toMatchObject({ status: 200, body: { role: "member", hourly_rate: "72.50" } });
      expect(
        await call("PATCH", `/api/usermanagement/member/${grace.id}/`, owner, { role: "owner" }),
      ).toEqual({
        status: 400,
        body: { role: ['"owner" is not a valid choice.'] },
      });
      expect(
        await call("PATCH", `/api/usermanagement/member/${owner.id}/`, owner, { role: "member" }),
      ).toEqual({
        status: 400,
        body: { non_field_errors: ["The owner's role and status cannot be changed."] },
      });
    });

    it("deactivates a member, keeps them listed, and reactivates only with a free seat", async () => {
      const member = await addMember(context.app, context.database.db, companyId, "member");
      expect(await call("DELETE", `/api/usermanagement/member/${member.id}/`, owner)).toEqual({
        status: 204,
        body: null,
      });
      const listed = await call("GET", "/api/usermanagement/member/?page_size=100", owner);
      expect(
        listed.body.results.find((entry: { id: number }) => entry.id === member.id).is_active,
      ).toBe(false);
      expect(
        (
          await call("POST", "/api/auth/jwt/create/", undefined, {
            username: member.username,
            password: PASSWORD,
          })
        ).status,
      ).toBe(401);
      // owner + grace + the pending invitation of late@ fill the three seats.
      expect(
        await call("PATCH", `/api/usermanagement/member/${member.id}/`, owner, { is_active: true }),
      ).toEqual({
        status: 400,
        body: {
          non_field_errors: [
            "Your subscription allows 3 users. Increase the user amount to add more.",
          ],
        },
      });
      await call("PUT", "/api/billing/increase-current-user-amount/", owner, { new_user_count: 4 });
      expect(
        (
          await call("PATCH", `/api/usermanagement/member/${member.id}/`, owner, {
            is_active: true,
          })
        ).body.is_active,
      ).toBe(true);
    });

    it("is for the owner and admins only", async () => {
      const member = await addMember(context.app, context.database.db, companyId, "member");
      expect(await call("GET", "/api/usermanagement/member/", member)).toEqual({
        status: 403,
        body: FORBIDDEN,
      });
      expect(
        await call("POST", "/api/usermanagement/invitation/", member, { email: "x@example.com" }),
      ).toEqual({
        status: 403,
        body: FORBIDDEN,
      });
    });

    it("answers another company's ids with 404", async () => {
      const stranger = await signedInUser(context.app);
      for (const method of ["GET", "PATCH", "DELETE"] as const) {
        expect(await call(method, `/api/usermanagement/member/${owner.id}/`, stranger, {})).toEqual(
          {
            status: 404,
            body: NOT_FOUND,
          },
        );
      }
      const { body } = await call("GET", "/api/usermanagement/invitation/", owner);
      expect(
        await call("DELETE", `/api/usermanagement/invitation/${body.results[0].id}/`, stranger),
      ).toEqual({
        status: 404,
        body: NOT_FOUND,
      });
    });
  });
});
