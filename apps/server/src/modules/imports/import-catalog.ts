import { nextProjectColor } from "@tempus/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/open-database.ts";
import { activity, debtor, hourlyRateRule, project, tag } from "../../db/schema/index.ts";
import {
  type CatalogState,
  findActivity,
  findDebtor,
  findProject,
  findTag,
  projectKey,
} from "./import-plan.ts";
import type { ReadyRow } from "./import-rows.ts";

/** Where a row's log goes: its project (with debtor and currency), activity, tags and default billability. */
export interface RowTarget {
  projectId: number;
  debtorId: number | null;
  currency: string;
  activityId: number | null;
  tagIds: number[];
  billable: boolean;
}

/**
 * Creates what the rows name and the company lacks (matched by name without regard to case, as
 * the dry run did), and answers each row's target. A rate the file carries becomes an hourly rate
 * rule of a project this import creates; existing projects keep the company's pricing. Runs under
 * the company's pricing lock (`state` read under it).
 */
export async function ensureCatalog(
  tx: Transaction,
  companyId: number,
  rows: readonly ReadyRow[],
  state: CatalogState,
): Promise<(row: ReadyRow) => RowTarget> {
  const projects = new Map<string, CatalogState["projects"][number]>();
  for (const row of rows) {
    const key = projectKey(row);
    if (projects.has(key)) continue;
    let debtorId: number | null = null;
    if (row.client) {
      let found = findDebtor(state, row.client);
      if (!found) {
        const [created] = await tx
          .insert(debtor)
          .values({ companyId, name: row.client })
          .returning({ id: debtor.id, name: debtor.name });
        state.debtors.push(created);
        found = created;
      }
      debtorId = found.id;
    }
    let found = findProject(state, debtorId, row.project);
    if (!found) {
      const currency = state.currencies.has(row.currency) ? row.currency : state.defaultCurrency;
      const [created] = await tx
        .insert(project)
        .values({
          companyId,
          debtorId,
          name: row.project,
          currency,
          color: nextProjectColor(state.projects.length),
        })
        .returning({
          id: project.id,
          name: project.name,
          debtorId: project.debtorId,
          currency: project.currency,
          billable: project.billableByDefault,
        });
      state.projects.push(created);
      found = created;
      const rated = rows.find((other) => other.rate && projectKey(other) === key);
      if (rated && (!rated.currency || rated.currency === currency))
        await tx
          .insert(hourlyRateRule)
          .values({ companyId, projectId: created.id, rateType: "hourly", rate: rated.rate });
    }
    projects.set(key, found);
  }
  const activities = new Map<string, CatalogState["activities"][number]>();
  const tags = new Map<string, number>();
  for (const row of rows) {
    const target = projects.get(projectKey(row)) as CatalogState["projects"][number];
    const key = `${target.id}\u0000${row.task.toLowerCase()}`;
    if (row.task && !activities.has(key)) {
      let found = findActivity(state, target.id, row.task);
      if (!found) {
        const [created] = await tx
          .insert(activity)
          .values({ companyId, projectId: target.id, name: row.task })
          .returning({
            id: activity.id,
            name: activity.name,
            projectId: activity.projectId,
            billable: activity.billableByDefault,
          });
        state.activities.push(created);
        found = created;
      }
      activities.set(key, found);
    }
    for (const name of row.tags) {
      if (tags.has(name.toLowerCase())) continue;
      const existing = findTag(state, name);
      if (existing) {
        tags.set(name.toLowerCase(), existing.id);
        continue;
      }
      // A tag created beside the import since the state was read keeps its own spelling.
      await tx
        .insert(tag)
        .values({ companyId, name, color: nextProjectColor(state.tags.length) })
        .onConflictDoNothing();
      const [saved] = await tx
        .select({ id: tag.id, name: tag.name })
        .from(tag)
        .where(and(eq(tag.companyId, companyId), eq(sql`lower(${tag.name})`, name.toLowerCase())));
      state.tags.push(saved);
      tags.set(name.toLowerCase(), saved.id);
    }
  }
  return (row) => {
    const target = projects.get(projectKey(row)) as CatalogState["projects"][number];
    const chosen = row.task
      ? activities.get(`${target.id}\u0000${row.task.toLowerCase()}`)
      : undefined;
    return {
      projectId: target.id,
      debtorId: target.debtorId,
      currency: target.currency,
      activityId: chosen?.id ?? null,
      tagIds: [...new Set(row.tags.map((name) => tags.get(name.toLowerCase()) as number))].sort(
        (a, b) => a - b,
      ),
      billable: row.billable ?? chosen?.billable ?? target.billable,
    };
  };
}
