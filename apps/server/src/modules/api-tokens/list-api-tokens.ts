import type { ApiToken } from "@tempus/contract";
import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { apiToken } from "../../db/schema/index.ts";
import { toApiToken } from "./api-token-presenter.ts";
import type { ApiTokensDeps } from "./deps.ts";

/** The caller's own tokens, newest first (expired ones too, until revoked). */
export async function listApiTokens(deps: ApiTokensDeps, actor: Actor): Promise<ApiToken[]> {
  const rows = await deps.db
    .select()
    .from(apiToken)
    .where(and(eq(apiToken.companyId, actor.companyId), eq(apiToken.userId, actor.id)))
    .orderBy(desc(apiToken.createdAt), desc(apiToken.id));
  return rows.map(toApiToken);
}
