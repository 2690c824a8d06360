/**
 * An issued invoice's documents are rendered on a worker thread
 * (render-documents.ts, src/lib/worker-pool.ts): byte for byte what rendering
 * in place gives, failing with the error rendering in place fails with (and so
 * answered by the routes as before), and rendered in place, said once, where
 * no thread can start.
 */
import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { threadId } from "node:worker_threads";
import { ERROR_MESSAGES } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { invoice } from "../../../src/db/schema/index.ts";
import { createWorkerPool } from "../../../src/lib/worker-pool.ts";
import { documentRenderers, purgeExpiredDocuments } from "../../../src/modules/invoicing/index.ts";
import { currentDocument } from "../../../src/modules/invoicing/invoice-pdf.ts";
import { renderDocuments } from "../../../src/modules/invoicing/render-documents.ts";
import {
  type DocumentsInput,
  type InvoiceFiles,
  writeDocuments,
} from "../../../src/modules/invoicing/write-documents.ts";
import { INVOICES, invoicingCompany } from "../../helpers/invoicing.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const logLines: string[] = [];
const context = useTestApp({
  env: { LOG_LEVEL: "error" },
  deps: {
    logger: true,
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  },
});

const KINDS = ["pdf", "cii", "ubl"] as const satisfies (keyof InvoiceFiles)[];
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
/** What a promise rejects with (undefined when it resolves). */
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as Error,
  );

