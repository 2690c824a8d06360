import type { ActivityWriteSchema } from "@tempus/contract";
import type { z } from "zod";

export type ActivityWrite = z.output<typeof ActivityWriteSchema>;

export const activityColumns = (body: ActivityWrite) => ({
  name: body.name,
  description: body.description,
  color: body.color,
  billableByDefault: body.billable_by_default,
  projectId: body.project,
  isArchived: body.is_archived,
});
