import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  discardQueued,
  queueChange,
  queueCreate,
  queuedWrites,
  runningTimer,
  saveQueue,
  updateQueued,
} from "../../../app/features/offline/queue.ts";
import { replay, type Send, settle } from "../../../app/features/offline/replay.ts";
import { ApiError } from "../../../app/lib/api-client.ts";
import { clearTokens, setTokens } from "../../../app/lib/session.ts";

/** A token issued to `userId` that expires in a day (the client only reads it). */
const token = (userId: number, id: string) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 86_400, jti: id, user_id: String(userId) })).replace(/=+$/, "")}.s`;
const signIn = (userId: number) =>
  setTokens({ access: token(userId, "a"), refresh: token(userId, "r") });

const body = (changes: Partial<Parameters<typeof queueCreate>[0]> = {}) => ({
  project: 3,
  activity: null,
  description: "Offline work",
  billable: true,
  start: "2026-11-27T09:00:00.000Z",
  end: "2026-11-27T10:00:00.000Z" as string | null,
  ...changes,
});

const serverLog = {
  id: 41,
  project: 3,
  activity: null,
  description: "On the server",
  billable: true,
  start: "2026-11-27T08:00:00.000Z",
};

describe("the offline queue", () => {
  beforeEach(() => {
    localStorage.clear();
    signIn(7);
  });
  afterEach(() => clearTokens());

  it("keeps writes in their order, each with an id of its own, per signed-in user", () => {
    const first = queueCreate(body({ description: "First" }));
    queueChange(41, { description: "Renamed" });
    const second = queueCreate(body({ description: "Second" }));
    expect(queuedWrites().map((write) => write.kind)).toEqual(["create", "change", "create"]);
    expect(new Set(queuedWrites().map((write) => write.id)).size).toBe(3);
    expect(first).not.toBe(second);

    // Another user on this browser sees none of them; the first one's come back with them.
    signIn(8);
    expect(queuedWrites()).toEqual([]);
    signIn(7);
    expect(queuedWrites()).toHaveLength(3);
    clearTokens();
    expect(queuedWrites()).toEqual([]);
    expect(queueCreate(body())).toBeTypeOf("string");
    expect(localStorage.length).toBe(1);
  });

  it("merges changes of one log into the one waiting for it", () => {
    queueChange(41, { description: "Renamed" });
    queueChange(41, { billable: false });
    queueChange(41, { end: "2026-11-27T09:00:00.000Z" });
    expect(queuedWrites()).toMatchObject([
      {
        kind: "change",
        log: 41,
        body: { description: "Renamed", billable: false, end: "2026-11-27T09:00:00.000Z" },
      },
    ]);
  });

  it("shows the timer as the user left it: started offline, edited, or stopped", () => {
    expect(runningTimer(serverLog, [])).toMatchObject({ id: 41, queued: false });
    queueChange(41, { description: "Renamed" });
    expect(runningTimer(serverLog, queuedWrites())).toMatchObject({
      id: 41,
      description: "Renamed",
      queued: false,
    });
    queueChange(41, { end: "2026-11-27T09:00:00.000Z" });
    expect(runningTimer(serverLog, queuedWrites())).toBeNull();

    const id = queueCreate(body({ end: null, description: "Started offline" }), true);
    expect(runningTimer(null, queuedWrites())).toEqual({
      id,
      project: 3,
      activity: null,
      description: "Started offline",
      billable: true,
      start: "2026-11-27T09:00:00.000Z",
      queued: true,
    });
    updateQueued(id, { end: "2026-11-27T09:30:00.000Z" });
    expect(runningTimer(null, queuedWrites())).toBeNull();
  });

  it("sends in order and empties the queue", async () => {
    const first = queueCreate(body({ description: "First" }));
    queueChange(41, { end: "2026-11-27T09:00:00.000Z" });
    const second = queueCreate(body({ description: "Second" }));
    const sent: string[] = [];
    const send: Send = async (write) => {
      sent.push(write.kind === "create" ? `create ${write.id}` : `change ${write.log}`);
      return write.kind === "create" ? { id: 100 + sent.length } : undefined;
    };
    expect(await replay(send)).toEqual({ sent: 3, refused: 0, interrupted: false });
    expect(sent).toEqual([`create ${first}`, "change 41", `create ${second}`]);
    expect(queuedWrites()).toEqual([]);
  });

  it("sends a create as one POST of the whole log", async () => {
    queueCreate(body());
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 5 }), {
          status: 201,
          headers: { "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    try {
      await replay();
    } finally {
      vi.unstubAllGlobals();
    }
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/projectmanagement/timelog/");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual(body());
    expect(queuedWrites()).toEqual([]);
  });

  it("stops at a failed connection and sends the same write next time", async () => {
    const id = queueCreate(body());
    queueCreate(body({ description: "Later" }));
    const keys: string[] = [];
    const offline: Send = async (write) => {
      keys.push(write.id);
      throw new TypeError("Failed to fetch");
    };
    expect(await replay(offline)).toEqual({ sent: 0, refused: 0, interrupted: true });
    expect(queuedWrites()).toHaveLength(2);
    const online: Send = async (write) => {
      keys.push(write.id);
      return { id: 1 };
    };
    expect(await replay(online)).toMatchObject({ sent: 2 });
    expect(keys[0]).toBe(id);
    expect(keys[1]).toBe(id);
  });

  it("keeps a refused write with the server's message and goes on; a server error waits", async () => {
    const refused = queueCreate(body({ end: null }), true);
    const next = queueCreate(body({ description: "Next" }));
    const send: Send = async (write) => {
      if (write.id === refused)
        throw new ApiError(400, { non_field_errors: ["A timer is already running (42)."] });
      return { id: 9 };
    };
    expect(await replay(send)).toEqual({ sent: 1, refused: 1, interrupted: false });
    expect(queuedWrites()).toEqual([
      expect.objectContaining({ id: refused, refused: "A timer is already running (42)." }),
    ]);
    expect(queuedWrites().some((write) => write.id === next)).toBe(false);
    // A refused one is not sent again by itself, and no longer shows as the running timer.
    expect(await replay(send)).toEqual({ sent: 0, refused: 0, interrupted: false });
    expect(runningTimer(null, queuedWrites())).toBeNull();
    // Edited (its refusal cleared), it goes again; discarded, it is gone.
    updateQueued(refused, { end: "2026-11-27T10:00:00.000Z" }, true);
    expect(queuedWrites()[0].refused).toBeUndefined();
    discardQueued(refused);
    expect(queuedWrites()).toEqual([]);

    queueCreate(body());
    const broken: Send = async () => {
      throw new ApiError(503, { detail: "Service unavailable" });
    };
    expect(await replay(broken)).toEqual({ sent: 0, refused: 0, interrupted: true });
    expect(queuedWrites()[0].refused).toBeUndefined();
  });

  it("turns what changed while a create was on its way into a change of the new log", () => {
    const id = queueCreate(body({ end: null, description: "Started" }), true);
    const sent = queuedWrites()[0];
    updateQueued(id, { description: "Started and renamed", end: "2026-11-27T11:00:00.000Z" });
    expect(settle(queuedWrites(), sent, { id: 77 })).toEqual([
      {
        id: `${id}:after`,
        kind: "change",
        log: 77,
        body: { description: "Started and renamed", end: "2026-11-27T11:00:00.000Z" },
      },
    ]);
    // Unchanged, it simply leaves.
    saveQueue([sent]);
    expect(settle(queuedWrites(), sent, { id: 77 })).toEqual([]);
  });
});
