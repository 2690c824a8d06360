import { describe, expect, it } from "vitest";
import { purgeIdempotencyKeys } from "../../src/jobs/purge-idempotency-keys.ts";
import { logIn, signedInUser } from "../helpers/accounts.ts";
import { addMember } from "../helpers/factories.ts";
import { buildProject, caller } from "../helpers/project-time.ts";
import { useTestApp } from "../helpers/test-app.ts";

const clock = { now: new Date("2026-06-01T10:00:00.000Z") };
const LOGS = "/api/projectmanagement/timelog/";

describe("Idempotency-Key on the time log's create and the timer's start", () => {
  const context = useTestApp({ deps: { clock: () => clock.now } });
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);
  const send = async (
    who: { headers: Record<string, string> },
    url: string,
    payload: object,
    key?: string,
  ) => {
    const response = await context.app.inject({
      method: "POST",
      url,
      payload,
      headers: { ...who.headers, ...(key === undefined ? {} : { "idempotency-key": key }) },
    });
    return {
      status: response.statusCode,
      replayed: response.headers["idempotent-replayed"] ?? null,
      body: response.json(),
    };
  };
  const count = async (who: { headers: Record<string, string> }) =>
    (await call("GET", `${LOGS}?page_size=100`, who)).body.count;

  it("stores a log once however often it is sent, and answers each repeat as the first", async () => {
    const owner = await signedInUser(context.app);
    const { project } = await buildProject(context.app, owner);
    const log = {
      project: project.id,
      start: "2026-06-01T08:00:00Z",
      end: "2026-06-01T09:00:00Z",
      description: "Made offline",
    };
    const first = await send(owner, LOGS, log, "offline-7f3a");
    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();
    const again = await send(owner, LOGS, log, "offline-7f3a");
    expect(again).toEqual({ status: 201, replayed: "true", body: first.body });
    expect(await count(owner)).toBe(1);
    // Without a key, each request is its own.
    expect((await send(owner, LOGS, log)).status).toBe(201);
    expect(await count(owner)).toBe(2);
  });

  it("refuses the same key for another request, and a malformed key", async () => {
    const owner = await signedInUser(context.app);
    const { project } = await buildProject(context.app, owner);
    const log = { project: project.id, start: "2026-06-01T08:00:00Z", end: "2026-06-01T09:00:00Z" };
    expect((await send(owner, LOGS, log, "k1")).status).toBe(201);
    expect(await send(owner, LOGS, { ...log, description: "something else" }, "k1")).toEqual({
      status: 422,
      replayed: null,
      body: { detail: "This Idempotency-Key was already used for a different request." },
    });
    expect(await send(owner, LOGS, log, "with space")).toEqual({
      status: 400,
      replayed: null,
      body: { detail: "The Idempotency-Key header must be 1 to 100 visible characters." },
    });
    expect((await send(owner, LOGS, log, "x".repeat(101))).status).toBe(400);
    expect(await count(owner)).toBe(1);
  });

  it("keeps keys apart per user, and lets a refused request be tried again with its key", async () => {
    const owner = await signedInUser(context.app);
    const me = (await call("GET", "/api/auth/users/me/", owner)).body;
    const member = await addMember(context.app, context.database.db, me.company, "member");
    const { project } = await buildProject(context.app, owner);
    const body = { project: project.id, description: "Timer" };
    const started = await send(owner, `${LOGS}start/`, body, "same-key");
    expect(started.status).toBe(201);
    // The member's same key is the member's own.
    expect((await send(member, `${LOGS}start/`, body, "same-key")).status).toBe(201);
    // A refusal made nothing and keeps no answer: the owner's second timer is refused, and once
    // the first is stopped the same key starts it.
    const refused = await send(owner, `${LOGS}start/`, body, "second");
    expect(refused.status).toBe(400);
    expect(await send(owner, `${LOGS}start/`, body, "second")).toEqual(refused);
    expect((await call("POST", `${LOGS}${started.body.id}/stop/`, owner)).status).toBe(200);
    const after = await send(owner, `${LOGS}start/`, body, "second");
    expect([after.status, after.replayed]).toEqual([201, null]);
    expect(await send(owner, `${LOGS}start/`, body, "second")).toEqual({
      ...after,
      replayed: "true",
    });
  });

  it("forgets a key after a day", async () => {
    const owner = await signedInUser(context.app);
    const { project } = await buildProject(context.app, owner);
    const log = { project: project.id, start: "2026-06-01T08:00:00Z", end: "2026-06-01T09:00:00Z" };
    expect((await send(owner, LOGS, log, "daily")).status).toBe(201);
    clock.now = new Date("2026-06-02T10:00:01.000Z");
    expect(await purgeIdempotencyKeys(context.database.db, () => clock.now)).toBeGreaterThan(0);
    // A day on, the access token is long gone: the same person signs in again.
    const { access } = await logIn(context.app, owner.username);
    const signedIn = { headers: { authorization: `Bearer ${access}` } };
    const later = await send(signedIn, LOGS, log, "daily");
    expect([later.status, later.replayed]).toEqual([201, null]);
    expect(await count(signedIn)).toBe(2);
    clock.now = new Date("2026-06-01T10:00:00.000Z");
  });
});