describe("invoice documents on a worker thread", () => {
  let company: Awaited<ReturnType<typeof invoicingCompany>>;
  let input: DocumentsInput;
  let id: number;

  const rowOf = async (invoiceId: number) => {
    const [row] = await context.database.db
      .select()
      .from(invoice)
      .where(and(eq(invoice.companyId, company.companyId), eq(invoice.id, invoiceId)));
    return row;
  };
  /** An invoice of `lines` lines, issued through the API (which stores its documents). */
  const issue = async (lines: number) => {
    const { call, owner, debtor } = company;
    const created = await call("POST", `${INVOICES}/`, owner, {
      debtor,
      service_from: "2026-03-01",
      service_until: "2026-03-31",
      include_time: false,
      manual_lines: Array.from({ length: lines }, (_, index) => ({
        description: `Work item ${index + 1}`,
        quantity: `${(index % 4) + 1}.50`,
        unit_code: "HUR",
        unit_price: "95.00",
      })),
    });
    if (created.status !== 201) throw new Error(`draft: ${JSON.stringify(created.body)}`);
    const issued = await call("POST", `${INVOICES}/${created.body.id}/issue/`, owner, {
      issue_date: "2026-04-01",
    });
    if (issued.status !== 200) throw new Error(`issue: ${JSON.stringify(issued.body)}`);
    return created.body.id as number;
  };
  const download = (invoiceId: number, kind: string) =>
    context.app.inject({
      method: "GET",
      url: `${INVOICES}/${invoiceId}/${kind}/`,
      headers: company.owner.headers,
    });

  beforeAll(async () => {
    // An XRechnung buyer: the PDF embeds a CII of its own (EN 16931), unlike the CII download.
    company = await invoicingCompany(context.app, context.database.db, {
      buyer_reference: "04011000-12345-34",
      einvoice_format: "xrechnung",
    });
    id = await issue(120);
    const row = await rowOf(id);
    input = {
      document: await currentDocument(context.database.db, row),
      language: row.language,
      logo: null,
    };
  });

  it("stores what rendering in place gives, byte for byte", async () => {
    const inPlace = await writeDocuments(input);
    for (const kind of KINDS) {
      const stored = await download(id, kind);
      expect(stored.statusCode).toBe(200);
      expect(stored.rawPayload.equals(inPlace[kind])).toBe(true);
      expect(stored.headers["x-content-sha256"]).toBe(sha256(inPlace[kind]));
    }
  });

  it("renders on a thread other than the event loop's, the same bytes as in place", async () => {
    // A logo as companyLogo() makes it: a Buffer, which reaches the thread as a Uint8Array.
    const logo = await sharp({
      create: { width: 60, height: 20, channels: 3, background: "#336699" },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const withLogo = { ...input, logo };
    const [threaded, again] = await Promise.all([
      renderDocuments(withLogo),
      renderDocuments(structuredClone(withLogo)),
    ]);
    const inPlace = await writeDocuments(withLogo);
    expect(threaded.threadId).not.toBe(threadId);
    for (const kind of KINDS) {
      expect(Buffer.isBuffer(threaded[kind])).toBe(true);
      expect(threaded[kind].equals(inPlace[kind])).toBe(true);
      expect(again[kind].equals(inPlace[kind])).toBe(true);
    }
    expect(inPlace.pdf.equals(await writeDocuments(input).then((files) => files.pdf))).toBe(false);
  });

  it("fails on its thread as in place, and renders the next document", async () => {
    const broken = { ...input, document: { ...input.document, lines: null as never } };
    const expected = await failureOf(writeDocuments(broken));
    const failed = await failureOf(renderDocuments(broken));
    expect(expected).toBeInstanceOf(TypeError);
    expect(failed).toBeInstanceOf(TypeError);
    expect(failed?.message).toBe(expected?.message);
    expect(failed?.stack?.split("\n")[0]).toBe(expected?.stack?.split("\n")[0]);
    expect(failed?.stack).toContain("cii.ts");
    const next = await renderDocuments(input);
    expect(next.pdf.equals((await writeDocuments(input)).pdf)).toBe(true);
  });

  it("answers a download whose render fails as before: 500, the render's error in the log", async () => {
    const broken = await issue(2);
    // Rendered again on the next download, from a seller whose name is no text.
    await purgeExpiredDocuments(context.database.db, new Date("2999-01-01T00:00:00Z"));
    const row = await rowOf(broken);
    await context.database.db
      .update(invoice)
      .set({ seller: { ...row.seller, name: 42 } as never })
      .where(and(eq(invoice.companyId, company.companyId), eq(invoice.id, broken)));
    const changed = await rowOf(broken);
    const expected = await failureOf(
      writeDocuments({
        document: await currentDocument(context.database.db, changed),
        language: changed.language,
        logo: null,
      }),
    );
    expect(expected).toBeInstanceOf(TypeError);
    logLines.length = 0;
    const response = await download(broken, "pdf");
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: ERROR_MESSAGES.serverError });
    const logged = logLines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === "request failed");
    expect(logged.err).toMatchObject({ type: "TypeError", message: expected?.message });
    expect(logged.err.stack.split("\n")[0]).toBe(expected?.stack?.split("\n")[0]);
    // The other invoice's documents are rendered again on their download, as stored before.
    expect((await download(id, "pdf")).rawPayload.equals((await writeDocuments(input)).pdf)).toBe(
      true,
    );
  });

  it("stops its threads when the app closes them, and starts another for the next render", async () => {
    const before = await renderDocuments(input);
    await documentRenderers(context.app.log).close();
    const after = await renderDocuments(input);
    expect(after.threadId).not.toBe(before.threadId);
    expect(after.threadId).not.toBe(threadId);
    expect(after.pdf.equals(before.pdf)).toBe(true);
  });
});

describe("a worker pool whose thread cannot start", () => {
  it("runs its tasks in place and says so once", async () => {
    const unavailable = vi.fn();
    const pool = createWorkerPool<number, number>({
      module: new URL("./no-such-worker.ts", import.meta.url),
      inProcess: async (value) => value * 2,
      onUnavailable: unavailable,
      size: 2,
    });
    const settled = await Promise.all([1, 2, 3].map((value) => pool.run(value)));
    expect(settled).toEqual([2, 4, 6].map((value) => ({ value, threadId })));
    expect(await pool.run(4)).toEqual({ value: 8, threadId });
    expect(unavailable).toHaveBeenCalledTimes(1);
    expect(unavailable.mock.calls[0][0]).toBeInstanceOf(Error);
    await pool.close();
  });
});
