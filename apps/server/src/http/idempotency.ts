import { createHash } from "node:crypto";
import { IDEMPOTENCY_MESSAGES } from "@tempus/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../clock.ts";
import { HttpError } from "../core/errors.ts";
import type { Database } from "../db/open-database.ts";
import { IDEMPOTENCY_KEPT_MS, idempotencyKey } from "../db/schema/index.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route honours `Idempotency-Key` (the contract's `idempotent`, decision 036). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed, whose answer is kept when it is sent. */
    idempotencyClaim: { companyId: number; userId: number; key: string } | null;
  }
}

/** A claim without an answer after this long was left by a process that died: it may be taken. */
const ABANDONED_MS = 60_000;
const KEY = /^[\x21-\x7e]{1,100}$/;

/** The same request again: method, route and body. */
const fingerprintOf = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url} ${createHash("sha256")
    .update(JSON.stringify(request.body ?? null))
    .digest("hex")}`;

/**
 * `Idempotency-Key` on the routes that declare it (decision 036), after authentication and
 * validation: the first request with a key claims it (a row without an answer) and its answer is
 * kept when sent; the same key and request again get that answer (`Idempotent-Replayed: true`),
 * while the first is still under way 409, and with another request 422. A refusal or a failure
 * (400 or more) gives the key up, so the request can be tried again. Keys are the user's own, kept
 * for a day.
 */
export function registerIdempotency(app: FastifyInstance, db: Database, clock: Clock) {
  app.decorateRequest("idempotencyClaim", null);
  app.addHook("preHandler", async (request, reply) => {
    if (!request.routeOptions.config.idempotent || !request.user) return;
    const header = request.headers["idempotency-key"];
    if (header === undefined) return;
    if (typeof header !== "string" || !KEY.test(header))
      throw new HttpError(400, { detail: IDEMPOTENCY_MESSAGES.invalidKey });
    const claim = { companyId: request.user.companyId, userId: request.user.id, key: header };
    const fingerprint = fingerprintOf(request);
    const now = clock();
    const ofClaim = and(
      eq(idempotencyKey.companyId, claim.companyId),
      eq(idempotencyKey.userId, claim.userId),
      eq(idempotencyKey.key, claim.key),
    );
    const claimed = await db
      .insert(idempotencyKey)
      .values({ ...claim, fingerprint, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKey.key });
    if (claimed.length === 1) {
      request.idempotencyClaim = claim;
      return;
    }
    const [row] = await db.select().from(idempotencyKey).where(ofClaim);
    const age = row ? now.getTime() - row.createdAt.getTime() : 0;
    const expired = !row || age >= IDEMPOTENCY_KEPT_MS;
    const abandoned = row?.status === null && age >= ABANDONED_MS;
    if (expired || abandoned) {
      // Taken over only by the one request that finds the row as it was read.
      const taken = await db
        .update(idempotencyKey)
        .set({ fingerprint, status: null, body: null, createdAt: now })
        .where(row ? and(ofClaim, eq(idempotencyKey.createdAt, row.createdAt)) : ofClaim)
        .returning({ key: idempotencyKey.key });
      if (taken.length === 1) {
        request.idempotencyClaim = claim;
        return;
      }
      throw new HttpError(409, { detail: IDEMPOTENCY_MESSAGES.inFlight });
    }
    if (row.fingerprint !== fingerprint)
      throw new HttpError(422, { detail: IDEMPOTENCY_MESSAGES.reused });
    if (row.status === null) throw new HttpError(409, { detail: IDEMPOTENCY_MESSAGES.inFlight });
    return replay(reply, row.status, row.body);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const ofClaim = and(
      eq(idempotencyKey.companyId, claim.companyId),
      eq(idempotencyKey.userId, claim.userId),
      eq(idempotencyKey.key, claim.key),
      isNull(idempotencyKey.status),
    );
    // Only what was made is kept: a refusal (4xx) or a failure (5xx) made nothing, so the key is
    // given up and the request may be tried again with it, once the reason is put right.
    if (reply.statusCode >= 400) await db.delete(idempotencyKey).where(ofClaim);
    else
      await db
        .update(idempotencyKey)
        .set({ status: reply.statusCode, body: typeof payload === "string" ? payload : null })
        .where(ofClaim);
    return payload;
  });
}

function replay(reply: FastifyReply, status: number, body: string | null) {
  reply.header("idempotent-replayed", "true").code(status);
  if (body === null) return reply.send();
  return reply.type("application/json; charset=utf-8").send(body);
}
