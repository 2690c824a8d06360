import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountMail } from "../../../src/db/schema/index.ts";
import { deliverDueAccountMails } from "../../../src/mail/account-outbox.ts";
import type { Mail } from "../../../src/mail/mailer.ts";
import { signUp } from "../../helpers/accounts.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const clock = { now: new Date("2026-06-01T08:00:00Z") };

/** A mail server that can be switched off: while down, every send fails at once. */
function switchableMailer() {
  const sent: Mail[] = [];
  const state = { down: true };
  return {
    sent,
    state,
    async send(mail: Mail) {
      if (state.down) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      sent.push(mail);
    },
    close() {},
  };
}

describe("the account mails' outbox", () => {
  const mailer = switchableMailer();
  const context = useTestApp({ deps: { mailer, clock: () => clock.now } });
  const rows = () => context.database.db.select().from(accountMail).orderBy(accountMail.id);
  const quiet = { debug() {}, info() {}, warn() {}, error() {} };
  /** What the delivery job runs with. */
  const outbox = () => ({ db: context.database.db, clock: () => clock.now, mailer, log: quiet });

  it("signs up and answers a password reset while the mail server is down, and delivers later", async () => {
    // The account exists and the answer is the usual one: the mail waits in the outbox.
    const user = await signUp(context.app, { username: "offline-ada" });
    expect(user).toMatchObject({ username: "offline-ada", email: "offline-ada@example.com" });
    const reset = (email: string) =>
      context.app.inject({
        method: "POST",
        url: "/api/auth/users/reset_password/",
        payload: { email },
      });
    // A known and an unknown address are answered alike, neither waiting for the mail server.
    for (const email of [user.email, "nobody@example.com"]) {
      const response = await reset(email);
      expect([response.statusCode, response.body]).toEqual([204, ""]);
    }
    await expect
      .poll(async () => (await rows()).map((row) => [row.kind, row.attempts, row.lastError]))
      .toEqual([
        ["verification", 1, "connect ECONNREFUSED 127.0.0.1:25"],
        ["password_reset", 1, "connect ECONNREFUSED 127.0.0.1:25"],
      ]);
    const [first] = await rows();
    // The first retry is due a minute after the failed attempt.
    expect(first.nextAttemptAt).toEqual(new Date(clock.now.getTime() + 60_000));
    expect(mailer.sent).toEqual([]);

    // Not yet due: nothing is sent.
    mailer.state.down = false;
    expect(await deliverDueAccountMails(outbox())).toBe(0);
    clock.now = new Date(clock.now.getTime() + 60_000);
    expect(await deliverDueAccountMails(outbox())).toBe(2);
    expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [user.email, "Confirm your e-mail address for Tempus"],
      [user.email, "Reset your Tempus password"],
    ]);
    // Delivered: the links (single-use secrets) are no longer stored.
    expect((await rows()).map((row) => [row.attempts, row.message, row.nextAttemptAt])).toEqual([
      [2, null, null],
      [2, null, null],
    ]);
    expect((await rows()).every((row) => row.deliveredAt !== null)).toBe(true);
    // Nothing is due any more.
    expect(await deliverDueAccountMails(outbox())).toBe(0);
  });

  it("sends a mail at once when the server is up, and keeps no copy of it", async () => {
    mailer.state.down = false;
    const user = await signUp(context.app, { username: "online-grace" });
    expect(mailer.sent.at(-1)?.to).toBe(user.email);
    await expect
      .poll(async () => {
        const [row] = await context.database.db
          .select()
          .from(accountMail)
          .where(eq(accountMail.id, (await rows()).at(-1)?.id ?? 0));
        return [row.attempts, row.message, row.deliveredAt !== null];
      })
      .toEqual([1, null, true]);
  });
});
