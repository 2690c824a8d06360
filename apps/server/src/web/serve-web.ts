import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import fastifyStatic from "@fastify/static";
import { ERROR_MESSAGES } from "@tempus/contract";
import {
  LANGUAGE_COOKIE,
  PUBLIC_ORIGIN_PLACEHOLDER,
  SITE_LANGUAGES,
  type SiteLanguage,
  sitePath,
} from "@tempus/contract/constants";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SiteConfig } from "../config.ts";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  SHARED_RESOURCE_POLICY,
} from "../http/security-headers.ts";
import { fillSiteSlots } from "./site-slots.ts";

/**
 * Paths the browser app renders itself (behind login, from query parameters, or a shared
 * report's link, decision 032).
 */
const CLIENT_ROUTE_PREFIXES = ["/app", "/verify-email-token", "/shared"];
const SPA_FALLBACKS = ["__spa-fallback.html", "index.html"];
/** The fallback for `/app` addresses, with the app's shell preloaded (apps/web/scripts/app-fallback.ts). */
const APP_FALLBACK = "__app-fallback.html";
/** Files served through `renderDocument` (their origin and slots filled in), never raw. */
const DOCUMENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};
/** Top-level documents of the site that are files rather than pages. */
const SITE_FILES = new Set(["/sitemap.xml", "/robots.txt"]);

const isClientRoute = (path: string) =>
  CLIENT_ROUTE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** The site language an address is written in: its first segment, if a site language's; else English. */
const languageOfPath = (path: string): SiteLanguage => {
  const first = path.split("/")[1] ?? "";
  return SITE_LANGUAGES.find((language) => language !== "en" && language === first) ?? "en";
};

interface Document {
  type: string;
  etag: string;
  /** Content-Security-Policy with the hashes of the document's own inline scripts. */
  policy: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface WebOptions {
  /** `PUBLIC_URL`: the origin of canonical links, Open Graph and the sitemap. */
  publicUrl: string;
  site: SiteConfig;
}

/** The visitor's remembered language, from the `preferredLanguage` cookie. */
function cookieLanguage(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === LANGUAGE_COOKIE) return rest.join("=");
  }
  return undefined;
}

/**
 * Serves the built web app: hashed assets cached for good (brotli or gzip made
 * at build time), the pre-rendered public pages in their language (with this
 * server's origin and configured parts filled in, compressed once, revalidated
 * by ETag), the app's single-page fallback for its client routes, and the
 * site's own 404 page for every other address (decision 007).
 */
export async function registerWeb(app: FastifyInstance, webRoot: string, options: WebOptions) {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (path) => !(extname(path) in DOCUMENT_TYPES),
    setHeaders(reply, path) {
      reply.header(
        "cache-control",
        path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
      // Sharing pictures are shown by other sites (link previews): readable across origins.
      if (path.includes("/og/"))
        reply.header("cross-origin-resource-policy", SHARED_RESOURCE_POLICY);
    },
  });
  const fallback = SPA_FALLBACKS.find((file) => existsSync(join(webRoot, file)));
  const appFallback = existsSync(join(webRoot, APP_FALLBACK)) ? APP_FALLBACK : fallback;
  const documents = new Map<string, Document>();
  const origin = options.publicUrl.replace(/\/+$/, "");

  /** A document as served: read, filled in and compressed once per process. */
  function renderDocument(relativePath: string): Document {
    const known = documents.get(relativePath);
    if (known) return known;
    const text = readFileSync(join(webRoot, relativePath), "utf8");
    const language = languageOfPath(`/${relativePath}`);
    const filled = fillSiteSlots(
      text.replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, origin),
      options.site,
      language,
    );
    const identity = Buffer.from(filled);
    const document: Document = {
      type: DOCUMENT_TYPES[extname(relativePath)] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
      policy: contentSecurityPolicy(inlineScriptHashes(filled)),
      identity,
      br: brotliCompressSync(identity, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      gzip: gzipSync(identity, { level: 9 }),
    };
    documents.set(relativePath, document);
    return document;
  }

  function sendDocument(request: FastifyRequest, reply: FastifyReply, relativePath: string) {
    const document = renderDocument(relativePath);
    reply
      .header("content-type", document.type)
      .header("cache-control", "no-cache")
      .header("etag", document.etag)
      .header("content-security-policy", document.policy)
      .header("vary", "Accept-Encoding, Cookie");
    if (request.headers["if-none-match"] === document.etag) return reply.code(304).send();
    const accepted = String(request.headers["accept-encoding"] ?? "");
    if (/\bbr\b/.test(accepted)) return reply.header("content-encoding", "br").send(document.br);
    if (/\bgzip\b/.test(accepted)) {
      return reply.header("content-encoding", "gzip").send(document.gzip);
    }
    return reply.send(document.identity);
  }

  const isFile = (relativePath: string) => {
    const file = join(webRoot, relativePath);
    return file.startsWith(webRoot) && existsSync(file) && statSync(file).isFile();
  };

  return async function serveWebPage(request: FastifyRequest, reply: FastifyReply) {
    let path: string;
    try {
      path = normalize(decodeURIComponent(request.url.split("?")[0])).replace(/\/+$/, "") || "/";
    } catch {
      return reply.code(404).send({ detail: ERROR_MESSAGES.notFound });
    }
    if (SITE_FILES.has(path) && isFile(path)) return sendDocument(request, reply, path);
    const page = path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
    if (isFile(page)) {
      // A visitor who chose another language lands on the page in it (the choice is the cookie's).
      const chosen = cookieLanguage(request);
      const translated = chosen && chosen !== "en" ? sitePath(path, chosen) : path;
      if (
        languageOfPath(path) === "en" &&
        translated !== path &&
        isFile(`${translated.slice(1)}/index.html`)
      ) {
        const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
        return reply
          .header("vary", "Accept-Encoding, Cookie")
          .header("cache-control", "no-cache")
          .redirect(`${translated}${query}`, 302);
      }
      return sendDocument(request, reply, page);
    }
    if (isClientRoute(path) && fallback) {
      const isApp = path === "/app" || path.startsWith("/app/");
      return sendDocument(request, reply, isApp && appFallback ? appFallback : fallback);
    }
    const language = languageOfPath(path);
    const notFound = language === "en" ? "404/index.html" : `${language}/404/index.html`;
    if (isFile(notFound)) return sendDocument(request, reply.code(404), notFound);
    if (!fallback) return reply.code(404).send({ detail: ERROR_MESSAGES.notFound });
    return sendDocument(request, reply.code(404), fallback);
  };
}
