import { eq } from "drizzle-orm";
import { timeLog } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import type { ProjectsDeps } from "./deps.ts";
import { assertNotInvoiced, findTimeLog } from "./time-log-write.ts";

export async function deleteTimeLog(deps: ProjectsDeps, actor: AuthenticatedUser, id: number) {
  const { log } = await findTimeLog(deps.db, actor, id);
  assertNotInvoiced(log);
  await deps.db.delete(timeLog).where(eq(timeLog.id, id));
}
