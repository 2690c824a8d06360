import type { ParsedTimeLogExportQuery } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { activity, debtor, project, users } from "../../db/schema/index.ts";
import type { TimeDeps } from "./deps.ts";
import { slug } from "./export-cells.ts";

/** The filters of an export as parts of its file name: the names of what they pick, slugged. */
async function filterNames(
  db: TimeDeps["db"],
  user: Actor,
  query: ParsedTimeLogExportQuery,
): Promise<string[]> {
  const nameOf = async (
    table: typeof project | typeof debtor | typeof activity,
    id: number | undefined,
  ) => {
    if (id === undefined) return "";
    const [row] = await db
      .select({ name: table.name })
      .from(table)
      .where(and(eq(table.id, id), eq(table.companyId, user.companyId)));
    return row ? slug(row.name) : "";
  };
  const username = async (id: number | undefined) => {
    if (id === undefined) return "";
    const [row] = await db
      .select({ name: users.username })
      .from(users)
      .where(and(eq(users.id, id), eq(users.companyId, user.companyId)));
    return row ? slug(row.name) : "";
  };
  const flag = (value: boolean | undefined, yes: string, no: string) =>
    value === undefined ? "" : value ? yes : no;
  return [
    await nameOf(debtor, query.debtor),
    await nameOf(project, query.project),
    await nameOf(activity, query.activity),
    await username(query.user),
    flag(query.billable, "billable", "not-billable"),
    flag(query.invoiced, "invoiced", "not-invoiced"),
    query.search ? `search-${slug(query.search)}` : "",
  ].filter(Boolean);
}

/**
 * An export's file name, after what it holds: the company, its filters and dates
 * (`tempus-acme-website-2026-03-01_to_2026-04-01.csv`); "all" only when nothing is filtered.
 */
export async function exportFileName(
  db: TimeDeps["db"],
  user: Actor,
  query: ParsedTimeLogExportQuery,
  companyName: string,
): Promise<string> {
  const range = [query.start_after, query.start_before]
    .filter((filter) => filter !== undefined)
    .map((filter) => filter.text.slice(0, 10))
    .join("_to_");
  const filters = await filterNames(db, user, query);
  const format = query.file_format ?? "csv";
  return `tempus-${slug(companyName)}-${[...filters, range].filter(Boolean).join("-") || "all"}.${format}`;
}
