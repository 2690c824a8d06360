/**
 * The health check's slowest answer while one request renders the documents of
 * an invoice of 1,000 lines (part of `npm run bench:invoicing`): the PDF and the
 * Factur-X downloaded while none is stored, so that the download renders PDF,
 * CII and UBL as issuing does (decision 018), and for reference the PDF
 * rendered on the event loop itself; then four XLSX exports of the company's
 * logs downloaded side by side (their workbooks written on the same threads'
 * pool). /api/health/ is asked over HTTP from a
 * thread of its own (health-poller.ts). Target: no health answer slower than
 * 100 ms, whatever another request renders.
 */
import { Worker } from "node:worker_threads";
import type { Database } from "../src/db/open-database.ts";
import { purgeExpiredDocuments } from "../src/modules/invoicing/index.ts";
import { writeInvoicePdf } from "../src/modules/invoicing/pdf/write-pdf.ts";
import { writeCii } from "../src/modules/invoicing/xml/cii.ts";
import type { InvoiceDocument } from "../src/modules/invoicing/xml/invoice-document.ts";
import { exportSettings } from "../src/modules/time/export-time-logs.ts";
import { xlsxSettings } from "../src/modules/time/export-xlsx.ts";

export const HEALTH_TARGET_MS = 100;
const ROUNDS = 3;

export interface HealthWhileRendering {
  what: string;
  /** The slowest of the rendering requests (or renders). */
  ms: number;
  /** The slowest health answer while they ran. */
  worstHealthMs: number;
  polls: number;
  /** Unset for the reference, which holds the event loop on purpose. */
  target?: number;
}

/** `work` while a thread asks `<address>/api/health/`: how long it took and the slowest health answer. */
async function healthDuring(address: string, work: () => Promise<unknown>) {
  const poller = new Worker(new URL("./health-poller.ts", import.meta.url), {
    workerData: { url: `${address}/api/health/` },
  });
  const answer = () =>
    new Promise<{ polls: number; worstMs: number }>((resolve, reject) => {
      poller.once("message", resolve);
      poller.once("error", reject);
    });
  try {
    await answer(); // polling
    const started = performance.now();
    await work();
    const ms = performance.now() - started;
    const report = answer();
    poller.postMessage("stop");
    return { ms, ...(await report) };
  } finally {
    await poller.terminate();
  }
}

export async function renderHealth(options: {
  address: string;
  headers: Record<string, string>;
  db: Database;
  invoiceId: number;
  document: InvoiceDocument;
}): Promise<HealthWhileRendering[]> {
  const { address, headers, db, invoiceId, document } = options;
  const download = (kind: "pdf" | "facturx") => async () => {
    const response = await fetch(`${address}/api/invoicing/invoice/${invoiceId}/${kind}/`, {
      headers,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${kind}: ${response.status}`);
  };
  // Deleting every stored document (the retention's purge, dated far ahead): the next download
  // renders its invoice's documents again.
  const unstored = async () => {
    await purgeExpiredDocuments(db, new Date("2999-01-01T00:00:00Z"));
  };
  const xlsx = async () => {
    const response = await fetch(
      `${address}/api/projectmanagement/timelog/export/?file_format=xlsx`,
      { headers },
    );
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`xlsx: ${response.status}`);
  };
  const scenarios = [
    { what: "PDF download, rendered", before: unstored, work: download("pdf") },
    { what: "Factur-X download, rendered", before: unstored, work: download("facturx") },
    {
      what: "4 XLSX exports side by side",
      before: async () => {},
      work: () => Promise.all([xlsx(), xlsx(), xlsx(), xlsx()]),
    },
    {
      // As before the workbooks moved to the threads: written here, from reads of 2,000 rows.
      what: "(reference) 4 XLSX exports on the event loop",
      before: async () => {},
      work: async () => {
        Object.assign(xlsxSettings, { onThread: false });
        Object.assign(exportSettings, { xlsxBatchSize: 2000 });
        try {
          await Promise.all([xlsx(), xlsx(), xlsx(), xlsx()]);
        } finally {
          Object.assign(xlsxSettings, { onThread: true });
          Object.assign(exportSettings, { xlsxBatchSize: 500 });
        }
      },
      reference: true,
    },
    {
      what: "(reference) PDF on the event loop",
      before: async () => {},
      work: () =>
        writeInvoicePdf({ document, language: "en", cii: writeCii(document), logo: null }),
      reference: true,
    },
  ];
  const results: HealthWhileRendering[] = [];
  for (const scenario of scenarios) {
    const result: HealthWhileRendering = {
      what: scenario.what,
      ms: 0,
      worstHealthMs: 0,
      polls: 0,
      target: scenario.reference ? undefined : HEALTH_TARGET_MS,
    };
    for (let round = 0; round < ROUNDS; round++) {
      await scenario.before();
      const run = await healthDuring(address, scenario.work);
      result.ms = Math.max(result.ms, run.ms);
      result.worstHealthMs = Math.max(result.worstHealthMs, run.worstMs);
      result.polls += run.polls;
    }
    results.push(result);
    console.log(
      `${scenario.what.padEnd(44)} ${result.ms.toFixed(0).padStart(6)} ms  health worst ${result.worstHealthMs.toFixed(0).padStart(4)} ms (${result.polls} polls)`,
    );
  }
  return results;
}
