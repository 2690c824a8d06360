import { existsSync, statSync } from "node:fs";
import { join, normalize } from "node:path";
import fastifyStatic from "@fastify/static";
import { ERROR_MESSAGES } from "@tempus/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Paths the browser app renders itself (behind login or from query parameters). */
const CLIENT_ROUTE_PREFIXES = ["/app", "/verify-email-token"];
const SPA_FALLBACKS = ["__spa-fallback.html", "index.html"];

const isClientRoute = (path: string) =>
  CLIENT_ROUTE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * Serves the built web app: hashed assets cached for good, pre-rendered pages
 * as HTML, and the single-page fallback for everything else (with 404 for paths
 * that are no page, so the browser app shows its not-found view).
 */
export async function registerWeb(app: FastifyInstance, webRoot: string) {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: ["index.html"],
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header(
        "cache-control",
        path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  const fallback = SPA_FALLBACKS.find((file) => existsSync(join(webRoot, file)));

  return async function serveWebPage(request: FastifyRequest, reply: FastifyReply) {
    let path: string;
    try {
      path = normalize(decodeURIComponent(request.url.split("?")[0])).replace(/\/+$/, "");
    } catch {
      return reply.code(404).send({ detail: ERROR_MESSAGES.notFound });
    }
    for (const candidate of [`${path}/index.html`, `${path}.html`]) {
      const file = join(webRoot, candidate);
      if (file.startsWith(webRoot) && existsSync(file) && statSync(file).isFile()) {
        return reply.header("cache-control", "no-cache").sendFile(candidate);
      }
    }
    if (!fallback) return reply.code(404).send({ detail: ERROR_MESSAGES.notFound });
    return reply
      .code(isClientRoute(path) ? 200 : 404)
      .header("cache-control", "no-cache")
      .sendFile(fallback);
  };
}
