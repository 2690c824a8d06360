import type { ImportJob } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import type { ImportsDeps } from "./deps.ts";
import { findImportJob, toImportJob } from "./import-presenter.ts";

/** An import of the caller's company: its dry run, and its progress once started. */
export async function getImport(deps: ImportsDeps, actor: Actor, id: number): Promise<ImportJob> {
  return toImportJob(await findImportJob(deps.db, actor, id), deps.clock());
}
