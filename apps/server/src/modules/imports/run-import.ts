import {
  FIELD_MESSAGES,
  IMPORT_MESSAGES,
  type ImportJob,
  type ImportRunSchema,
  NON_FIELD_ERRORS,
} from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { importJob, users } from "../../db/schema/index.ts";
import { appendAuditEvent } from "../audit/index.ts";
import type { ImportsDeps } from "./deps.ts";
import type { Analysis } from "./import-plan.ts";
import { findImportJob, jobColumns, leaseFrom, toImportJob } from "./import-presenter.ts";
import { processImport } from "./import-runner.ts";

/**
 * Starts a pending import with its people mapped (each person of the file not matched by e-mail
 * to a member of the company) and answers at once; the rows are imported in the background and
 * the job's counts show the progress. A job starts once.
 */
export async function runImport(
  deps: ImportsDeps,
  actor: Actor,
  id: number,
  body: z.output<typeof ImportRunSchema>,
): Promise<ImportJob> {
  const job = await findImportJob(deps.db, actor, id);
  if (job.status !== "pending")
    throw new ValidationError({ [NON_FIELD_ERRORS]: [IMPORT_MESSAGES.notPending] });
  const members = new Set(
    (
      await deps.db.select({ id: users.id }).from(users).where(eq(users.companyId, actor.companyId))
    ).map((row) => row.id),
  );
  const people = new Map<string, number>();
  const unmapped: string[] = [];
  for (const person of (job.analysis as Analysis).people) {
    const chosen = body.people[person.key] ?? person.user;
    if (chosen === null) unmapped.push(person.name || person.key);
    else if (!members.has(chosen))
      throw new ValidationError({ people: [FIELD_MESSAGES.invalidPk(chosen)] });
    else people.set(person.key, chosen);
  }
  if (unmapped.length > 0)
    throw new ValidationError({ people: [IMPORT_MESSAGES.unmappedPeople(unmapped.join(", "))] });
  const [started] = await deps.db
    .update(importJob)
    .set({
      status: "running",
      people: Object.fromEntries(people),
      leaseUntil: leaseFrom(deps.clock()),
    })
    .where(
      and(
        eq(importJob.companyId, actor.companyId),
        eq(importJob.id, id),
        eq(importJob.status, "pending"),
      ),
    )
    .returning({ ...jobColumns, content: importJob.content });
  // Another request started it in the meantime.
  if (!started) throw new ValidationError({ [NON_FIELD_ERRORS]: [IMPORT_MESSAGES.notPending] });
  // Who imported which file, into the audit trail (decision 038): the logs it writes are imported
  // in bulk, not recorded one by one.
  await appendAuditEvent(deps.db, {
    companyId: actor.companyId,
    occurredAt: deps.clock(),
    user: { id: actor.id, username: actor.username },
    action: "import.started",
    subject: { type: "import_job", id },
    details: {
      format: started.format,
      file_name: started.fileName,
      rows: started.totalRows,
      people: Object.fromEntries(people),
    },
  });
  const { content, ...shown } = started;
  const work = processImport(deps, {
    id,
    companyId: actor.companyId,
    format: started.format as ImportJob["format"],
    content,
    people,
  })
    // processImport marked the job failed; the job's status tells the user, the log why.
    .catch((error) => deps.log.error({ err: error, importJob: id }, "import failed"))
    .finally(() => deps.running.delete(work));
  deps.running.add(work);
  return toImportJob(shown, deps.clock());
}
