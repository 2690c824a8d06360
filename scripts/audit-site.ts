/**
 * `npm run audit:site [-- <base-url>] [--only /,/de] [--mobile-only] [--json out.json] [--no-fail]`
 *
 * Audits the public pages (SITE_PATHS, both languages) of a running Tempus
 * with Lighthouse, in its mobile (default) and desktop configurations, and with
 * axe-core in Chromium at the same two sizes, then prints one table.
 * It builds and starts nothing: run `npm run build && npm start` first.
 *
 * Base URL: the first argument, else AUDIT_URL, else http://localhost:3000.
 * Chromium: CHROME_PATH, else /usr/bin/chromium (never downloaded).
 *
 * Exits 1 when a page misses its targets (mobile performance ≥ 95;
 * accessibility, best practices and SEO 100 in both form factors; no axe
 * violations), naming what missed; `--no-fail` always exits 0.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import axe from "axe-core";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { type Browser, chromium } from "playwright-core";
import { SITE_PATHS } from "../apps/web/app/site/pages.ts";

type FormFactor = "mobile" | "desktop";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The targets a page must meet; performance only on mobile (the stricter, throttled run). */
const TARGETS = {
  mobilePerformance: 95,
  perfect: ["accessibility", "best-practices", "seo"] as Category[],
};

/** Axe at the sizes Lighthouse emulates (Moto G Power; desktop 1350 × 940). */
const VIEWPORTS: Record<
  FormFactor,
  { width: number; height: number; scale: number; mobile: boolean }
> = {
  mobile: { width: 412, height: 823, scale: 1.75, mobile: true },
  desktop: { width: 1350, height: 940, scale: 1, mobile: false },
};

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  targets: string[];
}

interface PageResult {
  path: string;
  url: string;
  formFactor: FormFactor;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Script bytes as transferred (compressed as sent). */
  jsBytes: number | null;
  /** Per category, the weighted audits that did not pass (what to fix). */
  failedAudits: Partial<Record<Category, string[]>>;
  /** Lighthouse's runtime error (e.g. the page answered 404), if any. */
  lighthouseError?: string;
  axe: { violations: AxeViolation[] } | { error: string };
  failures: string[];
}

function usage(message?: string): never {
  if (message) console.error(`audit:site: ${message}\n`);
  console.error(
    "Usage: npm run audit:site -- [base-url] [--only /,/de/features] [--mobile-only] [--json out.json] [--no-fail]",
  );
  process.exit(2);
}

function parseOptions() {
  const parsed = (() => {
    try {
      return parseArgs({
        allowPositionals: true,
        options: {
          only: { type: "string" },
          "mobile-only": { type: "boolean", default: false },
          json: { type: "string" },
          "no-fail": { type: "boolean", default: false },
          help: { type: "boolean", short: "h", default: false },
        },
      });
    } catch (error) {
      return usage((error as Error).message);
    }
  })();
  const { values, positionals } = parsed;
  if (values.help) usage();
  if (positionals.length > 1) usage(`one base URL expected, got ${positionals.join(" ")}`);
  const base = (positionals[0] ?? process.env.AUDIT_URL ?? "http://localhost:3000").replace(
    /\/+$/,
    "",
  );
  try {
    new URL(base);
  } catch {
    usage(`not a URL: ${base}`);
  }
  const paths = values.only
    ? values.only
        .split(",")
        .map((path) => path.trim())
        .filter(Boolean)
    : [...SITE_PATHS];
  for (const path of paths) if (!path.startsWith("/")) usage(`a path starts with /: ${path}`);
  const unknown = paths.filter((path) => !(SITE_PATHS as readonly string[]).includes(path));
  if (unknown.length) console.warn(`audit:site: not in SITE_PATHS: ${unknown.join(", ")}`);
  return {
    base,
    paths,
    formFactors: (values["mobile-only"] ? ["mobile"] : ["mobile", "desktop"]) as FormFactor[],
    json: values.json,
    fail: !values["no-fail"],
  };
}

const round = (value: number | undefined | null) =>
  typeof value === "number" && Number.isFinite(value) ? Math.round(value) : null;

/** Lighthouse's numbers for one page in one form factor. */
async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  port: number,
): Promise<Omit<PageResult, "path" | "url" | "formFactor" | "axe" | "failures">> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id];
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;

  const failedAudits: PageResult["failedAudits"] = {};
  for (const id of CATEGORIES) {
    if (id === "performance") continue; // its metrics are in the table
    const failed = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const { score } = audit(ref.id) ?? {};
        return typeof score === "number" && score < 1;
      })
      .map((ref) => ref.id);
    if (failed.length) failedAudits[id] = failed;
  }

  let jsBytes: number | null = null;
  for (const id of ["network-requests", "total-byte-weight"]) {
    const details = audit(id)?.details;
    if (!details || !("items" in details) || !Array.isArray(details.items)) continue;
    const items = details.items as { resourceType?: unknown; transferSize?: unknown }[];
    if (!items.some((item) => "resourceType" in item)) continue;
    jsBytes = items
      .filter((item) => item.resourceType === "Script" && typeof item.transferSize === "number")
      .reduce((sum, item) => sum + (item.transferSize as number), 0);
    break;
  }
  const cls = audit("cumulative-layout-shift")?.numericValue;
  return {
    scores,
    lcpMs: round(audit("largest-contentful-paint")?.numericValue),
    tbtMs: round(audit("total-blocking-time")?.numericValue),
    cls: typeof cls === "number" ? Math.round(cls * 1000) / 1000 : null,
    jsBytes,
    failedAudits,
    lighthouseError: lhr.runtimeError
      ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
      : undefined,
  };
}

