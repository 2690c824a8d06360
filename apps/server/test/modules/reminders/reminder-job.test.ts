import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { acrossCompanies } from "../../../src/db/across-companies.ts";
import { accountMail, reminderSent } from "../../../src/db/schema/index.ts";
import { createReminderMemory, sendDueReminders } from "../../../src/modules/reminders/index.ts";
import { logIn, signedInUser } from "../../helpers/accounts.ts";
import { changeUserByHand } from "../../helpers/by-hand.ts";
import { addMember } from "../../helpers/factories.ts";
import { captureMailer, linkParams } from "../../helpers/mail-catcher.ts";
import { buildProject, caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const clock = { now: new Date("2026-03-01T09:00:00Z") };
const PUBLIC_URL = "https://tempus.example";
const FOOTER =
  "You receive these reminders for your working days and your timer. You can change them or turn them off in your Tempus profile.";

describe("the reminders' job", () => {
  const mailer = captureMailer();
  const context = useTestApp({ deps: { mailer, clock: () => clock.now } });
  const quiet = { debug() {}, info() {}, warn() {}, error() {} };
  const jobDeps = () => ({
    db: context.database.db,
    clock: () => clock.now,
    config: { publicUrl: PUBLIC_URL },
    mailer,
    log: quiet,
  });
  const memory = createReminderMemory();
  /** One run of the job at `iso`: what it says it sent, and the mails' recipients and subjects. */
  const runAt = async (iso: string, memoryOfRun = memory) => {
    clock.now = new Date(iso);
    const before = mailer.sent.length;
    const result = await sendDueReminders(jobDeps(), memoryOfRun);
    const mails = mailer.sent.slice(before).map((mail) => [mail.to, mail.subject]);
    return { result, mails };
  };
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);
  /** `who` signed in again at the clock's time (the clock moves past access tokens' lifetime). */
  const now = async (who: { username: string }) => {
    const tokens = await logIn(context.app, who.username);
    return { headers: { authorization: `Bearer ${tokens.access}` } };
  };
  /** The reminders mailed to an address (not the sign-up's verification mail). */
  const remindersTo = (email: string) =>
    mailer.sent.filter((mail) => mail.to === email && !mail.subject.startsWith("Confirm"));
  /** A finished log of `who` from `start` for `minutes`. */
  const log = async (
    who: { headers: Record<string, string> },
    project: number,
    start: string,
    minutes: number,
  ) => {
    const end = new Date(new Date(start).getTime() + minutes * 60_000).toISOString();
    const created = await call("POST", "/api/projectmanagement/timelog/", who, {
      project,
      start,
      end,
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  };

  it("mails short working days the next morning in the company's zone, once", async () => {
    // Everyone joined on Sunday 1 March 2026 (Berlin, the company's zone: UTC+1).
    const owner = await signedInUser(context.app, { username: "ada" });
    const me = (await call("GET", "/api/auth/users/me/", owner)).body;
    const joined = new Date("2026-03-01T09:00:00Z");
    const full = await addMember(context.app, context.database.db, me.company, "member");
    const quietOne = await addMember(context.app, context.database.db, me.company, "member");
    const gone = await addMember(context.app, context.database.db, me.company, "member");
    for (const user of [full, quietOne, gone])
      await changeUserByHand(context.database.db, user.id, { dateJoined: joined });
    await changeUserByHand(context.database.db, gone.id, { isActive: false });
    await call("PATCH", "/api/projectmanagement/reminder-settings/", quietOne, {
      reminders_enabled: false,
    });
    const { project } = await buildProject(context.app, owner);

    // Monday 2 March: Ada 5 hours (two logs), the full member 8 hours; the log Ada starts at
    // 23:30 Berlin belongs to Monday, one starting at 00:30 on Tuesday does not.
    await log(owner, project.id, "2026-03-02T07:00:00Z", 240);
    await log(owner, project.id, "2026-03-02T22:30:00Z", 60);
    await log(owner, project.id, "2026-03-02T23:30:00Z", 120);
    await log(full, project.id, "2026-03-02T08:00:00Z", 480);

    // 06:59 in Berlin on Tuesday: not yet.
    expect(await runAt("2026-03-03T05:59:00Z")).toEqual({
      result: { shortDays: 0, timers: 0 },
      mails: [],
    });
    // 07:00: Ada's Monday fell short; Sunday was no working day, and no one else is short.
    expect(await runAt("2026-03-03T06:00:00Z")).toEqual({
      result: { shortDays: 1, timers: 0 },
      mails: [[owner.email, "Your time for Monday, March 2 is incomplete"]],
    });
    const mail = mailer.sent.at(-1);
    expect(mail?.text).toBe(
      [
        "Hello ada,",
        "",
        "on Monday, March 2 you tracked 5:00, 3:00 less than your daily target of 8:00.",
        "Add the missing time while you still remember it.",
        "",
        `Add time: ${PUBLIC_URL}/app/project-time/timelog`,
        "",
        FOOTER,
      ].join("\n"),
    );
    expect(mail?.html).toContain(`<a href="${PUBLIC_URL}/app/project-time/timelog"`);
    // The app shows the same day beside the timer.
    const notice = await call("GET", "/api/projectmanagement/reminders/", await now(owner));
    expect(notice.body).toEqual({
      running: null,
      short_day: { day: "2026-03-02", tracked_seconds: 18_000, target_seconds: 28_800 },
      idle_minutes: 0,
    });

    // Later runs, a restart (a new memory) and a second instance send nothing more.
    expect(await runAt("2026-03-03T07:00:00Z")).toEqual({
      result: { shortDays: 0, timers: 0 },
      mails: [],
    });
    expect(await runAt("2026-03-03T08:00:00Z", createReminderMemory())).toEqual({
      result: { shortDays: 0, timers: 0 },
      mails: [],
    });
    // Delivered through the account mails' outbox: stored, sent, its content gone.
    const stored = await context.database.db
      .select()
      .from(accountMail)
      .where(eq(accountMail.kind, "reminder"));
    expect(stored.map((row) => [row.attempts, row.message, row.deliveredAt !== null])).toEqual([
      [1, null, true],
    ]);
  });

  it("sends one mail when several instances run at the same moment", async () => {
    const before = mailer.sent.length;
    // Wednesday 07:00 in Berlin: nobody logged anything on Tuesday.
    clock.now = new Date("2026-03-04T06:00:00Z");
    const runs = await Promise.all(
      [1, 2, 3].map(() => sendDueReminders(jobDeps(), createReminderMemory())),
    );
    const recipients = mailer.sent.slice(before).map((mail) => mail.to);
    // Ada and the full member (the one with reminders off and the inactive one are left out).
    expect(recipients).toHaveLength(2);
    expect(new Set(recipients).size).toBe(2);
    expect(runs.reduce((sum, run) => sum + run.shortDays, 0)).toBe(2);
  });

  it("skips days that are not working days, and cuts days at the zone's midnight on DST days", async () => {
    clock.now = new Date("2026-03-06T09:00:00Z");
    const owner = await signedInUser(context.app, { username: "sunny" });
    const { project } = await buildProject(context.app, owner);
    // Saturday 7 and Sunday 8 March are no working days by default.
    expect((await runAt("2026-03-08T06:00:00Z")).mails).not.toContainEqual([
      owner.email,
      expect.anything(),
    ]);
    expect((await runAt("2026-03-09T06:00:00Z")).mails).not.toContainEqual([
      owner.email,
      expect.anything(),
    ]);

    // This user works on Sundays only, 2 hours. Sunday 29 March has 23 hours in Berlin: it runs
    // from 23:00 UTC on Saturday to 22:00 UTC on Sunday.
    clock.now = new Date("2026-03-20T09:00:00Z");
    const sunny = await now(owner);
    await call("PATCH", "/api/projectmanagement/reminder-settings/", sunny, {
      working_days: [7],
      daily_target_minutes: 120,
    });
    await log(sunny, project.id, "2026-03-28T22:30:00Z", 30); // Saturday 23:30: not Sunday
    await log(sunny, project.id, "2026-03-28T23:30:00Z", 45); // Sunday 00:30
    await log(sunny, project.id, "2026-03-29T21:30:00Z", 30); // Sunday 23:30 (summer time)
    await log(sunny, project.id, "2026-03-29T22:30:00Z", 90); // Monday 00:30: not Sunday
    // Monday 06:59 summer time is 04:59 UTC.
    expect((await runAt("2026-03-30T04:59:00Z")).mails).toEqual([]);
    const { mails } = await runAt("2026-03-30T05:00:00Z");
    expect(mails).toContainEqual([owner.email, "Your time for Sunday, March 29 is incomplete"]);
    expect(remindersTo(owner.email).map((mail) => mail.subject)).toEqual([
      "Your time for Sunday, March 29 is incomplete",
    ]);
    expect(remindersTo(owner.email)[0].text).toContain(
      "on Sunday, March 29 you tracked 1:15, 0:45 less than your daily target of 2:00.",
    );
  });

  it("mails a timer left running past the limit once, with a link to stop it at the proposed end", async () => {
    clock.now = new Date("2026-04-07T07:00:00Z"); // Tuesday 09:00 in Berlin
    const owner = await signedInUser(context.app, { username: "grace" });
    const { project } = await buildProject(context.app, owner, { name: "Audit" });
    const started = await call("POST", "/api/projectmanagement/timelog/start/", owner, {
      project: project.id,
    });
    expect(started.status).toBe(201);
    const id = started.body.id as number;
    const mine = () => remindersTo(owner.email).map((mail) => mail.subject);

    // 9 hours 59 minutes: within the limit of 10 hours.
    await runAt("2026-04-07T16:59:00Z");
    expect(mine()).toEqual([]);
    expect((await call("GET", "/api/projectmanagement/reminders/", await now(owner))).body).toEqual(
      {
        running: null,
        short_day: null,
        idle_minutes: 0,
      },
    );
    // 10 hours: the mail, proposing the daily target after the start (17:00 Berlin, written as an American reads it).
    await runAt("2026-04-07T17:00:00Z");
    expect(mine()).toEqual(["Your timer is still running"]);
    const mail = remindersTo(owner.email).at(-1);
    const stopLink = `${PUBLIC_URL}/app?stop=${id}&at=2026-04-07T15%3A00%3A00.000Z`;
    expect(mail?.text).toBe(
      [
        "Hello grace,",
        "",
        "your timer for Audit has been running since Tuesday, April 7 at 9:00 AM. It has run longer than your limit of 10 h.",
        "If you forgot to stop it, stop it at 5:00 PM with one click, or open Tempus and choose another time.",
        "",
        `Stop at 5:00 PM: ${stopLink}`,
        "",
        FOOTER,
      ].join("\n"),
    );
    expect(Object.fromEntries(linkParams(mail?.text ?? "", "/app"))).toEqual({
      stop: String(id),
      at: "2026-04-07T15:00:00.000Z",
    });
    // The notice in the app says the same.
    const grace = await now(owner);
    expect((await call("GET", "/api/projectmanagement/reminders/", grace)).body).toEqual({
      running: {
        id,
        start: "2026-04-07T07:00:00.000Z",
        limit_hours: 10,
        over_limit: true,
        crossed_midnight: false,
        suggested_end: "2026-04-07T15:00:00.000Z",
      },
      short_day: null,
      idle_minutes: 0,
    });

    // Past midnight it is still the same timer: no second mail.
    await runAt("2026-04-07T22:30:00Z");
    expect(mine()).toEqual(["Your timer is still running"]);

    // Stopping at the proposed end is the log's update (what the app's dialog sends).
    const stopped = await call("PATCH", `/api/projectmanagement/timelog/${id}/`, await now(owner), {
      end: "2026-04-07T15:00:00.000Z",
    });
    expect([stopped.status, stopped.body.end, stopped.body.duration_seconds]).toEqual([
      200,
      "2026-04-07T15:00:00.000Z",
      28_800,
    ]);
    const after = await call("GET", "/api/projectmanagement/reminders/", await now(owner));
    expect(after.body.running).toBeNull();
  });

  it("mails a timer that runs over the company's midnight, in the user's language", async () => {
    clock.now = new Date("2026-04-14T20:30:00Z"); // Tuesday 22:30 in Berlin
    const owner = await signedInUser(context.app, { username: "hanna" });
    await call("PATCH", "/api/auth/users/me/", owner, { language_preference: "de" });
    const { project } = await buildProject(context.app, owner, { name: "Umzug" });
    const started = await call("POST", "/api/projectmanagement/timelog/start/", owner, {
      project: project.id,
    });
    const id = started.body.id as number;
    const mine = () => remindersTo(owner.email);

    await runAt("2026-04-14T21:59:00Z"); // 23:59
    expect(mine()).toEqual([]);
    await runAt("2026-04-14T22:00:00Z"); // 00:00 on Wednesday
    expect(mine().map((mail) => mail.subject)).toEqual(["Dein Timer läuft noch"]);
    expect(mine()[0].text).toBe(
      [
        "Hallo hanna,",
        "",
        "dein Timer für Umzug läuft seit Dienstag, 14. April um 22:30. Er ist über Mitternacht gelaufen.",
        "Falls du vergessen hast, ihn anzuhalten, stoppe ihn mit einem Klick um 00:00 oder öffne Tempus und wähle eine andere Zeit.",
        "",
        `Um 00:00 stoppen: ${PUBLIC_URL}/app?stop=${id}&at=2026-04-14T22%3A00%3A00.000Z`,
        "",
        "Du erhältst diese Erinnerungen für deine Arbeitstage und deinen Timer. Du kannst sie in deinem Tempus-Profil ändern oder ausschalten.",
      ].join("\n"),
    );
    const sent = await acrossCompanies(context.database.db, (tx) =>
      tx
        .select({ subject: reminderSent.subject })
        .from(reminderSent)
        .where(and(eq(reminderSent.userId, owner.id), eq(reminderSent.kind, "timer"))),
    );
    expect(sent).toEqual([{ subject: String(id) }]);
  });

  it("forgets what it sent after 60 days", async () => {
    const count = async () =>
      (
        await acrossCompanies(context.database.db, (tx) =>
          tx.select({ userId: reminderSent.userId }).from(reminderSent),
        )
      ).length;
    expect(await count()).toBeGreaterThan(0);
    await runAt("2026-07-01T00:00:00Z");
    const left = await acrossCompanies(context.database.db, (tx) =>
      tx.select({ sentAt: reminderSent.sentAt }).from(reminderSent),
    );
    expect(left.every((row) => row.sentAt >= new Date("2026-05-02T00:00:00Z"))).toBe(true);
  });
});
