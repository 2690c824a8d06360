import { z } from "zod";
import { paginated } from "../common.ts";
import { booleanFilter, ListQuerySchema } from "../filters.ts";

/**
 * Tags: a company's own words for its time (for example "meeting", "travel", "on site"), any
 * number on a log, set by whoever writes the log; owners and admins keep the list.
 */
export const TAG_MESSAGES = {
  nameTaken: "A tag with this name already exists.",
  invalidColor: "Enter a colour as #rrggbb.",
} as const;

/** The most tags one log may carry. */
export const MAX_TAGS_PER_LOG = 20;

export const TagSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    color: z.string(),
    is_archived: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Tag" });
export type Tag = z.infer<typeof TagSchema>;
export const TagListSchema = paginated(TagSchema).meta({ id: "TagList" });

export const TagWriteSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, TAG_MESSAGES.invalidColor),
    is_archived: z.boolean(),
  })
  .partial()
  .meta({ id: "TagWrite" });
export type TagWriteBody = z.input<typeof TagWriteSchema>;

export const TagQuerySchema = ListQuerySchema.extend({ is_archived: booleanFilter });
export type TagQuery = z.input<typeof TagQuerySchema>;
export type ParsedTagQuery = z.output<typeof TagQuerySchema>;
