import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Language, negotiateLanguage, translateBody } from "../i18n/index.ts";

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
/** A success whose whole body is one message (`{"detail": "E-mail verified."}`). */
const DETAIL_ONLY = /^\{"detail":"(?:[^"\\]|\\.)*"\}$/;

/** The language the request asks for (Accept-Language, as Django's LocaleMiddleware reads it). */
export const requestLanguage = (request: FastifyRequest): Language =>
  negotiateLanguage(request.headers["accept-language"]);

/** Django's patch_vary_headers: the header named once, after those already there. */
function addVary(reply: FastifyReply, header: string) {
  const vary = reply.getHeader("vary");
  if (vary === undefined || vary === "") reply.header("vary", header);
  else if (
    !String(vary)
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(header.toLowerCase())
  ) {
    reply.header("vary", `${String(vary)}, ${header}`);
  }
}

/**
 * Every message the API sends in the request's language, translated at the edge: a JSON error
 * answer (4xx, 5xx) and a success that is only a `detail` message have their texts looked up in
 * the catalogue (src/i18n/), whatever code threw them. Such an answer carries `Content-Language`
 * and `Vary: Accept-Language`, in English too, as Django's LocaleMiddleware sets them; English
 * bodies go out as they were written.
 */
export function registerLanguage(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (!JSON_TYPE.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    const text = typeof payload === "string" ? payload : payload.toString("utf8");
    if (reply.statusCode < 400 && !DETAIL_ONLY.test(text)) return payload;
    const language = requestLanguage(request);
    if (!reply.hasHeader("content-language")) reply.header("content-language", language);
    addVary(reply, "Accept-Language");
    if (language === "en") return payload;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return payload;
    }
    const translated = translateBody(language, body);
    return translated === undefined ? payload : JSON.stringify(translated);
  });
}
