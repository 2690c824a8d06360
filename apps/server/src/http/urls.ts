import type { FastifyRequest } from "fastify";

/** The request's own absolute URL (scheme and host as Fastify sees them; forwarded ones only behind TRUST_PROXY). */
export function absoluteUrl(request: FastifyRequest): URL {
  return new URL(request.url, `${request.protocol}://${request.host}`);
}
