import { ERROR_MESSAGES } from "@tempus/contract";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../core/errors.ts";

/** Always allowed: the machine itself, by name and by address (any port). */
export const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** A host as Django's `split_domain_port` accepts it: a name or a bracketed IPv6 address, a port. */
const HOST_PATTERN = /^([a-z0-9.-]+|\[[a-f0-9]*:[a-f0-9.:]+\])(:\d+)?$/;

/**
 * The domain of a `Host` header, lower-cased, without its port and trailing
 * dot; `undefined` when the header is not a valid host (Django's `split_domain_port`).
 */
export function hostDomain(host: string): string | undefined {
  const lower = host.toLowerCase();
  const match = HOST_PATTERN.exec(lower);
  // A port beyond 65535 cannot be a URL's, and links are built from the host.
  if (!match || (match[2] !== undefined && Number(match[2].slice(1)) > 65535)) return undefined;
  return match[1].endsWith(".") ? match[1].slice(0, -1) : match[1];
}

/**
 * Django's `validate_host`: `*` allows any host, `.example.com` the domain and
 * all its subdomains, anything else that exact domain (case-insensitive).
 */
export function isAllowedHost(domain: string, allowed: readonly string[]): boolean {
  return allowed.some((pattern) => {
    const lower = pattern.toLowerCase();
    if (lower === "*") return true;
    if (lower.startsWith(".")) return domain === lower.slice(1) || domain.endsWith(lower);
    return domain === lower;
  });
}

/**
 * ALLOWED_HOSTS as in Django: a request whose host is not allowed is answered
 * 400 before anything else runs, so no link, redirect or page is ever built
 * from a host the operator did not name. With TRUST_PROXY Fastify reads the
 * host from `X-Forwarded-Host`, which is then what is checked.
 */
export function registerAllowedHosts(app: FastifyInstance, allowed: readonly string[]) {
  const any = allowed.includes("*");
  app.addHook("onRequest", async (request) => {
    const domain = hostDomain(request.host ?? "");
    if (domain === undefined || (!any && !isAllowedHost(domain, allowed))) {
      request.log.warn({ host: request.host }, "request for a host that is not allowed");
      throw new HttpError(400, { detail: ERROR_MESSAGES.badRequest });
    }
  });
}
