/**
 * The app's service worker (decision 033), built by scripts/app-offline.ts into `/app-sw.js` and
 * registered with the scope `/app` by the app's pages only (offline-status.tsx): the public site
 * is never controlled by it.
 * - Navigations below /app: the network first; without one, the app's page as last loaded
 *   (every /app address is the same single-page fallback).
 * - Hashed files below /assets/: from the cache first (they never change), kept as they load;
 *   the shell's files and every /app route's are cached when the worker installs.
 * - API reads (GET /api/…): the network first; without one, the answer last read by the same
 *   user (the bearer token's `user_id`), in a cache of that user's own, which the others'
 *   requests never read and which sign-out deletes (and a second user's first answer too).
 * - Writes are never touched: offline they fail, and the page's queue keeps them.
 */

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
}

export {};

declare const __PRECACHE__: string[];
declare const __VERSION__: string;

const scope = self as unknown as WorkerScope;
const SHELL_CACHE = `tempus-shell-${__VERSION__}`;
const API_CACHE_PREFIX = "tempus-api-";
/** The app's page: the single-page fallback every /app address answers. */
const APP_PAGE = "/app";

scope.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([APP_PAGE, ...__PRECACHE__]))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("tempus-shell-") && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => scope.clients.claim()),
  );
});

/** The user a bearer token was issued to (simplejwt's `user_id`), or null. */
function userOf(request: Request): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  if (!token) return null;
  try {
    const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as {
      user_id?: unknown;
    };
    return payload.user_id === undefined ? null : String(payload.user_id);
  } catch {
    return null;
  }
}

async function pageOrShell(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get("content-type")?.includes("text/html")) {
      const copy = response.clone();
      void caches.open(SHELL_CACHE).then((cache) => cache.put(APP_PAGE, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(APP_PAGE, { cacheName: SHELL_CACHE, ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function asset(request: Request): Promise<Response> {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function apiRead(request: Request, user: string): Promise<Response> {
  const name = `${API_CACHE_PREFIX}${user}`;
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get("content-type")?.includes("json")) {
      const copy = response.clone();
      void (async () => {
        // One user's copies at a time: another user's go as soon as this one reads.
        for (const other of await caches.keys())
          if (other.startsWith(API_CACHE_PREFIX) && other !== name) await caches.delete(other);
        await (await caches.open(name)).put(request, copy);
      })();
    }
    return response;
  } catch (error) {
    const cached = await (await caches.open(name)).match(request, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

scope.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return;
  if (request.mode === "navigate") {
    if (url.pathname === APP_PAGE || url.pathname.startsWith(`${APP_PAGE}/`))
      event.respondWith(pageOrShell(request));
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(asset(request));
    return;
  }
  if (url.pathname.startsWith("/api/")) {
    const user = userOf(request);
    if (user) event.respondWith(apiRead(request, user));
  }
});
