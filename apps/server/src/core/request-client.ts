import { AsyncLocalStorage } from "node:async_hooks";

/** Where a request comes from: its User-Agent (cut) and its address (behind trusted proxies, theirs). */
export interface RequestClient {
  userAgent: string;
  ipAddress: string;
}

const USER_AGENT_KEPT = 400;

export const requestClientOf = (userAgent: string | undefined, ip: string): RequestClient => ({
  userAgent: (userAgent ?? "").slice(0, USER_AGENT_KEPT),
  ipAddress: ip.slice(0, 45),
});

const current = new AsyncLocalStorage<RequestClient>();

/**
 * The client of the request under way, for records that say where a change came from (the audit
 * trail, decision 038) without every operation taking it as a parameter. The HTTP layer runs each
 * request inside `withRequestClient`; jobs and tests outside a request get `undefined`.
 */
export const currentRequestClient = (): RequestClient | undefined => current.getStore();

export function withRequestClient(client: RequestClient, next: () => void) {
  current.run(client, next);
}
