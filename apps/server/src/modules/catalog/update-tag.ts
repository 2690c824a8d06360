import type { TagWriteSchema } from "@tempus/contract";
import type { z } from "zod";
import type { Actor } from "../../core/actor.ts";
import { ofCompany } from "../../db/company-row.ts";
import { tag } from "../../db/schema/index.ts";
import type { CatalogDeps } from "./deps.ts";
import { findTag, toTag, uniqueTagName } from "./tag-presenter.ts";

export async function updateTag(
  deps: CatalogDeps,
  actor: Actor,
  { id, body }: { id: number; body: z.output<typeof TagWriteSchema> },
) {
  await findTag(deps.db, actor.companyId, id);
  const [row] = await uniqueTagName(() =>
    deps.db
      .update(tag)
      .set({
        name: body.name,
        color: body.color,
        isArchived: body.is_archived,
        updatedAt: deps.clock(),
      })
      .where(ofCompany(tag, actor.companyId, id))
      .returning(),
  );
  return toTag(row);
}
