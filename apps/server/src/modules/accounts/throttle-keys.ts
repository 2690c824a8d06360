import type { Rate } from "../../config.ts";
import type { AccountsDeps } from "./deps.ts";

/**
 * The account endpoints are limited per client address and, where an account
 * is named, per account too. `scope` keeps the endpoints' counters apart.
 */
export function throttleAccountRequest(
  deps: AccountsDeps,
  clientIp: string,
  scope: string,
  account?: string,
): Promise<void> {
  const keys: [string, Rate][] = [[`${scope}:ip:${clientIp}`, deps.config.throttleAuthRate]];
  if (account) {
    keys.push([`${scope}:account:${account.toLowerCase()}`, deps.config.throttleAccountRate]);
  }
  return deps.throttle.hitAll(keys);
}