/** Axe's violations on one page at one form factor's size, in a fresh context. */
async function runAxe(
  browser: Browser,
  url: string,
  formFactor: FormFactor,
): Promise<PageResult["axe"]> {
  const viewport = VIEWPORTS[formFactor];
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.scale,
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    reducedMotion: "reduce",
  });
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: "networkidle", timeout: 30_000 });
    if (!response) return { error: "no response" };
    // Evaluated through the DevTools protocol: the page's Content-Security-Policy admits no
    // inline <script>, and a script tag would be refused.
    await page.evaluate(axe.source);
    const violations = (await page.evaluate(`
      axe.run(document, { resultTypes: ["violations"] }).then((results) =>
        results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? null,
          help: violation.help,
          nodes: violation.nodes.length,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
        })),
      )
    `)) as AxeViolation[];
    return { violations };
  } catch (error) {
    return { error: (error as Error).message.split("\n")[0] };
  } finally {
    await context.close();
  }
}

function failuresOf(result: Omit<PageResult, "failures">): string[] {
  const failures: string[] = [];
  if (result.lighthouseError) failures.push(`Lighthouse: ${result.lighthouseError}`);
  if (result.formFactor === "mobile") {
    const performance = result.scores.performance;
    if (performance === null || performance < TARGETS.mobilePerformance) {
      failures.push(`performance ${performance ?? "–"} < ${TARGETS.mobilePerformance}`);
    }
  }
  for (const category of TARGETS.perfect) {
    const score = result.scores[category];
    if (score === 100) continue;
    const audits = result.failedAudits[category];
    failures.push(`${category} ${score ?? "–"} < 100${audits ? ` (${audits.join(", ")})` : ""}`);
  }
  if ("error" in result.axe) failures.push(`axe: ${result.axe.error}`);
  else if (result.axe.violations.length) {
    failures.push(
      `axe: ${result.axe.violations
        .map((v) => `${v.id} (${v.impact ?? "?"}, ${v.nodes}×: ${v.targets.join(" | ")})`)
        .join("; ")}`,
    );
  }
  return failures;
}

function printTable(results: PageResult[]): void {
  const header = [
    "page",
    "form",
    "perf",
    "a11y",
    "best pr.",
    "SEO",
    "LCP ms",
    "TBT ms",
    "CLS",
    "JS bytes",
    "axe",
  ];
  const show = (value: number | null) => (value === null ? "–" : String(value));
  const rows = results.map((r) => [
    r.path,
    r.formFactor,
    show(r.scores.performance),
    show(r.scores.accessibility),
    show(r.scores["best-practices"]),
    show(r.scores.seo),
    r.lcpMs === null ? "–" : r.lcpMs.toLocaleString("en-US"),
    r.tbtMs === null ? "–" : r.tbtMs.toLocaleString("en-US"),
    r.cls === null ? "–" : r.cls.toFixed(3),
    r.jsBytes === null ? "–" : r.jsBytes.toLocaleString("en-US"),
    "error" in r.axe
      ? "error"
      : r.axe.violations.length
        ? `${r.axe.violations.length} (${r.axe.violations.map((v) => v.id).join(", ")})`
        : "0",
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  );
  // Text columns left-aligned, numbers right-aligned.
  const left = new Set([0, 1, 10]);
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (left.has(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ")
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<void> {
  const options = parseOptions();
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

  try {
    const response = await fetch(`${options.base}/api/health/`);
    if (!response.ok) console.warn(`audit:site: /api/health/ answered ${response.status}`);
  } catch (error) {
    console.error(
      `audit:site: no server at ${options.base} (${(error as Error).message}). ` +
        "Start one first: npm run build && npm start",
    );
    process.exit(2);
  }

  const total = options.paths.length * options.formFactors.length;
  console.log(
    `Auditing ${options.paths.length} page(s) × ${options.formFactors.join(", ")} at ${options.base} with ${chromePath}`,
  );

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  let browser: Browser | undefined;
  const results: PageResult[] = [];
  try {
    browser = await chromium.launch({
      executablePath: chromePath,
      headless: true,
      args: CHROME_FLAGS.filter((flag) => flag !== "--headless"),
    });
    for (const path of options.paths) {
      const url = `${options.base}${path}`;
      for (const formFactor of options.formFactors) {
        process.stderr.write(`[${results.length + 1}/${total}] ${path} ${formFactor}…\n`);
        const lighthouseResult = await runLighthouse(url, formFactor, chrome.port);
        const axeResult = await runAxe(browser, url, formFactor);
        const result = { path, url, formFactor, ...lighthouseResult, axe: axeResult };
        results.push({ ...result, failures: failuresOf(result) });
      }
    }
  } finally {
    await browser?.close();
    chrome.kill();
  }

  console.log("");
  printTable(results);

  if (options.json) {
    writeFileSync(
      options.json,
      `${JSON.stringify({ base: options.base, date: new Date().toISOString(), results }, null, 2)}\n`,
    );
    console.log(`\nResults written to ${options.json}`);
  }

  const failed = results.filter((result) => result.failures.length);
  if (failed.length) {
    console.log(`\n${failed.length} of ${results.length} audit(s) miss their targets:`);
    for (const result of failed) {
      console.log(`  ${result.path} (${result.formFactor})`);
      for (const failure of result.failures) console.log(`    - ${failure}`);
    }
    if (options.fail) process.exitCode = 1;
  } else {
    console.log(`\nAll ${results.length} audit(s) meet their targets.`);
  }
}

await main();
