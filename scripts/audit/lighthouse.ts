import { writeFileSync } from "node:fs";
/**
 * What audit:site and audit:app share: Lighthouse and axe-core on one page in
 * Debian's Chromium, the targets, and the table they print.
 */
import axe from "axe-core";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import type { Browser, BrowserContext } from "playwright-core";

export type FormFactor = "mobile" | "desktop";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export const CHROME_FLAGS = [
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
export interface Targets {
  mobilePerformance: number;
  perfect: Category[];
}

/** The public site's targets. */
export const TARGETS: Targets = {
  mobilePerformance: 95,
  perfect: ["accessibility", "best-practices", "seo"],
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

export interface PageResult {
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

const round = (value: number | undefined | null) =>
  typeof value === "number" && Number.isFinite(value) ? Math.round(value) : null;

/** Lighthouse's numbers for one page in one form factor. */
export async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  port: number,
  /**
   * Keep the browser's cache and storage between pages (a returning visitor) instead of
   * Lighthouse's reset, which empties the cache but keeps cookies and local storage (the session).
   */
  keepStorage = false,
  /** Where to write Lighthouse's whole report (JSON), for its diagnostics. */
  reportPath?: string,
): Promise<Omit<PageResult, "path" | "url" | "formFactor" | "axe" | "failures">> {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      ...(keepStorage ? { disableStorageReset: true } : {}),
    },
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reportPath) writeFileSync(reportPath, JSON.stringify(lhr));
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
export async function runAxe(
  browser: Browser,
  url: string,
  formFactor: FormFactor,
  /** Cookies the page is opened with (a signed-in session). */
  cookies: Parameters<BrowserContext["addCookies"]>[0] = [],
): Promise<PageResult["axe"]> {
  const viewport = VIEWPORTS[formFactor];
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.scale,
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    reducedMotion: "reduce",
  });
  if (cookies.length > 0) await context.addCookies(cookies);
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

export function failuresOf(
  result: Omit<PageResult, "failures">,
  targets: Targets = TARGETS,
): string[] {
  const failures: string[] = [];
  if (result.lighthouseError) failures.push(`Lighthouse: ${result.lighthouseError}`);
  if (result.formFactor === "mobile") {
    const performance = result.scores.performance;
    if (performance === null || performance < targets.mobilePerformance) {
      failures.push(`performance ${performance ?? "–"} < ${targets.mobilePerformance}`);
    }
  }
  for (const category of targets.perfect) {
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

export function printTable(results: PageResult[]): void {
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
