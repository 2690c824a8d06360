import type { FuzzRequest } from "./variants.ts";

/** Row (an operation `METHOD template`, or `category <name>`) → status → requests. */
export type Tally = Map<string, Map<string, number>>;

export interface Failure {
  kind: "5xx" | "no answer" | "health" | "crash" | "setup";
  request?: FuzzRequest;
  status: number;
  response: string;
}

const FAILURES_SHOWN = 80;

function table(tally: Tally, rows: string[]) {
  const statuses = [...new Set(rows.flatMap((row) => [...(tally.get(row)?.keys() ?? [])]))].sort();
  const width = Math.max(12, ...rows.map((row) => row.length));
  const header = [
    `${"".padEnd(width)}`,
    ...statuses.map((status) => status.padStart(9)),
    "    total",
  ];
  console.log(header.join(" "));
  for (const row of rows) {
    const counts = tally.get(row) ?? new Map<string, number>();
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      [
        row.padEnd(width),
        ...statuses.map((status) => String(counts.get(status) ?? "").padStart(9)),
        String(total).padStart(9),
      ].join(" "),
    );
  }
}

export function printReport(run: {
  seed: number;
  sent: number;
  tally: Tally;
  failures: Failure[];
  healthChecks: number;
  slowestHealthMs: number;
  excerpt: (body: string | Buffer | undefined) => string;
}) {
  const rows = [...run.tally.keys()];
  const operations = rows.filter((row) => !row.startsWith("category ")).sort();
  const categories = rows.filter((row) => row.startsWith("category ")).sort();
  console.log(`\nRequests per operation and status (seed ${run.seed}, ${run.sent} requests)`);
  table(run.tally, operations);
  console.log("\nRequests per category and status");
  table(run.tally, categories);
  console.log(
    `\nHealth: ${run.healthChecks} checks, slowest ${Math.round(run.slowestHealthMs)} ms (limit 1000 ms)`,
  );
  if (run.failures.length === 0) {
    console.log("No failures.");
    return;
  }
  // Grouped by problem (kind, status, operation, category): every group with an example.
  const distinct = new Map<string, Failure[]>();
  for (const failure of run.failures) {
    const key = failure.request
      ? `${failure.kind} ${failure.status} ${failure.request.operation} [${failure.request.category}]`
      : `${failure.kind}: ${failure.response}`;
    distinct.set(key, [...(distinct.get(key) ?? []), failure]);
  }
  console.log(`\n${run.failures.length} failures, ${distinct.size} distinct:`);
  let shown = 0;
  for (const [key, group] of distinct) {
    console.log(`\n× ${key} (${group.length}×)`);
    const failure = group[0];
    const request = failure.request;
    if (!request || shown++ >= FAILURES_SHOWN) continue;
    console.log(
      `  #${request.index} as ${request.actor}: ${request.method} ${run.excerpt(request.path)}`,
    );
    const headers = Object.entries(request.headers)
      .map(([name, value]) => `${name}: ${run.excerpt(value).slice(0, 80)}`)
      .join("; ");
    if (headers) console.log(`    headers: ${headers}`);
    if (request.body !== undefined) console.log(`    body: ${run.excerpt(request.body)}`);
    console.log(`    → ${failure.status} ${run.excerpt(failure.response)}`);
  }
}
