import { randomBytes } from "node:crypto";
import {
  API_TOKEN_MESSAGES,
  type ApiTokenCreated,
  type ApiTokenWriteSchema,
  MAX_API_TOKENS_PER_USER,
} from "@tempus/contract";
import { and, count, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { apiToken, users } from "../../db/schema/index.ts";
import { hashToken } from "../../lib/token-hash.ts";
import { appendAuditEvent } from "../audit/index.ts";
import { formatApiToken, toApiToken } from "./api-token-presenter.ts";
import type { ApiTokensDeps } from "./deps.ts";

/**
 * A new token for the caller, answered once with its secret (256 random bits); only the secret's
 * hash is stored. A user holds at most MAX_API_TOKENS_PER_USER; the count and the insert share a
 * transaction that locks the user's row, so two requests at once cannot pass the limit together.
 */
export async function createApiToken(
  deps: ApiTokensDeps,
  actor: Actor,
  body: z.output<typeof ApiTokenWriteSchema>,
): Promise<ApiTokenCreated> {
  const expiresAt = body.expires_at === null ? null : new Date(body.expires_at);
  if (expiresAt && expiresAt.getTime() <= deps.clock().getTime())
    throw new ValidationError({ expires_at: [API_TOKEN_MESSAGES.expiryInPast] });
  const secret = randomBytes(32).toString("base64url");
  const row = await deps.db.transaction(async (tx) => {
    // The user's row is the lock: one user's tokens are created one after the other.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, actor.companyId), eq(users.id, actor.id)))
      .for("update");
    const [{ held }] = await tx
      .select({ held: count() })
      .from(apiToken)
      .where(and(eq(apiToken.companyId, actor.companyId), eq(apiToken.userId, actor.id)));
    if (held >= MAX_API_TOKENS_PER_USER)
      throw new ValidationError({ non_field_errors: [API_TOKEN_MESSAGES.tooMany] });
    const [created] = await tx
      .insert(apiToken)
      .values({
        companyId: actor.companyId,
        userId: actor.id,
        name: body.name,
        secretHash: hashToken(secret),
        scopes: body.scopes,
        createdAt: deps.clock(),
        expiresAt,
      })
      .returning();
    await appendAuditEvent(tx, {
      companyId: actor.companyId,
      occurredAt: deps.clock(),
      user: actor,
      action: "api_token.created",
      subject: { type: "api_token", id: created.id },
      details: {
        name: created.name,
        scopes: created.scopes,
        expires_at: created.expiresAt?.toISOString() ?? null,
      },
    });
    return created;
  });
  return { ...toApiToken(row), token: formatApiToken(row.companyId, row.id, secret) };
}
