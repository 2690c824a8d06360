import type { ImportJob, ImportPerson, ImportRowError } from "@tempus/contract";
import { IMPORT_PREVIEW_ROWS } from "@tempus/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/open-database.ts";
import {
  activity,
  company,
  currency,
  debtor,
  importedRow,
  project,
  tag,
  users,
} from "../../db/schema/index.ts";
import { type LockedPeriod, lockedPeriod } from "../pricing/index.ts";
import type { ReadyRow } from "./import-rows.ts";

/** The company as an import matches names against it. */
export interface CatalogState {
  timezone: string;
  defaultCurrency: string;
  currencies: Set<string>;
  locked: LockedPeriod | null;
  members: { id: number; email: string }[];
  debtors: { id: number; name: string }[];
  projects: {
    id: number;
    name: string;
    debtorId: number | null;
    currency: string;
    billable: boolean;
  }[];
  activities: { id: number; name: string; projectId: number | null; billable: boolean }[];
  tags: { id: number; name: string }[];
}

export async function loadCatalogState(db: Queryable, companyId: number): Promise<CatalogState> {
  const [owner] = await db
    .select({ timezone: company.timezone, currency: company.defaultCurrency })
    .from(company)
    .where(eq(company.id, companyId));
  return {
    timezone: owner.timezone,
    defaultCurrency: owner.currency,
    currencies: new Set(
      (await db.select({ code: currency.code }).from(currency)).map((row) => row.code),
    ),
    locked: await lockedPeriod(db, companyId),
    members: await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.companyId, companyId)),
    debtors: await db
      .select({ id: debtor.id, name: debtor.name })
      .from(debtor)
      .where(eq(debtor.companyId, companyId))
      .orderBy(debtor.id),
    projects: await db
      .select({
        id: project.id,
        name: project.name,
        debtorId: project.debtorId,
        currency: project.currency,
        billable: project.billableByDefault,
      })
      .from(project)
      .where(eq(project.companyId, companyId))
      .orderBy(project.id),
    activities: await db
      .select({
        id: activity.id,
        name: activity.name,
        projectId: activity.projectId,
        billable: activity.billableByDefault,
      })
      .from(activity)
      .where(eq(activity.companyId, companyId))
      .orderBy(activity.id),
    tags: await db
      .select({ id: tag.id, name: tag.name })
      .from(tag)
      .where(eq(tag.companyId, companyId)),
  };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Names are matched without regard to case; a project within its client, an activity within its project or company-wide. */
export const findDebtor = (state: CatalogState, name: string) =>
  state.debtors.find((row) => same(row.name, name));
export const findProject = (state: CatalogState, debtorId: number | null, name: string) =>
  state.projects.find((row) => row.debtorId === debtorId && same(row.name, name));
export const findActivity = (state: CatalogState, projectId: number, name: string) =>
  state.activities.find((row) => row.projectId === projectId && same(row.name, name)) ??
  state.activities.find((row) => row.projectId === null && same(row.name, name));
export const findTag = (state: CatalogState, name: string) =>
  state.tags.find((row) => same(row.name, name));

/** The key of a project within its client, as the plan and the import group rows. */
export const projectKey = (row: { client: string; project: string }) =>
  `${row.client.toLowerCase()}\u0000${row.project.toLowerCase()}`;

/** The keys of `keys` imported before, read in batches. */
export async function importedKeys(
  db: Queryable,
  companyId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let from = 0; from < keys.length; from += 5000) {
    const rows = await db
      .select({ key: importedRow.sourceKey })
      .from(importedRow)
      .where(
        and(
          eq(importedRow.companyId, companyId),
          inArray(importedRow.sourceKey, keys.slice(from, from + 5000)),
        ),
      );
    for (const row of rows) found.add(row.key);
  }
  return found;
}

export type Analysis = Pick<
  ImportJob,
  "new_rows" | "already_imported_rows" | "preview" | "creates" | "people" | "errors" | "timezone"
>;

/** The dry run: what importing the rows creates, the people to map, the rows refused. */
export function analyse(
  ready: readonly ReadyRow[],
  errors: ImportRowError[],
  state: CatalogState,
  imported: Set<string>,
): Analysis {
  const fresh = ready.filter((row) => !imported.has(row.key));
  const debtors = new Map<string, string>();
  const projects = new Map<string, string>();
  const activities = new Map<string, string>();
  const tags = new Map<string, string>();
  const rateRules = new Map<string, { project: string; rate: string; currency: string }>();
  const people = new Map<string, ImportPerson>();
  for (const row of ready) {
    const person = people.get(row.person) ?? {
      key: row.person,
      name: row.personName,
      email: row.email,
      rows: 0,
      user: row.email ? (state.members.find((m) => same(m.email, row.email))?.id ?? null) : null,
    };
    person.rows++;
    people.set(row.person, person);
  }
  // The first spelling a name has in the file is the one created (as the import does).
  const add = (names: Map<string, string>, key: string, name: string) => {
    if (!names.has(key)) names.set(key, name);
  };
  for (const row of fresh) {
    const existingDebtor = row.client ? findDebtor(state, row.client) : undefined;
    if (row.client && !existingDebtor) add(debtors, row.client.toLowerCase(), row.client);
    const existingProject =
      row.client && !existingDebtor
        ? undefined
        : findProject(state, existingDebtor?.id ?? null, row.project);
    const key = projectKey(row);
    if (!existingProject) {
      add(projects, key, row.project);
      if (row.rate && !rateRules.has(key))
        rateRules.set(key, {
          project: row.project,
          rate: row.rate,
          currency: state.currencies.has(row.currency) ? row.currency : state.defaultCurrency,
        });
    }
    if (row.task && !(existingProject && findActivity(state, existingProject.id, row.task)))
      add(activities, `${key}\u0000${row.task.toLowerCase()}`, row.task);
    for (const name of row.tags) if (!findTag(state, name)) add(tags, name.toLowerCase(), name);
  }
  return {
    new_rows: fresh.length,
    already_imported_rows: ready.length - fresh.length,
    preview: ready.slice(0, IMPORT_PREVIEW_ROWS).map((row) => ({
      line: row.line,
      person: row.personName || row.email,
      client: row.client,
      project: row.project,
      activity: row.task,
      description: row.description,
      tags: row.tags,
      billable: row.billable,
      start: row.start.toISOString(),
      end: new Date(row.start.getTime() + row.seconds * 1000).toISOString(),
      duration_seconds: row.seconds,
      rate: row.rate || null,
      already_imported: imported.has(row.key),
    })),
    creates: {
      debtors: [...debtors.values()],
      projects: [...projects.values()],
      activities: [...activities.values()],
      tags: [...tags.values()],
      rate_rules: [...rateRules.values()],
    },
    people: [...people.values()],
    errors,
    timezone: state.timezone,
  };
}
