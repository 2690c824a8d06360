import { ERROR_MESSAGES } from "@tempus/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import FindMyWay, { type HTTPMethod } from "find-my-way";
import { HttpError, methodNotAllowed, notAuthenticated, notFound } from "../core/errors.ts";
import { type Authenticator, type AuthMode, authModeOf } from "./authentication.ts";
import { isStatementTimeout, parseJsonBody } from "./limits.ts";

const METHODS: HTTPMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Also take `application/x-www-form-urlencoded` bodies, as DRF's FormParser
     * does (a plain HTML form without JavaScript). Other routes answer them 415.
     */
    formBodies?: boolean;
  }
}

/**
 * The HTTP behaviour every collection shares, written once: DRF-shaped errors,
 * JSON bodies parsed as DRF does, 405 for a known path with another method, and
 * the trailing-slash redirect for reads.
 */
export function registerHttpConventions(
  app: FastifyInstance,
  options: {
    /** Serves non-API GETs that no route claims (the web app). */
    fallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    /** Authentication comes before the method check: an anonymous PUT to a protected path is 401. */
    identify: Authenticator;
  },
) {
  // A second router that knows every path, so an unknown method can be told from an unknown path.
  const knownRoutes = FindMyWay({ ignoreTrailingSlash: false });
  app.addHook("onRoute", (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (method): method is HTTPMethod => METHODS.includes(method as HTTPMethod),
    );
    const auth: AuthMode = authModeOf(route.url, route.config?.auth);
    if (methods.length > 0) knownRoutes.on(methods, route.url, () => undefined, { auth });
  });
  const matches = (path: string) =>
    METHODS.flatMap((method) => {
      const found = knownRoutes.find(method, path);
      return found ? [{ method, auth: (found.store as { auth: AuthMode }).auth }] : [];
    });
  const allowedMethods = (path: string) => matches(path).map((match) => match.method);

  // DRF parses JSON (and forms, where a route opts in); anything else is an unsupported media type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    // DRF reads an empty body as empty data.
    if (text.trim() === "") return done(null, {});
    try {
      done(null, parseJsonBody(text));
    } catch (error) {
      done(error as HttpError);
    }
  });

  // A form's fields as Django's QueryDict hands them to a serializer: a repeated one's last value.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (request, body, done) => {
      if (!request.routeOptions.config?.formBodies) {
        const mediaType = request.headers["content-type"] ?? "";
        return done(new HttpError(415, { detail: ERROR_MESSAGES.unsupportedMediaType(mediaType) }));
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // Error bodies are complete as built here; the route's response schemas must not trim them.
    reply.serializer((payload) => JSON.stringify(payload)).type("application/json; charset=utf-8");
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      const mediaType = request.headers["content-type"] ?? "";
      return reply.code(415).send({ detail: ERROR_MESSAGES.unsupportedMediaType(mediaType) });
    }
    if (isStatementTimeout(error)) {
      request.log.error({ err: error }, "statement timed out");
      return reply.code(503).send({ detail: ERROR_MESSAGES.serviceUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message });
    }
    // Internals stay in the log (with the request id); the client learns nothing about them.
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ detail: ERROR_MESSAGES.serverError });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0];
    const isApi = path === "/api" || path.startsWith("/api/");
    if (!isApi && options.fallback && (request.method === "GET" || request.method === "HEAD")) {
      return options.fallback(request, reply);
    }
    const found = matches(path);
    if (found.length > 0) {
      if (found.some((match) => match.auth === "required")) {
        if (!(await options.identify(request))) throw notAuthenticated();
      }
      throw methodNotAllowed(
        request.method,
        found.map((match) => match.method),
      );
    }
    if (!path.endsWith("/") && allowedMethods(`${path}/`).includes("GET")) {
      if (request.method === "GET" || request.method === "HEAD") {
        const query = request.url.slice(path.length);
        return reply.redirect(`${path}/${query}`, 301);
      }
    }
    throw notFound();
  });
}
