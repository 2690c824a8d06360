import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

/**
 * The Content-Security-Policy of every response: the app's own scripts, styles,
 * images, fonts and connections only. Scripts: no inline code except what a
 * document lists by hash (`scriptHashes`, see inlineScriptHashes). Styles allow
 * 'unsafe-inline': emotion (MUI) inserts style elements while the app runs and
 * React writes `style` attributes, neither of which a hash or a nonce can cover
 * (decision 014). Images may be `data:` (icons in styles, the API docs' logo)
 * and `blob:` (the logo's preview before upload); fonts `data:` (the calendar's
 * icon font is embedded in its styles); frames only our own documents and
 * `blob:` (an invoice's PDF, fetched with the session's token, previewed in a frame).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Headers every response carries, also those written before Fastify routes a request: besides
 * the CSP, no sniffing, no framing and a short referrer, the browser features Tempus never uses
 * switched off (Permissions-Policy), the app's window kept apart from windows of other sites it
 * opens or is opened by (Cross-Origin-Opener-Policy), and its resources readable by its own pages
 * only (Cross-Origin-Resource-Policy; the public logo and sharing pictures say `cross-origin`).
 */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": contentSecurityPolicy(),
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

/** What a public picture (the company's logo in mails, the site's sharing pictures) sends instead. */
export const SHARED_RESOURCE_POLICY = "cross-origin";

/**
 * API answers are about one user's data: no browser or proxy keeps them (a shared computer's
 * back button or disk cache would show them to the next person), unless a route said otherwise.
 */
const API_CACHE_CONTROL = "no-store";

/** A year; sent only on requests that came over HTTPS through a trusted proxy. */
const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/** `type` values of script elements that hold data, which CSP does not govern. */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/ecmascript",
]);
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;

/**
 * The CSP hashes (`sha256-…`) of a document's inline scripts that run: the
 * router's context and module loader in the app's fallback page and in pages
 * that hydrate. External scripts (`src`) and data blocks (JSON, JSON-LD) are
 * left out. Computed from the document exactly as it is served.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const value = (type ? (type[1] ?? type[2] ?? type[3]) : "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(value)) continue;
    hashes.add(`sha256-${createHash("sha256").update(content, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/**
 * Adds the security headers to every response Fastify writes (pages, API,
 * media, static files, errors). A response that set its own policy (a page with
 * its script hashes) keeps it; API answers that set no cache policy are `no-store`. Strict-Transport-Security only when a trusted
 * proxy says the request came over HTTPS: on plain HTTP it would be ignored, and
 * from an untrusted client the forwarded scheme means nothing.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { trustProxy: boolean }) {
  const entries = Object.entries(BASE_SECURITY_HEADERS);
  app.addHook("onSend", async (request, reply) => {
    for (const [name, value] of entries) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", API_CACHE_CONTROL);
    }
    if (options.trustProxy && request.protocol === "https") {
      reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    }
  });
}
