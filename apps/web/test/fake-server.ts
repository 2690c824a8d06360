import type { Endpoint, OutputOf } from "@tempus/contract/endpoint";
import { vi } from "vitest";

export interface Call {
  url: string;
  method: string;
  authorization: string | null;
}

type Handler = (call: Call, count: number, request: Request) => Response | Promise<Response>;

/** The server, faked at the network boundary: each handler answers one URL. */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const counts = new Map<string, number>();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = new Request(
        new URL(String(input instanceof Request ? input.url : input), "http://localhost"),
        init,
      );
      const path = new URL(request.url).pathname;
      const call = {
        url: path,
        method: request.method,
        authorization: request.headers.get("authorization"),
      };
      calls.push(call);
      const count = (counts.get(path) ?? 0) + 1;
      counts.set(path, count);
      const handler = handlers[path];
      return handler
        ? handler(call, count, request)
        : new Response(JSON.stringify({ detail: "Not found." }), { status: 404 });
    }),
  );
  return calls;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * An endpoint's answer as the contract types it: a fake must be what the server
 * could send (and `call()` checks it against the schema as it reads it).
 */
export const answer = <E extends Endpoint>(_endpoint: E, body: OutputOf<E>, status = 200) =>
  json(body, status);
