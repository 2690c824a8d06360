import type { Health } from "@tempus/contract";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/open-database.ts";

/** Asks the database a trivial question; any failure means it is unavailable. */
export async function checkHealth(deps: {
  db: Database;
}): Promise<{ status: 200 | 503; body: Health }> {
  try {
    await deps.db.execute(sql`select 1`);
    return { status: 200, body: { status: "ok", database: "ok" } };
  } catch {
    return { status: 503, body: { status: "unavailable", database: "unavailable" } };
  }
}
