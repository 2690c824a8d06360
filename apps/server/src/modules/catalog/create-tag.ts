import { FIELD_MESSAGES, nextProjectColor, type TagWriteSchema } from "@tempus/contract";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { tag } from "../../db/schema/index.ts";
import type { CatalogDeps } from "./deps.ts";
import { toTag, uniqueTagName } from "./tag-presenter.ts";

/** A new tag; without a colour it takes the next of the palette, as a new project does. */
export async function createTag(
  deps: CatalogDeps,
  actor: Actor,
  body: z.output<typeof TagWriteSchema>,
) {
  if (!body.name) throw new ValidationError({ name: [FIELD_MESSAGES.required] });
  const name = body.name;
  const existing = await deps.db.$count(tag, eq(tag.companyId, actor.companyId));
  const [row] = await uniqueTagName(() =>
    deps.db
      .insert(tag)
      .values({
        companyId: actor.companyId,
        name,
        color: body.color ?? nextProjectColor(existing),
        isArchived: body.is_archived ?? false,
      })
      .returning(),
  );
  return toTag(row);
}
