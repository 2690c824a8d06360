import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import { isoString } from "../../clock.ts";
import { acrossCompanies } from "../../db/across-companies.ts";
import type { Database } from "../../db/open-database.ts";
import { company, invoice, invoiceDocument } from "../../db/schema/index.ts";

/** Every company's id, in order: the archive works company by company. */
const allCompanies = async (db: Database) =>
  (
    await acrossCompanies(db, (tx) =>
      tx.select({ id: company.id }).from(company).orderBy(asc(company.id)),
    )
  ).map((row) => row.id);

export interface ExportSummary {
  companies: number;
  documents: number;
  /** Documents whose bytes no longer match their stored SHA-256 (none, unless changed behind the database's back). */
  mismatches: string[];
}

/** A CSV field, quoted when it needs to be. */
const csv = (value: string | number) =>
  /[",\n]/.test(String(value)) ? `"${String(value).replaceAll('"', '""')}"` : String(value);

/**
 * Writes every stored document of the issued invoices (of one company, or of
 * all) to `folder/<company id>/<file name>`, with `folder/manifest.csv`
 * listing company, invoice, number, issue date, kind, file and SHA-256, and
 * checks each file against its stored hash. One company at a time, each read
 * naming its company.
 */
export async function exportDocuments(
  db: Database,
  folder: string,
  options: { companyId?: number } = {},
): Promise<ExportSummary> {
  const companies = options.companyId === undefined ? await allCompanies(db) : [options.companyId];
  const manifest = ["company,invoice,number,issue_date,kind,file,sha256"];
  const summary: ExportSummary = { companies: 0, documents: 0, mismatches: [] };
  for (const companyId of companies) {
    const documents = await db
      .select({
        invoiceId: invoiceDocument.invoiceId,
        kind: invoiceDocument.kind,
        fileName: invoiceDocument.fileName,
        content: invoiceDocument.content,
        sha256: invoiceDocument.sha256,
        number: invoice.number,
        issueDate: invoice.issueDate,
      })
      .from(invoiceDocument)
      .innerJoin(
        invoice,
        and(eq(invoice.companyId, companyId), eq(invoice.id, invoiceDocument.invoiceId)),
      )
      .where(eq(invoiceDocument.companyId, companyId))
      .orderBy(asc(invoice.issueDate), asc(invoiceDocument.invoiceId), asc(invoiceDocument.kind));
    if (documents.length === 0) continue;
    summary.companies += 1;
    const target = join(folder, String(companyId));
    await mkdir(target, { recursive: true });
    for (const document of documents) {
      const actual = createHash("sha256").update(document.content).digest("hex");
      if (actual !== document.sha256) summary.mismatches.push(`${companyId}/${document.fileName}`);
      await writeFile(join(target, document.fileName), document.content);
      manifest.push(
        [
          companyId,
          document.invoiceId,
          document.number ?? "",
          document.issueDate ?? "",
          document.kind,
          `${companyId}/${document.fileName}`,
          document.sha256,
        ]
          .map(csv)
          .join(","),
      );
      summary.documents += 1;
    }
  }
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, "manifest.csv"), `${manifest.join("\n")}\n`);
  return summary;
}

/**
 * Deletes the stored documents created before `before` (the retention's
 * start), company by company: the only deletion the database's trigger lets
 * through, and only inside this transaction (`tempus.purge_before`). Answers
 * how many were (or, with `dryRun`, would be) deleted.
 */
export async function purgeExpiredDocuments(
  db: Database,
  before: Date,
  options: { dryRun?: boolean } = {},
): Promise<number> {
  const companies = await allCompanies(db);
  let count = 0;
  for (const companyId of companies) {
    const expired = and(
      eq(invoiceDocument.companyId, companyId),
      lt(invoiceDocument.createdAt, before),
    );
    if (options.dryRun) {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(invoiceDocument)
        .where(expired);
      count += row.count;
      continue;
    }
    count += await db.transaction(async (tx) => {
      // SET LOCAL rather than set_config(): on Citus, with propagate_set_commands = 'local', the
      // setting reaches the workers, where the trigger runs on the shard (elsewhere a no-op).
      await tx.execute(sql`set local citus.propagate_set_commands = 'local'`);
      await tx.execute(sql.raw(`set local tempus.purge_before = '${isoString(before)}'`));
      const deleted = await tx
        .delete(invoiceDocument)
        .where(expired)
        .returning({ kind: invoiceDocument.kind });
      return deleted.length;
    });
  }
  return count;
}

/** The first day still within the retention: documents created before it may be purged. */
export function retentionStart(now: Date, years: number): Date {
  const start = new Date(now);
  start.setUTCFullYear(start.getUTCFullYear() - years);
  return start;
}
