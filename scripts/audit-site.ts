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
import * as chromeLauncher from "chrome-launcher";
import { type Browser, chromium } from "playwright-core";
import { SITE_PATHS } from "../apps/web/app/site/pages.ts";
import {
  CHROME_FLAGS,
  type FormFactor,
  failuresOf,
  type PageResult,
  printTable,
  runAxe,
  runLighthouse,
} from "./audit/lighthouse.ts";

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
