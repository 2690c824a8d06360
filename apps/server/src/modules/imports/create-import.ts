import type { ImportJob } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { importJob } from "../../db/schema/index.ts";
import type { ImportsDeps } from "./deps.ts";
import { fileText, readImportFile } from "./import-file.ts";
import { analyse, importedKeys, loadCatalogState } from "./import-plan.ts";
import { jobColumns, toImportJob } from "./import-presenter.ts";
import { prepareRows } from "./import-rows.ts";
import { wallClockOf } from "./wall-time.ts";

/**
 * An uploaded export file: its format detected from the header row, its rows read in the
 * company's time zone, and the dry run kept with the file as a pending import.
 */
export async function createImport(
  deps: ImportsDeps,
  actor: Actor,
  upload: { fileName: string; bytes: Buffer },
): Promise<ImportJob> {
  const content = await fileText(upload.bytes);
  const { format, rows } = readImportFile(content);
  const state = await loadCatalogState(deps.db, actor.companyId);
  const { ready, errors } = prepareRows(format, rows, {
    wall: wallClockOf(state.timezone),
    locked: state.locked,
  });
  const imported = await importedKeys(
    deps.db,
    actor.companyId,
    ready.map((row) => row.key),
  );
  const analysis = analyse(ready, errors, state, imported);
  const [row] = await deps.db
    .insert(importJob)
    .values({
      companyId: actor.companyId,
      userId: actor.id,
      format,
      fileName: upload.fileName.slice(0, 255),
      content,
      analysis,
      totalRows: ready.length + errors.length,
      failedRows: errors.length,
      createdAt: deps.clock(),
    })
    .returning(jobColumns);
  return toImportJob(row, deps.clock());
}
