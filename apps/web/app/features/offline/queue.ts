import { useSyncExternalStore } from "react";
import { getTokens } from "../../lib/session.ts";

/**
 * The writes the timer and the entry dialog could not send (decision 033): kept in localStorage
 * under the signed-in user (the refresh token's subject), shown at once and sent in order when
 * the connection returns (replay.ts). A write leaves the queue only once the server answered
 * it; a `change` is a PATCH of a log the server has, which sending twice leaves as once.
 */
export interface QueuedLogBody {
  project: number;
  activity: number | null;
  description: string;
  billable: boolean;
  start: string;
  /** null: a timer started offline that still runs. */
  end: string | null;
  tags?: number[];
}

export interface LogChanges {
  description?: string;
  billable?: boolean;
  end?: string;
}

interface Common {
  /** Unique per write. */
  id: string;
  /** The server's message when it refused the write: it waits for the user (retry, edit, discard). */
  refused?: string;
}
export type QueuedWrite = Common &
  (
    | { kind: "create"; body: QueuedLogBody; timer: boolean }
    | { kind: "change"; log: number; body: LogChanges }
  );

const PREFIX = "tempus.offline-queue.";
const listeners = new Set<() => void>();
let cached: { key: string; raw: string | null; queue: QueuedWrite[] } | null = null;
const EMPTY: QueuedWrite[] = [];

/** The signed-in user's storage key (simplejwt's `user_id` in the refresh token), or null. */
function storageKey(): string | null {
  const refresh = getTokens()?.refresh;
  if (!refresh) return null;
  try {
    const payload = JSON.parse(
      atob(refresh.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")),
    ) as { user_id?: unknown };
    return payload.user_id === undefined ? null : `${PREFIX}${String(payload.user_id)}`;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The waiting writes, oldest first. */
export function queuedWrites(): QueuedWrite[] {
  const key = storageKey();
  if (!key) return EMPTY;
  const raw = read(key);
  if (cached && cached.key === key && cached.raw === raw) return cached.queue;
  let queue: QueuedWrite[] = EMPTY;
  try {
    const parsed = JSON.parse(raw ?? "[]");
    if (Array.isArray(parsed)) queue = parsed as QueuedWrite[];
  } catch {
    queue = EMPTY;
  }
  cached = { key, raw, queue };
  return queue;
}

/** Replaces the queue and tells every subscriber; false when there is no session to keep it for. */
export function saveQueue(queue: QueuedWrite[]): boolean {
  const key = storageKey();
  if (!key) return false;
  try {
    if (queue.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(queue));
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same user changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(PREFIX)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useQueuedWrites(): QueuedWrite[] {
  return useSyncExternalStore(subscribeQueue, queuedWrites, () => EMPTY);
}

const newId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Adds a log to create (an entry, or a timer started offline); answers its id. */
export function queueCreate(body: QueuedLogBody, timer = false): string {
  const id = newId();
  saveQueue([...queuedWrites(), { id, kind: "create", body, timer }]);
  return id;
}

/**
 * Changes of a log the server has: merged into the one waiting for it (not refused), so that
 * the log ends as the user left it with one request.
 */
export function queueChange(log: number, body: LogChanges): void {
  const queue = queuedWrites();
  const waiting = queue.findIndex(
    (write) => write.kind === "change" && write.log === log && !write.refused,
  );
  if (waiting >= 0) {
    const write = queue[waiting] as Extract<QueuedWrite, { kind: "change" }>;
    saveQueue(queue.with(waiting, { ...write, body: { ...write.body, ...body } }));
  } else saveQueue([...queue, { id: newId(), kind: "change", log, body }]);
}

/** Changes a waiting write (the timer started offline, or one the server refused, edited). */
export function updateQueued(id: string, body: Partial<QueuedLogBody>, clearRefusal = false) {
  saveQueue(
    queuedWrites().map((write) =>
      write.id !== id
        ? write
        : ({
            ...write,
            body: { ...write.body, ...body },
            ...(clearRefusal ? { refused: undefined } : {}),
          } as QueuedWrite),
    ),
  );
}

export function discardQueued(id: string) {
  saveQueue(queuedWrites().filter((write) => write.id !== id));
}

/** The running timer as the user sees it: the server's, with what waits to be sent applied. */
export interface RunningTimer {
  /** The server's id; the queued write's id for a timer started offline. */
  id: number | string;
  project: number;
  activity: number | null;
  description: string;
  billable: boolean;
  start: string;
}

export function runningTimer<L extends RunningTimer & { id: number }>(
  server: L | null,
  queue: readonly QueuedWrite[],
): (RunningTimer & { id: string; queued: true }) | (L & { queued: false }) | null {
  const offline = queue.find(
    (write) => write.kind === "create" && write.timer && write.body.end === null && !write.refused,
  );
  if (offline?.kind === "create") {
    const { project, activity, description, billable, start } = offline.body;
    return { id: offline.id, project, activity, description, billable, start, queued: true };
  }
  if (!server) return null;
  let changed: L = server;
  for (const write of queue) {
    if (write.kind !== "change" || write.log !== server.id) continue;
    if (write.body.end !== undefined && !write.refused) return null;
    const { end: _end, ...rest } = write.body;
    changed = { ...changed, ...rest };
  }
  return { ...changed, queued: false };
}

/** A request that did not reach the server (no connection), as opposed to one it refused. */
export const isNetworkFailure = (error: unknown) =>
  error instanceof TypeError ||
  (typeof navigator !== "undefined" && navigator.onLine === false && !hasStatus(error));

const hasStatus = (error: unknown) =>
  typeof error === "object" && error !== null && "status" in error;

export const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/** The service worker's copies of API answers (`tempus-api-<user>`): forgotten at sign-out. */
export const API_CACHE_PREFIX = "tempus-api-";

export async function forgetOfflineCopies(): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)),
    );
  } catch {
    // Storage refused: nothing was kept.
  }
}
