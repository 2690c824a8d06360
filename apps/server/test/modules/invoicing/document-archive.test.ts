import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  exportDocuments,
  purgeExpiredDocuments,
  retentionStart,
} from "../../../src/modules/invoicing/index.ts";
import { INVOICES, invoicingCompany } from "../../helpers/invoicing.ts";
import { useTestApp } from "../../helpers/test-app.ts";

/** The operator's export and purge of stored invoice documents (scripts/invoice-documents.ts). */
describe("stored invoice documents, exported and purged", () => {
  const context = useTestApp({ deps: { clock: () => new Date("2026-04-05T10:00:00Z") } });
  let folder: string;
  let invoiceId: number;
  let companyId: number;
  let number: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "tempus-archive-"));
    const company = await invoicingCompany(context.app, context.database.db);
    const draft = await company.call("POST", `${INVOICES}/`, company.owner, {
      debtor: company.debtor,
      service_from: "2026-03-01",
      service_until: "2026-03-31",
      include_time: false,
      manual_lines: [{ description: "Archive me", unit_price: "10.00" }],
    });
    const issued = await company.call(
      "POST",
      `${INVOICES}/${draft.body.id}/issue/`,
      company.owner,
      {},
    );
    invoiceId = issued.body.id;
    companyId = company.companyId;
    number = issued.body.number;
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("writes every document with a manifest of hashes that match the files", async () => {
    const summary = await exportDocuments(context.database.db, folder);
    expect(summary).toMatchObject({ documents: 3, mismatches: [] });
    const manifest = (await readFile(join(folder, "manifest.csv"), "utf8")).trim().split("\n");
    expect(manifest[0]).toBe("company,invoice,number,issue_date,kind,file,sha256");
    expect(manifest).toHaveLength(4);
    for (const row of manifest.slice(1)) {
      const [, invoice, written, , kind, file, sha256] = row.split(",");
      expect([invoice, written]).toEqual([String(invoiceId), number]);
      expect(["cii", "pdf", "ubl"]).toContain(kind);
      const bytes = await readFile(join(folder, file));
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(sha256);
    }
  });

  it("purges only what is older than the retention, and nothing else can delete", async () => {
    const { db } = context.database;
    const now = new Date("2026-04-05T10:00:00Z");
    expect(await purgeExpiredDocuments(db, retentionStart(now, 10))).toBe(0);
    // Without the purge's setting the trigger refuses, whatever the age.
    await expect(
      db.execute(
        sql`delete from invoice_document where company_id = ${companyId} and invoice_id = ${invoiceId}`,
      ),
    ).rejects.toThrow();
    // Eleven years later, ten years of retention: the documents may go.
    const later = new Date(Date.now() + 11 * 366 * 86_400_000);
    expect(await purgeExpiredDocuments(db, retentionStart(later, 10), { dryRun: true })).toBe(3);
    expect(await purgeExpiredDocuments(db, retentionStart(later, 10))).toBe(3);
    const left = await db.execute(
      sql`select count(*)::int as count from invoice_document
        where company_id = ${companyId} and invoice_id = ${invoiceId}`,
    );
    expect((left as unknown as { rows: { count: number }[] }).rows[0].count).toBe(0);
  });
});
