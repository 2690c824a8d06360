import { FIELD_MESSAGES, nextProjectColor } from "@tempus/contract";
import { eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { project } from "../../db/schema/index.ts";
import type { CatalogDeps } from "./deps.ts";
import { projectDetail } from "./project-detail.ts";
import {
  defaultCurrency,
  type ProjectWrite,
  projectColumns,
  validateProject,
} from "./project-write.ts";

export async function createProject(deps: CatalogDeps, actor: Actor, body: ProjectWrite) {
  const { db } = deps;
  const companyId = actor.companyId;
  if (!body.name) throw new ValidationError({ name: [FIELD_MESSAGES.required] });
  await validateProject(db, companyId, body);
  const [row] = await db
    .insert(project)
    .values({
      ...projectColumns(body),
      name: body.name,
      companyId,
      color:
        body.color ?? nextProjectColor(await db.$count(project, eq(project.companyId, companyId))),
      currency: body.currency ?? (await defaultCurrency(db, companyId, body.debtor)),
    })
    .returning();
  return projectDetail(deps, actor, row.id);
}
